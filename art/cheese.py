"""The cheese token on its plate, and its disappearance when it is taken."""
from __future__ import annotations

import pygame

from art.cache import SPRITES, quantise
from art.palette import color, with_alpha
from art.pen import Pen, render_supersampled


def _paint_plate(pen: Pen) -> None:
    pen.ellipse(with_alpha("shadow", 80), 0.03, 0.62, 0.96, 0.34)
    pen.ellipse(color("cheese.plate_dark"), 0.02, 0.58, 0.96, 0.34)
    pen.ellipse(color("cheese.plate"), 0.02, 0.56, 0.96, 0.32)
    pen.ellipse(color("cheese.plate_dark"), 0.16, 0.61, 0.68, 0.22, width=0.012)


def _paint_wedge(pen: Pen) -> None:
    # A wedge seen from the front-left: top face, front face (rind side) and the cut face.
    top = [(0.16, 0.34), (0.58, 0.12), (0.86, 0.36), (0.48, 0.5)]
    front = [(0.16, 0.34), (0.48, 0.5), (0.48, 0.8), (0.16, 0.64)]
    side = [(0.48, 0.5), (0.86, 0.36), (0.86, 0.64), (0.48, 0.8)]
    pen.polygon(color("cheese.dark"), side)
    pen.polygon(color("cheese.body"), front)
    pen.polygon(color("cheese.light"), top)
    pen.polygon(color("cheese.dark"), top, width=0.012)
    for (x, y, w, h) in ((0.23, 0.46, 0.09, 0.1), (0.35, 0.6, 0.07, 0.08), (0.24, 0.6, 0.05, 0.05),
                         (0.58, 0.53, 0.08, 0.1), (0.72, 0.46, 0.06, 0.08), (0.68, 0.6, 0.09, 0.1),
                         (0.5, 0.24, 0.08, 0.05), (0.64, 0.3, 0.06, 0.04)):
        pen.ellipse(color("cheese.hole"), x, y, w, h)


def draw_cheese_plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Draw the empty plate the cheese sits on, centred in `rect`."""
    side = min(rect.width, rect.height)
    plate = SPRITES.get("cheese-plate", (side, side), (), lambda: render_supersampled((side, side), _paint_plate))
    surface.blit(plate, plate.get_rect(center=rect.center))


def draw_cheese_wedge(surface: pygame.Surface, rect: pygame.Rect, taken: float = 0.0) -> None:
    """Draw the cheese itself for a plate in `rect`; `taken` 0..1 lifts, shrinks and fades it away."""
    taken = quantise(max(0.0, min(1.0, taken)))
    if taken >= 1.0:
        return
    side = min(rect.width, rect.height)
    size = (side, side)
    wedge = SPRITES.get("cheese-wedge", size, (), lambda: render_supersampled(size, _paint_wedge))
    if taken > 0:
        scaled_side = max(2, int(side * (1.0 - 0.6 * taken)))
        base = wedge
        wedge = SPRITES.get("cheese-wedge-taken", size, (taken,), lambda: _faded(pygame.transform.smoothscale(base, (scaled_side, scaled_side)), 1.0 - taken ** 3))
    lifted = rect.move(0, -int(taken * side * 0.6))
    surface.blit(wedge, wedge.get_rect(center=lifted.center))


def draw_cheese(surface: pygame.Surface, rect: pygame.Rect, taken: float = 0.0) -> None:
    """Draw the cheese on its plate in `rect`; `taken` 0..1 lifts it away until only the plate is left."""
    draw_cheese_plate(surface, rect)
    draw_cheese_wedge(surface, rect, taken)


def _faded(sprite: pygame.Surface, opacity: float) -> pygame.Surface:
    faded = sprite.copy()
    faded.fill((255, 255, 255, int(255 * opacity)), special_flags=pygame.BLEND_RGBA_MULT)
    return faded
