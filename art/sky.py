"""The moon (night) and the sun (day)."""
from __future__ import annotations

import math

import pygame

from art.cache import SPRITES
from art.gradient import build_radial_glow
from art.palette import color
from art.pen import Pen, render_supersampled

SUN_RAYS = 12
SUN_SPIN_STEPS = 16


def _paint_moon(pen: Pen) -> None:
    pen.circle(color("moon.body"), (0.5, 0.5), 0.3)
    for x, y, r in ((0.42, 0.42, 0.06), (0.6, 0.56, 0.045), (0.46, 0.64, 0.035), (0.6, 0.38, 0.025)):
        pen.circle(color("moon.crater"), (x, y), r)


def _render_moon(side: int) -> pygame.Surface:
    sprite = build_radial_glow((side, side), color("moon.glow"), 1.2)
    sprite.blit(render_supersampled((side, side), _paint_moon), (0, 0))
    return sprite


def draw_moon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Draw a glowing full moon centred in `rect`."""
    side = max(8, min(rect.width, rect.height))
    sprite = SPRITES.get("moon", (side, side), (), lambda: _render_moon(side))
    surface.blit(sprite, sprite.get_rect(center=rect.center))


def _paint_sun(pen: Pen, spin: float) -> None:
    for ray in range(SUN_RAYS):
        angle = (ray + spin) * 2 * math.pi / SUN_RAYS
        half = math.pi / SUN_RAYS * 0.45
        tip = (0.5 + math.cos(angle) * 0.47, 0.5 + math.sin(angle) * 0.47)
        left = (0.5 + math.cos(angle - half) * 0.3, 0.5 + math.sin(angle - half) * 0.3)
        right = (0.5 + math.cos(angle + half) * 0.3, 0.5 + math.sin(angle + half) * 0.3)
        pen.polygon(color("sun.ray"), [left, tip, right])
    pen.circle(color("sun.body"), (0.5, 0.5), 0.28)
    pen.circle(color("sun.core"), (0.46, 0.46), 0.17)


def _render_sun(side: int, spin: float) -> pygame.Surface:
    sprite = build_radial_glow((side, side), color("sun.glow"), 1.0)
    sprite.blit(render_supersampled((side, side), lambda pen: _paint_sun(pen, spin)), (0, 0))
    return sprite


def draw_sun(surface: pygame.Surface, rect: pygame.Rect, spin: float = 0.0) -> None:
    """Draw the sun centred in `rect`; `spin` turns its rays (1.0 = one ray further round)."""
    side = max(8, min(rect.width, rect.height))
    phase = round((spin % 1.0) * SUN_SPIN_STEPS) % SUN_SPIN_STEPS / SUN_SPIN_STEPS
    sprite = SPRITES.get("sun", (side, side), (phase,), lambda: _render_sun(side, phase))
    surface.blit(sprite, sprite.get_rect(center=rect.center))
