"""A six-sided die seen from above, with pips, optionally tilted while rolling."""
from __future__ import annotations

import pygame

from art.cache import POSES, SPRITES
from art.palette import color, with_alpha
from art.pen import Pen, render_supersampled

PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.28, 0.28), (0.5, 0.5), (0.72, 0.72)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)),
    6: ((0.28, 0.26), (0.72, 0.26), (0.28, 0.5), (0.72, 0.5), (0.28, 0.74), (0.72, 0.74)),
}
TILT_STEP_DEGREES = 3


def _paint_die(pen: Pen, value: int) -> None:
    pen.round_rect(with_alpha("shadow", 70), 0.1, 0.14, 0.86, 0.86, 0.18)
    pen.round_rect(color("die.edge"), 0.06, 0.06, 0.86, 0.86, 0.18)
    pen.round_rect(color("die.face"), 0.06, 0.06, 0.82, 0.8, 0.16)
    pip = color("die.pip_one") if value == 1 else color("die.pip")
    radius = 0.1 if value == 1 else 0.075
    for x, y in PIP_LAYOUT[value]:
        pen.circle(pip, (0.06 + x * 0.82, 0.06 + y * 0.8), radius)


def die_sprite(value: int, side: int) -> pygame.Surface:
    if value not in PIP_LAYOUT:
        raise ValueError(f"a die shows 1 to 6, not {value!r}")
    side = max(6, int(side))
    return SPRITES.get("die", (side, side), (value,), lambda: render_supersampled((side, side), lambda pen: _paint_die(pen, value)))


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, tilt: float = 0.0) -> None:
    """Draw a die showing `value` (1-6) centred in `rect`, turned by `tilt` degrees."""
    side = min(rect.width, rect.height)
    # Rotation makes the sprite's bounding box grow; shrink so it stays inside rect.
    angle = round(tilt / TILT_STEP_DEGREES) * TILT_STEP_DEGREES
    sprite = die_sprite(value, side if angle % 90 == 0 else int(side * 0.72))
    if angle % 360:
        sprite = POSES.get("die-turned", sprite.get_size(), (value, angle % 360), lambda: pygame.transform.rotozoom(sprite, angle, 1.0))
    surface.blit(sprite, sprite.get_rect(center=rect.center))
