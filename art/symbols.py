"""The eight seat symbols (circle, square, triangle, diamond, star, heart, moon, cross)."""
from __future__ import annotations

import math

import pygame

from art.cache import SPRITES
from art.palette import color, seat_color, seat_symbol
from art.pen import Pen, render_supersampled, star_points

SYMBOL_NAMES = ("circle", "square", "triangle", "diamond", "star", "heart", "moon", "cross")


def _paint_symbol(pen: Pen, name: str, fill: pygame.Color, ink: pygame.Color) -> None:
    outline = 0.07
    if name == "circle":
        pen.circle(ink, (0.5, 0.5), 0.42)
        pen.circle(fill, (0.5, 0.5), 0.42 - outline)
    elif name == "square":
        pen.round_rect(ink, 0.1, 0.1, 0.8, 0.8, 0.1)
        pen.round_rect(fill, 0.1 + outline, 0.1 + outline, 0.8 - 2 * outline, 0.8 - 2 * outline, 0.05)
    elif name == "triangle":
        pen.polygon(ink, [(0.5, 0.04), (0.97, 0.9), (0.03, 0.9)])
        pen.polygon(fill, [(0.5, 0.2), (0.84, 0.83), (0.16, 0.83)])
    elif name == "diamond":
        pen.polygon(ink, [(0.5, 0.02), (0.94, 0.5), (0.5, 0.98), (0.06, 0.5)])
        pen.polygon(fill, [(0.5, 0.14), (0.83, 0.5), (0.5, 0.86), (0.17, 0.5)])
    elif name == "star":
        pen.polygon(ink, star_points((0.5, 0.54), 0.49, 0.22, 5, 1.0))
        pen.polygon(fill, star_points((0.5, 0.54), 0.36, 0.15, 5, 1.0))
    elif name == "heart":
        _paint_heart(pen, ink, 1.0)
        _paint_heart(pen, fill, 0.78)
    elif name == "moon":
        _paint_crescent(pen, ink, 1.0)
        _paint_crescent(pen, fill, 0.74)
    elif name == "cross":
        arm = 0.3
        pen.round_rect(ink, 0.5 - arm / 2, 0.04, arm, 0.92, 0.06)
        pen.round_rect(ink, 0.04, 0.5 - arm / 2, 0.92, arm, 0.06)
        inner = arm - 2 * outline
        pen.round_rect(fill, 0.5 - inner / 2, 0.04 + outline, inner, 0.92 - 2 * outline, 0.03)
        pen.round_rect(fill, 0.04 + outline, 0.5 - inner / 2, 0.92 - 2 * outline, inner, 0.03)
    else:
        raise ValueError(f"unknown seat symbol {name!r}")


def _paint_crescent(pen: Pen, col: pygame.Color, scale: float) -> None:
    """A crescent: a disc with an offset disc cut away, painted on a scratch layer."""
    layer = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
    scratch = Pen(layer)
    cx, cy = 0.46, 0.5
    scratch.circle(col, (cx, cy), 0.46 * scale)
    scratch.circle(pygame.Color(0, 0, 0, 0), (cx + 0.26 * scale, cy - 0.12 * scale), 0.38 * scale)
    pen.surface.blit(layer, (0, 0))


def _paint_heart(pen: Pen, col: pygame.Color, scale: float) -> None:
    points = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((0.5 + x / 36 * scale, 0.47 - y / 36 * scale))
    pen.polygon(col, points)


def symbol_sprite(name: str, size: int, fill: pygame.Color, ink: pygame.Color) -> pygame.Surface:
    size = max(4, int(size))
    return SPRITES.get(
        "symbol", (size, size), (name, tuple(fill), tuple(ink)),
        lambda: render_supersampled((size, size), lambda pen: _paint_symbol(pen, name, fill, ink)),
    )


def draw_seat_symbol(surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
    """Draw the seat's symbol in the seat's colour, outlined in ink, centred in `rect`."""
    side = min(rect.width, rect.height)
    sprite = symbol_sprite(seat_symbol(seat), side, seat_color(seat), color("seat.ink"))
    surface.blit(sprite, sprite.get_rect(center=rect.center))


def draw_symbol(surface: pygame.Surface, rect: pygame.Rect, name: str, fill: pygame.Color, ink: pygame.Color) -> None:
    """Draw any named symbol with explicit colours (used by legends and badges)."""
    side = min(rect.width, rect.height)
    sprite = symbol_sprite(name, side, fill, ink)
    surface.blit(sprite, sprite.get_rect(center=rect.center))
