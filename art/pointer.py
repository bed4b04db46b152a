"""Vote pointers: an arrow in the voter's colour from voter to suspect."""
from __future__ import annotations

import math

import pygame

from art.palette import color, seat_color, seat_symbol
from art.shapes import fill_polygon_aa
from art.symbols import symbol_sprite

Point = tuple[float, float]


def _arrow_outline(start: Point, end: Point, width: float) -> list[Point]:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    head_length = min(length * 0.6, width * 2.6)
    head_half = width * 1.5
    neck = (end[0] - ux * head_length, end[1] - uy * head_length)
    half = width / 2
    return [
        (start[0] + nx * half, start[1] + ny * half),
        (neck[0] + nx * half, neck[1] + ny * half),
        (neck[0] + nx * head_half, neck[1] + ny * head_half),
        end,
        (neck[0] - nx * head_half, neck[1] - ny * head_half),
        (neck[0] - nx * half, neck[1] - ny * half),
        (start[0] - nx * half, start[1] - ny * half),
    ]


def _grow(points: list[Point], centre: Point, amount: float) -> list[Point]:
    """Push every vertex away from `centre` by `amount` pixels (a cheap outline)."""
    grown = []
    for x, y in points:
        dx, dy = x - centre[0], y - centre[1]
        distance = math.hypot(dx, dy) or 1.0
        grown.append((x + dx / distance * amount, y + dy / distance * amount))
    return grown


def draw_vote_pointer(surface: pygame.Surface, start: Point, end: Point, seat: int, width: float, progress: float = 1.0) -> None:
    """Draw an arrow of `width` px from `start` toward `end` in the colour of the voter `seat`.

    `progress` 0..1 grows the arrow from the voter to the suspect. The voter's
    symbol sits at the tail so the arrow reads without colour.
    """
    progress = max(0.0, min(1.0, progress))
    tip = (start[0] + (end[0] - start[0]) * progress, start[1] + (end[1] - start[1]) * progress)
    if math.hypot(tip[0] - start[0], tip[1] - start[1]) > width:
        arrow = _arrow_outline(start, tip, width)
        centre = ((start[0] + tip[0]) / 2, (start[1] + tip[1]) / 2)
        fill_polygon_aa(surface, _grow(arrow, centre, max(1.5, width * 0.18)), color("pointer.outline"))
        fill_polygon_aa(surface, arrow, seat_color(seat))
    badge = symbol_sprite(seat_symbol(seat), int(width * 2.2), seat_color(seat), color("seat.ink"))
    surface.blit(badge, badge.get_rect(center=(round(start[0]), round(start[1]))))
