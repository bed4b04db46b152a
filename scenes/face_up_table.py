"""A seated table with secrets shown: cups lifted over their dice, each card beside its mouse, badges and the
Thief's arrows. Shared by the after-game replay and the tutorial quiz, which draw the same face-up table."""
from __future__ import annotations

from typing import Sequence

import pygame

from app import theme
from art.cards import draw_card
from art.cup import draw_cup
from art.palette import seat_color
from art.pointer import draw_vote_pointer
from art.seat_layout import SeatSpot, TableLayout
from art.shapes import fill_circle_aa
from art.text import draw_text_centered
from motion.cup_peek import draw_covered_dice
from scenes.point_vote import _pointer_ends

LIFTED = 0.85  # high enough to show the dice, low enough to read as that seat's cup
CARD_SHARE = 0.42  # of the mouse width


def card_beside(spot: SeatSpot, table: TableLayout) -> pygame.Rect:
    """Where a seat's card lies: beside its mouse, on the side away from the table's edge."""
    card = pygame.Rect(0, 0, int(spot.mouse.width * CARD_SHARE), int(spot.mouse.width * CARD_SHARE * 1.4))
    if spot.center[0] > table.table.centerx:
        card.midright = (spot.mouse.left + spot.mouse.width // 10, spot.mouse.centery)
    else:
        card.midleft = (spot.mouse.right - spot.mouse.width // 10, spot.mouse.centery)
    return card


def draw_cups_and_cards(surface: pygame.Surface, table: TableLayout, dice: Sequence[Sequence[int]],
                        roles: Sequence[str | None]) -> None:
    """Each seat's cup, lifted over its dice where ``dice[seat]`` holds some (else resting), and its card face up
    where ``roles[seat]`` names one (a card kind of art.cards; None leaves the card out)."""
    for spot in sorted(table.seats, key=lambda s: s.center[1]):
        shown = dice[spot.seat]
        if shown:
            draw_covered_dice(surface, spot.cup, shown, LIFTED, seat_color(spot.seat))
        else:
            draw_cup(surface, spot.cup, 0.0, seat_color(spot.seat))
        role = roles[spot.seat]
        if role is not None:
            draw_card(surface, card_beside(spot, table), role)


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], text: str, radius: int) -> None:
    """A round badge with a short text (a follower's mark, the value seen in a peek)."""
    fill_circle_aa(surface, centre, radius + 2, theme.colour("title_shadow"))
    fill_circle_aa(surface, centre, radius, theme.colour("public_highlight"))
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = centre
    draw_text_centered(surface, box.inflate(-radius // 3, 0), text, int(radius * 1.2), theme.colour("title_shadow"))


def draw_follower_badges(surface: pygame.Surface, table: TableLayout, seats: Sequence[int], text: str) -> None:
    for seat in seats:
        mouse = table.seats[seat].mouse
        draw_badge(surface, (mouse.left + mouse.width // 5, mouse.top + mouse.height // 5), text, badge_radius(table))


def badge_radius(table: TableLayout) -> int:
    return max(12, table.mouse_width // 5)


def draw_pointers(surface: pygame.Surface, table: TableLayout, pairs: Sequence[tuple[int, int]]) -> None:
    """An arrow in the first seat's colour from each first seat to the second (votes, the Thief's choice)."""
    width = max(4.0, table.mouse_width * 0.09)
    for voter, target in pairs:
        start, end = _pointer_ends(table, voter, target)
        draw_vote_pointer(surface, start, end, voter, width)
