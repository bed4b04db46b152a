"""The shared night background behind the shell's screens (the starry room from ``art/``)."""
from __future__ import annotations

import pygame

from art.table import draw_backdrop


def draw_night_sky(surface: pygame.Surface) -> None:
    """The starry night room over the whole surface (cached per size by the art module)."""
    draw_backdrop(surface, surface.get_rect(), "night")
