"""Where the coach's band of words goes over a real screen: the place that hides least of it.

In landscape the band is a column at one side, as tall as its words and buttons need; in portrait a band across
the screen. Every place it could take is weighed by what it would cover: the widget the step lights (never, if
any place avoids it), the real screen's own Rules and Leave (which stay in reach), the picture the step talks about
(a private page's card or cup, the curtain's mouse), then any other widget of the screen (its cups, mice, cells).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SIDE_SHARE = 0.36  # of the content's width for the band at a side in landscape
# What covering a pixel costs: the lit widget and the ways out far above the rest, so a place clear of them always
# wins; the step's picture above the screen's other widgets.
LIT_WEIGHT = 1000
WAY_OUT_WEIGHT = 1000
PICTURE_WEIGHT = 10
WIDGET_WEIGHT = 1


@dataclass(frozen=True)
class Obstacles:
    """What the band should keep off, on the real screen now."""
    lit: tuple[pygame.Rect, ...] = ()
    ways_out: tuple[pygame.Rect, ...] = ()
    pictures: tuple[pygame.Rect, ...] = ()
    widgets: tuple[pygame.Rect, ...] = ()

    def cost(self, band: pygame.Rect) -> int:
        weighed = ((self.lit, LIT_WEIGHT), (self.ways_out, WAY_OUT_WEIGHT), (self.pictures, PICTURE_WEIGHT),
                   (self.widgets, WIDGET_WEIGHT))
        return sum(weight * _overlap(band, rect) for rects, weight in weighed for rect in rects)

    def all(self) -> tuple[pygame.Rect, ...]:
        return self.lit + self.ways_out + self.pictures + self.widgets


def columns(content: pygame.Rect, portrait: bool) -> list[tuple[str, pygame.Rect]]:
    """The strips the band may lie in, by side, in order of preference: across the screen in portrait; in
    landscape the right side first (a private page's words, which the coach's words take over), then the left,
    and across the screen where neither side has room clear of the lit widget (a small window, a wide grid)."""
    if portrait:
        return [("across", content)]
    width = int(content.width * SIDE_SHARE)
    return [("right", pygame.Rect(content.right - width, content.top, width, content.height)),
            ("left", pygame.Rect(content.left, content.top, width, content.height)),
            ("across", content)]


def places(column: pygame.Rect, height: int, obstacles: Obstacles, gap: int) -> list[pygame.Rect]:
    """The places of a band `height` tall in `column`: at its bottom, at its top, and just above or below each
    thing to keep off that crosses the column."""
    height = min(height, column.height)
    lowest = column.bottom - height
    tops = [lowest, column.top]
    for rect in obstacles.all():
        if rect.right > column.left and rect.left < column.right:
            tops += [rect.bottom + gap, rect.top - gap - height]
    unique = dict.fromkeys(min(max(top, column.top), lowest) for top in tops)
    return [pygame.Rect(column.left, top, column.width, height) for top in unique]


def best_place(candidates: list[tuple[str, pygame.Rect]], obstacles: Obstacles,
               now: tuple[str, pygame.Rect] | None) -> tuple[str, pygame.Rect]:
    """The candidate that hides least; among those that hide as little, the one nearest the band's place now
    (a band that jumps about between two steps of one screen is hard to follow), else the first."""
    costs = [obstacles.cost(rect) for _, rect in candidates]
    least = min(costs)
    best = [candidate for candidate, cost in zip(candidates, costs) if cost == least]
    if now is not None:
        side, rect = now
        same_side = [candidate for candidate in best if candidate[0] == side]
        if same_side:
            return min(same_side, key=lambda candidate: abs(candidate[1].top - rect.top))
    return best[0]


def _overlap(band: pygame.Rect, rect: pygame.Rect) -> int:
    clipped = band.clip(rect)
    return clipped.width * clipped.height
