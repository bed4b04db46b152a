"""Screen pixels to a seat zone's own upright coordinates and back, for each way a zone can face.

A zone's own coordinates are the ones its content is drawn in, upright for the player it faces: `u` runs from
that player's left to their right, `v` from the far side of the zone down to the near side, so the zone's own
bottom (v = its own height) lies on the table edge the player sits at.

A rotation is the angle in degrees, counter-clockwise as seen on the screen, that turns upright content to face
its seat; it is the angle `pygame.transform.rotate` takes. The seat at the bottom edge reads the screen as it
is (0); the seat at the right edge has its content's top pointing left (90); the top edge, upside down (180);
the left edge, its top pointing right (270).

Points are continuous (a finger lands between pixel centres), so the conversions are exact inverses; a pixel
(u, v) of the own picture covers [u, u + 1) by [v, v + 1) and lands on the screen pixels `rect_to_screen` gives.
"""
from __future__ import annotations

from typing import Literal

from table.rect import Rect

Rotation = Literal[0, 90, 180, 270]
ROTATIONS: tuple[Rotation, ...] = (0, 90, 180, 270)


def _checked(rotation: int) -> Rotation:
    if isinstance(rotation, bool) or rotation not in ROTATIONS:
        raise ValueError(f"a zone faces its seat at 0, 90, 180 or 270 degrees, not {rotation!r}")
    return rotation


def own_size(zone: Rect, rotation: int) -> tuple[int, int]:
    """The zone's (width, height) as its player sees it: a zone at a side edge is taller than it is wide."""
    if _checked(rotation) in (0, 180):
        return (zone.width, zone.height)
    return (zone.height, zone.width)


def to_screen(u: float, v: float, zone: Rect, rotation: int) -> tuple[float, float]:
    """The screen point at the zone's own point (u, v)."""
    rotation = _checked(rotation)
    if rotation == 0:
        return (zone.x + u, zone.y + v)
    if rotation == 90:
        # The player at the right edge faces left: their right hand points up the screen, their near side is right.
        return (zone.x + v, zone.bottom - u)
    if rotation == 180:
        return (zone.right - u, zone.bottom - v)
    # The player at the left edge faces right: their right hand points down the screen, their near side is left.
    return (zone.right - v, zone.y + u)


def to_own(x: float, y: float, zone: Rect, rotation: int) -> tuple[float, float]:
    """The zone's own point (u, v) at the screen point (x, y): the inverse of `to_screen`."""
    rotation = _checked(rotation)
    if rotation == 0:
        return (x - zone.x, y - zone.y)
    if rotation == 90:
        return (zone.bottom - y, x - zone.x)
    if rotation == 180:
        return (zone.right - x, zone.bottom - y)
    return (y - zone.y, zone.right - x)


def rect_to_screen(own: Rect, zone: Rect, rotation: int) -> Rect:
    """The screen pixels covered by a rectangle of the zone's own picture (to draw it, or to hit-test it)."""
    return _corners_rect(to_screen(own.x, own.y, zone, rotation), to_screen(own.right, own.bottom, zone, rotation))


def rect_to_own(screen: Rect, zone: Rect, rotation: int) -> Rect:
    """The rectangle of the zone's own picture covering the given screen pixels: the inverse of `rect_to_screen`."""
    top_left = to_own(screen.x, screen.y, zone, rotation)
    return _corners_rect(top_left, to_own(screen.right, screen.bottom, zone, rotation))


def _corners_rect(one: tuple[float, float], other: tuple[float, float]) -> Rect:
    left, right = sorted((one[0], other[0]))
    top, bottom = sorted((one[1], other[1]))
    x, y = round(left), round(top)
    return Rect(x, y, round(right) - x, round(bottom) - y)
