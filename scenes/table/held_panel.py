"""A seat's panel whose content shows only while its owner holds the band at their edge (table mode's curtain).

The panel hosts a screen made for the tablet (a private turn, "My notes") in its shielded area: right above its
band, no larger than its owner reads at arm's length and covers with a hand (``table.physical.SHIELDED_WIDTH_MM``);
the rest of the panel shows the night sky meanwhile, the same for every seat. A finger that goes down on the band
opens the panel; the moment that finger lifts, strays out or is dropped, the panel is closed, and the next frame
paints the curtain: nobody else at the table sees the content any longer than its owner keeps a hand on it. Other fingers in the panel, while it is open, are the hosted
screen's pointer (``scenes.kit.hosted_pointer``).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from app import layout
from program.i18n import current_language
from app.scene import Scene
from app.widget_shapes import draw_queued_states
from art.facing import turned, upright_surface
from scenes.kit.hosted_pointer import HostedPointer
from scenes.table.panel_art import band_rect, page_rect, paint_band, paint_curtain, paint_shield_surround, shielded_rect
from table.panels import SeatPanel
from table.physical import TableScreen
from table.rect import Rect
from table.rotation import rect_to_screen, to_screen
from table.seats import zone_size
from table.touch_events import Cancel, Down, FingerKey, Tap, Up, ZoneInput
from app.plan_lookup import plan_for
from app.gestures import Hold, Tap as TapGesture
from table.gestures import Lift, Press, Touch


LET_GO_CHANCE = 0.04  # the demo's players let go of a panel about once in 25 looks


class HeldPanel:
    def __init__(self, screen: TableScreen, panel: SeatPanel, seat: int, name: str,
                 make_scene: Callable[[tuple[int, int]], Scene]) -> None:
        self.screen = screen
        self.panel = panel
        self.seat = seat
        self.name = name
        self._make_scene = make_scene
        self.scene: Scene | None = None
        self.holder: FingerKey | None = None
        self.pointer = HostedPointer()
        self.band_depth = zone_size(screen).depth
        self.own_size = panel.own_size
        self.band = band_rect(self.own_size, self.band_depth)
        self.curtain = page_rect(self.own_size, self.band_depth)
        self.page = shielded_rect(self.own_size, self.band_depth, screen)  # where the hosted screen shows
        self._upright: pygame.Surface | None = None  # the panel's upright picture, made when first painted
        self._still_key: object = None
        self._band_key: object = None
        self._shows_page = False  # whether the page part of the picture holds the hosted screen's last frame
        self._turned: pygame.Surface | None = None
        self.changed = True
        self.last_words: tuple[str, tuple[str, ...]] = ("", ())  # what the band and curtain said last frame

    @property
    def _picture(self) -> pygame.Surface:
        """Made at its first painting, not with the panel: the tap that begins the turns made all eight panels'
        (13 ms at 4K); the turns' fade paints them a panel a step."""
        if self._upright is None:
            self._upright = upright_surface(self.panel.rect, self.panel.rotation)
        return self._upright

    # ----- the hosted screen -------------------------------------------------------------------------------
    def build(self) -> Scene:
        """Make the hosted screen now (done ahead, a seat a frame, so the first hold paints without a wait)."""
        if self.scene is None:
            self.scene = self._make_scene(self.page.size)
            # Its buttons 20 mm and its words 5 mm on the glass, not a tablet's sizes.
            self.scene.touch_floor_px, self.scene.text_floor_px = self.screen.target_px, self.screen.text_px
            self.scene.on_enter()
        return self.scene

    def draw_widget_states(self) -> None:
        """Draw ahead the looks its widgets would otherwise draw in the first frames they are shown (a turn's are
        the same for every role)."""
        if self.scene is not None and self.scene.ui is not None:
            draw_queued_states(self.scene.ui)

    def discard(self) -> None:
        if self.scene is not None:
            self.scene.release_ui()
            self.scene = None

    @property
    def is_open(self) -> bool:
        return self.holder is not None

    # ----- input -------------------------------------------------------------------------------------------
    def hear(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        if self.holder is None:
            if isinstance(item, Down) and self.band.collidepoint(pos):
                self.holder = item.finger
                self.build()
                self.changed = True
            return
        if item.finger == self.holder:
            if isinstance(item, (Tap, Up, Cancel)):
                self.close()
            return
        scene = self.scene
        if scene is None:
            return
        if isinstance(item, Down) and not self.page.collidepoint(pos):
            return  # a second finger on the band: no pointer for the page
        on_page = (pos[0] - self.page.x, pos[1] - self.page.y)
        for event in self.pointer.events_for(item, on_page):
            scene.handle_event(event)
        self.changed = True

    def close(self) -> None:
        """Hide the content: the next frame shows the curtain. A press on the page under way is let go outside."""
        if self.scene is not None and self.pointer.finger is not None:
            for event in self.pointer.events_for(Cancel(self.seat, self.pointer.finger, (0.0, 0.0), 0.0), (0, 0)):
                self.scene.handle_event(event)
        self.pointer.reset()
        self.holder = None
        self.changed = True

    def to_screen(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A point of the panel's own picture on the screen."""
        return to_screen(pos[0] + 0.5, pos[1] + 0.5, self.panel.rect, self.panel.rotation)

    def demo_plan(self, rng, wish, finger_base: int) -> list:
        """A player at this panel: hold the band, then do what the page shows (fingers ``finger_base`` and +1).
        Now and then the player lets go and holds again, as a player looking up at the table does: the panel must
        hide its page in the very next frame and show it again, where it was, on the next hold."""
        if not self.is_open:
            return [Press(self.seat, finger_base, self.to_screen(self.band.center))]
        plan = plan_for(self.scene) if self.scene is not None else None
        if plan is None:
            return []
        if rng.random() < LET_GO_CHANCE:
            return [Lift(self.seat, finger_base)]
        for gesture in plan(self.scene, rng, wish):
            if isinstance(gesture, TapGesture):
                return [Touch(self.seat, finger_base + 1, self.to_screen(self._on_panel(gesture.pos)))]
            if isinstance(gesture, Hold):
                return [Touch(self.seat, finger_base + 1, self.to_screen(self._on_panel(gesture.pos)), gesture.seconds)]
        return []

    def _on_panel(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A point of the hosted screen in the panel's own picture."""
        return pos[0] + self.page.x, pos[1] + self.page.y

    def owns(self, element: object) -> bool:
        scene = self.scene
        return scene is not None and scene.ui is not None and getattr(element, "ui_manager", None) is scene.ui

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface, band_message: str, curtain_lines: list[str]) -> None:
        """Bring the picture up to date and draw the whole panel, facing its seat."""
        self.paint(band_message, curtain_lines)
        target.blit(self.turned_picture(), (self.panel.rect.x, self.panel.rect.y))

    def _paint_page(self, page: pygame.Surface) -> list[pygame.Rect]:
        scene = self.scene
        assert scene is not None
        if self._shows_page and not self.changed and scene.draw_changes(page):
            return [area.move(self.page.topleft) for area in scene.changed_areas(page)]
        if self._shows_page and not self.changed and not scene.wants_frame():
            return []  # the page holds its last frame and nothing on it moves
        scene.draw(page)
        return [pygame.Rect(self.page)]

    def paint(self, band_message: str, curtain_lines: list[str]) -> list[pygame.Rect]:
        """Bring the upright picture up to date with the words of the moment and the hosted screen; returns the
        parts of it that changed (its own pixels), so a screen keeping the table's frame turns only those."""
        self.last_words = (band_message, tuple(curtain_lines))
        picture = self._picture
        changed: list[pygame.Rect] = []
        if self.is_open and self.scene is not None:
            if not self._shows_page:
                paint_shield_surround(picture, self.curtain)
                changed.append(pygame.Rect(self.curtain))
            page = picture.subsurface(self.page)
            with layout.touch_floor(self.screen.target_px, self.screen.text_px, self.screen.cjk_text_px):
                changed += self._paint_page(page)
            self._shows_page = True
            band_key = (band_message, self.name, current_language())
            if band_key != self._band_key:
                paint_band(picture, self.band, self.screen, self.seat, self.name, band_message, lit=True)
                self._band_key = band_key
                changed.append(pygame.Rect(self.band))
            self._still_key = None
        else:
            key = (band_message, tuple(curtain_lines), current_language())
            if key != self._still_key:
                paint_curtain(picture, self.curtain, self.screen, self.seat, curtain_lines)
                paint_band(picture, self.band, self.screen, self.seat, self.name, band_message, lit=False)
                self._still_key = key
                changed.append(picture.get_rect())
            self._shows_page = False
            self._band_key = None
        if changed:
            self._turned = None
        self.changed = False
        return changed

    def blit_changes(self, target: pygame.Surface, areas: list[pygame.Rect]) -> list[pygame.Rect]:
        """Draw these parts of the upright picture (from ``paint``) onto the table, facing the seat; returns where
        they went on the screen."""
        if len(areas) == 1 and areas[0].size == self.own_size:
            target.blit(self.turned_picture(), (self.panel.rect.x, self.panel.rect.y))
            return [pygame.Rect(self.panel.rect.as_tuple())]
        placed: list[pygame.Rect] = []
        for area in areas:
            part, where = self.turned_part(area)
            target.blit(part, where)
            placed.append(part.get_rect(topleft=where))
        return placed

    def repaint_all(self) -> None:
        """Forget what the picture holds: the next ``paint`` paints it all (a new frame to keep)."""
        self._still_key = None
        self._band_key = None
        self._shows_page = False

    def turned_picture(self) -> pygame.Surface:
        """The whole picture facing its seat, kept until the picture changes."""
        if self._turned is None:
            self._turned = turned(self._picture, self.panel.rotation)
        return self._turned

    def turned_part(self, area: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
        """A part of the upright picture facing its seat, and where on the screen it goes."""
        where = rect_to_screen(Rect(area.x, area.y, area.width, area.height), self.panel.rect, self.panel.rotation)
        return turned(self._picture.subsurface(area), self.panel.rotation), (where.x, where.y)

    def wants_frame(self) -> bool:
        if self.changed:
            return True
        return self.is_open and self.scene is not None and self.scene.wants_frame()
