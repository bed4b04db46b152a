"""How long a step's words are, and how long they take to read.

Step texts stay short: at most two sentences and a number of words that depends on the language (Chinese
is measured in characters). A step's reading time comes from those measures plus a fixed pause and, where
the learner must act, the time of the action and of reading what it shows.
"""
from __future__ import annotations

import re
import unicodedata

MAX_SENTENCES = 2
MAX_WORDS: dict[str, int] = {"en": 25, "fr": 32, "de": 32}
MAX_CHINESE_CHARACTERS = 60

WORDS_PER_MINUTE = 180
CHINESE_CHARACTERS_PER_MINUTE = 300
PAUSE_SECONDS = 1.5  # to look at what the step lights up
ACTION_SECONDS = 3.0  # to find the target and tap, hold or drag

MODULE_BUDGET_SECONDS = 90.0
# A module on the game's own screens goes through whole pages (a private turn's card, roll and night come before
# its choice, and none can be skipped): a few real screens of its game, each read and tapped.
COACHED_MODULE_BUDGET_SECONDS = 150.0
# The core path: a whole real game coached tap by tap, every seat's turns played by the one learner, with the rules
# said where they happen: about a hundred taps at eight players, each read and made.
REAL_GAME_BUDGET_SECONDS = 960.0

WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
# A sentence ends at . ! ? (perhaps before a closing quote) followed by a space or the end, or at a Chinese
# full stop, exclamation or question mark, which need no space after them.
SENTENCE_END = re.compile(r"[.!?]+[\"”»)]*(?=\s|$)|[。！？]+[”」』）]*")


def word_count(text: str) -> int:
    return len(WORD.findall(text))


def chinese_character_count(text: str) -> int:
    """Characters that are read: not spaces, not punctuation."""
    return sum(1 for char in text if not char.isspace() and not unicodedata.category(char).startswith("P"))


def length(text: str, lang: str) -> int:
    """The measure the limits use: characters in Chinese, words elsewhere."""
    return chinese_character_count(text) if lang == "zh" else word_count(text)


def length_limit(lang: str) -> int:
    return MAX_CHINESE_CHARACTERS if lang == "zh" else MAX_WORDS[lang]


def sentence_count(text: str) -> int:
    stripped = text.strip()
    ends = list(SENTENCE_END.finditer(stripped))
    tail = stripped[ends[-1].end():] if ends else stripped
    return len(ends) + (1 if tail.strip() else 0)


def reading_seconds(text: str, lang: str) -> float:
    if lang == "zh":
        return chinese_character_count(text) * 60.0 / CHINESE_CHARACTERS_PER_MINUTE
    return word_count(text) * 60.0 / WORDS_PER_MINUTE
