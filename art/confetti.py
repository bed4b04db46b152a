"""Confetti for the winners, a pure function of time (so any moment can be drawn).

Each piece is a small paper rectangle that falls, sways, turns and seems to flip (its width pulses). Pieces
are blitted from a sheet of pre-drawn sprites, one per colour, size, angle and width step: drawing each
anti-aliased polygon every frame cost over a millisecond, most of the reveal's frame.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache, partial
from typing import Callable, NamedTuple

import pygame

from art.palette import color
from art.pen import render_supersampled

CONFETTI_COLOURS = 6
# Pieces per square of the rect's short side: the same picture at every resolution (counting per pixel
# made a 4K screen throw eight times as many pieces, each drawn every frame).
PIECES_PER_SQUARE = 100
MIN_SIZE, MAX_SIZE = 0.008, 0.016  # piece length, fraction of the rect's short side
SIZE_STEPS = 3
ANGLE_STEPS = 12  # over half a turn: a rectangle looks the same turned by 180 degrees
WIDTH_STEPS = 4


def _size_step(size: float) -> int:
    return min(SIZE_STEPS - 1, int((size - MIN_SIZE) / (MAX_SIZE - MIN_SIZE) * SIZE_STEPS))


def _paint_piece(colour: pygame.Color, length: float, angle: float, width: float) -> pygame.Surface:
    half_w, half_h = length * (0.35 + 0.65 * width), length * 0.55
    side = int(math.ceil(2 * math.hypot(half_w, half_h))) + 2
    cos_a, sin_a = math.cos(angle), math.sin(angle)
    corners = [(0.5 + (x * cos_a - y * sin_a) / side, 0.5 + (x * sin_a + y * cos_a) / side)
               for x, y in ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h))]
    return render_supersampled((side, side), lambda pen: pen.polygon(colour, corners), edge=colour)


def _sheet(unit: int) -> tuple[tuple[tuple[tuple[pygame.Surface, ...], ...], ...], ...]:
    """sheet[colour][size step][angle step][width step] for pieces in a rect whose short side is `unit`."""
    return tuple(_colour_sheet(unit, index) for index in range(CONFETTI_COLOURS))


@lru_cache(maxsize=2 * CONFETTI_COLOURS)
def _colour_sheet(unit: int, index: int) -> tuple[tuple[tuple[pygame.Surface, ...], ...], ...]:
    """One colour's pieces: [size step][angle step][width step] (a sixth of the sheet, painted on its own)."""
    colour = color(f"confetti.{index}")
    lengths = [unit * (MIN_SIZE + (MAX_SIZE - MIN_SIZE) * (step + 0.5) / SIZE_STEPS) for step in range(SIZE_STEPS)]
    return tuple(
        tuple(
            tuple(_paint_piece(colour, length, math.pi * angle / ANGLE_STEPS, width / (WIDTH_STEPS - 1))
                  for width in range(WIDTH_STEPS))
            for angle in range(ANGLE_STEPS))
        for length in lengths)


class _Flight(NamedTuple):
    """A piece's throw in pixels for one rect: what every frame needs, worked out once."""

    delay: float
    top: float  # y when it appears
    fall: float  # pixels per second
    centre_x: float
    phase: float
    sway: float  # pixels
    spin: float
    bottom: float  # y past which it is gone
    sprites: tuple[tuple[pygame.Surface, ...], ...]  # [angle step][width step]


@lru_cache(maxsize=4)
def _flights(rect: tuple[int, int, int, int], seed: int, density: float) -> tuple[_Flight, ...]:
    left, top, width, height = rect
    unit = max(1, min(width, height))
    count = max(12, int(width * height / (unit * unit) * PIECES_PER_SQUARE * density))
    sheet = _sheet(unit)
    rng = random.Random(seed)
    flights: list[_Flight] = []
    for _ in range(count):
        # Drawn in this order so a seed always throws the same confetti.
        x0, delay, speed, sway = rng.random(), rng.random() * 1.2, 0.25 + rng.random() * 0.35, 0.01 + rng.random() * 0.03
        spin, size, colour = rng.uniform(2.0, 7.0), rng.uniform(MIN_SIZE, MAX_SIZE), rng.randrange(CONFETTI_COLOURS)
        flights.append(_Flight(delay=delay, top=top - unit * size * 2, fall=speed * height, centre_x=left + x0 * width,
                               phase=x0 * 10, sway=sway * width, spin=spin, bottom=top + height + unit * size * 2,
                               sprites=sheet[colour][_size_step(size)]))
    return tuple(flights)


def prepare_confetti(rect: pygame.Rect, seed: int = 0, density: float = 1.0) -> None:
    """Work out the throw and draw the sheet now, so the first frame of confetti does not have to."""
    for step in confetti_prepare_steps(rect, seed, density):
        step()


def confetti_prepare_steps(rect: pygame.Rect, seed: int = 0, density: float = 1.0) -> list[Callable[[], object]]:
    """:func:`prepare_confetti` in parts of a few milliseconds: each colour's pieces, then the throw."""
    unit = max(1, min(rect.width, rect.height))
    steps: list[Callable[[], object]] = [partial(_colour_sheet, unit, index) for index in range(CONFETTI_COLOURS)]
    steps.append(partial(_flights, tuple(rect), seed, density))
    return steps


def draw_confetti(surface: pygame.Surface, rect: pygame.Rect, t: float, seed: int = 0, density: float = 1.0) -> None:
    """Draw confetti falling through `rect`, `t` seconds after it was thrown."""
    angle_step = math.pi / ANGLE_STEPS
    pieces: list[tuple[pygame.Surface, tuple[float, float]]] = []
    for flight in _flights(tuple(rect), seed, density):
        age = t - flight.delay
        if age < 0:
            continue
        y = flight.top + age * flight.fall
        if y > flight.bottom:
            continue
        x = flight.centre_x + math.sin(age * 2.5 + flight.phase) * flight.sway
        angle = age * flight.spin
        # Paper turning in the air: its apparent width pulses.
        width = round(abs(math.cos(angle * 1.3)) * (WIDTH_STEPS - 1))
        sprite = flight.sprites[round(angle / angle_step) % ANGLE_STEPS][width]
        half = sprite.get_width() / 2
        pieces.append((sprite, (x - half, y - half)))
    surface.blits(pieces, doreturn=False)
