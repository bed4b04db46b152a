"""The tutorial's table: where each thing a step can light up lies, and the stage drawn with the game's own art."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from app import layout, theme
from program.i18n import t
from art.cards import draw_card
from art.clock import draw_clock
from art.cup import draw_cup
from art.palette import seat_color
from art.pointer import draw_vote_pointer
from art.seat_layout import TableLayout, layout_table
from art.seated_table import seated_table_pieces
from art.shapes import fill_circle_aa
from art.sky import draw_sun
from art.text import draw_text_centered
from motion.cup_peek import dice_rects, draw_covered_dice
from scenes.kit.face_up_table import pointer_ends
from scenes.kit.public_common import draw_panel, draw_text_block
from tutorial.spotlight import Focus, Spotlight
from tutorial.stage import Stage

CARD_TOWARD_CHEESE = 0.5  # how far from a seat's cup toward the cheese its card lies
ROLL_SHAKE_DEGREES = 14.0


@dataclass(frozen=True)
class TablePlaces:
    """Where everything lies for a table of `layout`: the art's own seats plus the clock, cards and curtain."""

    layout: TableLayout
    clock: pygame.Rect
    cards: tuple[pygame.Rect, ...]
    curtain: pygame.Rect
    screen: pygame.Rect
    touch_px: int  # the smallest thing a thumb can press

    def rect_of(self, spot: Spotlight, stage: Stage | None) -> pygame.Rect | None:
        """The rect a spotlight lights (and a finger taps); None where the thing is not on this table."""
        seats = self.layout.seats
        seat = spot.seat
        if spot.focus is Focus.TABLE:
            return pygame.Rect(self.layout.table)
        if spot.focus is Focus.CHEESE:
            return pygame.Rect(self.layout.center_piece)
        if spot.focus in (Focus.CLOCK, Focus.TIMER):
            return pygame.Rect(self.clock)
        if spot.focus is Focus.VOTE_TALLY:
            return pygame.Rect(self.layout.table)
        if spot.focus is Focus.CURTAIN:
            return pygame.Rect(self.curtain)
        if seat is None or not 0 <= seat < len(seats):
            return None
        if spot.focus is Focus.CUP:
            return pygame.Rect(seats[seat].cup)
        if spot.focus is Focus.SEAT:
            return pygame.Rect(seats[seat].mouse)
        if spot.focus is Focus.CARD:
            return pygame.Rect(self.cards[seat])
        if spot.focus is Focus.DIE:
            count = len(stage.own_dice) if stage is not None and stage.own_dice else 2
            index = spot.value or 0
            return pygame.Rect(dice_rects(seats[seat].cup, count)[min(index, count - 1)]) if count else None
        return None

    def hit_rect(self, spot: Spotlight, stage: Stage | None) -> pygame.Rect | None:
        """Where a touch counts for `spot`: its picture grown to a thumb's size, on screen. Two dice under one
        cup share a thumb-sized box each, side by side, since the dice themselves are smaller than a thumb."""
        rect = self.rect_of(spot, stage)
        if rect is None:
            return None
        touch = self.touch_px
        if spot.focus is Focus.DIE and spot.seat is not None and stage is not None and len(stage.own_dice) == 2:
            cup = self.layout.seats[spot.seat].cup
            grown = pygame.Rect(cup.centerx - touch + (spot.value or 0) * touch, rect.centery - touch // 2, touch, touch)
        else:
            grown = rect.inflate(max(0, touch - rect.width), max(0, touch - rect.height))
        return grown.clamp(self.screen)


def table_places(size: tuple[int, int], players: int, area: pygame.Rect, clock: pygame.Rect) -> TablePlaces:
    """The table laid out in `area`; the clock (or the sun, by day) stands apart in `clock`."""
    table = layout_table(size, players, area)
    cards = []
    for spot in table.seats:
        width = max(12, int(spot.cup.width * 0.58))
        card = pygame.Rect(0, 0, width, int(width * 1.4))
        cx = spot.cup.centerx + (table.center_piece.centerx - spot.cup.centerx) * CARD_TOWARD_CHEESE
        cy = spot.cup.centery + (table.center_piece.centery - spot.cup.centery) * CARD_TOWARD_CHEESE
        card.center = (round(cx), round(cy))
        cards.append(card)
    curtain = layout.centred_rect(max(layout.min_touch_px(size) * 2, table.table.width // 2),
                                  max(layout.min_touch_px(size), table.table.height // 3), table.table.center)
    return TablePlaces(table, pygame.Rect(clock), tuple(cards), curtain, pygame.Rect((0, 0), size),
                       layout.min_touch_px(size))


def draw_stage(surface: pygame.Surface, places: TablePlaces, stage: Stage, names: tuple[str, ...],
               change: float = 1.0, shake: float = 0.0, cards: tuple[int, ...] = (), curtain: int | None = None) -> None:
    """The table as `stage` has it. `change` 0..1 brings in what the last move did (a cup rising, the cheese
    going); `shake` 0..1 rocks the cups just rolled; `cards` are seats whose face-down card is shown too;
    `curtain` is the seat a curtain is drawn for."""
    for piece in stage_pieces(places, stage, names, change, shake, cards, curtain):
        piece(surface)


def stage_pieces(places: TablePlaces, stage: Stage, names: tuple[str, ...], change: float = 1.0,
                 shake: float = 0.0, cards: tuple[int, ...] = (), curtain: int | None = None
                 ) -> list[Callable[[pygame.Surface], object]]:
    """`draw_stage` as pieces drawn in order, each a sprite or a few: painted one at a time ahead of need, they fill
    the sprite caches without a long frame."""
    table = places.layout
    variant = "day" if stage.is_day else "night"
    eyes = {seat: (1.0 if seat in stage.awake else 0.0) for seat in range(stage.players)}
    taken = change if stage.cheese_taken else 0.0
    pieces: list[Callable[[pygame.Surface], object]] = list(
        seated_table_pieces(table, names, variant, eyes, taken, cups=False))
    pieces += [
        lambda surface: _draw_cups(surface, table, stage, change, shake),
        lambda surface: _draw_cards(surface, places, stage, cards),
        lambda surface: _draw_votes(surface, table, stage, change),
        lambda surface: _draw_followers(surface, table, stage),
        lambda surface: _draw_learner(surface, table, stage),
        lambda surface: _draw_clock(surface, places, stage),
    ]
    if curtain is not None:
        pieces.append(lambda surface: _draw_curtain(surface, places, names[curtain] if curtain < len(names) else ""))
    return pieces


def _draw_cups(surface: pygame.Surface, table: TableLayout, stage: Stage, change: float, shake: float) -> None:
    for spot in sorted(table.seats, key=lambda s: s.center[1]):
        band = seat_color(spot.seat)
        seen = stage.dice_of(spot.seat)
        if seen:
            draw_covered_dice(surface, spot.cup, seen, change, band)
        elif spot.seat == stage.learner and stage.own_dice:
            draw_covered_dice(surface, spot.cup, stage.own_dice, 1.0, band)
        elif spot.seat in stage.rolled and shake > 0:
            draw_cup(surface, spot.cup, 0.0, band, tilt=math.sin(shake * math.pi * 6) * ROLL_SHAKE_DEGREES * shake)
        else:
            draw_covered_dice(surface, spot.cup, (), 0.0, band)


def _draw_cards(surface: pygame.Surface, places: TablePlaces, stage: Stage, shown: tuple[int, ...]) -> None:
    for seat, rect in enumerate(places.cards):
        role = stage.card_of(seat)
        if role is not None:
            draw_card(surface, rect, role, t(f"table.card.{role}"))
        elif seat in shown:
            draw_card(surface, rect, "back", flip=0.0)


def _draw_votes(surface: pygame.Surface, table: TableLayout, stage: Stage, change: float) -> None:
    if not stage.votes:
        return
    width = max(4.0, table.mouse_width * 0.09)
    counts: dict[int, int] = {}
    for voter, suspect in stage.votes:
        start, end = pointer_ends(table, voter, suspect)
        draw_vote_pointer(surface, start, end, voter, width, change)
        counts[suspect] = counts.get(suspect, 0) + 1
    most = max(counts.values())
    for seat, count in counts.items():
        mouse = table.seats[seat].mouse
        radius = max(10, mouse.width // 5)
        centre = (mouse.right - radius // 2, mouse.top + radius)
        top = count == most
        fill_circle_aa(surface, centre, radius + 2, theme.colour("title_shadow"))
        fill_circle_aa(surface, centre, radius, theme.colour("public_highlight" if top else "public_panel"))
        box = pygame.Rect(0, 0, radius * 2, radius * 2)
        box.center = centre
        draw_text_centered(surface, box, str(count), int(radius * 1.3),
                           theme.colour("title_shadow" if top else "public_text"))


def _draw_followers(surface: pygame.Surface, table: TableLayout, stage: Stage) -> None:
    for seat in stage.followers:
        mouse = table.seats[seat].mouse
        radius = max(8, mouse.width // 7)
        centre = (mouse.left + radius, mouse.top + radius)
        fill_circle_aa(surface, centre, radius + 2, theme.colour("title_shadow"))
        fill_circle_aa(surface, centre, radius, theme.colour("pick_ring"))


def _draw_learner(surface: pygame.Surface, table: TableLayout, stage: Stage) -> None:
    if stage.learner is None or not 0 <= stage.learner < len(table.seats):
        return
    mouse = table.seats[stage.learner].mouse
    ring = mouse.inflate(mouse.width // 5, mouse.height // 8)
    pygame.draw.ellipse(surface, theme.colour("public_highlight"), ring, width=max(2, mouse.width // 24))


def _draw_clock(surface: pygame.Surface, places: TablePlaces, stage: Stage) -> None:
    if stage.is_day:
        draw_sun(surface, places.clock)
    else:
        hour = stage.hour or 0
        draw_clock(surface, places.clock, float(hour), stage.hour)


def _draw_curtain(surface: pygame.Surface, places: TablePlaces, name: str) -> None:
    draw_panel(surface, places.curtain, alpha=240)
    inner = places.curtain.inflate(-places.curtain.width // 10, -places.curtain.height // 10)
    top, bottom = inner.copy(), inner.copy()
    top.height = bottom.height = inner.height // 2
    bottom.top = top.bottom
    px = max(12, inner.height // 4)
    draw_text_block(surface, f"{t('curtain.pass_to')} {name}", top, px, theme.colour("public_title"), role="heading")
    draw_text_block(surface, t("curtain.hold_hint"), bottom, px, theme.colour("public_text"))
