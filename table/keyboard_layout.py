"""Where the keys of a name keyboard go in a seat's panel: rows of 20 mm keys with 5 mm gaps, re-flowed to fit.

The letter rows come from the language's layout (``scenes.kit.widgets.onscreen_keyboard.LAYOUTS``). A panel along a
long edge is wide enough to keep every row as it is; the panel at an end of the table is narrower, so rows that do
not fit are split into even halves (thirds...), and when that takes more lines than the panel is deep, the keys
flow on from one line to the next in their usual order. A panel too shallow even for that (a small screen's long
edge) shows the keys a page at a time, letters first, with a key turning to the next page; shift and backspace
are on every page. A top row (Chinese's candidates for the pinyin typed) keeps lines of its own above the others,
on every page, so what the letters spell is always in sight; in a panel too shallow for that it flows with them.
"""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from table.rect import Rect


@dataclass(frozen=True)
class KeySizes:
    """How a keyboard's keys measure: ``target`` pixels square, ``gap`` apart; some keys wider (in key units, a
    unit being one key and the gap after it); which keys every page repeats, and the key that turns the page."""

    target: int
    gap: int
    wide: Mapping[str, float]
    on_every_page: tuple[str, ...]
    next_page: str
    top_row: tuple[str, ...] = ()  # a row that keeps its own lines above the others, on every page

    def width(self, key: str) -> int:
        units = self.wide.get(key, 1.0)
        return max(self.target, round(units * (self.target + self.gap)) - self.gap)

    def line_width(self, keys: Sequence[str]) -> int:
        return sum(self.width(key) for key in keys) + self.gap * max(0, len(keys) - 1)


@dataclass(frozen=True)
class PlacedKey:
    key: str  # a character, or the name of a key that types none (shift, backspace, space, next page)
    rect: Rect  # in the panel's own upright pixels


@dataclass(frozen=True)
class KeyboardPages:
    pages: tuple[tuple[PlacedKey, ...], ...]

    def page(self, index: int) -> tuple[PlacedKey, ...]:
        return self.pages[index % len(self.pages)]

    def key_at(self, page: int, x: float, y: float) -> str | None:
        return next((placed.key for placed in self.page(page) if placed.rect.contains(x, y)), None)


def lay_out_keyboard(rows: Sequence[Sequence[str]], area: Rect, sizes: KeySizes) -> KeyboardPages:
    """The keys of ``rows`` in ``area`` (own pixels), each at least ``sizes.target`` square, ``sizes.gap`` apart."""
    if rows and sizes.top_row and tuple(rows[0]) == sizes.top_row:
        top_lines = _balanced_split(list(rows[0]), area.width, sizes)
        used = len(top_lines) * (sizes.target + sizes.gap)
        if area.height - used >= sizes.target:  # else too shallow: the row flows with the others
            below = _lay_out(rows[1:], Rect(area.x, area.y + used, area.width, area.height - used), sizes)
            top = _placed(top_lines, area, sizes)
            return KeyboardPages(tuple(top + page for page in below.pages))
    return _lay_out(rows, area, sizes)


def _lay_out(rows: Sequence[Sequence[str]], area: Rect, sizes: KeySizes) -> KeyboardPages:
    line_count = max(1, (area.height + sizes.gap) // (sizes.target + sizes.gap))
    kept = [line for row in rows for line in _balanced_split(list(row), area.width, sizes)]
    if len(kept) <= line_count:
        return KeyboardPages((_placed(kept, area, sizes),))
    every_key = [key for row in rows for key in row]
    flowing = _flow(every_key, area.width, sizes)
    if len(flowing) <= line_count:
        return KeyboardPages((_placed(flowing, area, sizes),))
    return KeyboardPages(tuple(_placed(lines, area, sizes) for lines in _pages(every_key, area.width, line_count, sizes)))


def _balanced_split(row: list[str], width: int, sizes: KeySizes) -> list[list[str]]:
    """The row as it is, or cut into the fewest lines of about equal length that each fit."""
    for parts in range(1, len(row) + 1):
        size = math.ceil(len(row) / parts)
        lines = [row[start:start + size] for start in range(0, len(row), size)]
        if all(sizes.line_width(line) <= width for line in lines):
            return lines
    return [[key] for key in row]


def _flow(keys: Sequence[str], width: int, sizes: KeySizes) -> list[list[str]]:
    lines: list[list[str]] = [[]]
    used = 0  # the width of the line so far: kept as it grows, not measured again for every key
    for key in keys:
        wide = sizes.width(key)
        if lines[-1] and used + sizes.gap + wide > width:
            lines.append([])
            used = 0
        used += (sizes.gap if lines[-1] else 0) + wide
        lines[-1].append(key)
    return [line for line in lines if line]


def _pages(keys: Sequence[str], width: int, line_count: int, sizes: KeySizes) -> list[list[list[str]]]:
    """Pages of at most ``line_count`` lines, each ending with the keys every page repeats and the next-page key."""
    # Letters first: names are mostly letters, so the first page should be the one most names need.
    letters = sorted((key for key in keys if key not in sizes.on_every_page), key=lambda key: key.isdigit())
    closing = [*sizes.on_every_page, sizes.next_page]
    pages: list[list[list[str]]] = []
    while letters:
        # The most letters whose page still fits: more letters never take fewer lines, so halve the range.
        fits, too_many = 1, len(letters) + 1
        while too_many - fits > 1:
            middle = (fits + too_many) // 2
            if len(_flow([*letters[:middle], *closing], width, sizes)) <= line_count:
                fits = middle
            else:
                too_many = middle
        pages.append(_flow([*letters[:fits], *closing], width, sizes))
        letters = letters[fits:]
    return pages


def _placed(lines: Sequence[Sequence[str]], area: Rect, sizes: KeySizes) -> tuple[PlacedKey, ...]:
    placed = []
    for index, line in enumerate(lines):
        x = area.x + (area.width - sizes.line_width(line)) // 2
        y = area.y + index * (sizes.target + sizes.gap)
        for key in line:
            width = sizes.width(key)
            placed.append(PlacedKey(key, Rect(x, y, width, sizes.target)))
            x += width + sizes.gap
    return tuple(placed)
