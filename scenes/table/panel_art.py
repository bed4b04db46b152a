"""What a seat's panel shows when it is not open: its band at the table edge, and the curtain over the rest.

Everything is painted upright, as the seat's player reads it, in millimetres of the table screen: the name at
8 mm, the other lines at 6 mm (the issue's minimum is 5 mm), 5 mm margins.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from app import backdrop, fonts, layout, theme
from art.palette import seat_color
from art.symbols import draw_seat_symbol
from art.table import BACKDROP_PARTS, paint_backdrop_part
from art.text import has_cjk
from scenes.kit.curtain import draw_sleeper
from table.physical import TableScreen

NAME_MM = 8.0
LINE_MM = 6.0
MARGIN_MM = 5.0


def band_rect(own_size: tuple[int, int], band_depth: int) -> pygame.Rect:
    """The panel's band at the seat's edge: its own bottom, one zone deep."""
    width, height = own_size
    return pygame.Rect(0, height - band_depth, width, band_depth)


def page_rect(own_size: tuple[int, int], band_depth: int) -> pygame.Rect:
    """The panel above its band: the curtain's."""
    width, height = own_size
    return pygame.Rect(0, 0, width, height - band_depth)


def shielded_rect(own_size: tuple[int, int], band_depth: int, screen: TableScreen) -> pygame.Rect:
    """Where the panel shows its secret content while shielded: at most ``TableScreen.shielded_px``, right above
    the band (the owner's edge) and centred along it."""
    page = page_rect(own_size, band_depth)
    most_width, most_depth = screen.shielded_px
    width, depth = min(page.width, most_width), min(page.height, most_depth)
    return pygame.Rect(page.left + (page.width - width) // 2, page.bottom - depth, width, depth)


def manager_size(page: tuple[int, int], text_floor_px: int) -> tuple[int, int]:
    """The size of the widget manager a screen of ``page``'s size asks for under a text floor of ``text_floor_px``
    (``app.scene.Scene.manager_size``): what the seating reserves for the turns' pages."""
    width, height = page
    least = layout.short_side_for_text(text_floor_px)
    return (max(width, least), max(height, least)) if least > min(width, height) else (width, height)


def paint_shield_surround(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The curtain's part around a shielded page: the night sky alone, the same for every seat and role."""
    backdrop.draw_night_sky(surface.subsurface(area))


def paint_band(surface: pygame.Surface, band: pygame.Rect, screen: TableScreen, seat: int, name: str,
               message: str, lit: bool) -> None:
    """The seat's symbol and name, and what to do now; ``lit`` while its hold is on."""
    margin = screen.px(MARGIN_MM)
    pygame.draw.rect(surface, theme.colour("private_panel"), band)
    pygame.draw.line(surface, seat_color(seat), band.topleft, band.topright, max(2, screen.px(1.0)))
    if lit:  # the hold is on: a bright frame the player feels is "pressed"
        pygame.draw.rect(surface, theme.colour("hold_fill"), band, max(2, screen.px(1.5)))
    symbol_side = min(band.height - 2 * margin, screen.type_px(NAME_MM) * 2)
    symbol = pygame.Rect(band.left + margin, band.centery - symbol_side // 2, symbol_side, symbol_side)
    draw_seat_symbol(surface, symbol, seat)
    text_left = symbol.right + margin
    width = max(1, band.right - margin - text_left)
    least_name_px = screen.cjk_text_px if has_cjk(name) else screen.text_px  # a Chinese name in any language
    name_px = fonts.fit_px(name, "heading", max(screen.type_px(NAME_MM), least_name_px), width, min_px=least_name_px)
    line_px = fonts.fit_px(message, "body", screen.type_px(LINE_MM), width, min_px=screen.text_px)
    name_image = fonts.render(name, "heading", name_px, theme.colour("title_text"))
    line_image = fonts.render(message, "body", line_px, theme.colour("private_text"))
    total = name_image.get_height() + line_image.get_height()
    top = band.centery - total // 2
    surface.blit(name_image, (text_left, top))
    surface.blit(line_image, (text_left, top + name_image.get_height()))


def sleeper_rect(area: pygame.Rect, screen: TableScreen) -> pygame.Rect:
    """Where the curtain of ``area`` shows its seat's mouse asleep."""
    margin = screen.px(MARGIN_MM)
    side = max(1, min(area.height - 2 * margin, area.width // 3))
    return pygame.Rect(area.left + margin, area.top + (area.height - side) // 2, side, side)


def curtain_parts_ahead(screen: TableScreen, curtain: pygame.Rect, seat: int) -> list[Callable[[], object]]:
    """The slow parts of a seat's curtain painted ahead into the shared caches, a part each: its sky's two parts,
    then its sleeping mouse (a curtain painted cold took 9-20 ms at 4K)."""
    sky = pygame.Rect((0, 0), curtain.size)
    parts: list[Callable[[], object]] = [partial(paint_backdrop_part, sky, "night", part)
                                         for part in range(BACKDROP_PARTS)]
    return parts + [partial(_paint_sleeper_ahead, sleeper_rect(curtain, screen).size, seat)]


def _paint_sleeper_ahead(size: tuple[int, int], seat: int) -> None:
    if size[0] > 4:
        scratch = pygame.Surface(size)  # thrown away: the sprites' cache keeps the mouse of that size
        draw_sleeper(scratch, scratch.get_rect(), seat)


def paint_curtain(surface: pygame.Surface, area: pygame.Rect, screen: TableScreen, seat: int,
                  lines: list[str]) -> None:
    """The closed page: the night sky, the seat's mouse asleep, and a few words."""
    backdrop.draw_night_sky(surface.subsurface(area))
    margin = screen.px(MARGIN_MM)
    mouse = sleeper_rect(area, screen)
    if mouse.width > 4:
        draw_sleeper(surface, mouse, seat)
    text_left = mouse.right + margin
    width = max(1, area.right - margin - text_left)
    y = area.top + margin
    for line in lines:
        for wrapped in fonts.wrap(line, "body", screen.type_px(LINE_MM), width):
            image = fonts.render(wrapped, "body", screen.type_px(LINE_MM), theme.colour("private_text"))
            if y + image.get_height() > area.bottom - margin:
                return
            surface.blit(image, (text_left, y))
            y += int(image.get_height() * 1.1)
