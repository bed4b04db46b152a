"""A telephone-style pad of big digit keys with Delete and OK, for PINs typed with a thumb.

Shared by the staff PIN pad and the set-up wizard's PIN step. Digits are the same in every language, so they are
shown as they are; Delete and OK are translated.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key

DELETE = "delete"
OK = "ok"
ROWS: tuple[tuple[str, ...], ...] = (("1", "2", "3"), ("4", "5", "6"), ("7", "8", "9"), (DELETE, "0", OK))
LABEL_KEYS = {DELETE: "keyboard.backspace", OK: "kiosk.pin.ok"}
THUMB_PX_AT_REFERENCE = 110  # a thumb's width and then some, at the reference window size
KEYPAD_DIGITS = {getattr(pygame, f"K_KP{digit}"): str(digit) for digit in range(10)}
TOP_ROW_DIGITS = {getattr(pygame, f"K_{digit}"): str(digit) for digit in range(10)}


def digit_of_key(event: pygame.event.Event) -> str | None:
    """The digit a physical key press types (top row or number pad), or None."""
    key = getattr(event, "key", None)
    return TOP_ROW_DIGITS.get(key) or KEYPAD_DIGITS.get(key)


def pad_size(area: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
    """The width and height of a pad with the biggest keys that fit ``area`` (never under the touch minimum)."""
    key, gap = _key_px(area, size)
    return 3 * key + 2 * gap, 4 * key + 3 * gap


def _key_px(area: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
    gap = layout.gap_px(size) // 2 + 2
    fits = min((area.width - 2 * gap) // 3, (area.height - 3 * gap) // 4)
    return max(layout.min_touch_px(size), min(layout.scaled(THUMB_PX_AT_REFERENCE, size), fits)), gap


class DigitPad:
    """Twelve buttons centred in ``area`` of ``ui``; pressing one calls ``on_digit``, ``on_delete`` or ``on_ok``."""

    def __init__(self, ui: pygame_gui.UIManager, area: pygame.Rect, size: tuple[int, int],
                 on_digit: Callable[[str], None], on_delete: Callable[[], None], on_ok: Callable[[], None]) -> None:
        self.on_digit = on_digit
        self.on_delete = on_delete
        self.on_ok = on_ok
        self.keys: dict[pygame_gui.elements.UIButton, str] = {}
        key, gap = _key_px(area, size)
        width, height = pad_size(area, size)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = area.center
        for row_index, row in enumerate(ROWS):
            for column, name in enumerate(row):
                rect = pygame.Rect(self.rect.left + column * (key + gap), self.rect.top + row_index * (key + gap), key, key)
                text = gui_key(LABEL_KEYS[name]) if name in LABEL_KEYS else name
                style = "@primary_button" if name == OK else "@keyboard_key"
                button = pygame_gui.elements.UIButton(rect, text, ui, object_id=ObjectID(class_id=style, object_id=f"#pin_{name}"))
                self.keys[button] = name

    def button_for(self, name: str) -> pygame_gui.elements.UIButton | None:
        return next((button for button, key in self.keys.items() if key == name), None)

    def enable(self, digits: bool, delete: bool, ok: bool) -> None:
        for button, name in self.keys.items():
            wanted = ok if name == OK else delete if name == DELETE else digits
            if wanted != button.is_enabled:
                button.enable() if wanted else button.disable()

    def handle(self, event: pygame.event.Event) -> bool:
        """React to a press of one of the keys; True when it was one."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.keys:
            return False
        name = self.keys[event.ui_element]
        if name == OK:
            self.on_ok()
        elif name == DELETE:
            self.on_delete()
        else:
            self.on_digit(name)
        return True


def draw_pin_dots(surface: pygame.Surface, area: pygame.Rect, typed: int, places: int, shift_px: float = 0.0) -> None:
    """One filled dot per digit typed in a row of hollow places: the digits themselves never show."""
    radius = max(4, area.height // 5)
    pitch = radius * 3
    left = area.centerx - pitch * (places - 1) / 2 + shift_px
    filled, hollow = theme.colour("public_highlight"), theme.colour("public_dim")
    for index in range(places):
        centre = (round(left + index * pitch), area.centery)
        if index < typed:
            pygame.draw.circle(surface, filled, centre, radius)
        else:
            pygame.draw.circle(surface, hollow, centre, radius, width=max(1, radius // 4))
