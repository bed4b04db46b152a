"""Sizes that scale with the window so every screen works from 1024x600 to 3840x2160, either way up.

Everything is designed at 1280x800 and scaled by the short side of the window, so portrait and landscape
windows of the same short side get the same text and touch sizes.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

import pygame

from art.text import least_sizes

REFERENCE_SIZE: tuple[int, int] = (1280, 800)
REFERENCE_SHORT_SIDE = min(REFERENCE_SIZE)
MIN_TOUCH_PX_AT_REFERENCE = 64
BODY_TEXT_SHARE = 0.025  # body text at least 2.5 % of the short side, legible across a table
BODY_TEXT_PX_AT_REFERENCE = 26

Size = tuple[int, int]

# A tablet screen drawn inside a seat's panel on a touch table is laid out at the panel's size, but its targets
# must still be 20 mm on the glass: while it builds or draws, the table sets this floor (in pixels).
_TOUCH_FLOOR: ContextVar[int] = ContextVar("touch_floor", default=0)
_TEXT_FLOOR: ContextVar[int] = ContextVar("text_floor", default=0)


@contextmanager
def touch_floor(px: int, text_px: int = 0, cjk_text_px: int = 0) -> Iterator[None]:
    """Within this block no touch target (``min_touch_px``, ``button_height``) is laid out under ``px`` pixels,
    no body text (``body_text_px``) and no text drawn by the art under ``text_px``, and no Chinese text drawn by
    the art under ``cjk_text_px``."""
    touch = _TOUCH_FLOOR.set(max(0, int(px)))
    text = _TEXT_FLOOR.set(max(0, int(text_px)))
    try:
        with least_sizes(text_px, cjk_text_px):  # names under the mice and a clock's numerals too
            yield
    finally:
        _TEXT_FLOOR.reset(text)
        _TOUCH_FLOOR.reset(touch)


def ui_scale(size: Size) -> float:
    """1.0 at 1280x800; follows the short side of the window."""
    return max(1, min(size)) / REFERENCE_SHORT_SIDE


def scaled(px: float, size: Size) -> int:
    """A length designed at 1280x800, scaled for this window."""
    return max(1, round(px * ui_scale(size)))


def min_touch_px(size: Size) -> int:
    """Smallest touch target side: 64 px at 1280x800 (about 9 mm on a 10-inch tablet), scaled; never under the
    floor a touch table sets (``touch_floor``)."""
    return max(scaled(MIN_TOUCH_PX_AT_REFERENCE, size), _TOUCH_FLOOR.get())


def least_gap_px() -> int:
    """The least space between two touch targets where a touch table sets a floor (``touch_floor``): a quarter
    of its 20 mm targets, 5 mm on the glass; else 0, and screens keep their own gaps."""
    return -(-_TOUCH_FLOOR.get() // 4)


def targets_apart(px: int) -> int:
    """The space between two touch targets a screen would leave (``px``), never under a touch table's 5 mm."""
    return max(px, least_gap_px())


def text_floor_px() -> int:
    """The least text size a touch table asks for where this runs (``touch_floor``), else 0."""
    return _TEXT_FLOOR.get()


def short_side_for_text(text_px: int) -> int:
    """The shortest window side at which the theme's body text is at least ``text_px`` pixels tall."""
    return math.ceil(max(0, text_px) * REFERENCE_SHORT_SIDE / BODY_TEXT_PX_AT_REFERENCE)


def body_text_px(size: Size) -> int:
    """Body text size in pixels: never below 2.5 % of the short side."""
    return max(scaled(BODY_TEXT_PX_AT_REFERENCE, size), math.ceil(min(size) * BODY_TEXT_SHARE), _TEXT_FLOOR.get())


def is_portrait(size: Size) -> bool:
    return size[1] > size[0]


def margin_px(size: Size) -> int:
    return scaled(32, size)


def gap_px(size: Size) -> int:
    return scaled(18, size)


def button_height(size: Size) -> int:
    """Standard button height, comfortably above the minimum touch size."""
    return max(min_touch_px(size), scaled(84, size))


def centred_rect(width: int, height: int, centre: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, width, height)
    rect.center = centre
    return rect


def stack_vertical(area: pygame.Rect, count: int, item_height: int, gap: int, item_width: int | None = None) -> list[pygame.Rect]:
    """``count`` rects of equal height stacked top to bottom, centred in ``area`` (shrinking gaps, never below a
    touch table's least gap, then heights if they do not fit, never below the area)."""
    if count <= 0:
        return []
    width = min(item_width or area.width, area.width)
    total = count * item_height + (count - 1) * gap
    if total > area.height:
        least = min(gap, least_gap_px())
        gap = max(least, min(gap, (area.height - count * item_height) // max(1, count - 1)))
        total = count * item_height + (count - 1) * gap
        if total > area.height:
            item_height = max(1, (area.height - (count - 1) * gap) // count)
            total = count * item_height + (count - 1) * gap
    top = area.top + (area.height - total) // 2
    left = area.left + (area.width - width) // 2
    return [pygame.Rect(left, top + index * (item_height + gap), width, item_height) for index in range(count)]


def stack_horizontal(area: pygame.Rect, count: int, item_width: int, gap: int, item_height: int | None = None) -> list[pygame.Rect]:
    """``count`` rects of equal width side by side, centred in ``area`` (narrowing to fit)."""
    if count <= 0:
        return []
    height = min(item_height or area.height, area.height)
    total = count * item_width + (count - 1) * gap
    if total > area.width:
        item_width = max(1, (area.width - (count - 1) * gap) // count)
        total = count * item_width + (count - 1) * gap
    left = area.left + (area.width - total) // 2
    top = area.top + (area.height - height) // 2
    return [pygame.Rect(left + index * (item_width + gap), top, item_width, height) for index in range(count)]


def grid(area: pygame.Rect, count: int, columns: int, item_size: Size, gap: int) -> list[pygame.Rect]:
    """Rects in rows of ``columns``, the block centred in ``area``."""
    if count <= 0:
        return []
    columns = max(1, min(columns, count))
    rows = (count + columns - 1) // columns
    width, height = item_size
    block_w = columns * width + (columns - 1) * gap
    block_h = rows * height + (rows - 1) * gap
    left = area.left + (area.width - block_w) // 2
    top = area.top + (area.height - block_h) // 2
    return [
        pygame.Rect(left + (index % columns) * (width + gap), top + (index // columns) * (height + gap), width, height)
        for index in range(count)
    ]


def split_for_orientation(area: pygame.Rect, first_share: float) -> tuple[pygame.Rect, pygame.Rect]:
    """Two panels: side by side in landscape (first on the left), stacked in portrait (first on top)."""
    if is_portrait(area.size):
        first_h = round(area.height * first_share)
        return pygame.Rect(area.left, area.top, area.width, first_h), pygame.Rect(area.left, area.top + first_h, area.width, area.height - first_h)
    first_w = round(area.width * first_share)
    return pygame.Rect(area.left, area.top, first_w, area.height), pygame.Rect(area.left + first_w, area.top, area.width - first_w, area.height)


def content_rect(size: Size) -> pygame.Rect:
    """The window minus a scaled margin on every side."""
    margin = margin_px(size)
    return pygame.Rect(margin, margin, max(1, size[0] - 2 * margin), max(1, size[1] - 2 * margin))


def header_with_back(size: Size) -> tuple[pygame.Rect, pygame.Rect]:
    """A header's back (or leave) button at the top left and the title's room beside it: up to the right edge in
    portrait, centred between the button and a same-sized space on the right in landscape."""
    content = content_rect(size)
    gap = gap_px(size)
    height = max(min_touch_px(size), scaled(72, size))
    back_w = max(min_touch_px(size), min(scaled(190, size), content.width // 4))
    back = pygame.Rect(content.left, content.top, back_w, height)
    title_w = content.right - back.right - gap if is_portrait(size) else content.width - 2 * (back_w + gap)
    return back, pygame.Rect(back.right + gap, content.top, title_w, height)
