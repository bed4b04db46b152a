"""A seated table with secrets shown: cups lifted over their dice, each card beside its mouse, badges and the
Thief's arrows. Shared by the after-game replay and the tutorial quiz, which draw the same face-up table."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from app import theme
from art.cards import draw_card
from art.cup import draw_cup
from art.die import draw_die
from art.palette import seat_color
from art.pointer import draw_vote_pointer
from art.seat_layout import SeatSpot, TableLayout
from art.shapes import fill_circle_aa
from art.text import draw_text_centered
from motion.cup_peek import draw_covered_dice

LIFTED = 0.85  # high enough to show the dice, low enough to read as that seat's cup
CARD_SHARE = 0.42  # of the mouse width
OPEN_PAIR_SHARE = 0.68  # of the cup width, for each of two dice lying open


def card_beside(spot: SeatSpot, table: TableLayout, share: float = CARD_SHARE, outside: bool = False) -> pygame.Rect:
    """Where a seat's card lies: beside its mouse, on the side towards the middle of the table (or ``outside``,
    away from it, where the table's middle holds dice that must stay in sight)."""
    card = pygame.Rect(0, 0, int(spot.mouse.width * share), int(spot.mouse.width * share * 1.4))
    if (spot.center[0] > table.table.centerx) != outside:
        card.midright = (spot.mouse.left + spot.mouse.width // 10, spot.mouse.centery)
    else:
        card.midleft = (spot.mouse.right - spot.mouse.width // 10, spot.mouse.centery)
    return card


def open_dice_rects(cup: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Dice lying open where the cup stood, as large as the cup allows: one die fills it, two share it."""
    side = cup.width if count == 1 else int(cup.width * OPEN_PAIR_SHARE)
    rects = []
    for index in range(count):
        die = pygame.Rect(0, 0, side, side)
        shift = 0 if count == 1 else int((index - 0.5) * side * 1.08)
        die.center = (cup.centerx + shift, cup.centery)
        rects.append(die)
    return rects


def draw_cups_and_cards(surface: pygame.Surface, table: TableLayout, dice: Sequence[Sequence[int]],
                        roles: Sequence[str | None], open_dice: bool = False, card_share: float = CARD_SHARE) -> None:
    """Each seat's dice (see :func:`draw_seat_dice`) and its card face up where ``roles[seat]`` names one (a card
    kind of art.cards; None leaves the card out), nearer seats over farther ones."""
    for spot in nearer_last(table):
        draw_seat_dice(surface, spot, dice[spot.seat], open_dice)
        role = roles[spot.seat]
        if role is not None:
            draw_card(surface, card_beside(spot, table, card_share), role)


def draw_cards(surface: pygame.Surface, table: TableLayout, roles: Sequence[str | None], card_share: float = CARD_SHARE,
               outside: bool = False) -> None:
    """Only the cards, for a picture that lays them over arrows so that no arrow hides one."""
    for spot in nearer_last(table):
        role = roles[spot.seat]
        if role is not None:
            draw_card(surface, card_beside(spot, table, card_share, outside), role)


def draw_seat_dice(surface: pygame.Surface, spot: SeatSpot, shown: Sequence[int], open_dice: bool = False) -> None:
    """A seat's dice under its lifted cup, or lying open without it (read at a glance); its cup resting when
    ``shown`` is empty."""
    if shown and open_dice:
        for value, rect in zip(shown, open_dice_rects(spot.cup, len(shown))):
            draw_die(surface, rect, value)
    elif shown:
        draw_covered_dice(surface, spot.cup, shown, LIFTED, seat_color(spot.seat))
    else:
        draw_cup(surface, spot.cup, 0.0, seat_color(spot.seat))


def nearer_last(table: TableLayout) -> list[SeatSpot]:
    return sorted(table.seats, key=lambda s: s.center[1])


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


def draw_tally_badges(surface: pygame.Surface, table: TableLayout, tally: Sequence[int], card_share: float = CARD_SHARE,
                      cards_outside: bool = False) -> None:
    """The votes each mouse received, on a badge low on the side away from its card (nothing for no vote)."""
    radius = badge_radius(table)
    for spot in table.seats:
        if not tally[spot.seat]:
            continue
        mouse = spot.mouse
        card = card_beside(spot, table, card_share, cards_outside)
        x = mouse.right - mouse.width // 5 if card.centerx < mouse.centerx else mouse.left + mouse.width // 5
        draw_badge(surface, (x, mouse.bottom - mouse.height // 4), str(tally[spot.seat]), radius)


def badge_radius(table: TableLayout) -> int:
    return max(12, table.mouse_width // 5)


def draw_pointers(surface: pygame.Surface, table: TableLayout, pairs: Sequence[tuple[int, int]]) -> None:
    """An arrow in the first seat's colour from each first seat to the second (votes, the Thief's choice)."""
    width = max(4.0, table.mouse_width * 0.09)
    for voter, target in pairs:
        start, end = pointer_ends(table, voter, target)
        draw_vote_pointer(surface, start, end, voter, width)


def pointer_ends(table: TableLayout, voter: int, suspect: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """From just inside the voter's mouse to just short of the suspect's, so the arrow head stays visible."""
    a = table.seats[voter].mouse.center
    b = table.seats[suspect].mouse.center
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    inset = table.mouse_width * 0.38
    # A small sideways shift keeps two mice pointing at each other as two arrows, not one.
    side = table.mouse_width * 0.09
    nx, ny = -dy / length * side, dx / length * side
    start = (a[0] + dx / length * inset + nx, a[1] + dy / length * inset + ny)
    end = (b[0] - dx / length * inset + nx, b[1] - dy / length * inset + ny)
    return start, end
