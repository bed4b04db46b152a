"""Where the coach's band of words goes over a real screen: the place that hides least of it.

In landscape the band is a column, at one side or beside what it keeps off, as tall as its words and buttons need;
in portrait a band across the screen. Every place it could take is weighed by what it would cover: the widget the
step lights (never, if any place avoids it), the real screen's own Rules and Leave (which stay in reach), what the
step talks about (a night's clock, the curtain's words, the vote grid), the screen's other pictures (a private
page's card or cup, the curtain's mouse), then any other widget of the screen (its cups, mice, cells). Where the
band at its full size hides one of the first three, a smaller band is tried: shorter words, then a narrower column.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SIDE_SHARE = 0.36  # of the content's width for the band at a side in landscape
NARROW_SHARE = 0.27  # of the content's width for a narrower column, where a wide one would hide what matters
# What covering a pixel costs: the lit widget and the ways out far above the rest, so a place clear of them always
# wins; what the step talks about above the screen's other pictures, and those above its other widgets.
LIT_WEIGHT = 1000
WAY_OUT_WEIGHT = 1000
TOPIC_WEIGHT = 100
PICTURE_WEIGHT = 10
WIDGET_WEIGHT = 1


@dataclass(frozen=True)
class Obstacles:
    """What the band should keep off, on the real screen now."""
    lit: tuple[pygame.Rect, ...] = ()
    ways_out: tuple[pygame.Rect, ...] = ()
    pictures: tuple[pygame.Rect, ...] = ()
    widgets: tuple[pygame.Rect, ...] = ()
    topics: tuple[pygame.Rect, ...] = ()

    def cost(self, band: pygame.Rect) -> int:
        return self.hidden(band) + self.rest(band)

    def hidden(self, band: pygame.Rect) -> int:
        """The cost of what the band must not hide where it can help it: the lit widget, the ways out and what the
        step talks about."""
        return (LIT_WEIGHT * _covered(band, self.lit) + WAY_OUT_WEIGHT * _covered(band, self.ways_out)
                + TOPIC_WEIGHT * _covered(band, self.topics))

    def in_the_way(self, band: pygame.Rect) -> bool:
        """Whether the band covers the lit widget or a way out: the only reasons to move it during a step."""
        return bool(band.collidelistall(self.lit) or band.collidelistall(self.ways_out))

    def rest(self, band: pygame.Rect) -> int:
        """The cost of the screen's other pictures and widgets the band would hide."""
        return PICTURE_WEIGHT * _covered(band, self.pictures) + WIDGET_WEIGHT * _covered(band, self.widgets)

    def all(self) -> tuple[pygame.Rect, ...]:
        return self.lit + self.ways_out + self.topics + self.pictures + self.widgets

    def key(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """The obstacles as plain numbers: two screens with the same key give the band the same place."""
        return tuple(tuple(tuple(rect) for rect in rects)
                     for rects in (self.lit, self.ways_out, self.topics, self.pictures, self.widgets))


def columns(content: pygame.Rect, portrait: bool, width: int | None = None,
            obstacles: Obstacles | None = None, gap: int = 0) -> list[tuple[str, pygame.Rect]]:
    """The strips the band may lie in, by side, in order of preference: across the screen in portrait; in
    landscape `width` wide (a third of the content's by default) at the right side first (a private page's words,
    which the coach's words take over), then the left, then just beside each thing that matters most (the lit
    widget, a way out, what the step talks about: a touch table's wide, low copy has room between them), and across
    the screen where no column has room clear of the lit widget (a small window, a wide grid)."""
    if portrait:
        return [("across", content)]
    width = min(content.width, width or int(content.width * SIDE_SHARE))
    lefts = [content.right - width, content.left]
    if obstacles is not None:
        for rect in obstacles.lit + obstacles.ways_out + obstacles.topics:
            lefts += [rect.right + gap, rect.left - gap - width]
    found: list[tuple[str, pygame.Rect]] = []
    for left in dict.fromkeys(min(max(left, content.left), content.right - width) for left in lefts):
        column = pygame.Rect(left, content.top, width, content.height)
        found.append(("right" if column.centerx >= content.centerx else "left", column))
    return found + [("across", content)]


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
    """The candidate that hides least of what matters (the lit widget, the ways out, what the step talks about),
    then least of all; among those that hide as little, the one nearest the band's place now (a band that jumps
    about between two steps of one screen is hard to follow), else the first."""
    hidden = [obstacles.hidden(rect) for _, rect in candidates]
    costs = [(first, first + obstacles.rest(rect)) for first, (_, rect) in zip(hidden, candidates)]
    least = min(costs)
    best = [candidate for candidate, cost in zip(candidates, costs) if cost == least]
    if now is not None:
        side, rect = now
        same_side = [candidate for candidate in best if candidate[0] == side]
        if same_side:
            return min(same_side, key=lambda candidate: abs(candidate[1].top - rect.top)
                       + abs(candidate[1].left - rect.left))
    return best[0]


def _covered(band: pygame.Rect, rects: tuple[pygame.Rect, ...]) -> int:
    """The area of `rects` under `band`, counted once a rect (the band is weighed at every candidate place: only
    the rects it touches are clipped, found by pygame in one call)."""
    total = 0
    for index in band.collidelistall(rects):
        clipped = band.clip(rects[index])
        total += clipped.width * clipped.height
    return total
