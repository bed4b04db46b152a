"""Pictures drawn upright for one reader, turned to face the seat they belong to on a touch table.

A seat's content is painted upright into its own surface (the zone's own size, ``table.rotation.own_size``) and
turned here by a multiple of 90 degrees, counter-clockwise as ``pygame.transform.rotate`` takes it (bottom edge
0, right 90, top 180, left 270; see ``table.rotation``). A quarter turn is an exact pixel copy, so text stays
sharp and a picture keeps its size.
"""
from __future__ import annotations

import pygame

from art.surfaces import opaque_surface
from table.rect import Rect
from table.rotation import own_size


def to_pygame(rect: Rect) -> pygame.Rect:
    return pygame.Rect(rect.as_tuple())


def upright_surface(zone: Rect, rotation: int) -> pygame.Surface:
    """A surface of the zone's own size as its reader sees it, in the display's format when there is one (made
    in that format, not converted: converting eight panels' surfaces took 4-6 ms of the tap that began the turns)."""
    return opaque_surface(own_size(zone, rotation))


def turned(picture: pygame.Surface, rotation: int) -> pygame.Surface:
    """The upright picture turned to face its seat (the same picture for 0). A half turn is a flip of both axes,
    the same pixels in less than half the time of ``rotate`` (0.11 ms against 0.25 ms for a 640x420 panel)."""
    quarter_turns = rotation % 360
    if quarter_turns == 0:
        return picture
    if quarter_turns == 180:
        return pygame.transform.flip(picture, True, True)
    return pygame.transform.rotate(picture, rotation)


def blit_facing(target: pygame.Surface, picture: pygame.Surface, zone: Rect, rotation: int) -> None:
    """Draw an upright picture of the zone's own size into the zone, facing its seat."""
    target.blit(turned(picture, rotation), (zone.x, zone.y))


# Rows turned at a time by ``blit_half_turned``: a band stays far below the size at which a block gets a mapping
# of its own (``app.frames.memory``), so no band is zeroed page by page as a whole screen-wide picture would be.
HALF_TURN_BAND_ROWS = 64


def blit_half_turned(target: pygame.Surface, picture: pygame.Surface, topleft: tuple[int, int]) -> None:
    """Draw ``picture`` turned half round with its top-left corner at ``topleft``: the same pixels as turning it
    whole (a flip of both axes), a band of rows at a time."""
    width, height = picture.get_size()
    for y in range(0, height, HALF_TURN_BAND_ROWS):
        rows = min(HALF_TURN_BAND_ROWS, height - y)
        band = pygame.transform.flip(picture.subsurface((0, y, width, rows)), True, True)
        target.blit(band, (topleft[0], topleft[1] + height - y - rows))
