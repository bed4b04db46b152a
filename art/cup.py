"""The dice cup, upside down on the table, that can be lifted to peek."""
from __future__ import annotations

import pygame

from art.cache import POSES, SPRITES, SurfaceCache
from art.palette import color, with_alpha
from art.pen import Pen, render_supersampled

LIFT_HEIGHT = 0.75  # of the rect height, at full lift
LIFT_TILT_DEGREES = 14
# The cup turned by each whole degree it leans, kept apart from the other poses: a shaken cup leans through 24
# angles a roll, which at 1920x1080 are more than the shared poses' cache holds beside the rest, so each frame of the
# shake turned its cup afresh (3-4 ms). Two cups' worth of angles, or one at 4K (about 27 MB there, 7 MB at 1080p).
TILTED = SurfaceCache(capacity=2 * (2 * LIFT_TILT_DEGREES + 1), max_bytes=32 * 1024 * 1024)


def _paint_cup(pen: Pen, band: pygame.Color | None) -> None:
    # A tapered cup, mouth down: wide at the bottom, narrow at the top.
    body = [(0.2, 0.12), (0.8, 0.12), (0.94, 0.86), (0.06, 0.86)]
    pen.polygon(color("cup.body_dark"), [(x, y + 0.02) for x, y in body])
    pen.polygon(color("cup.body"), body)
    pen.ellipse(color("cup.body_light"), 0.2, 0.05, 0.6, 0.14)
    pen.ellipse(color("cup.body"), 0.24, 0.07, 0.52, 0.1)
    # Highlight stripe for a glazed look.
    pen.polygon(color("cup.body_light"), [(0.28, 0.16), (0.36, 0.16), (0.26, 0.8), (0.16, 0.8)])
    if band is not None:
        pen.polygon(band, [(0.12, 0.56), (0.88, 0.56), (0.9, 0.66), (0.1, 0.66)])
    pen.ellipse(color("cup.rim"), 0.04, 0.8, 0.92, 0.14)
    pen.ellipse(color("cup.body_dark"), 0.07, 0.82, 0.86, 0.1)


def cup_sprite(size: tuple[int, int], band: pygame.Color | None) -> pygame.Surface:
    size = (max(6, int(size[0])), max(6, int(size[1])))
    band_key = tuple(band) if band is not None else None
    return SPRITES.get("cup", size, (band_key,), lambda: render_supersampled(size, lambda pen: _paint_cup(pen, band)))


def _shadow_sprite(size: tuple[int, int]) -> pygame.Surface:
    return POSES.get("cup-shadow", size, (), lambda: render_supersampled(size, lambda pen: pen.ellipse(with_alpha("shadow", 90), 0.0, 0.0, 1.0, 1.0)))


def cup_rects(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(cup body rect when resting, footprint rect on the table) inside `rect`."""
    width = min(rect.width, int(rect.height * 0.9))
    body = pygame.Rect(0, 0, width, int(width * 1.05))
    body.midbottom = rect.midbottom
    footprint = pygame.Rect(0, 0, int(width * 0.92), int(width * 0.22))
    footprint.center = (body.centerx, body.bottom - int(width * 0.1))
    return body, footprint


def draw_cup(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lift: float = 0.0,
    band: pygame.Color | None = None,
    tilt: float | None = None,
) -> None:
    """Draw the cup resting at the bottom of `rect`, raised by `lift` (0 = down, 1 = fully lifted).

    Whatever is under the cup (a die) should be drawn first by the caller, at
    `cup_rects(rect)[1]`. `band` is an optional coloured stripe (the owner's seat colour).
    `tilt` (degrees, counter-clockwise) overrides the lean that comes with lifting.
    """
    lift = max(0.0, min(1.0, lift))
    body, footprint = cup_rects(rect)
    shadow_scale = 1.0 - 0.35 * lift
    shadow = _shadow_sprite((max(2, int(footprint.width * shadow_scale)), max(2, int(footprint.height * shadow_scale))))
    surface.blit(shadow, shadow.get_rect(center=footprint.center))
    sprite = cup_sprite(body.size, band)
    angle = round(lift * LIFT_TILT_DEGREES if tilt is None else tilt)
    if angle:
        band_key = tuple(band) if band is not None else None
        sprite = TILTED.get("cup-tilted", body.size, (band_key, angle), lambda: pygame.transform.rotozoom(sprite, angle, 1.0))
    raised = body.move(int(-lift * body.width * 0.15), -int(lift * LIFT_HEIGHT * body.height))
    surface.blit(sprite, sprite.get_rect(center=raised.center))
