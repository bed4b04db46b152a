"""The staff PIN pad: big digit keys, the entry shown as dots, OK and Cancel.

A wrong PIN shakes the dots and says so; after three wrong PINs in a row the pad is locked with a visible
countdown (kiosk.pin.PinGuard: a minute, longer after each further run). The guard's clock is this screen's own time, advanced by ``update`` (so
tests run on simulated time), unless the caller passes a guard that outlives the screen: then closing and opening
the pad again does not lift a lock.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from kiosk.pin import MAX_PIN_DIGITS, MIN_PIN_DIGITS, PinGuard, PinHash
from scenes.kit.public_common import draw_heading, draw_text_block
from scenes.kit.widgets.digit_pad import DigitPad, digit_of_key, draw_pin_dots

if TYPE_CHECKING:
    from app.app import App

SHAKE_SECONDS = 0.45
SHAKE_WAVES = 4
LOCK_IN_MINUTES_FROM = 120  # a longer lock counts down in minutes


class KioskPinScene(Scene):
    def __init__(self, app: "App", stored: PinHash, on_success: Callable[[], None], on_cancel: Callable[[], None],
                 guard: PinGuard | None = None) -> None:
        super().__init__(app)
        self.stored = stored
        self.on_success = on_success
        self.on_cancel = on_cancel
        self.elapsed = 0.0
        self.guard = guard or PinGuard(lambda: self.elapsed)
        self.entry = ""
        self.wrong = False  # the last PIN tried was wrong (said until the next key)
        self.shake_left = 0.0
        self.shown_seconds = self._locked_seconds()
        self.cancel_button: pygame_gui.elements.UIButton | None = None
        self.pad: DigitPad | None = None
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.dots_rect = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        back, self.heading_rect = layout.header_with_back(size)
        self.cancel_button = pygame_gui.elements.UIButton(
            back, gui_key("kiosk.pin.cancel"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#pin_cancel"))
        dots_h = max(layout.min_touch_px(size), layout.scaled(70, size))
        message_h = layout.body_text_px(size) * 3
        self.dots_rect = pygame.Rect(content.left, back.bottom + gap, content.width, dots_h)
        self.message_rect = pygame.Rect(content.left, self.dots_rect.bottom, content.width, message_h)
        pad_area = pygame.Rect(content.left, self.message_rect.bottom + gap, content.width,
                               content.bottom - self.message_rect.bottom - gap)
        self.pad = DigitPad(ui, pad_area, size, self.type_digit, self.delete, self.submit)
        self._refresh()

    def _refresh(self) -> None:
        if self.pad is not None:
            open_ = self._locked_seconds() == 0
            self.pad.enable(digits=open_ and len(self.entry) < MAX_PIN_DIGITS, delete=open_ and bool(self.entry),
                            ok=open_ and len(self.entry) >= MIN_PIN_DIGITS)
        self.app.request_redraw()

    def _locked_seconds(self) -> int:
        return math.ceil(self.guard.locked_for())

    # ----- actions -----------------------------------------------------------------------------------------
    def type_digit(self, digit: str) -> None:
        if self._locked_seconds() == 0 and len(self.entry) < MAX_PIN_DIGITS:
            self.entry += digit
            self.wrong = False
        self._refresh()

    def delete(self) -> None:
        self.entry = self.entry[:-1]
        self.wrong = False
        self._refresh()

    def submit(self) -> None:
        if len(self.entry) < MIN_PIN_DIGITS or self._locked_seconds() > 0:
            return
        tried, self.entry = self.entry, ""
        if self.guard.check(tried, self.stored):
            self.wrong = False
            self.on_success()
            return
        self.wrong = True
        self.shake_left = SHAKE_SECONDS
        self.shown_seconds = self._locked_seconds()
        self._refresh()

    def cancel(self) -> None:
        self.entry = ""
        self.on_cancel()

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.pad is not None and self.pad.handle(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel_button:
            self.cancel()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        digit = digit_of_key(event)
        if digit is not None:
            self.type_digit(digit)
        elif event.key == pygame.K_BACKSPACE:
            self.delete()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
        elif event.key == pygame.K_ESCAPE:
            self.cancel()
        else:
            return False
        return True

    # ----- time --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.elapsed += max(0.0, dt)
        self.shake_left = max(0.0, self.shake_left - max(0.0, dt))
        seconds = self._locked_seconds()
        if seconds != self.shown_seconds:
            if seconds == 0:
                self.wrong = False
            self.shown_seconds = seconds
            self._refresh()

    def is_animating(self) -> bool:
        return self.shake_left > 0

    def wants_frame(self) -> bool:
        return self.is_animating()

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_heading(surface, t("kiosk.pin.title"), self.heading_rect, self.size)
        self._draw_dots(surface)
        text, colour = self.message()
        draw_text_block(surface, text, self.message_rect, layout.body_text_px(self.size), theme.colour(colour))

    def message(self) -> tuple[str, str]:
        """What the pad says under the dots, and the theme colour it says it in."""
        if self.shown_seconds > LOCK_IN_MINUTES_FROM:
            return t("kiosk.pin.locked_minutes", minutes=math.ceil(self.shown_seconds / 60)), "public_error"
        if self.shown_seconds > 0:
            return t("kiosk.pin.locked", seconds=self.shown_seconds), "public_error"
        if self.wrong:
            return t("kiosk.pin.wrong"), "public_error"
        return t("kiosk.pin.prompt"), "public_text"

    def _draw_dots(self, surface: pygame.Surface) -> None:
        shake = 0.0
        if self.shake_left > 0:
            progress = 1 - self.shake_left / SHAKE_SECONDS
            shake = math.sin(progress * SHAKE_WAVES * 2 * math.pi) * self.dots_rect.height / 5 * (1 - progress)
        draw_pin_dots(surface, self.dots_rect, len(self.entry), MAX_PIN_DIGITS, shake)
