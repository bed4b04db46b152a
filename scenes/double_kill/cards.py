"""Double Kill's pictures: a hand's card, face up or face down, and the judge's thumb."""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from art.cache import SPRITES
from art.palette import color
from art.pen import Pen, render_supersampled, render_supersampled_part

CARD_ASPECT = 1.4  # height / width, as the Cheese Thief cards
THUMB_BANDS = 4  # a band of a thumb a step, painted ahead (about a millisecond each)


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


def _paint_thumb_up(pen: Pen, disc: pygame.Color) -> None:
    """A fist with its thumb raised, on a disc: one hand, the thumb joined to the fist and the fingers creased."""
    fill, ink = color("card.paper"), color("seat.ink")
    pen.circle(disc, (0.5, 0.5), 0.48)
    pen.round_rect(ink, 0.22, 0.42, 0.56, 0.4, 0.12)  # the fist
    pen.round_rect(fill, 0.26, 0.46, 0.48, 0.32, 0.1)
    pen.round_rect(ink, 0.27, 0.1, 0.22, 0.42, 0.1)  # the thumb
    pen.round_rect(fill, 0.31, 0.14, 0.14, 0.4, 0.07)  # reaching into the fist, so the two read as one hand
    for y in (0.56, 0.64, 0.72):
        pen.line(ink, (0.5, y), (0.74, y), 0.025)  # the folded fingers


def _thumb_disc(up: bool) -> pygame.Color:
    return color("seat.2" if up else "seat.5")


def _turned(picture: pygame.Surface, up: bool) -> pygame.Surface:
    return picture if up else pygame.transform.flip(picture, False, True)


def thumb_picture(side: int, up: bool) -> pygame.Surface:
    """Thumb up on a green disc, thumb down (the same hand turned over) on an orange one: the shape tells them apart
    for anyone who cannot tell the colours apart."""
    def render() -> pygame.Surface:
        disc = _thumb_disc(up)
        return _turned(render_supersampled((side, side), lambda pen: _paint_thumb_up(pen, disc)), up)

    return SPRITES.get("dk-thumb", (side, side), (up,), render)


def thumb_picture_in_parts(side: int, up: bool) -> list[Callable[[], object]]:
    """Steps that, run in order, leave ``thumb_picture(side, up)`` in the cache, a band of it each: painted whole
    in the frame that shows the answer, a thumb took that frame past 16.7 ms."""
    picture = pygame.Surface((side, side), pygame.SRCALPHA)
    disc = _thumb_disc(up)

    def band(index: int) -> None:
        part = pygame.Rect(0, side * index // THUMB_BANDS, side, side * (index + 1) // THUMB_BANDS - side * index // THUMB_BANDS)
        picture.blit(render_supersampled_part((side, side), part, lambda pen: _paint_thumb_up(pen, disc)), part)
        if index == THUMB_BANDS - 1:
            SPRITES.get("dk-thumb", (side, side), (up,), lambda: _turned(picture, up))

    return [partial(band, index) for index in range(THUMB_BANDS)]
