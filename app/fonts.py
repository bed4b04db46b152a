"""Fonts for text we draw ourselves (not through pygame_gui), chosen by language.

Latin languages use Noto Sans, Chinese uses Noto Sans SC; both ship inside pygame_gui, so no font files of
our own are needed. ``font_for_text`` picks the CJK face whenever the text itself holds CJK characters, so a
language name such as "中文" renders correctly whatever the current language is.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame
import pygame_gui

from program import i18n
from art.cache import SurfaceCache
from art.faces import Face, open_face, width_at
from art.text import has_cjk

_DATA = Path(pygame_gui.__file__).resolve().parent / "data"

# role -> bold?
ROLES: dict[str, bool] = {"display": True, "heading": True, "button": True, "body": False, "caption": False, "number": True}

FONT_FILES: dict[str, dict[bool, Path]] = {
    "latin": {False: _DATA / "NotoSans-Regular.ttf", True: _DATA / "NotoSans-Bold.ttf"},
    "cjk": {False: _DATA / "NotoSansSC-Regular.otf", True: _DATA / "NotoSansSC-Bold.otf"},
}


def family_for_language(lang: str) -> str:
    return "cjk" if lang == "zh" else "latin"


def font_file(family: str, bold: bool) -> Path:
    return FONT_FILES[family][bold]


# A handle on the file's shared faces at one size (``art.faces`` keeps the open faces, a few per file), not made
# again for every line drawn. A table game draws about 23 sizes (seat texts, panels and the middle).
@lru_cache(maxsize=32)
def _load(path: str, px: int) -> Face:
    return open_face(path, px)


def font(role: str, px: int, lang: str | None = None) -> Face:
    """A cached font for ``role`` (display, heading, button, body, caption, number) at ``px`` pixels,
    in the face suited to ``lang`` (default: the current language)."""
    family = family_for_language(lang or i18n.current_language())
    return _load(str(font_file(family, ROLES.get(role, False))), max(6, int(px)))


def has_arrows(text: str) -> bool:
    """Arrows (the keyboard's shift and backspace keys) are missing from the Latin face and drawn by the CJK one."""
    return any(0x2190 <= ord(char) <= 0x21FF for char in text)


def font_for_text(text: str, role: str, px: int) -> Face:
    """Like :func:`font` but picks the CJK face when ``text`` contains CJK characters (or arrows)."""
    return font(role, px, _language_for_text(text))


def _language_for_text(text: str) -> str:
    return "zh" if has_cjk(text) or has_arrows(text) else "en"


def text_width(text: str, role: str, px: int) -> int:
    """The width of ``text`` drawn by ``font_for_text(text, role, px)``, without opening a face for that size:
    fitting a line tries two or three sizes (see ``art.faces.width_at``)."""
    family = family_for_language(_language_for_text(text))
    return width_at(str(font_file(family, ROLES.get(role, False))), max(6, int(px)), text)


# Screens draw the same lines every frame; rendering one costs far more than copying it. Bounded by pixel
# memory as well as count, since a room-sized narrator number is a megabyte.
_RENDERED = SurfaceCache(capacity=256, max_bytes=4 * 1024 * 1024)


def render(text: str, role: str, px: int, colour: pygame.Color | tuple[int, int, int]) -> pygame.Surface:
    """One line of text in the face that suits it. The surface is shared (remembered for the next frame's
    same line): blit it, never draw on it or change its alpha."""
    px = int(px)
    return _RENDERED.get(role, (px, 0), (text, tuple(pygame.Color(colour))),
                         lambda: font_for_text(text, role, px).render(text, True, colour))


def forget_rendered_text() -> None:
    """Drop every line rendered, fitted or wrapped so far: they hold the texts themselves (players' names
    among them), which the kiosk's reset between two groups must not keep."""
    _RENDERED.clear()
    _fit_px.cache_clear()
    _wrapped.cache_clear()


def fit_px(text: str, role: str, px: int, max_width: int, min_px: int = 8) -> int:
    """The largest size not above ``px`` at which ``text`` fits in ``max_width`` pixels."""
    return _fit_px(text, role, int(px), int(max_width), int(min_px))


@lru_cache(maxsize=1024)
def _fit_px(text: str, role: str, px: int, max_width: int, min_px: int) -> int:
    # Remembered: screens fit the same texts every frame.
    # A line's width grows about in proportion with the size, so the next size tried is the one that width
    # predicts (usually right, or one more try): stepping down a few percent at a time loaded a font per step.
    size = px
    width = text_width(text, role, size)
    while size > min_px and width > max_width:
        size = max(min_px, min(size - 1, int(size * max_width / width)))
        width = text_width(text, role, size)
    return size


def wrap(text: str, role: str, px: int, max_width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``max_width``: at spaces for Latin text, between any two
    characters for CJK text (which has no spaces), never splitting a Latin word."""
    return list(_wrapped(text, role, int(px), int(max_width)))


@lru_cache(maxsize=2048)  # screens fit and wrap the same paragraphs every frame; measuring them is slow
def _wrapped(text: str, role: str, px: int, max_width: int) -> tuple[str, ...]:
    face = font_for_text(text, role, px)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        rows: list[list[str]] = [[]]
        for token in _tokens(paragraph):
            candidate = "".join(rows[-1]) + token
            if rows[-1] and face.size(candidate.rstrip())[0] > max_width:
                rows.append([token.lstrip()])
            else:
                rows[-1].append(token)
        # A CJK paragraph never ends on one character alone: the line before gives it a companion.
        if len(rows) > 1 and len(rows[-1]) == 1 and has_cjk(rows[-1][0]) and len(rows[-2]) > 2:
            rows[-1].insert(0, rows[-2].pop())
        lines += ["".join(row).rstrip() for row in rows]
    return tuple(lines)


# French sets a space before these marks and after an opening guillemet; a line must never start with the mark
# (or end with the guillemet), so those spaces do not break.
_GLUED_AFTER_SPACE = "!?:;»"
_GLUED_BEFORE_SPACE = "«"


def _tokens(text: str) -> list[str]:
    """Words with their trailing space, and CJK characters one by one (punctuation stays with the previous one)."""
    tokens: list[str] = []
    word = ""
    for index, char in enumerate(text):
        following = text[index + 1:index + 2]
        glued = (following != "" and following in _GLUED_AFTER_SPACE) or word.endswith(_GLUED_BEFORE_SPACE)
        if char == " " and glued:
            word += char
        elif has_cjk(char):
            if word and word[-1].isdigit():  # "5点": a number keeps its measure word on its line
                tokens.append(word + char)
                word = ""
                continue
            if word:
                tokens.append(word)
                word = ""
            if tokens and char in "，。！？；：、）」』】" and has_cjk(tokens[-1]):
                tokens[-1] += char
            else:
                tokens.append(char)
        elif char == " ":
            tokens.append(word + " ")
            word = ""
        else:
            word += char
    if word:
        tokens.append(word)
    return tokens
