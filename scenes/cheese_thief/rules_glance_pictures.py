"""The picture of each "Rules at a glance" panel, drawn with the table's own art (cards, dice, cups, cheese,
clock, mice, vote arrows). What a picture shows follows the table's rules: the number of dice, the followers,
the cards in play and the order the winner is checked in."""
from __future__ import annotations

from typing import Callable

import pygame

from app import theme
from art.cards import CARD_ASPECT as CARD_HEIGHT_PER_WIDTH, draw_card
from art.cheese import draw_cheese
from art.clock import draw_clock_face
from art.cup import draw_cup
from art.die import draw_die
from art.mouse import draw_mouse
from art.palette import seat_color
from art.pointer import draw_vote_pointer
from art.shapes import fill_polygon_aa
from game.cheese_thief.config import DIE_FACES
from game.cheese_thief.outcome import WinRule
from game.cheese_thief.table_rules import FollowerSource, TableRules
from motion.cup_peek import draw_covered_dice

CARD_ASPECT = 1 / CARD_HEIGHT_PER_WIDTH  # width / height, as the cells here measure it
# The cards turned over (top) and the side that then wins (bottom), for each check of the winner.
WIN_PICTURES: dict[WinRule, tuple[tuple[str, ...], str]] = {
    WinRule.FALL_MOUSE_REVEALED: (("fall_mouse",), "fall_mouse"),
    WinRule.TIE_PROTECTS_THIEF: (("thief", "sleepyhead"), "thief"),
    WinRule.THIEF_REVEALED: (("thief",), "sleepyhead"),
    WinRule.THIEF_HIDDEN: (("sleepyhead",), "thief"),
}
PEEK_LIFT = 0.7
EXAMPLE_DICE = (DIE_FACES[2], DIE_FACES[4])  # any faces would do: the picture shows the idea, not a game


def _cells(area: pygame.Rect, count: int, aspect: float, gap: int) -> list[pygame.Rect]:
    """``count`` equal cells side by side, as big as ``aspect`` (width / height) allows, centred in ``area``."""
    height = min(area.height, int((area.width - gap * (count - 1)) / max(1, count) / aspect))
    width = int(height * aspect)
    total = count * width + (count - 1) * gap
    left = area.left + (area.width - total) // 2
    top = area.top + (area.height - height) // 2
    return [pygame.Rect(left + index * (width + gap), top, width, height) for index in range(count)]


def _card(surface: pygame.Surface, rect: pygame.Rect, kind: str, face_up: bool = True) -> None:
    """A card without its title: at these sizes a title would be cut short, and the panel's text names it."""
    draw_card(surface, rect, kind, flip=1.0 if face_up else 0.0)


def _arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], width: int) -> None:
    """A plain arrow in the highlight colour: "leads to"."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    nx, ny = -uy * width / 2, ux * width / 2
    head = min(length * 0.5, width * 2.2)
    neck = (end[0] - ux * head, end[1] - uy * head)
    points = [(start[0] + nx, start[1] + ny), (neck[0] + nx, neck[1] + ny), (neck[0] + nx * 2.2, neck[1] + ny * 2.2), end,
              (neck[0] - nx * 2.2, neck[1] - ny * 2.2), (neck[0] - nx, neck[1] - ny), (start[0] - nx, start[1] - ny)]
    fill_polygon_aa(surface, points, theme.colour("public_highlight"))


def _gap(area: pygame.Rect) -> int:
    return max(2, min(area.size) // 12)


def _goal(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    kinds = ["sleepyhead", "thief"] + (["fall_mouse"] if rules.fall_mouse else [])
    for kind, rect in zip(kinds, _cells(area, len(kinds), CARD_ASPECT, _gap(area))):
        _card(surface, rect, kind)


def _night(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """The dice, an arrow, and the clock lit at the hour they give (the chosen one, with two dice)."""
    gap = _gap(area)
    side = area.height
    dice_w = min(area.width * 2 // 5, side * rules.dice_per_player * 3 // 5)
    arrow_w = min(side, area.width - dice_w - side - 2 * gap)
    group = pygame.Rect(0, 0, dice_w + arrow_w + side + 2 * gap, side)
    group.center = area.center
    dice_area = pygame.Rect(group.left, group.top, dice_w, side)
    values = EXAMPLE_DICE[: rules.dice_per_player]
    for value, rect in zip(values, _cells(dice_area, len(values), 1.0, gap)):
        draw_die(surface, rect.inflate(-rect.width // 5, -rect.height // 5), value)
    clock = pygame.Rect(group.right - side, group.top, side, side)
    _arrow(surface, (dice_area.right + gap, area.centery), (clock.left - gap // 2, area.centery), max(3, side // 14))
    draw_clock_face(surface, clock, values[0])


def _theft(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """The Thief's card, the cheese being taken, and a mouse awake at that hour who sees it."""
    card, cheese, mouse = _cells(area, 3, 0.8, _gap(area))
    _card(surface, card, "thief")
    draw_cheese(surface, cheese, taken=0.45)
    draw_mouse(surface, mouse, 1)


def _peek(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """A lone mouse looking under another's cup, or, where nobody peeks, every cup left down."""
    mouse, cup = _cells(area, 2, 0.85, _gap(area))
    if rules.peeking_allowed:
        draw_mouse(surface, mouse, 2)
        # The cup rests in the lower part of its cell, so that lifted it stays inside the picture.
        resting = pygame.Rect(cup.left, cup.top + cup.height * 2 // 5, cup.width, cup.height * 3 // 5)
        draw_covered_dice(surface, resting, EXAMPLE_DICE[:1], lift=PEEK_LIFT, band=seat_color(3))
        return
    draw_cup(surface, mouse, 0.0, seat_color(2))
    draw_cup(surface, cup, 0.0, seat_color(3))


def _followers(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """The Thief's card (face down where followers do not learn who it is) and each follower's mouse."""
    count = rules.follower_count
    cells = _cells(area, 1 + count, 0.75, _gap(area)) if count else _cells(area, 1, CARD_ASPECT, 0)
    known = rules.followers_know_thief or rules.follower_source is FollowerSource.NONE
    _card(surface, cells[0], "thief", face_up=known)
    for index, cell in enumerate(cells[1:]):
        draw_mouse(surface, cell, 4 + index)


# Seats 0 and 1 tie with two votes each: 1 and 2 point at 0, 0 and 3 at 1 (seats every table has).
TIE_VOTES = ((1, 0), (2, 0), (0, 1), (3, 1))


def _vote(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """Two mice with two votes each: a tie, so both cards turn over."""
    inner = area.inflate(-area.width // 3, 0)
    suspects = dict(enumerate(_cells(inner, 2, 0.8, _gap(area))))
    width = max(3.0, area.height / 14)
    starts = ((area.left, area.top), (area.left, area.bottom), (area.right, area.top), (area.right, area.bottom))
    for start, (voter, suspect) in zip(starts, TIE_VOTES):
        target = suspects[suspect]
        end = (target.centerx + (-1 if start[0] < target.centerx else 1) * target.width // 3, target.centery)
        draw_vote_pointer(surface, start, end, voter, width)
    for seat, rect in suspects.items():
        draw_mouse(surface, rect, seat)


def _win(surface: pygame.Surface, area: pygame.Rect, rules: TableRules) -> None:
    """Each check of the winner, left to right in the order it is made: the cards turned over, an arrow, and
    the card of the side that then wins."""
    order = rules.win_order
    gap = _gap(area)
    for rule, group in zip(order, _cells(area, len(order), 0.9, gap * 2)):
        shown, winner = WIN_PICTURES[rule]
        tier = group.height * 9 // 20
        top = pygame.Rect(group.left, group.top, group.width, tier)
        bottom = pygame.Rect(group.left, group.bottom - tier, group.width, tier)
        for kind, rect in zip(shown, _cells(top, len(shown), CARD_ASPECT, gap // 2)):
            _card(surface, rect, kind)
        _arrow(surface, (group.centerx, top.bottom + 1), (group.centerx, bottom.top - 1), max(3, group.height // 16))
        _card(surface, bottom, winner)


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect, TableRules], None]] = {
    "goal": _goal, "night": _night, "theft": _theft, "peek": _peek, "followers": _followers, "vote": _vote, "win": _win,
}


def draw_panel_picture(surface: pygame.Surface, name: str, area: pygame.Rect, rules: TableRules) -> None:
    PICTURES[name](surface, area, rules)
