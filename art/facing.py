"""Pictures drawn upright for one reader, turned to face the seat they belong to on a touch table.

A seat's content is painted upright into its own surface (the zone's own size, ``table.rotation.own_size``) and
turned here by a multiple of 90 degrees, counter-clockwise as ``pygame.transform.rotate`` takes it (bottom edge
0, right 90, top 180, left 270; see ``table.rotation``). A quarter turn is an exact pixel copy, so text stays
sharp and a picture keeps its size.
"""
from __future__ import annotations

import pygame

from table.rect import Rect
from table.rotation import own_size


def to_pygame(rect: Rect) -> pygame.Rect:
    return pygame.Rect(rect.as_tuple())


def upright_surface(zone: Rect, rotation: int) -> pygame.Surface:
    """A surface of the zone's own size as its reader sees it, in the display's format when there is one."""
    width, height = own_size(zone, rotation)
    surface = pygame.Surface((width, height))
    return surface.convert() if pygame.display.get_surface() is not None else surface


def turned(picture: pygame.Surface, rotation: int) -> pygame.Surface:
    """The upright picture turned to face its seat (the same picture for 0)."""
    return picture if rotation % 360 == 0 else pygame.transform.rotate(picture, rotation)


def blit_facing(target: pygame.Surface, picture: pygame.Surface, zone: Rect, rotation: int) -> None:
    """Draw an upright picture of the zone's own size into the zone, facing its seat."""
    target.blit(turned(picture, rotation), (zone.x, zone.y))
