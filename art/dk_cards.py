"""Double Kill's pictures: a hand's card, face up or face down, and the judge's thumb."""
from __future__ import annotations

import pygame

from art.cache import SPRITES
from art.palette import color
from art.pen import Pen, render_supersampled

CARD_ASPECT = 1.4  # height / width, as the Cheese Thief cards


def _paint_card(pen: Pen, face_up: bool, dead: bool) -> None:
    pen.round_rect(color("card.border"), 0.0, 0.0, 1.0, 1.0, 0.08)
    inner = color("card.paper") if face_up else color("card.back")
    if dead:
        inner = pygame.Color(inner).lerp(color("seat.ink"), 0.45)
    pen.round_rect(inner, 0.06, 0.05, 0.88, 0.9, 0.06)


def card_picture(size: tuple[int, int], face_up: bool, dead: bool = False) -> pygame.Surface:
    """A card's frame without words (the caller writes the role's name in the current language over it)."""
    return SPRITES.get("dk-card", size, (face_up, dead),
                       lambda: render_supersampled(size, lambda pen: _paint_card(pen, face_up, dead)))


def _paint_thumb(pen: Pen, up: bool) -> None:
    fill, ink = color("card.paper"), color("seat.ink")
    fist_top, thumb_top = (0.42, 0.08) if up else (0.16, 0.5)
    pen.round_rect(ink, 0.2, fist_top, 0.62, 0.42, 0.12)  # the fist
    pen.round_rect(fill, 0.24, fist_top + 0.04, 0.54, 0.34, 0.1)
    pen.round_rect(ink, 0.26, thumb_top, 0.2, 0.42, 0.09)  # the thumb, raised or lowered
    pen.round_rect(fill, 0.3, thumb_top + 0.04, 0.12, 0.34, 0.06)


def thumb_picture(side: int, up: bool) -> pygame.Surface:
    return SPRITES.get("dk-thumb", (side, side), (up,),
                       lambda: render_supersampled((side, side), lambda pen: _paint_thumb(pen, up)))
