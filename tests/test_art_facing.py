"""Upright pictures turned to face their seat: the reader's top-left corner lands where table.rotation says."""
from __future__ import annotations

import pygame
import pytest

from art.facing import blit_facing, blit_half_turned, upright_surface
from table.rect import Rect
from table.rotation import ROTATIONS, own_size, to_screen

ZONE_WIDE = Rect(40, 30, 60, 20)
ZONE_TALL = Rect(40, 30, 20, 60)


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_the_readers_top_left_pixel_lands_where_the_rotation_maps_it(rotation: int) -> None:
    zone = ZONE_WIDE if rotation in (0, 180) else ZONE_TALL
    picture = upright_surface(zone, rotation)
    assert picture.get_size() == own_size(zone, rotation)
    picture.fill((0, 0, 0))
    picture.set_at((0, 0), (255, 0, 0))
    target = pygame.Surface((200, 200))
    target.fill((0, 0, 255))
    blit_facing(target, picture, zone, rotation)
    x, y = to_screen(0.5, 0.5, zone, rotation)
    assert target.get_at((int(x), int(y)))[:3] == (255, 0, 0)
    assert target.get_at((zone.x - 1, zone.y))[:3] == (0, 0, 255)  # nothing outside the zone is touched
    red = [(px, py) for px in range(200) for py in range(200) if target.get_at((px, py))[:3] == (255, 0, 0)]
    assert red == [(int(x), int(y))]


def test_a_half_turn_band_by_band_equals_the_whole_picture_turned() -> None:
    picture = pygame.Surface((37, 150))  # more rows than a band, and a last band that is not full
    for y in range(150):
        for x in range(37):
            picture.set_at((x, y), ((x * 7) % 256, (y * 3) % 256, (x * y) % 256))
    whole, banded = pygame.Surface((60, 200)), pygame.Surface((60, 200))
    for target in (whole, banded):
        target.fill((0, 0, 255))
    whole.blit(pygame.transform.rotate(picture, 180), (5, 9))
    blit_half_turned(banded, picture, (5, 9))
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(banded, "RGB")


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_a_turned_picture_has_the_pixels_of_the_same_rotation(rotation: int) -> None:
    from art.facing import turned

    picture = pygame.Surface((41, 17))
    for y in range(17):
        for x in range(41):
            picture.set_at((x, y), ((x * 11) % 256, (y * 13) % 256, (x + y) % 256))
    expected = pygame.transform.rotate(picture, rotation)
    got = turned(picture, rotation)
    assert got.get_size() == expected.get_size()
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB")


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_an_upright_surface_is_made_in_the_window_s_format_and_blank(make_app, rotation: int) -> None:
    """Made in the display's format rather than converted to it (eight panels' took 4-6 ms of a tap)."""
    make_app((640, 400))
    zone = Rect(10, 20, 300, 120)
    surface = upright_surface(zone, rotation)
    display = pygame.display.get_surface()
    assert surface.get_size() == own_size(zone, rotation)
    assert (surface.get_bitsize(), surface.get_masks()) == (display.get_bitsize(), display.get_masks())
    assert tuple(pygame.transform.average_color(surface))[:3] == (0, 0, 0)  # nothing on it yet: black all over
