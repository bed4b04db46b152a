"""The shared night background behind the shell's screens (the starry room from ``art/``)."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from art.table import draw_backdrop


def draw_night_sky(surface: pygame.Surface) -> None:
    """The starry night room over the whole surface (cached per size by the art module)."""
    draw_backdrop(surface, surface.get_rect(), "night")


def draw_night_sky_around(surface: pygame.Surface, covered: Sequence[pygame.Rect]) -> None:
    """The night sky only where none of the ``covered`` rectangles lies: the same picture as the whole sky once
    opaque pictures fill them, without copying the sky under them first (a table at 4K: 8 million pixels)."""
    for area in uncovered_parts(surface.get_rect(), covered):
        surface.set_clip(area)
        draw_night_sky(surface)
    surface.set_clip(None)


def uncovered_parts(whole: pygame.Rect, covered: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles that together hold every pixel of ``whole`` outside the ``covered`` ones, band by band."""
    edges = sorted({whole.top, whole.bottom} | {y for rect in covered for y in (rect.top, rect.bottom)
                                                  if whole.top < y < whole.bottom})
    parts: list[pygame.Rect] = []
    for top, bottom in zip(edges, edges[1:]):
        spans = sorted((rect.left, rect.right) for rect in covered if rect.top <= top and rect.bottom >= bottom)
        x = whole.left
        for left, right in spans:
            if left > x:
                parts.append(pygame.Rect(x, top, min(left, whole.right) - x, bottom - top))
            x = max(x, right)
        if x < whole.right:
            parts.append(pygame.Rect(x, top, whole.right - x, bottom - top))
    return [part for part in parts if part.width > 0 and part.height > 0]
