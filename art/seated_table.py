"""The whole table at once: backdrop, table, cheese, cups and the mice with their names."""
from __future__ import annotations

from typing import Callable, Mapping, Protocol, Sequence

import pygame

from art.cheese import draw_cheese
from art.cup import draw_cup
from art.labels import draw_seat_label
from art.mouse import draw_mouse
from art.palette import seat_color
from art.seat_layout import TableLayout
from art.table import TABLE_BANDS, draw_backdrop, draw_table, paint_table_band


class Piece(Protocol):
    """One part of a picture, painted onto the surface it is given.

    A protocol rather than a ``Callable`` so that lambdas binding loop variables as defaults type-check."""

    def __call__(self, surface: pygame.Surface, /) -> object: ...  # what a painter answers is not used


def paint_on(piece: Piece, surface_now: Callable[[], pygame.Surface]) -> None:
    """Paint ``piece`` on the surface ``surface_now`` answers when called (a step ahead takes its scratch then)."""
    piece(surface_now())


def draw_seated_table(
    surface: pygame.Surface,
    layout: TableLayout,
    names: Sequence[str],
    variant: str = "night",
    eyes: Mapping[int, float] | None = None,
    cheese_taken: float | None = 0.0,
    cups: bool = True,
    hidden_seats: Sequence[int] = (),
    backdrop: bool = True,
) -> None:
    """Draw the table of `layout` with a mouse and name for every seat.

    `eyes` maps seat -> eyes open (default 1 by day, 0 at night); `cheese_taken`
    None leaves the cheese out (an animation draws it); `hidden_seats` leaves
    those mice out (an animation draws them); cups are drawn resting.
    """
    for piece in seated_table_pieces(layout, names, variant, eyes, cheese_taken, cups, hidden_seats, backdrop):
        piece(surface)


def seated_table_pieces(
    layout: TableLayout,
    names: Sequence[str],
    variant: str = "night",
    eyes: Mapping[int, float] | None = None,
    cheese_taken: float | None = 0.0,
    cups: bool = True,
    hidden_seats: Sequence[int] = (),
    backdrop: bool = True,
    with_table: bool = True,
) -> list[Piece]:
    """The table of :func:`draw_seated_table` as pieces drawn in order, each one sprite or so: painted one at a
    time, ahead of need, they fill the sprite cache without a long frame. The table itself is a few pieces: its
    bands (drawing nothing), then the table put together. ``with_table`` False leaves it out (drawn already)."""
    pieces: list[Piece] = []
    if backdrop:
        pieces.append(lambda surface: draw_backdrop(surface, surface.get_rect(), variant))
    if with_table:
        pieces += [lambda _surface, index=index: paint_table_band(layout.table, variant, index)
                   for index in range(TABLE_BANDS)]
        pieces.append(lambda surface: draw_table(surface, layout.table, variant))
    if cheese_taken is not None:
        pieces.append(lambda surface: draw_cheese(surface, layout.center_piece, cheese_taken))
    default_eyes = 1.0 if variant == "day" else 0.0
    # Seats across the table first, so nearer mice overlap farther ones.
    nearer_last = sorted(layout.seats, key=lambda s: s.center[1])
    if cups:
        pieces += [lambda surface, spot=spot: draw_cup(surface, spot.cup, 0.0, seat_color(spot.seat)) for spot in nearer_last]
    for spot in nearer_last:
        if spot.seat not in hidden_seats:
            opened = (eyes or {}).get(spot.seat, default_eyes)
            pieces.append(lambda surface, spot=spot, opened=opened: draw_mouse(surface, spot.mouse, spot.seat, opened))
        name = names[spot.seat] if spot.seat < len(names) else ""
        pieces.append(lambda surface, spot=spot, name=name: draw_seat_label(surface, spot.label, spot.seat, name, variant))
    return pieces
