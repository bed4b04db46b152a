"""At a touch table, the coached game faces both long sides: the real screen and the coach over it in one host.

On a tablet the coached game is two stacked screens, the game's own and the coach's overlay over it
(``scenes.tutorial.coached_flow``). At a table both go into one ``BothSidesScene``, as the tutorial's other screens
there: drawn into one picture the size of half the table (the real screen, then the coach over it) and shown
upright for the bottom side and turned half round for the top side, so the coach's words, its light and its finger
are in both copies. A finger on either copy is the one pointer, and each of its events reaches the coach first and
the real screen only when the coach lets it through, as the scene stack hands an event on under an overlay: the
coach's filter is the tablet's own. Both keep the table's minimums (20 mm targets, 5 mm words) as they lay out and
draw.

The private turns shown this way are the learner's own (the other seats' turns are played in secret), so both
sides may see them: that is the tutorial's choice. The host is private while its real screen is, so the changes of
screen around it still go through the neutral frame.
"""
from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

import pygame

from app import layout
from app.gestures import Hold, Tap as TapGesture
from app.plan_lookup import plan_for
from app.scene import Scene
from app.stacked_scene import StackedScene
from scenes.kit.both_sides import BothSidesScene
from scenes.kit.facing_host import COPY
from scenes.kit.table_scene import TableScene
from program.i18n import current_language
from scenes.tutorial.coach_overlay import CoachOverlay
from scenes.tutorial.guide import finger_pose, finger_rect
from app.frames.widget_looks import Looks, same_looks, widget_looks
from table.gestures import Touch
from table.physical import TableScreen
from table.rotation import to_screen
from table.touch_events import ZoneInput

if TYPE_CHECKING:
    from app.app import App
    from scenes.tutorial.tutorial_host import CoachedGame


def table_of(scene: StackedScene | None) -> TableScreen | None:
    """The table a screen is shown on (None for a tablet's screen)."""
    return scene.screen if isinstance(scene, TableScene) else None


class TableCoach(CoachOverlay):
    """The coach inside a table's host: the real screen under it is the host's, not the one below it on the stack,
    and it lays itself out under the table's minimums whenever it moves or is built."""

    def __init__(self, coached: "CoachedGame", screen: TableScreen) -> None:
        super().__init__(coached)
        self.host: CoachedStack | None = None  # the host showing the coach now
        self.touch_floor_px, self.text_floor_px = screen.target_px, screen.text_px
        self.cjk_floor_px = screen.cjk_text_px

    def floor(self) -> AbstractContextManager[None]:
        return layout.touch_floor(self.touch_floor_px, self.text_floor_px, self.cjk_floor_px)

    def real_scene(self) -> Scene | None:
        return None if self.host is None else self.host.inner

    def finger_area(self) -> pygame.Rect | None:
        """Everything the finger paints in this frame lies here (``guide.finger_rect``); None when it shows none."""
        rects = [rect for _, rect in self.target_rects()]
        if self.session.highlight:
            rects = rects[:1]
        with self.floor():
            pose = finger_pose(self._gesture(), rects, None, self.elapsed, bool(self.app.settings.reduced_motion))
            return None if pose is None else finger_rect(pose, layout.min_touch_px(self.size) // 2)

    def refresh(self) -> None:
        with self.floor():
            super().refresh()
        if self.host is not None:
            self.host.coach_changed()

    def handle_event(self, event: pygame.event.Event) -> bool:
        with self.floor():
            return super().handle_event(event)

    def update(self, dt: float) -> None:
        with self.floor():
            super().update(dt)

    def on_language_changed(self) -> None:
        with self.floor():
            super().on_language_changed()


class CoachedStack(BothSidesScene):
    """The real screen and the coach over it, drawn once and shown twice over the whole table."""

    def __init__(self, app: "App", screen: TableScreen, real: Scene, coach: TableCoach) -> None:
        super().__init__(app, screen, real)
        self.coach = coach
        coach.size = real.size
        # The picture without the coach's finger, and where the finger was last painted: while only the finger
        # moves, a frame paints the finger's area again and copies that area alone to each side (painting the whole
        # picture and both copies took 30 ms a frame at 4K).
        self._still: pygame.Surface | None = None
        self._finger_was: pygame.Rect | None = None
        # The widgets' pictures the still picture was painted with: pygame_gui puts a button's new look (enabled,
        # pressed) in place at its next update, a frame after the change that the screen's own frame saw.
        self._looks_drawn: Looks = []

    # Scene's are class constants; the host's follow the screens it shows, so they are properties here.
    @property
    def is_private(self) -> bool:  # type: ignore[override]
        return self.inner.is_private

    @property
    def offers_rules(self) -> bool:  # type: ignore[override]
        return self.coach.offers_rules

    @property
    def hosted_scenes(self) -> tuple:
        """The coach first: the tutorial's screen on top is the coach, as on the tablet."""
        return (self.coach, self.inner)

    # ----- lifecycle ------------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.coach.host = self
        self.coach.size = self.inner.size
        with self.coach.floor():
            self.coach.on_enter()  # its widgets, unless a host before this one built them at this same size

    def on_exit(self) -> None:
        super().on_exit()
        if self.coach.host is self:
            self.coach.on_exit()

    def release_ui(self) -> None:
        """The coach's widgets go only with the last host to show it: the next screen's host takes them on."""
        super().release_ui()
        self._still, self._looks_drawn = None, []  # the picture without the finger goes with the picture
        if self.coach.host is self and not any(scene is self for scene in self.app.scenes.stack):
            self.coach.release_ui()
            self.coach.host = None

    def on_language_changed(self) -> None:
        super().on_language_changed()
        self.coach.on_language_changed()

    def coach_changed(self) -> None:
        """The coach's words, light or band changed: the picture is painted again."""
        self._dirty = True

    # ----- input ----------------------------------------------------------------------------------------------
    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        if not (isinstance(item.zone, tuple) and item.zone[0] == COPY):
            return
        for event in self.pointer.events_for(item, pos):
            if not self.coach.handle_event(event):
                self.inner.handle_event(event)  # let through, as to the screen below an overlay
        self._dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if getattr(event, "ui_element", None) is not None or event.type == pygame.KEYDOWN:
            self._dirty = True
            return self.coach.handle_event(event) or self.inner.handle_event(event)
        return super().handle_event(event)

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        coach = self.coach
        session, band, hint = coach.session, tuple(coach.band), coach.hint_shown
        coach.update(dt)
        if coach.session is not session or tuple(coach.band) != band or coach.hint_shown is not hint:
            self._dirty = True  # new words, light or band: the whole picture (the finger alone is drawn apart)

    def is_animating(self) -> bool:
        return super().is_animating() or self.coach.is_animating()

    def wants_frame(self) -> bool:
        return super().wants_frame() or self.coach.wants_frame()

    # ----- drawing --------------------------------------------------------------------------------------------
    def _draw_inner(self) -> None:
        super()._draw_inner()
        picture = self._picture
        assert picture is not None  # painted just before
        coach = self.coach
        self._finger_was = None
        if coach.stands_aside():
            self._still = None
            return
        with coach.floor():
            coach.draw_background(picture)
            if coach.ui is not None:
                coach.ui.draw_ui(picture)
        if self._still is None or self._still.get_size() != picture.get_size():
            self._still = picture.copy()
        else:
            self._still.blit(picture, (0, 0))
        self._looks_drawn = widget_looks(self.inner, self.coach)
        self._draw_finger()

    def _looks_as_drawn(self) -> bool:
        return same_looks(widget_looks(self.inner, self.coach), self._looks_drawn)

    def _draw_finger(self) -> None:
        assert self._picture is not None
        with self.coach.floor():
            self.coach.draw_foreground(self._picture)
        self._finger_was = self.coach.finger_area()

    def _only_the_finger_moves(self) -> bool:
        if self._still is not None and not self._looks_as_drawn():
            self._dirty = True  # a widget took its new look since the picture was painted: painted again whole
        return not self._dirty and self._still is not None and self._picture is not None \
            and not self.inner.wants_frame() and self.coach.wants_frame()

    def _move_finger(self) -> pygame.Rect | None:
        """The finger painted where it is now over the still picture; the area of the picture that changed."""
        assert self._picture is not None and self._still is not None
        whole = self._picture.get_rect()
        areas = [area.clip(whole) for area in (self._finger_was, self.coach.finger_area()) if area is not None]
        areas = [area for area in areas if area.width and area.height]
        for area in areas:
            self._picture.blit(self._still, area, area)
        self._draw_finger()
        return areas[0].unionall(areas[1:]) if areas else None

    def draw(self, surface: pygame.Surface) -> None:
        if self._only_the_finger_moves():
            self._move_finger()  # the whole frame copies the picture as it is
        super().draw(surface)

    def draw_changes(self, surface: pygame.Surface) -> bool:
        if not self._only_the_finger_moves() or surface is not self._drawn_on \
                or self.frame_state() != self._drawn_state or current_language() != self._drawn_language:
            return super().draw_changes(surface)
        area = self._move_finger()
        if area is not None:
            self._copy_area(surface, area)
        self.draw_changes_over(surface)
        return True

    def _copy_area(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """One area of the picture into both copies: as it is below, turned half round above."""
        assert self._picture is not None
        part = self._picture.subsurface(area)
        for copy in self.copies:
            if copy.rotation % 360 == 180:
                surface.blit(pygame.transform.flip(part, True, True),
                             (copy.area.x + copy.area.width - area.right, copy.area.y + copy.area.height - area.bottom))
            else:
                assert copy.rotation % 360 == 0  # the whole table's copies face the long sides
                surface.blit(part, (copy.area.x + area.x, copy.area.y + area.y))

    # ----- demo -----------------------------------------------------------------------------------------------
    def middle_demo_plan(self, rng, wish) -> list:
        """The coach's plan (the right taps, a wrong one first where the wish says), played from either long side."""
        plan = plan_for(self.coach)
        for gesture in plan(self.coach, rng, wish) if plan is not None else []:
            if isinstance(gesture, (TapGesture, Hold)):
                copy = self.copies[rng.randrange(2)]
                pos = to_screen(gesture.pos[0] + 0.5, gesture.pos[1] + 0.5, copy.area, copy.rotation)
                return [Touch("middle", 200, pos, gesture.seconds if isinstance(gesture, Hold) else 0.06)]
        return []
