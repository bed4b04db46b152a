"""Anti-aliased filled shapes drawn directly (for things that move every frame)."""
from __future__ import annotations

from typing import Sequence

import pygame
import pygame.gfxdraw

Point = tuple[float, float]


def fill_polygon_aa(surface: pygame.Surface, points: Sequence[Point], fill: pygame.Color) -> None:
    """A filled polygon with a smoothed edge."""
    if len(points) < 3:
        return
    rounded = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, rounded, fill)
    pygame.gfxdraw.aapolygon(surface, rounded, fill)


def fill_circle_aa(surface: pygame.Surface, center: Point, radius: float, fill: pygame.Color) -> None:
    x, y, r = round(center[0]), round(center[1]), max(1, round(radius))
    pygame.gfxdraw.filled_circle(surface, x, y, r, fill)
    pygame.gfxdraw.aacircle(surface, x, y, r, fill)
