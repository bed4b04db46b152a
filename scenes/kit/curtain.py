"""The curtain before every private screen: "Pass the tablet to NAME", press and hold to open.

Public: it shows only the name, seat colour and symbol and what the turn is
for (which is the same for everybody in a rotation). Nothing private is ever
drawn here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import current_language, gui_key, t
from app.frames.layer_cache import LayerCache
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.mouse import draw_mouse
from art.symbols import draw_seat_symbol
from scenes.kit.flow_protocol import GameFlow
from scenes.kit.widgets.hold_button import HoldGesture, draw_hold_ring

if TYPE_CHECKING:
    from app.app import App


class CurtainScene(Scene):
    is_private = False

    def __init__(
        self,
        app: "App",
        seat: int,
        name: str,
        purpose_key: str,
        on_open: Callable[[], None],
        on_leave: Callable[[], None] | None = None,
        on_back: Callable[[], None] | None = None,
        flow: GameFlow | None = None,
    ) -> None:
        super().__init__(app)
        self.flow = flow  # the game this curtain belongs to, for drivers and tools; the curtain never reads it
        self.seat = seat
        self.name = name
        self.purpose_key = purpose_key
        self.on_open = on_open
        self.on_leave = on_leave
        self.on_back = on_back
        self.hold = HoldGesture()
        self._still = LayerCache()
        self.leave_button: pygame_gui.elements.UIButton | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.mouse_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        # Public pictures the turn behind the curtain shows first, painted while the fade that brings the curtain
        # waits for them: work queued for spare frames may find none before the turn needs it.
        self.ahead: list[Callable[[], object]] = []

    # ----- layout ----------------------------------------------------------------------------------
    def _corner_words_px(self) -> int:
        """The width of the longer corner label at the button's size: at a touch table the words keep 5 mm on the
        glass, and "Quitter la partie" no longer fitted the tablet's corner width."""
        px = theme.font_px("button", self.size)
        keys = [key for key, shown in (("curtain.leave", self.on_leave), ("curtain.back", self.on_back)) if shown]
        return max((fonts.text_width(t(key), "button", px) for key in keys), default=0)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        margin = layout.margin_px(size)
        button_h = layout.button_height(size)
        corner_w = max(layout.scaled(260, size), self._corner_words_px() + 2 * margin)
        self.leave_button = self.back_button = None
        if self.on_leave is not None:
            rect = pygame.Rect(content.right - corner_w, content.top, corner_w, button_h)
            self.leave_button = pygame_gui.elements.UIButton(
                rect, gui_key("curtain.leave"), ui, object_id=ObjectID("#curtain_leave", "@secondary_button")
            )
        if self.on_back is not None:
            rect = pygame.Rect(content.left, content.top, corner_w, button_h)
            self.back_button = pygame_gui.elements.UIButton(
                rect, gui_key("curtain.back"), ui, object_id=ObjectID("#curtain_back", "@secondary_button")
            )
        short = min(size)
        ring = max(layout.min_touch_px(size) * 2, int(short * 0.22))
        body = content.inflate(0, -2 * (button_h + margin))
        if layout.is_portrait(size):
            self.mouse_rect = pygame.Rect(0, 0, int(short * 0.42), int(short * 0.42))
            self.mouse_rect.midtop = (body.centerx, body.top)
            self.text_rect = pygame.Rect(body.left, self.mouse_rect.bottom + margin, body.width, int(short * 0.36))
            self.hold.rect = pygame.Rect(0, 0, ring, ring)
            self.hold.rect.midtop = (body.centerx, self.text_rect.bottom + margin)
        else:
            left, right = layout.split_for_orientation(body, 0.4)
            self.mouse_rect = pygame.Rect(0, 0, int(min(left.width, left.height) * 0.9), int(min(left.width, left.height) * 0.9))
            self.mouse_rect.center = left.center
            self.text_rect = pygame.Rect(right.left, right.top, right.width, int(right.height * 0.5))
            self.hold.rect = pygame.Rect(0, 0, ring, ring)
            self.hold.rect.midtop = (right.centerx, self.text_rect.bottom)

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().touch_targets() + [("hold", pygame.Rect(self.hold.rect))]

    # ----- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if self.hold.handle_event(event):
            self.app.request_redraw()
            return True
        return False

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.leave_button and self.on_leave:
            self.on_leave()
            return True
        if event.ui_element is self.back_button and self.on_back:
            self.on_back()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.on_back:
                self.on_back()
                return True
            if self.on_leave:
                self.on_leave()
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hold.update(dt):
            self.on_open()

    def is_animating(self) -> bool:
        return self.hold.pressing

    # ----- drawing ---------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # The sleeping mouse and the words stay put while the ring fills: one cached layer under the widgets.
        key = (current_language(), self.seat, self.name, self.purpose_key, tuple(self.mouse_rect), tuple(self.text_rect))
        self._still.blit(surface, key, self._paint_still)

    def forget_pictures(self) -> None:
        self._still.clear()

    def _paint_still(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        draw_sleeper(surface, self.mouse_rect, self.seat)
        y = self.text_rect.top
        for image in self._words():
            surface.blit(image, image.get_rect(midtop=(self.text_rect.centerx, y)))
            y += int(image.get_height() * 1.15)

    def words_area(self) -> pygame.Rect:
        """Where the words stand ("Pass the tablet to", the name, what the turn is for): a coach keeps off them."""
        area, y = pygame.Rect(self.text_rect.centerx, self.text_rect.top, 0, 0), self.text_rect.top
        for image in self._words():
            area.union_ip(image.get_rect(midtop=(self.text_rect.centerx, y)))
            y += int(image.get_height() * 1.15)
        return area

    def _words(self) -> list[pygame.Surface]:
        """"Pass the tablet to", the name and what the turn is for, each fitted to the text's width."""
        size = self.size
        heading_px = theme.font_px("@heading", size)
        images = []
        for text, role, px, colour in (
            (t("curtain.pass_to"), "body", layout.body_text_px(size), theme.colour("private_subtle")),
            (self.name, "display", int(heading_px * 1.6), theme.colour("title_text")),
            (t(self.purpose_key), "heading", heading_px, theme.colour("private_text")),
        ):
            px = fonts.fit_px(text, role, px, self.text_rect.width, min_px=layout.body_text_px(size))
            images.append(fonts.render(text, role, px, colour))
        return images

    def prepare_steps(self) -> list[Callable[[], object]]:
        """What the turn behind needs ``ahead``, then the night sky, the sleeping mouse, the words, then a whole
        frame (the curtain's picture is public)."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        # Each step fits in a fade frame: the words and the hint are measured apart, the still layer is painted
        # apart, and the last step only copies it and draws the ring.
        return [*self.ahead, lambda: Scene.draw_background(self, scratch()),
                heavy_step(lambda: draw_sleeper(scratch(), self.mouse_rect, self.seat)),
                self._words, self._hint_lines, lambda: self.draw_background(scratch()), lambda: self.draw(scratch())]

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_hold_ring(
            surface, self.hold.rect, self.hold.progress,
            theme.colour("hold_track"), theme.colour("hold_fill"), theme.colour("hold_centre"),
        )
        px, lines = self._hint_lines()
        line_h = int(px * 1.2)
        y = self.hold.rect.centery - line_h * len(lines) // 2
        for line in lines:
            image = fonts.render(line, "button", px, theme.colour("private_text"))
            surface.blit(image, image.get_rect(midtop=(self.hold.rect.centerx, y)))
            y += line_h

    def _hint_lines(self) -> tuple[int, list[str]]:
        """"Hold here" fitted inside the ring: its size in pixels and its lines."""
        size = self.size
        hint = t("curtain.hold_hint")
        px = fonts.fit_px(hint, "button", layout.body_text_px(size), int(self.hold.rect.width * 0.8), min_px=layout.body_text_px(size) * 3 // 4)
        return px, fonts.wrap(hint, "button", px, int(self.hold.rect.width * 0.78))


def draw_sleeper(surface: pygame.Surface, mouse_rect: pygame.Rect, seat: int) -> None:
    """The curtain's picture of a seat: its mouse asleep, with the seat's badge at its foot."""
    draw_mouse(surface, mouse_rect, seat, eyes_open=0.0)
    badge = pygame.Rect(0, 0, mouse_rect.width // 4, mouse_rect.width // 4)
    badge.bottomright = mouse_rect.bottomright
    draw_seat_symbol(surface, badge, seat)
