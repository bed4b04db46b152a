"""Where the table, the mice, their cups and their name labels go on any screen.

Seats go round the table clockwise starting at the bottom centre (seat 0), spaced
evenly along an ellipse. Mice shrink until no two seats (mouse + label) overlap,
and every label is kept inside the given area.
"""
from __future__ import annotations

import math
from functools import lru_cache
from dataclasses import dataclass

import pygame

from art.mouse import ASPECT as MOUSE_ASPECT

MIN_SEATS, MAX_SEATS = 4, 8
LABEL_WIDTH = 1.7  # of the mouse width
LABEL_HEIGHT = 0.34  # of the mouse width
START_MOUSE = 0.22  # of the area's shorter side
MIN_MOUSE = 0.07
SHRINK = 0.94
TABLE_TOP_CENTRE = 0.45  # of the table rect height: the middle of the visible top
CENTRE_PIECE = 0.2  # of the table's shorter side
ELLIPSE_SAMPLES = 720


@dataclass(frozen=True)
class SeatSpot:
    seat: int
    center: tuple[int, int]
    mouse: pygame.Rect
    label: pygame.Rect
    cup: pygame.Rect
    angle: float  # radians, direction from the table centre to the seat (y down)

    @property
    def block(self) -> pygame.Rect:
        """Everything the seat occupies off the table: mouse and label."""
        return self.mouse.union(self.label)


@dataclass(frozen=True)
class TableLayout:
    area: pygame.Rect
    orientation: str  # "landscape" or "portrait"
    table: pygame.Rect
    center_piece: pygame.Rect  # where the cheese sits
    seats: tuple[SeatSpot, ...]

    @property
    def mouse_width(self) -> int:
        return self.seats[0].mouse.width if self.seats else 0


def orientation_of(size: tuple[int, int]) -> str:
    return "landscape" if size[0] >= size[1] else "portrait"


@lru_cache(maxsize=256)  # screens lay out their table every frame; this walk costs milliseconds
def _even_points_on_ellipse(center: tuple[float, float], rx: float, ry: float, count: int) -> tuple[tuple[float, float, float], ...]:
    """`count` points evenly spaced by arc length, starting at the bottom, going clockwise on screen."""
    samples = []
    for i in range(ELLIPSE_SAMPLES + 1):
        angle = math.pi / 2 + 2 * math.pi * i / ELLIPSE_SAMPLES
        samples.append((center[0] + math.cos(angle) * rx, center[1] + math.sin(angle) * ry, angle))
    lengths = [0.0]
    for a, b in zip(samples, samples[1:]):
        lengths.append(lengths[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = lengths[-1]
    points, index = [], 0
    for seat in range(count):
        target = total * seat / count
        while lengths[index + 1] < target:
            index += 1
        points.append(samples[index])
    return tuple(points)


def _seats_for(area: pygame.Rect, count: int, mouse_w: int) -> tuple[list[SeatSpot], pygame.Rect]:
    mouse_h = int(mouse_w * MOUSE_ASPECT)
    label_w, label_h = int(mouse_w * LABEL_WIDTH), max(12, int(mouse_w * LABEL_HEIGHT))
    pad = max(4, int(min(area.size) * 0.015))
    block_h = mouse_h + label_h
    rx = area.width / 2 - max(label_w, mouse_w) / 2 - pad
    ry = area.height / 2 - block_h / 2 - pad
    center = area.center
    table_w = max(40, int(2 * rx - mouse_w * 0.6))
    table_h = max(30, int(2 * ry - mouse_h * 0.5))
    table = pygame.Rect(0, 0, table_w, table_h)
    table.center = center
    spots = []
    for seat, (x, y, angle) in enumerate(_even_points_on_ellipse(tuple(center), rx, ry, count)):
        mouse = pygame.Rect(0, 0, mouse_w, mouse_h)
        label = pygame.Rect(0, 0, label_w, label_h)
        if math.sin(angle) < -0.2:
            # Seats across the table: name above the mouse, so it never covers the table.
            label.midtop = (round(x), round(y - block_h / 2))
            mouse.midtop = (round(x), label.bottom - int(mouse_h * 0.02))
        else:
            mouse.midtop = (round(x), round(y - block_h / 2))
            label.midtop = (mouse.centerx, mouse.bottom - int(mouse_h * 0.04))
        label.clamp_ip(area)
        cup_side = int(mouse_w * 0.55)
        cup = pygame.Rect(0, 0, cup_side, cup_side)
        # On the table top, between the seat and the cheese.
        cup.center = (round(center[0] + math.cos(angle) * table_w * 0.34), round(table.top + table_h * TABLE_TOP_CENTRE + math.sin(angle) * table_h * 0.27))
        spots.append(SeatSpot(seat, (round(x), round(y)), mouse, label, cup, angle))
    return spots, table


def centre_piece_rect(table: pygame.Rect) -> pygame.Rect:
    side = int(min(table.width, table.height) * CENTRE_PIECE)
    piece = pygame.Rect(0, 0, side, side)
    piece.center = (table.centerx, table.top + int(table.height * TABLE_TOP_CENTRE))
    return piece


def _overlapping(spots: list[SeatSpot], table: pygame.Rect) -> bool:
    piece = centre_piece_rect(table)
    for i, a in enumerate(spots):
        if a.cup.colliderect(piece) or not table.contains(a.cup):
            return True
        for b in spots[i + 1:]:
            if a.block.colliderect(b.block) or a.cup.colliderect(b.cup):
                return True
    return False


def layout_table(size: tuple[int, int], count: int, area: pygame.Rect | None = None) -> TableLayout:
    """Lay out a table for `count` (4-8) seats on a screen of `size`, within `area` (default: whole screen)."""
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise ValueError(f"a table seats 4 to 8 mice, not {count}")
    area = pygame.Rect(area) if area is not None else pygame.Rect(0, 0, size[0], size[1])
    short = min(area.width, area.height)
    mouse_w = int(short * START_MOUSE * (1.0 if count <= 6 else 0.9))
    while True:
        spots, table = _seats_for(area, count, mouse_w)
        smaller = int(mouse_w * SHRINK)
        if not _overlapping(spots, table) or smaller < short * MIN_MOUSE:
            break
        mouse_w = smaller
    return TableLayout(area, orientation_of(area.size), table, centre_piece_rect(table), tuple(spots))
