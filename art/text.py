"""Fonts and text fitting for text drawn by art (card titles, seat names).

Text arrives already translated. The font is chosen from the text itself:
pygame_gui's bundled Noto Sans SC for Chinese (it also covers Latin), Noto Sans
otherwise, so a name in any of the four languages renders correctly whatever the
current interface language.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from importlib import resources

import pygame

from art.faces import Face, open_face, width_at

ELLIPSIS = "…"
MIN_FONT_PX = 10
# The least sizes of text drawn here (any text, Chinese text), where a screen asks for them (``least_sizes``): at
# a touch table a name under a mouse or a clock's numeral keeps the table's least text size, in millimetres on the
# glass, instead of the picture's share of a small page.
_LEAST_PX: ContextVar[tuple[int, int]] = ContextVar("least_px", default=(0, 0))


@contextmanager
def least_sizes(px: int, cjk_px: int = 0) -> Iterator[None]:
    """Within this block, text is drawn at ``px`` pixels or more, and text holding CJK characters at ``cjk_px`` or
    more (a name too long at that size is shortened instead)."""
    token = _LEAST_PX.set((max(0, int(px)), max(0, int(px), int(cjk_px))))
    try:
        yield
    finally:
        _LEAST_PX.reset(token)


def _least_for(text: str) -> int:
    any_text, cjk = _LEAST_PX.get()
    return cjk if has_cjk(text) else any_text


# CJK ideographs and punctuation, compatibility ideographs, full-width forms. A pattern, not a loop over the
# characters: every line fitted or wrapped asks, hundreds of thousands of times in a test run.
_CJK = re.compile("[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a character only the CJK face draws."""
    return _CJK.search(text) is not None


@lru_cache(maxsize=4)
def _path(file_name: str) -> str:
    """Where one of pygame_gui's bundled font files is (they ship as plain files beside its code)."""
    with resources.as_file(resources.files("pygame_gui.data") / file_name) as real_path:
        return str(real_path)


def _file_for(text: str, bold: bool) -> str:
    if has_cjk(text):
        return _path("NotoSansSC-Bold.otf" if bold else "NotoSansSC-Regular.otf")
    return _path("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")


@lru_cache(maxsize=12)  # a handle on the file's shared faces (``art.faces``), not made again for every line
def _font(path: str, px: int) -> Face:
    return open_face(path, px)


def art_font(px: int, text: str = "", bold: bool = True) -> Face:
    """A font of `px` pixels able to render `text` (or of the least size asked for, if larger)."""
    return _font(_file_for(text, bold), max(MIN_FONT_PX, int(px), _least_for(text)))


def _width(text: str, px: int, bold: bool) -> int:
    """The width of ``text`` drawn by ``art_font(px, text, bold)``, without opening a face for that size."""
    return width_at(_file_for(text, bold), max(MIN_FONT_PX, int(px)), text)


def fit_text(text: str, max_width: int, px: int, min_px: int = MIN_FONT_PX, bold: bool = True) -> tuple[str, Face]:
    """Shrink the font (down to `min_px`), then shorten with an ellipsis, until `text` fits `max_width`."""
    least = _least_for(text)
    fitted, size = _fit(text, int(max_width), max(int(px), least), max(int(min_px), least), bold)
    return fitted, art_font(size, text, bold)


@lru_cache(maxsize=512)
def _fit(text: str, max_width: int, px: int, min_px: int, bold: bool) -> tuple[str, int]:
    # Remembered (text and size, not the font): names are fitted every frame. Sizes tried are measured without
    # opening a face for each (``_width``).
    max_width = max(1, int(max_width))
    px = max(MIN_FONT_PX, int(px))
    min_px = max(MIN_FONT_PX, min(int(min_px), px))
    size = px
    while size > min_px and _width(text, size, bold) > max_width:
        size = max(min_px, int(size * 0.9))
    font = art_font(size, text, bold)
    if font.size(text)[0] <= max_width:
        return text, size
    shortened = text
    while shortened and font.size(shortened + ELLIPSIS)[0] > max_width:
        shortened = shortened[:-1]
    return (shortened.rstrip() + ELLIPSIS if shortened else ""), size


def forget_fitted_text() -> None:
    """Drop every text fitted so far: players' names among them, which the kiosk's reset between two groups must
    not keep."""
    _fit.cache_clear()


def draw_text_centered(surface: pygame.Surface, rect: pygame.Rect, text: str, px: int, ink: pygame.Color, bold: bool = True) -> None:
    """Draw `text` centred in `rect`, shrunk or shortened to fit its width."""
    fitted, font = fit_text(text, rect.width, min(px, rect.height), bold=bold)
    if not fitted:
        return
    rendered = font.render(fitted, True, ink)
    surface.blit(rendered, rendered.get_rect(center=rect.center))
