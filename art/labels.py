"""Name plates under (or over) each mouse: the seat symbol and the player's name."""
from __future__ import annotations

import pygame

from art.palette import color
from art.symbols import draw_seat_symbol
from art.text import fit_text


def draw_seat_label(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str, variant: str = "night") -> None:
    """Draw a rounded plate in `rect` with the seat symbol and `name` (shrunk or shortened to fit)."""
    plate = color("label.plate" if variant == "night" else "label.plate_day")
    ink = color("label.text" if variant == "night" else "label.text_day")
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, plate, layer.get_rect(), border_radius=rect.height // 2)
    surface.blit(layer, rect.topleft)
    pad = max(2, rect.height // 8)
    symbol = pygame.Rect(rect.x + pad * 2, rect.y + pad, rect.height - 2 * pad, rect.height - 2 * pad)
    draw_seat_symbol(surface, symbol, seat)
    text_area = pygame.Rect(symbol.right + pad, rect.y, rect.right - symbol.right - pad * 3, rect.height)
    fitted, font = fit_text(name, text_area.width, int(rect.height * 0.58), min_px=int(rect.height * 0.36))
    if fitted:
        rendered = font.render(fitted, True, ink)
        surface.blit(rendered, rendered.get_rect(midleft=(text_area.x, text_area.centery)))
