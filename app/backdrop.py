"""The shared night-sky background behind the shell's screens."""
from __future__ import annotations

from functools import lru_cache

import pygame

from app import theme


@lru_cache(maxsize=4)
def _sky(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    top, bottom = theme.colour("sky_top"), theme.colour("sky_bottom")
    column = pygame.Surface((1, 2))
    column.set_at((0, 0), top)
    column.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(column, (max(1, width), max(2, height)))


def draw_night_sky(surface: pygame.Surface) -> None:
    """A vertical gradient from deep night blue to plum (cached per window size)."""
    surface.blit(_sky(surface.get_size()), (0, 0))
