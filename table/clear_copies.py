"""The two facing copies of the middle's screen, moved clear of the seats' open panels.

A seat's "My notes" opens in its own panel, which reaches into the middle and would cover part of a copy: the
discussion's clock or its buttons, for the readers on that side. So while panels are open, both copies shrink to
one common size that fits, in each copy's own area, in a band clear of every panel (the whole height between
panels side by side, or the whole width above or below them), 5 mm away from them. Where no such band leaves a
copy at least ``LEAST_SHARE`` of its width and height, the copies stay as they are.
"""
from __future__ import annotations

from collections.abc import Iterable

from table.rect import Rect
from table.seats import FacingCopy

# The least part of a copy's width and of its height that the shrunk copies keep; less would crowd the screen.
LEAST_SHARE = (1 / 3, 1 / 2)


def copies_clear_of(copies: tuple[FacingCopy, FacingCopy], panels: Iterable[Rect],
                    gap: int) -> tuple[FacingCopy, FacingCopy]:
    """The copies, each moved into a band of its area clear of ``panels`` (``gap`` pixels away), at one common
    size; the copies unchanged when no panel reaches them or no band is large enough."""
    panels = list(panels)
    bands = [_clear_bands(copy.area, panels, gap) for copy in copies]
    if all(band == [copy.area] for band, copy in zip(bands, copies)):
        return copies
    area = copies[0].area
    least_w, least_h = area.width * LEAST_SHARE[0], area.height * LEAST_SHARE[1]
    best: tuple[int, tuple[Rect, Rect]] | None = None
    for first in bands[0]:
        for second in bands[1]:
            width, height = min(first.width, second.width), min(first.height, second.height)
            if width < least_w or height < least_h:
                continue
            if best is None or width * height > best[0]:
                best = (width * height, (_centred(first, width, height), _centred(second, width, height)))
    if best is None:
        return copies
    return (FacingCopy(best[1][0], copies[0].rotation), FacingCopy(best[1][1], copies[1].rotation))


def _clear_bands(area: Rect, panels: list[Rect], gap: int) -> list[Rect]:
    """The largest bands of ``area`` that no panel reaches: whole-height columns and whole-width rows."""
    near = [panel for panel in panels if _grown(panel, gap).overlaps(area)]
    if not near:
        return [area]
    columns = _free_spans(area.x, area.right, [(panel.x - gap, panel.right + gap) for panel in near])
    rows = _free_spans(area.y, area.bottom, [(panel.y - gap, panel.bottom + gap) for panel in near])
    return ([Rect(start, area.y, end - start, area.height) for start, end in columns]
            + [Rect(area.x, start, area.width, end - start) for start, end in rows])


def _free_spans(start: int, end: int, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of [start, end) outside every taken interval."""
    spans: list[tuple[int, int]] = []
    at = start
    for low, high in sorted(taken):
        if low > at:
            spans.append((at, min(low, end)))
        at = max(at, high)
        if at >= end:
            break
    if at < end:
        spans.append((at, end))
    return [(low, high) for low, high in spans if high > low]


def _grown(rect: Rect, by: int) -> Rect:
    return Rect(rect.x - by, rect.y - by, rect.width + 2 * by, rect.height + 2 * by)


def _centred(band: Rect, width: int, height: int) -> Rect:
    return Rect(band.x + (band.width - width) // 2, band.y + (band.height - height) // 2, width, height)
