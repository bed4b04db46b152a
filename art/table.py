"""The backdrop (night or day room) and the round wooden table top."""
from __future__ import annotations

import random
from collections import OrderedDict

import pygame

from art.cache import SPRITES
from art.gradient import blit_vertical_gradient, build_radial_glow
from art.palette import color, lerp_color, variant_key, with_alpha
from art.pen import Pen, render_supersampled_part
from art.surfaces import opaque_surface

VARIANTS = ("night", "day")
STAR_SEED = 1729
STAR_DENSITY = 1 / 9000  # stars per pixel of backdrop
# The table is painted in horizontal bands, each supersampled on its own, the same pixels as painted whole. A big
# supersampled surface is a mapping of its own whose pages are zeroed at each use (``app.frames.memory``), so four bands
# cost half as much as the whole (4.5 ms against 8.2 ms at 856x215), and a screen's preparation paints them a
# step each instead of one step of 8-15 ms.
TABLE_BANDS = 4
# Bands painted ahead and waiting for their table: at most two tables' worth (a screen left before its table
# was drawn leaves its bands behind).
_BANDS_KEPT = 2 * TABLE_BANDS
_bands: "OrderedDict[tuple[tuple[int, int], str, int], pygame.Surface]" = OrderedDict()


# The backdrop is painted in parts, the sky and then what lies over it (stars, the room's glow): a screen's
# preparation paints them a step each (``paint_backdrop_part``). Painted at once, the day backdrop at a table's
# middle size (1760x456) took 7 ms of one frame of the discussion's fade.
BACKDROP_PARTS = 2
# Backdrops begun ahead and waiting for their first use: at most two.
_BACKDROPS_KEPT = 2
_backdrops_begun: "OrderedDict[tuple[tuple[int, int], str], tuple[pygame.Surface, int]]" = OrderedDict()


def _paint_backdrop_part(surface: pygame.Surface, variant: str, index: int) -> None:
    width, height = size = surface.get_size()
    if index == 0:
        blit_vertical_gradient(surface, color(f"{variant}.sky_top"), color(f"{variant}.sky_bottom"))
        return
    if variant == "night":
        stars = random.Random(STAR_SEED)
        star = color("night.star")
        for _ in range(int(width * height * STAR_DENSITY)):
            x, y = stars.random() * width, stars.random() * height
            radius = max(1, round(stars.choice((0.6, 0.8, 1.0, 1.4)) * min(width, height) / 600))
            star.a = stars.randint(60, 200)
            dot = pygame.Surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
            pygame.draw.circle(dot, star, (radius, radius), radius)
            surface.blit(dot, (round(x) - radius, round(y) - radius))  # blended over the sky
    glow = build_radial_glow((int(width * 1.1), int(height * 1.1)), color(f"{variant}.glow"), 1.3)
    surface.blit(glow, glow.get_rect(center=(width // 2, height // 2)))


def _paint_backdrop(size: tuple[int, int], variant: str) -> pygame.Surface:
    # Opaque: it is the bottom layer of whole screens, so nothing of an earlier frame may show through it
    # (translucent stars used to let the previous screen's pixels survive), and opaque blits are faster.
    surface, done = _backdrops_begun.pop((size, variant), (None, 0))
    if surface is None:
        surface = opaque_surface(size)
    for index in range(done, BACKDROP_PARTS):
        _paint_backdrop_part(surface, variant, index)
    return surface


def draw_backdrop(surface: pygame.Surface, rect: pygame.Rect, variant: str = "night") -> None:
    """Fill `rect` with the room behind the table: starry night or warm day."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    size = (rect.width, rect.height)
    sprite = SPRITES.get("backdrop", size, (variant,), lambda: _paint_backdrop(size, variant))
    surface.blit(sprite, rect.topleft)


def paint_backdrop_part(rect: pygame.Rect, variant: str, index: int) -> None:
    """Paint part ``index`` (of ``BACKDROP_PARTS``, in order) of the backdrop for ``rect`` ahead of need:
    :func:`draw_backdrop` then paints only the parts left. Nothing to do once that backdrop is painted, or for a
    part out of order."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    size = (rect.width, rect.height)
    key = (size, variant)
    surface, done = _backdrops_begun.get(key, (None, 0))
    if index != done or index >= BACKDROP_PARTS or SPRITES.holds("backdrop", size, (variant,)):
        return
    if surface is None:
        surface = opaque_surface(size)
    _paint_backdrop_part(surface, variant, index)
    _backdrops_begun[key] = (surface, index + 1)
    _backdrops_begun.move_to_end(key)
    while len(_backdrops_begun) > _BACKDROPS_KEPT:
        _backdrops_begun.popitem(last=False)


def _paint_table(pen: Pen, variant: str) -> None:
    key = lambda name: color(variant_key(variant, name))  # noqa: E731 - tiny local shorthand
    # Table seen from slightly above: the top is an ellipse, the edge a darker band below it.
    thickness = 0.06
    top_h = 1.0 - thickness - 0.03
    pen.ellipse(with_alpha("shadow", 70), 0.02, 0.05, 0.96, 0.95)
    pen.ellipse(key("rim"), 0.0, thickness, 1.0, top_h)
    pen.ellipse(key("wood_dark"), 0.0, 0.0, 1.0, top_h)
    pen.ellipse(key("wood"), 0.015, 0.015, 0.97, top_h - 0.03)
    # Growth rings give the wood its grain.
    rings = random.Random(7)
    for index in range(1, 9):
        shrink = index * 0.05 + rings.uniform(-0.012, 0.012)
        ring_color = lerp_color(key("wood"), key("wood_dark"), 0.35 if index % 2 else 0.2)
        pen.ellipse(ring_color, 0.015 + shrink / 2, 0.015 + shrink / 2 * top_h, 0.97 - shrink, (top_h - 0.03) * (1 - shrink), width=0.004)
    # A round cloth in the middle where the cheese and cups sit.
    pen.ellipse(key("cloth"), 0.2, 0.2 * top_h, 0.6, 0.6 * top_h)
    pen.ellipse(key("cloth_light"), 0.22, 0.22 * top_h, 0.56, 0.56 * top_h, width=0.006)


def _band_rects(size: tuple[int, int]) -> list[pygame.Rect]:
    cuts = [round(index * size[1] / TABLE_BANDS) for index in range(TABLE_BANDS + 1)]
    return [pygame.Rect(0, top, size[0], bottom - top) for top, bottom in zip(cuts, cuts[1:]) if bottom > top]


def _paint_band(size: tuple[int, int], variant: str, band: pygame.Rect) -> pygame.Surface:
    return render_supersampled_part(size, band, lambda pen: _paint_table(pen, variant))


def _render_table(size: tuple[int, int], variant: str) -> pygame.Surface:
    sprite = pygame.Surface(size, pygame.SRCALPHA)
    for index, band in enumerate(_band_rects(size)):
        part = _bands.pop((size, variant, index), None)
        if part is None:
            part = _paint_band(size, variant, band)
        # Onto a clear surface, bands side by side: the larger of each channel is the band's own pixel.
        sprite.blit(part, band.topleft, special_flags=pygame.BLEND_RGBA_MAX)
    lamp = color(variant_key(variant, "lamp"))
    lamp.a = 90 if variant == "night" else 60
    glow = build_radial_glow((int(size[0] * 0.8), int(size[1] * 0.7)), lamp, 1.4).premul_alpha()
    # The lamp light only falls on the table, not around it.
    sprite.blit(glow, glow.get_rect(center=(size[0] // 2, int(size[1] * 0.42))), special_flags=pygame.BLEND_RGB_ADD)
    return sprite


def _table_size(rect: pygame.Rect) -> tuple[int, int]:
    return (max(8, rect.width), max(8, rect.height))


def draw_table(surface: pygame.Surface, rect: pygame.Rect, variant: str = "night") -> None:
    """Draw the round wooden table filling `rect` (its top is the upper ~90% of the rect)."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    size = _table_size(rect)
    sprite = SPRITES.get("table", size, (variant,), lambda: _render_table(size, variant))
    surface.blit(sprite, rect.topleft)


def paint_table_band(rect: pygame.Rect, variant: str, index: int) -> None:
    """Paint band ``index`` (of ``TABLE_BANDS``) of the table for ``rect`` ahead of need: :func:`draw_table`
    then only puts the bands together. Nothing to do once that table is painted."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    size = _table_size(rect)
    bands = _band_rects(size)
    key = (size, variant, index)
    if index >= len(bands) or key in _bands or SPRITES.holds("table", size, (variant,)):
        return
    _bands[key] = _paint_band(size, variant, bands[index])
    while len(_bands) > _BANDS_KEPT:
        _bands.popitem(last=False)


def table_top_rect(rect: pygame.Rect) -> pygame.Rect:
    """The visible wooden top inside a table rect (where things are placed)."""
    return pygame.Rect(rect.x, rect.y, rect.width, round(rect.height * 0.91))


def cloth_rect(rect: pygame.Rect) -> pygame.Rect:
    """The cloth in the middle of the table, where the cheese sits."""
    top = table_top_rect(rect)
    return pygame.Rect(top.x + round(top.width * 0.2), top.y + round(top.height * 0.2), round(top.width * 0.6), round(top.height * 0.6))
