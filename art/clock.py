"""The night clock: a dial with the hours 1 to 6 and one hand."""
from __future__ import annotations

import math

import pygame

from art.cache import SPRITES
from art.palette import color, with_alpha
from art.pen import Pen, render_supersampled
from art.shapes import fill_circle_aa, fill_polygon_aa
from art.text import art_font

HOURS = 6


def hour_angle(hour: float) -> float:
    """Screen angle (radians, y down) of a position on the dial; hour 0 and 6 are at the top."""
    return -math.pi / 2 + (hour % HOURS) * 2 * math.pi / HOURS


LIT_RADIUS = 0.1  # of the dial's side
NUMERAL_RADIUS = 0.31
NUMERAL_SIZE = 0.13


def _paint_face(pen: Pen) -> None:
    pen.circle(with_alpha("shadow", 80), (0.51, 0.53), 0.48)
    pen.circle(color("clock.rim"), (0.5, 0.5), 0.48)
    pen.circle(color("clock.face"), (0.5, 0.5), 0.43)
    for hour in range(1, HOURS + 1):
        # Small ticks halfway between the hours.
        mid = hour_angle(hour - 0.5)
        pen.line(color("clock.tick"), (0.5 + math.cos(mid) * 0.37, 0.5 + math.sin(mid) * 0.37),
                 (0.5 + math.cos(mid) * 0.41, 0.5 + math.sin(mid) * 0.41), 0.012)


def _numeral_centre(side: int, hour: int) -> tuple[int, int]:
    angle = hour_angle(hour)
    return (round(side / 2 + math.cos(angle) * side * NUMERAL_RADIUS), round(side / 2 + math.sin(angle) * side * NUMERAL_RADIUS))


def _render_face(side: int) -> pygame.Surface:
    face = render_supersampled((side, side), _paint_face)
    font = art_font(int(side * NUMERAL_SIZE))
    for hour in range(1, HOURS + 1):
        numeral = font.render(str(hour), True, color("clock.numeral"))
        face.blit(numeral, numeral.get_rect(center=_numeral_centre(side, hour)))
    return face


def _lit_side(side: int) -> int:
    return max(4, int(side * LIT_RADIUS * 2) + 2)


def _render_lit(side: int, hour: int) -> pygame.Surface:
    """The called hour: a bright disc with its numeral, laid over the dial (one dial serves every hour)."""
    lit = _lit_side(side)
    disc = color("clock.lit")
    badge = render_supersampled((lit, lit), lambda pen: pen.circle(disc, (0.5, 0.5), side * LIT_RADIUS / lit), edge=disc)
    numeral = art_font(int(side * NUMERAL_SIZE)).render(str(hour), True, color("clock.numeral"))
    badge.blit(numeral, numeral.get_rect(center=(lit // 2, lit // 2)))
    return badge


def draw_clock(surface: pygame.Surface, rect: pygame.Rect, hand_hour: float = 0.0, lit_hour: int | None = None) -> None:
    """Draw the dial centred in `rect` with the hand pointing at `hand_hour` (0..6, fractions allowed).

    `lit_hour` (1..6) highlights the hour being called.
    """
    draw_clock_face(surface, rect, lit_hour)
    draw_clock_hand(surface, rect, hand_hour)


def _side(rect: pygame.Rect) -> int:
    return max(16, min(rect.width, rect.height))


def draw_clock_face(surface: pygame.Surface, rect: pygame.Rect, lit_hour: int | None = None) -> None:
    """The dial without its hand: for screens that keep it in a still layer and move only the hand."""
    side = _side(rect)
    face = SPRITES.get("clock", (side, side), (), lambda: _render_face(side))
    box = face.get_rect(center=rect.center)
    surface.blit(face, box)
    if lit_hour is not None and 1 <= lit_hour <= HOURS:
        lit = _lit_side(side)
        badge = SPRITES.get("clock-lit", (lit, lit), (lit_hour, side), lambda: _render_lit(side, lit_hour))
        centre = _numeral_centre(side, lit_hour)
        surface.blit(badge, badge.get_rect(center=(box.left + centre[0], box.top + centre[1])))


def draw_clock_hand(surface: pygame.Surface, rect: pygame.Rect, hand_hour: float) -> None:
    """The hand of the dial drawn by :func:`draw_clock_face` in the same `rect`."""
    side = _side(rect)
    angle = hour_angle(hand_hour)
    cx, cy = rect.center  # the face is centred there too
    length, half_width = side * 0.27, side * 0.03
    direction = (math.cos(angle), math.sin(angle))
    normal = (-direction[1], direction[0])
    tail = (cx - direction[0] * side * 0.06, cy - direction[1] * side * 0.06)
    tip = (cx + direction[0] * length, cy + direction[1] * length)
    hand = [
        (tail[0] + normal[0] * half_width * 0.6, tail[1] + normal[1] * half_width * 0.6),
        (cx + direction[0] * length * 0.7 + normal[0] * half_width, cy + direction[1] * length * 0.7 + normal[1] * half_width),
        tip,
        (cx + direction[0] * length * 0.7 - normal[0] * half_width, cy + direction[1] * length * 0.7 - normal[1] * half_width),
        (tail[0] - normal[0] * half_width * 0.6, tail[1] - normal[1] * half_width * 0.6),
    ]
    fill_polygon_aa(surface, hand, color("clock.hand"))
    fill_circle_aa(surface, (cx, cy), side * 0.045, color("clock.hub"))
