"""Where the names go on the seating picture: evenly round an ellipse, clockwise from the top, each as wide as its
neighbours leave room for, with the table inside the ring clear of every name.

Plain rectangle arithmetic, so a test can check any count at any size without drawing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

SAMPLES = 720  # points measured round the ellipse to space the names evenly along it


@dataclass(frozen=True)
class SeatingRing:
    labels: tuple[pygame.Rect, ...]  # one per seat, in seat order
    table_top: pygame.Rect  # the box of the table's elliptic top, which no label touches

    @property
    def centre(self) -> tuple[int, int]:
        return self.table_top.center


def clockwise_points(centre: tuple[float, float], rx: float, ry: float, count: int,
                     label_size: tuple[float, float] = (1.0, 1.0)) -> list[tuple[float, float]]:
    """``count`` points round the ellipse, the first at the top, then clockwise as the screen shows it
    (rightwards from the top), evenly spaced when the way along it is measured in label widths across and label
    heights up and down: labels side by side need a width between them, stacked ones only a height, so the upright
    sides take more names than the top and the bottom."""
    angles = [-math.pi / 2 + 2 * math.pi * index / SAMPLES for index in range(SAMPLES + 1)]
    points = [(centre[0] + rx * math.cos(angle), centre[1] + ry * math.sin(angle)) for angle in angles]
    run = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        run.append(run[-1] + math.hypot((x1 - x0) / label_size[0], (y1 - y0) / label_size[1]))
    chosen: list[tuple[float, float]] = []
    sample = 0
    for seat in range(count):
        wanted = run[-1] * seat / count
        while run[sample + 1] < wanted:
            sample += 1
        share = (wanted - run[sample]) / max(1e-9, run[sample + 1] - run[sample])
        (x0, y0), (x1, y1) = points[sample], points[sample + 1]
        chosen.append((x0 + (x1 - x0) * share, y0 + (y1 - y0) * share))
    return chosen


def label_widths(points: list[tuple[float, float]], height: int, widest: int, gap: int, area: pygame.Rect) -> list[int]:
    """Each label as wide as it may be without meeting another (two labels whose rows overlap keep apart
    sideways) or leaving ``area``; at most ``widest``."""
    widths = []
    for index, (x, y) in enumerate(points):
        width = min(widest, 2 * int(min(x - area.left, area.right - x)))
        for other, (ox, oy) in enumerate(points):
            if other != index and abs(oy - y) < height + gap:
                width = min(width, int(abs(ox - x)) - gap)
        widths.append(max(1, width))
    return widths


def seating_ring(area: pygame.Rect, count: int, label_h: int, widest: int, gap: int) -> SeatingRing:
    """The labels of ``count`` seats round ``area`` and the largest table (of the ring's proportions) inside them."""
    rx = max(1.0, area.width / 2 - widest / 2)
    ry = max(1.0, area.height / 2 - label_h / 2)
    points = clockwise_points(area.center, rx, ry, count, (widest + gap, label_h + gap))
    widths = label_widths(points, label_h, widest, gap, area)
    labels = tuple(pygame.Rect(round(x - width / 2), round(y - label_h / 2), width, label_h)
                   for (x, y), width in zip(points, widths))
    # Measured with each axis divided by the ring's radius, the ellipse is a circle and each label still a box:
    # the box's nearest point to the centre says how far the table may reach before touching it.
    cx, cy = area.center
    reach = 1.0
    for label in labels:
        box = label.inflate(2 * gap, 2 * gap)
        nearest_x = min(max(cx, box.left), box.right) - cx
        nearest_y = min(max(cy, box.top), box.bottom) - cy
        reach = min(reach, math.hypot(nearest_x / rx, nearest_y / ry))
    table_top = pygame.Rect(0, 0, max(2, int(2 * rx * reach)), max(2, int(2 * ry * reach)))
    table_top.center = area.center
    return SeatingRing(labels, table_top)
