"""A dialog's backdrop: the screen under it veiled, and a rounded panel with its edge."""
from __future__ import annotations

import pygame

from app import layout, theme
from art.veil import lay_veil

VEIL_ALPHA = 200


def draw_veiled_panel(surface: pygame.Surface, panel: pygame.Rect, size: tuple[int, int]) -> None:
    lay_veil(surface, theme.colour("sleep_veil"), VEIL_ALPHA, pygame.Rect((0, 0), size))
    radius = layout.scaled(24, size)
    pygame.draw.rect(surface, theme.colour("panel"), panel, border_radius=radius)
    pygame.draw.rect(surface, theme.colour("panel_edge"), panel, width=max(2, radius // 8), border_radius=radius)
