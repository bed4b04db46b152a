"""The kiosk's "Still playing?": after minutes without a touch in a game, a public question over the table with
a large countdown; any tap keeps the game. When the countdown runs out the kiosk ends the game as abandoned.

It is only offered while no private screen is open (the idle watch is held then); should one lie beneath it
all the same, the prompt covers the screen entirely instead of veiling it.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from art.veil import lay_veil
from scenes.kit.public_common import draw_panel, draw_text_block, tap

if TYPE_CHECKING:
    from app.app import App

KEEPING_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN)
INPUT_EVENTS = KEEPING_EVENTS + (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.KEYUP,
                                 pygame.TEXTINPUT, pygame.FINGERUP, pygame.FINGERMOTION)
VEIL_ALPHA = 200


class StillPlayingScene(Scene):
    is_overlay = True

    def __init__(self, app: "App", seconds_left: Callable[[], float], on_keep: Callable[[], object]) -> None:
        """``seconds_left`` reads the idle watch's countdown; ``on_keep`` tells it the group is still there."""
        super().__init__(app)
        self.seconds_left = seconds_left
        self.on_keep = on_keep
        self.kept = False
        self.shown_seconds = self._whole_seconds()
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.number_rect = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)
        self.keep_button: pygame_gui.elements.UIButton | None = None

    def _whole_seconds(self) -> int:
        left = self.seconds_left()
        return max(0, math.ceil(left)) if isinstance(left, (int, float)) and math.isfinite(left) else 0

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        self.panel = layout.centred_rect(min(content.width, layout.scaled(820, size)),
                                         min(content.height, layout.scaled(620, size)), content.center)
        pad = gap * 2
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        button_h = max(layout.min_touch_px(size), layout.button_height(size) * 3 // 2)
        button = pygame.Rect(inner.left, inner.bottom - button_h, inner.width, button_h)
        text_h = button.top - gap - inner.top
        self.heading_rect = pygame.Rect(inner.left, inner.top, inner.width, text_h * 2 // 9)
        self.number_rect = pygame.Rect(inner.left, self.heading_rect.bottom, inner.width, text_h * 4 // 9)
        self.message_rect = pygame.Rect(inner.left, self.number_rect.bottom, inner.width,
                                        button.top - gap - self.number_rect.bottom)
        self.keep_button = pygame_gui.elements.UIButton(
            button, gui_key("kiosk.still_playing.keep"), ui,
            object_id=ObjectID(class_id="@primary_button", object_id="#still_playing_keep"))

    # ----- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in KEEPING_EVENTS:
            self.keep()  # any tap or key anywhere, the button included: the group is still there
            return True
        if super().handle_event(event):
            return True
        # Modal: nothing reaches the game underneath while the question is open.
        return event.type in INPUT_EVENTS

    def keep(self) -> None:
        """Back to the game at once (no fade: the game never left the screen)."""
        if not self.kept:
            self.kept = True
            self.on_keep()
        if self.app.scenes.top() is self:
            self.app.scenes.pop(transition=False)

    # ----- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        seconds = self._whole_seconds()
        if seconds != self.shown_seconds:
            self.shown_seconds = seconds
            self.app.request_redraw()

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        shade = theme.colour("public_overlay")
        if any(scene.is_private for scene in self.app.scenes.stack):
            surface.fill(shade)  # never a glimpse of a private screen, even veiled
        else:
            lay_veil(surface, shade, VEIL_ALPHA)
        draw_panel(surface, self.panel, 245)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_text_block(surface, t("kiosk.still_playing.title"), self.heading_rect,
                        theme.font_px("@heading", self.size), theme.colour("public_title"), role="heading")
        number = str(self.shown_seconds)
        px = fonts.fit_px(number, "number", self.number_rect.height, self.number_rect.width)
        label = fonts.render(number, "number", px, theme.colour("public_title"))
        surface.blit(label, label.get_rect(center=self.number_rect.center))
        draw_text_block(surface, t("kiosk.still_playing.message", seconds=self.shown_seconds), self.message_rect,
                        layout.body_text_px(self.size), theme.colour("public_text"))
