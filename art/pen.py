"""Supersampled painting: draw big with plain primitives, shrink once, cache.

A `Pen` works in coordinates relative to the sprite (0..1 of width and height)
so each drawing is written once for every size. The sprite is painted at a
multiple of its target size and smooth-scaled down a single time, which gives
anti-aliased edges for any shape (polygons, rounded rects, thick arcs).
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame
import pygame.gfxdraw

# The big surface lives only while one sprite is painted, but it sets the program's peak memory: a table
# painted at 3x took 11 MB at once. The budget (8 MB) decides between 2x, 3x and 4x; it never goes below 2x,
# where edges would show steps, so a sprite of over half a million pixels costs four times its size briefly.
MAX_SUPERSAMPLED_PIXELS = 2_000_000
MIN_FACTOR = 2
MAX_FACTOR = 4

Point = tuple[float, float]


def supersample_factor(size: tuple[int, int]) -> int:
    """The largest factor from 2 to 4 that keeps the big surface within the budget (2 when none does)."""
    area = max(1, size[0] * size[1])
    return max(MIN_FACTOR, min(MAX_FACTOR, int(math.sqrt(MAX_SUPERSAMPLED_PIXELS / area))))


class Pen:
    """Draws on a big surface using coordinates relative to the sprite.

    The surface may hold only part of the sprite: ``whole`` is then the whole sprite's big size and ``origin``
    where the part starts in it, so a drawing lands exactly where it would on the whole sprite."""

    def __init__(self, surface: pygame.Surface, whole: tuple[int, int] | None = None,
                 origin: tuple[int, int] = (0, 0)) -> None:
        self.surface = surface
        self.w, self.h = whole or surface.get_size()
        self.unit = min(self.w, self.h)
        self.origin = origin

    def p(self, point: Point) -> tuple[int, int]:
        return (round(point[0] * self.w) - self.origin[0], round(point[1] * self.h) - self.origin[1])

    def r(self, radius: float) -> int:
        """A length relative to the sprite's shorter side, in pixels."""
        return max(1, round(radius * self.unit))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * self.w) - self.origin[0], round(y * self.h) - self.origin[1],
                           max(1, round(w * self.w)), max(1, round(h * self.h)))

    def circle(self, color: pygame.Color, center: Point, radius: float, width: float = 0) -> None:
        c, rad = self.p(center), self.r(radius)
        pygame.draw.circle(self.surface, color, c, rad, self.r(width) if width else 0)
        if not width and color.a == 255:
            pygame.gfxdraw.aacircle(self.surface, c[0], c[1], rad, color)

    def ellipse(self, color: pygame.Color, x: float, y: float, w: float, h: float, width: float = 0) -> None:
        box = self.rect(x, y, w, h)
        pygame.draw.ellipse(self.surface, color, box, self.r(width) if width else 0)
        self._aa_ellipse_edge(color, box, width)

    def ellipse_at(self, color: pygame.Color, center: Point, rx: float, ry: float, width: float = 0) -> None:
        """Ellipse around `center` with radii relative to the sprite's shorter side."""
        cx, cy = self.p(center)
        box = pygame.Rect(0, 0, 2 * self.r(rx), 2 * self.r(ry))
        box.center = (cx, cy)
        pygame.draw.ellipse(self.surface, color, box, self.r(width) if width else 0)
        self._aa_ellipse_edge(color, box, width)

    def _aa_ellipse_edge(self, color: pygame.Color, box: pygame.Rect, width: float) -> None:
        # Smooth the outer edge too, so sprites too big to supersample stay crisp.
        if not width and color.a == 255 and box.width > 2 and box.height > 2:
            pygame.gfxdraw.aaellipse(self.surface, box.centerx, box.centery, box.width // 2 - 1, box.height // 2 - 1, color)

    def round_rect(self, color: pygame.Color, x: float, y: float, w: float, h: float, radius: float, width: float = 0) -> None:
        pygame.draw.rect(self.surface, color, self.rect(x, y, w, h), self.r(width) if width else 0, border_radius=self.r(radius))

    def polygon(self, color: pygame.Color, points: Sequence[Point], width: float = 0) -> None:
        pygame.draw.polygon(self.surface, color, [self.p(pt) for pt in points], self.r(width) if width else 0)

    def line(self, color: pygame.Color, a: Point, b: Point, width: float) -> None:
        thickness = self.r(width)
        pa, pb = self.p(a), self.p(b)
        pygame.draw.line(self.surface, color, pa, pb, thickness)
        # Round caps so thick strokes do not end in square corners.
        for end in (pa, pb):
            pygame.draw.circle(self.surface, color, end, max(1, thickness // 2))

    def polyline(self, color: pygame.Color, points: Sequence[Point], width: float) -> None:
        for a, b in zip(points, points[1:]):
            self.line(color, a, b, width)

    def arc(self, color: pygame.Color, center: Point, rx: float, ry: float, start: float, stop: float, width: float, steps: int = 24) -> None:
        """Arc from angle `start` to `stop` (radians, 0 = right, counter-clockwise as on screen y-down: positive goes down)."""
        pts = [
            (center[0] + math.cos(start + (stop - start) * i / steps) * rx * self.unit / self.w,
             center[1] + math.sin(start + (stop - start) * i / steps) * ry * self.unit / self.h)
            for i in range(steps + 1)
        ]
        self.polyline(color, pts, width)


def render_supersampled(size: tuple[int, int], paint: Callable[[Pen], None], edge: pygame.Color | None = None) -> pygame.Surface:
    """Paint with `paint` at a supersampled size and return a surface of `size`.

    Shrinking mixes the clear pixels' colour into the edges: black by default, which suits outlined shapes.
    A shape without an outline passes its own colour as `edge` so its rim does not darken."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    factor = supersample_factor((width, height))
    big = pygame.Surface((width * factor, height * factor), pygame.SRCALPHA)
    if edge is not None:
        big.fill((edge.r, edge.g, edge.b, 0))
    paint(Pen(big))
    return pygame.transform.smoothscale(big, (width, height))


def render_supersampled_part(size: tuple[int, int], part: pygame.Rect, paint: Callable[[Pen], None],
                             edge: pygame.Color | None = None) -> pygame.Surface:
    """Like :func:`render_supersampled` for a sprite of ``size``, but only its ``part`` (whole pixels of the
    sprite): painted at the whole sprite's factor and in its coordinates, so the part matches the whole."""
    factor = supersample_factor((max(1, int(size[0])), max(1, int(size[1]))))
    big = pygame.Surface((part.width * factor, part.height * factor), pygame.SRCALPHA)
    if edge is not None:
        big.fill((edge.r, edge.g, edge.b, 0))
    paint(Pen(big, whole=(max(1, int(size[0])) * factor, max(1, int(size[1])) * factor),
              origin=(part.left * factor, part.top * factor)))
    return pygame.transform.smoothscale(big, part.size)


def star_points(center: Point, outer: float, inner: float, points: int, aspect: float, rotation: float = -math.pi / 2) -> list[Point]:
    """Vertices of a star; radii are relative to width, `aspect` = width / height."""
    result: list[Point] = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = rotation + math.pi * i / points
        result.append((center[0] + math.cos(angle) * radius, center[1] + math.sin(angle) * radius * aspect))
    return result
