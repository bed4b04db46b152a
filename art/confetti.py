"""Confetti for the winners, a pure function of time (so any moment can be drawn)."""
from __future__ import annotations

import math
import random

import pygame

from art.palette import color
from art.shapes import fill_polygon_aa

CONFETTI_COLOURS = 6
# Pieces per square of the rect's short side: the same picture at every resolution (counting per pixel
# made a 4K screen throw eight times as many pieces, each drawn every frame).
PIECES_PER_SQUARE = 100


def draw_confetti(surface: pygame.Surface, rect: pygame.Rect, t: float, seed: int = 0, density: float = 1.0) -> None:
    """Draw confetti falling through `rect`, `t` seconds after it was thrown."""
    unit = max(1, min(rect.width, rect.height))
    pieces = max(12, int(rect.width * rect.height / (unit * unit) * PIECES_PER_SQUARE * density))
    rng = random.Random(seed)
    colours = [color(f"confetti.{i}") for i in range(CONFETTI_COLOURS)]
    for _ in range(pieces):
        x0 = rng.random()
        delay = rng.random() * 1.2
        speed = (0.25 + rng.random() * 0.35) * rect.height
        sway = (0.01 + rng.random() * 0.03) * rect.width
        spin = rng.uniform(2.0, 7.0)
        size = unit * rng.uniform(0.008, 0.016)
        colour = colours[rng.randrange(CONFETTI_COLOURS)]
        age = t - delay
        if age < 0:
            continue
        y = rect.top - size * 2 + age * speed
        if y > rect.bottom + size * 2:
            continue
        x = rect.left + x0 * rect.width + math.sin(age * 2.5 + x0 * 10) * sway
        angle = age * spin
        # Paper turning in the air: its apparent width pulses.
        half_w = size * (0.35 + 0.65 * abs(math.cos(angle * 1.3)))
        half_h = size * 0.55
        cos_a, sin_a = math.cos(angle), math.sin(angle)
        corners = [(-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h)]
        fill_polygon_aa(surface, [(x + cx * cos_a - cy * sin_a, y + cx * sin_a + cy * cos_a) for cx, cy in corners], colour)
