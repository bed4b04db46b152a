"""An on-screen keyboard for touch tables: letters, digits, space, backspace and shift.

The letter layout follows the language: QWERTY for English and Chinese (pinyin),
AZERTY for French, QWERTZ with umlauts and ß for German; each has every accented letter
of French and German names too (a row of them, and a few beside the space bar). In Chinese the letters spell
pinyin and a row of candidate keys above them offers the common name characters it may stand for
(``table.pinyin``): a tap types the character, the row's first key the letters themselves, its last shows more.
No row is wider than eleven keys, so every key stays above the minimum touch size
even in an 800-pixel-wide portrait window.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout
from program.i18n import gui_key
from table.pinyin import CANDIDATE_SLOTS, PinyinInput

SHIFT = "shift"
BACKSPACE = "backspace"
SPACE = "space"
# The candidate row of the Chinese layout: the letters typed, the characters they may stand for, more of them.
PINYIN_LETTERS = "pinyin_letters"
CANDIDATES = tuple(f"candidate_{slot}" for slot in range(CANDIDATE_SLOTS))
MORE_CANDIDATES = "more_candidates"
CANDIDATE_ROW = (PINYIN_LETTERS, *CANDIDATES, MORE_CANDIDATES)

# Every layout has every accented letter of French and German names (Café, Zoë, Jürgen, Grüße), whatever the
# language of the screen: a café's guests type names from anywhere. ß has no capital on the keys (it stays ß).
LAYOUTS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (
        tuple("1234567890"),
        tuple("qwertyuiop"),
        tuple("asdfghjkl-"),
        (SHIFT, *"zxcvbnm", "'", BACKSPACE),
        tuple("éèêëàçïôùûü"),
        ("ä", "ö", SPACE, "ß"),
    ),
    "fr": (
        tuple("1234567890"),
        tuple("azertyuiop"),
        tuple("qsdfghjklm"),
        (SHIFT, *"wxcvbn", "-", "'", BACKSPACE),
        tuple("éèêëàâçîïôû"),
        ("ù", "ü", SPACE, "ö", "ä", "ß"),
    ),
    "de": (
        tuple("1234567890"),
        tuple("qwertzuiopü"),
        tuple("asdfghjklöä"),
        (SHIFT, *"yxcvbnm", "ß", BACKSPACE),
        tuple("éèêëàçïôùû"),
        (SPACE,),
    ),
}
LAYOUTS["zh"] = (CANDIDATE_ROW, *LAYOUTS["en"])
ACCENTED_LETTERS = "éèêàçëïôùûüöäß"  # every layout has each of them (a test checks)
MAX_KEYS_PER_ROW = 11
KEY_LABEL_KEYS = {SHIFT: "keyboard.shift", BACKSPACE: "keyboard.backspace", SPACE: "keyboard.space",
                  MORE_CANDIDATES: "keyboard.more_candidates"}


def candidate_label(key: str, pinyin: PinyinInput) -> str | None:
    """What a key of the candidate row shows now (None for any other key)."""
    if key == PINYIN_LETTERS:
        return pinyin.letters
    if key in CANDIDATES:
        shown = pinyin.shown()
        slot = CANDIDATES.index(key)
        return shown[slot] if slot < len(shown) else ""
    return None


def press_pinyin(pinyin: PinyinInput, key: str, typed: str) -> tuple[bool, str]:
    """A key pressed on a keyboard with a candidate row: whether the pinyin took it, and the text it types
    (``typed`` is the letter as the shift key gives it)."""
    if key == PINYIN_LETTERS:
        return True, pinyin.take_letters()
    if key in CANDIDATES:
        return True, pinyin.choose(CANDIDATES.index(key))
    if key == MORE_CANDIDATES:
        pinyin.next_page()
        return True, ""
    if key == BACKSPACE:
        return pinyin.backspace(), ""
    if key == SPACE and pinyin.letters:
        return True, pinyin.choose(0) or pinyin.take_letters()  # the first candidate, as input methods do
    if len(key) == 1 and pinyin.type_letter(typed):
        return True, ""
    return False, ""


def rows_for(lang: str) -> tuple[tuple[str, ...], ...]:
    return LAYOUTS.get(lang, LAYOUTS["en"])


class OnscreenKeyboard:
    """Buttons laid out in `area` of `ui`; typing calls `on_text(char)` and `on_backspace()`."""

    def __init__(self, ui: pygame_gui.UIManager, area: pygame.Rect, lang: str, size: tuple[int, int],
                 on_text: Callable[[str], None], on_backspace: Callable[[], None]) -> None:
        self.on_text = on_text
        self.on_backspace = on_backspace
        self.shifted = False
        self.keys: dict[pygame_gui.elements.UIButton, str] = {}
        self.rows = rows_for(lang)
        self.pinyin = PinyinInput() if CANDIDATE_ROW in self.rows else None
        self.rect = pygame.Rect(area)
        self._build(ui, area, size)

    def _build(self, ui: pygame_gui.UIManager, area: pygame.Rect, size: tuple[int, int]) -> None:
        gap = max(1, layout.scaled(3, size))
        touch = layout.min_touch_px(size)
        row_count = len(self.rows)
        key_h = max(touch, min(layout.scaled(72, size), (area.height - gap * (row_count - 1)) // row_count))
        key_w = max(touch, min(layout.scaled(84, size), (area.width - gap * (MAX_KEYS_PER_ROW - 1)) // MAX_KEYS_PER_ROW))
        top = area.top  # right under whatever is above, so the hands do not travel
        for index, row in enumerate(self.rows):
            widths = [self._width_of(key, key_w, gap, area.width) for key in row]
            row_w = sum(widths) + gap * (len(row) - 1)
            x = area.left + (area.width - row_w) // 2
            y = top + index * (key_h + gap)
            for key, width in zip(row, widths):
                rect = pygame.Rect(x, y, width, key_h)
                text = gui_key(KEY_LABEL_KEYS[key]) if key in KEY_LABEL_KEYS else key
                button = pygame_gui.elements.UIButton(
                    rect, text, ui, object_id=ObjectID(class_id="@keyboard_key", object_id=f"#key_{_id_of(key)}"))
                self.keys[button] = key
                x += width + gap
        self._show_case()

    @staticmethod
    def _width_of(key: str, key_w: int, gap: int, area_w: int) -> int:
        if key == SPACE:
            return min(area_w, key_w * 6 + gap * 5)
        if key in (SHIFT, BACKSPACE):
            return key_w * 3 // 2
        return key_w

    def _show_case(self) -> None:
        for button, key in self.keys.items():
            candidate = candidate_label(key, self.pinyin) if self.pinyin is not None else None
            if candidate is not None:
                button.set_text(candidate)
                button.enable() if candidate else button.disable()
            elif len(key) == 1:
                label = key.upper() if self.shifted and key != "ß" else key
                button.set_text(label)
            elif key == SHIFT:
                button.select() if self.shifted else button.unselect()

    def handle(self, event: pygame.event.Event) -> bool:
        """React to a button press of one of the keys; True when it was one."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.keys:
            return False
        self.press(self.keys[event.ui_element])
        return True

    def press(self, key: str) -> None:
        if self.pinyin is not None and key != SHIFT:
            taken, text = press_pinyin(self.pinyin, key, key.upper() if self.shifted else key)
            if taken:
                if text:
                    self.on_text(text)
                if len(key) == 1 and self.shifted:
                    self.shifted = False
                self._show_case()
                return
        if key == SHIFT:
            self.shifted = not self.shifted
            self._show_case()
        elif key == BACKSPACE:
            self.on_backspace()
        elif key == SPACE:
            self.on_text(" ")
        else:
            self.on_text(key.upper() if self.shifted and key != "ß" else key)
            if self.shifted:  # one capital, like a phone keyboard
                self.shifted = False
                self._show_case()

    def button_for(self, key: str) -> pygame_gui.elements.UIButton | None:
        return next((button for button, name in self.keys.items() if name == key), None)


def _id_of(key: str) -> str:
    return key if key.isascii() and key.isalnum() or len(key) > 1 else f"u{ord(key):04x}"


def type_into(entry: pygame_gui.elements.UITextEntryLine, ui: pygame_gui.UIManager | None, text: str,
              max_length: int) -> None:
    """What a key of the keyboard types: ``text`` at the end of ``entry``, never past ``max_length``."""
    entry.set_text((entry.get_text() + text)[:max_length])
    keep_typing(entry, ui)


def erase_last(entry: pygame_gui.elements.UITextEntryLine, ui: pygame_gui.UIManager | None) -> None:
    """The keyboard's backspace: the last character of ``entry`` goes."""
    entry.set_text(entry.get_text()[:-1])
    keep_typing(entry, ui)


def keep_typing(entry: pygame_gui.elements.UITextEntryLine, ui: pygame_gui.UIManager | None) -> None:
    """Keep the caret at the end and the focus in the field, so a physical keyboard can carry on."""
    entry.edit_position = len(entry.get_text())
    if ui is not None:
        ui.set_focus_set(entry)
