"""The table is painted in bands (``art.table``): the same pixels as painted whole, a band per step ahead of
need, and nothing left behind once the table is painted."""
from __future__ import annotations

import pygame
import pytest

from art import table as table_art
from art.cache import SPRITES
from art.gradient import build_radial_glow
from art.palette import color, variant_key
from art.pen import render_supersampled

SIZES = [(856, 215), (107, 208), (9, 13), (1960, 900)]


def _painted_whole(size: tuple[int, int], variant: str) -> pygame.Surface:
    """The table as it was painted before bands: one supersampled picture, then the lamp's glow."""
    sprite = render_supersampled(size, lambda pen: table_art._paint_table(pen, variant))
    lamp = color(variant_key(variant, "lamp"))
    lamp.a = 90 if variant == "night" else 60
    glow = build_radial_glow((int(size[0] * 0.8), int(size[1] * 0.7)), lamp, 1.4).premul_alpha()
    sprite.blit(glow, glow.get_rect(center=(size[0] // 2, int(size[1] * 0.42))), special_flags=pygame.BLEND_RGB_ADD)
    return sprite


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("variant", table_art.VARIANTS)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_table_of_bands_has_the_pixels_of_the_table_painted_whole(size: tuple[int, int], variant: str) -> None:
    table_art._bands.clear()
    SPRITES.clear()  # a table of this size painted by an earlier test would need no band
    whole = _pixels(_painted_whole(size, variant))
    assert _pixels(table_art._render_table(size, variant)) == whole
    rect = pygame.Rect((0, 0), size)
    for index in (1, 3):  # some bands painted ahead, the others when the table is put together
        table_art.paint_table_band(rect, variant, index)
    assert len(table_art._bands) == 2
    assert _pixels(table_art._render_table(size, variant)) == whole
    assert not table_art._bands, "the bands painted ahead went into the table"


def test_each_band_step_paints_one_band_and_nothing_once_the_table_is_painted() -> None:
    table_art._bands.clear()
    rect = pygame.Rect(40, 30, 700, 260)
    for index in range(table_art.TABLE_BANDS):
        table_art.paint_table_band(rect, "day", index)
        assert len(table_art._bands) == index + 1
        table_art.paint_table_band(rect, "day", index)  # asked twice: painted once
        assert len(table_art._bands) == index + 1
    misses = SPRITES.misses
    table_art.draw_table(pygame.Surface((800, 400)), rect, "day")
    assert not table_art._bands and SPRITES.misses == misses + 1
    table_art.paint_table_band(rect, "day", 0)
    assert not table_art._bands, "a table already painted needs no band"


def test_bands_left_behind_by_a_screen_that_went_away_are_few() -> None:
    table_art._bands.clear()
    for width in range(300, 300 + 5 * 20, 20):  # five tables whose pictures were never put together
        for index in range(table_art.TABLE_BANDS):
            table_art.paint_table_band(pygame.Rect(0, 0, width, 120), "night", index)
    assert len(table_art._bands) == table_art._BANDS_KEPT
    with pytest.raises(ValueError):
        table_art.paint_table_band(pygame.Rect(0, 0, 100, 50), "dusk", 0)


def test_a_public_screen_prepares_its_table_a_band_per_frame(make_app) -> None:
    """The discussion's fade paints the table's bands each alone in a frame (heavy steps): painted whole in one
    step, the table took 8-15 ms of a fade's frame at a touch table's middle."""
    from app.frames.scene_hooks import is_heavy
    from gallery.pictures import screens, show

    app = make_app((1280, 800))
    scene = show(next(screen for screen in screens() if screen.name == "discussion"), app)
    table_art._bands.clear()
    SPRITES.clear()
    steps = scene.prepare_steps()
    bands = [step for step in steps if is_heavy(step)][:table_art.TABLE_BANDS]
    for count, step in enumerate(bands, start=1):
        step()
        assert len(table_art._bands) == count
