"""Chinese names by pinyin on an on-screen keyboard: the letters typed so far and the characters they may stand for.

The keyboards type Latin letters; in Chinese they first go to a ``PinyinInput``, and a row of candidate keys above
the letters offers the common name characters whose pinyin starts with them (``assets/pinyin_names.json``, a small
offline list shipped with the program: pinyin without tones, ü written v as input methods write it, most common
characters first). A tap on
a candidate types that character; the first key of the row types the letters themselves, for a name in Latin
letters. Plain Python, shared by the tablet's keyboard (``scenes.kit.widgets.onscreen_keyboard``) and the table's.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

NAMES_PATH = Path(__file__).resolve().parent.parent / "assets" / "pinyin_names.json"
CANDIDATE_SLOTS = 8  # candidates shown at once: the row also holds the letters typed and "more"
MAX_LETTERS = 6  # the longest syllable (zhuang) has six letters


@lru_cache(maxsize=1)
def name_characters(path: str = str(NAMES_PATH)) -> dict[str, str]:
    """Pinyin syllable -> its common name characters, most common first; an unreadable file gives none (the
    keyboard then types letters only)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        syllables = data["syllables"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(syllables, dict):
        return {}
    return {key: value for key, value in syllables.items()
            if isinstance(key, str) and key.isascii() and key.isalpha() and isinstance(value, str)}


@dataclass
class PinyinInput:
    """The pinyin being typed and the page of candidates shown for it."""

    table: dict[str, str] = field(default_factory=name_characters)
    letters: str = ""
    page: int = 0

    def type_letter(self, text: str) -> bool:
        """Take a letter a-z into the pinyin, as typed (a capital stays one, should the letters be taken as they
        are); False for anything else (a digit, a space, an accented letter), which the keyboard types as it is. ü is
        spelt v, as input methods spell it: the ü key types ü, for Jürgen."""
        letter = text.lower()
        if len(letter) != 1 or not "a" <= letter <= "z" or len(self.letters) >= MAX_LETTERS:
            return False
        self.letters += text
        self.page = 0
        return True

    @property
    def syllable(self) -> str:
        """The letters as the list spells pinyin: lower case."""
        return self.letters.lower()

    def backspace(self) -> bool:
        """Take back the last letter typed; False when there is none (the backspace then erases the name's)."""
        if not self.letters:
            return False
        self.letters = self.letters[:-1]
        self.page = 0
        return True

    def candidates(self) -> tuple[str, ...]:
        """Every character the letters may stand for: the syllable typed whole first, then the syllables it
        begins, each most common first, each character once."""
        typed = self.syllable
        if not typed:
            return ()
        found: list[str] = list(self.table.get(typed, ""))
        for syllable in sorted(key for key in self.table if key.startswith(typed) and key != typed):
            found += [char for char in self.table[syllable] if char not in found]
        return tuple(found)

    def shown(self) -> tuple[str, ...]:
        """The candidates on the page shown, ``CANDIDATE_SLOTS`` at most."""
        start = self.page * CANDIDATE_SLOTS
        return self.candidates()[start:start + CANDIDATE_SLOTS]

    @property
    def page_count(self) -> int:
        return max(1, -(-len(self.candidates()) // CANDIDATE_SLOTS))

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.page_count

    def choose(self, slot: int) -> str:
        """The character in ``slot`` of the page shown ("" for an empty slot); the pinyin is done with."""
        shown = self.shown()
        if not 0 <= slot < len(shown):
            return ""
        self.letters, self.page = "", 0
        return shown[slot]

    def take_letters(self) -> str:
        """The letters typed, as they are (a name in Latin letters); the pinyin is done with."""
        letters, self.letters, self.page = self.letters, "", 0
        return letters
