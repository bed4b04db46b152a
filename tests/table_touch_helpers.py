"""Eight seat zones around a table screen, shared by the touch routing tests."""
from __future__ import annotations

from table.touch_zones import TouchZone

# Three seats along each long side, one at each short side; all positions are screen fractions.
EIGHT_ZONES: dict[str, TouchZone] = {
    "south-1": TouchZone((0.10, 0.75, 0.25, 0.25), 0),
    "south-2": TouchZone((0.375, 0.75, 0.25, 0.25), 0),
    "south-3": TouchZone((0.65, 0.75, 0.25, 0.25), 0),
    "north-1": TouchZone((0.65, 0.0, 0.25, 0.25), 180),
    "north-2": TouchZone((0.375, 0.0, 0.25, 0.25), 180),
    "north-3": TouchZone((0.10, 0.0, 0.25, 0.25), 180),
    "east": TouchZone((0.90, 0.30, 0.10, 0.40), 90),
    "west": TouchZone((0.0, 0.30, 0.10, 0.40), 270),
}


def inside(zone: TouchZone, across: float, down: float) -> tuple[float, float]:
    """A screen point inside the zone, at these fractions of its screen width and height."""
    x, y, w, h = zone.rect
    return x + across * w, y + down * h
