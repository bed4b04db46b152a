"""The text and panels the screens draw over the table: wrapped blocks, single lines, headings and translucent
panels, each picture kept so an animation lays its words out once."""
from __future__ import annotations

import pygame

from app import fonts, layout, theme
from art.cache import SurfaceCache
from program import i18n

# Kept pictures of wrapped text and of panels: bounded by pixel memory as well as count, since a text block is
# as big as its area (a tall panel is a megabyte).
_text_blocks = SurfaceCache(capacity=96, max_bytes=8 * 1024 * 1024)
_text_block_rects: dict[tuple, pygame.Rect] = {}  # the part of each kept picture its lines use
_panels = SurfaceCache(capacity=96, max_bytes=4 * 1024 * 1024)


def draw_text_block(surface: pygame.Surface, text: str, area: pygame.Rect, px: int, colour: pygame.Color,
                    role: str = "body", min_px: int | None = None, align: str = "center") -> pygame.Rect:
    """Wrapped text centred vertically in ``area``, shrunk until it fits; returns the rect used.

    The picture is kept, so text drawn every frame of an animation is laid out only once.
    """
    key = (text, px, tuple(colour), role, min_px, align, i18n.current_language())

    def render() -> pygame.Surface:
        picture, used = _render_text_block(text, area.size, px, colour, role, min_px, align)
        _text_block_rects[(area.size, key)] = used
        return picture

    picture = _text_blocks.get("text", area.size, key, render)
    used = _text_block_rects.get((area.size, key))
    if used is None:  # forgotten apart from its picture: lay it out again
        picture = render()
        used = _text_block_rects[(area.size, key)]
    if len(_text_block_rects) > 4 * _text_blocks.capacity:
        _text_block_rects.clear()
    surface.blit(picture, area.topleft)
    return used.move(area.topleft)


def _render_text_block(text: str, size: tuple[int, int], px: int, colour: pygame.Color, role: str,
                       min_px: int | None, align: str) -> tuple[pygame.Surface, pygame.Rect]:
    area = pygame.Rect((0, 0), size)
    picture = pygame.Surface(size, pygame.SRCALPHA)
    min_px = min_px or max(8, px * 3 // 5)
    px_now = px
    while True:
        lines = fonts.wrap(text, role, px_now, area.width)
        height = len(lines) * int(px_now * 1.25)
        if height <= area.height or px_now <= min_px:
            break
        px_now = max(min_px, int(px_now * 0.9))
    line_h = int(px_now * 1.25)
    top = max(0, (area.height - len(lines) * line_h) // 2)
    for index, line in enumerate(lines):
        rendered = fonts.render(line, role, px_now, colour)
        box = rendered.get_rect()
        box.top = top + index * line_h + (line_h - box.height) // 2
        if align == "left":
            box.left = 0
        else:
            box.centerx = area.centerx
        picture.blit(rendered, box)
    return picture, pygame.Rect(0, top, area.width, len(lines) * line_h)


def draw_line(surface: pygame.Surface, text: str, area: pygame.Rect, px: int, colour: pygame.Color,
              role: str = "heading", align: str = "left") -> pygame.Rect:
    """One line of text in ``area``, shrunk to fit its width (never wrapped); returns where it went."""
    size = fonts.fit_px(text, role, min(px, area.height), area.width, min_px=max(8, px // 2))
    rendered = fonts.render(text, role, size, colour)
    box = rendered.get_rect(midleft=(area.left, area.centery)) if align == "left" else rendered.get_rect(center=area.center)
    surface.blit(rendered, box)
    return box


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A rounded translucent panel that keeps text legible over the table."""
    def render() -> pygame.Surface:
        fill = theme.colour("public_panel")
        fill.a = alpha
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(6, min(rect.size) // 8)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
        edge = theme.colour("public_panel_edge")
        pygame.draw.rect(layer, edge, layer.get_rect(), width=max(1, rect.height // 60), border_radius=radius)
        return layer

    surface.blit(_panels.get("panel", rect.size, (alpha,), render), rect.topleft)


def draw_heading(surface: pygame.Surface, text: str, area: pygame.Rect, size: tuple[int, int],
                 largest_px: int | None = None, smallest_px: int | None = None) -> pygame.Rect:
    """A screen's heading with its shadow, centred in ``area`` and shrunk to fit its width (from the theme's heading
    size, or ``largest_px``, down to body text, or ``smallest_px``); returns where the words went."""
    largest = theme.font_px("@heading", size) if largest_px is None else largest_px
    smallest = layout.body_text_px(size) if smallest_px is None else smallest_px
    px = fonts.fit_px(text, "heading", largest, area.width, min_px=smallest)
    rendered = fonts.render(text, "heading", px, theme.colour("public_title"))
    shadow = fonts.render(text, "heading", px, theme.colour("title_shadow"))
    box = rendered.get_rect(center=area.center)
    offset = max(1, px // 20)
    surface.blit(shadow, box.move(offset, offset))
    surface.blit(rendered, box)
    return box
