"""Where a seat's zone lies on the table screen, and how a screen point reads from that seat.

Every position here is in screen fractions, as SDL reports fingers: x and y run 0..1 across the window's width
and height. A zone is a rectangle ``(x, y, w, h)`` in those fractions plus its rotation: the angle, counter-
clockwise in degrees, through which the zone's upright content is turned to face its seat (the angle one would
give ``pygame.transform.rotate``). So 0 faces a seat at the bottom edge, 90 the right edge, 180 the top edge and
270 the left edge.

Zone coordinates are those of the upright content as its reader sees it, like a surface drawn upright before it
is rotated into place: the origin is the zone's far-left corner as seen from the seat, ``u`` grows towards the
reader's right hand and ``v`` grows towards the reader, both 0..1 across the zone as the reader sees it. Zone
content code therefore never deals with rotation.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable

ZoneId = Hashable
ScreenRect = tuple[float, float, float, float]
ROTATIONS = (0, 90, 180, 270)
SEAT_EDGE_OF_ROTATION = {0: "bottom", 90: "right", 180: "top", 270: "left"}


@dataclass(frozen=True)
class TouchZone:
    rect: ScreenRect  # (x, y, w, h) in screen fractions
    rotation: int = 0  # counter-clockwise degrees: 0, 90, 180 or 270

    def __post_init__(self) -> None:
        if self.rotation not in ROTATIONS:
            raise ValueError(f"a zone turns by 0, 90, 180 or 270 degrees, not {self.rotation!r}")
        if len(self.rect) != 4 or not all(math.isfinite(value) for value in self.rect):
            raise ValueError(f"a zone is (x, y, w, h) in finite numbers, not {self.rect!r}")
        if self.rect[2] <= 0 or self.rect[3] <= 0:
            raise ValueError(f"a zone needs a positive width and height, not {self.rect!r}")

    def contains(self, x: float, y: float) -> bool:
        left, top, width, height = self.rect
        return left <= x <= left + width and top <= y <= top + height

    def to_zone(self, x: float, y: float) -> tuple[float, float]:
        """The screen point (x, y) in zone coordinates (u, v), as the zone's reader sees it."""
        left, top, width, height = self.rect
        across = (x - left) / width  # 0 at the zone's screen-left side
        down = (y - top) / height  # 0 at the zone's screen-top side
        if self.rotation == 0:
            return across, down
        if self.rotation == 90:  # seat at the right edge: the reader's right hand points up the screen
            return 1.0 - down, across
        if self.rotation == 180:
            return 1.0 - across, 1.0 - down
        return down, 1.0 - across  # 270, seat at the left edge: the reader's right hand points down the screen

    def to_screen(self, u: float, v: float) -> tuple[float, float]:
        """The zone point (u, v) on the screen, in screen fractions (the inverse of ``to_zone``)."""
        if self.rotation == 0:
            across, down = u, v
        elif self.rotation == 90:
            across, down = v, 1.0 - u
        elif self.rotation == 180:
            across, down = 1.0 - u, 1.0 - v
        else:
            across, down = 1.0 - v, u
        left, top, width, height = self.rect
        return left + across * width, top + down * height
