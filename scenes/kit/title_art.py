"""The title picture: a starry night, a full moon, and sleepy mice around a table with the cheese.

The shared drawings in ``art/`` do the painting; this module only composes them, for the title screen and the
kiosk's attract loop alike.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from art.cheese import draw_cheese
from art.mouse import draw_mouse
from art.sky import draw_moon
from art.table import BACKDROP_PARTS, TABLE_BANDS, draw_backdrop, draw_table, paint_backdrop_part, paint_table_band

# (horizontal position as a share of the table width from its centre, vertical share of the unit, seat, eyes open)
# The mouse at the back keeps one eye half open: someone is not quite asleep...
MICE: tuple[tuple[float, float, int, float], ...] = ((-0.36, 0.02, 0, 0.0), (0.36, 0.02, 1, 0.0))
BACK_MOUSE: tuple[float, float, int, float] = (-0.1, -0.05, 2, 0.45)


def draw_title_art(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The night backdrop over the whole surface and the moonlit table inside ``area``."""
    for piece in title_art_pieces(surface, area):
        piece()


def title_art_pieces(surface: pygame.Surface, area: pygame.Rect) -> list[Callable[[], object]]:
    """:func:`draw_title_art`'s work in painting order, a sprite or a part of one a piece: the kiosk paints the
    picture ahead a piece a frame (whole and cold, 15-25 ms)."""
    whole = surface.get_rect()
    pieces: list[Callable[[], object]] = [partial(paint_backdrop_part, whole, "night", index)
                                          for index in range(BACKDROP_PARTS)]
    pieces.append(partial(draw_backdrop, surface, whole, "night"))
    unit = min(area.width, area.height)
    if unit < 40:
        return pieces
    moon_side = int(unit * 0.36)
    moon = pygame.Rect(0, 0, moon_side, moon_side)
    moon.topright = (area.right - unit // 12, area.top)
    pieces.append(partial(draw_moon, surface, moon))
    table_w = min(area.width, int(unit * 1.35))
    table = pygame.Rect(0, 0, table_w, int(unit * 0.62))
    table.midbottom = area.midbottom
    mouse_side = int(unit * 0.3)
    pieces += [partial(paint_table_band, table, "night", index) for index in range(TABLE_BANDS)]
    pieces.append(partial(draw_table, surface, table))
    x_share, y_share, seat, eyes = BACK_MOUSE
    pieces.append(partial(_mouse, surface, table, int(mouse_side * 0.9), unit, x_share, y_share, seat, eyes))
    cheese_side = int(unit * 0.4)
    cheese = pygame.Rect(0, 0, cheese_side, cheese_side)
    cheese.center = (table.centerx, table.centery - int(unit * 0.04))
    pieces.append(partial(draw_cheese, surface, cheese))
    pieces += [partial(_mouse, surface, table, mouse_side, unit, x_share, y_share, seat, eyes)
               for x_share, y_share, seat, eyes in MICE]
    return pieces


def _mouse(surface: pygame.Surface, table: pygame.Rect, side: int, unit: int, x_share: float, y_share: float,
           seat: int, eyes: float) -> None:
    rect = pygame.Rect(0, 0, side, side)
    rect.midbottom = (table.centerx + int(x_share * table.width), table.top + int(unit * 0.18) + int(y_share * unit))
    draw_mouse(surface, rect, seat=seat, eyes_open=eyes)
