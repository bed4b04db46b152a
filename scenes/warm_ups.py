"""What a screen warms up (``app.warm_up``) for the screens that follow it.

Each function returns small tasks, one picture or one module each, keyed by what they paint and at which size and
language. Only public facts choose them: every seat's mouse, every card face, the table as everyone sees it, so
the work done while a curtain waits is the same whoever holds the tablet next.
"""
from __future__ import annotations

import importlib
from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable

import pygame

from app.i18n import current_language, t
from app.warm_up import Task
from art.cards import CARD_KINDS, card_rect, card_sprite
from art.clock import draw_clock_face
from art.cup import draw_cup
from art.gradient import radial_glow
from art.labels import draw_seat_label
from art.mouse import draw_mouse
from art.palette import color, seat_color
from art.seat_layout import layout_table
from art.symbols import draw_seat_symbol
from art.table import draw_table
from play.turns import NIGHT_HOURS

if TYPE_CHECKING:
    from app.app import App
    from scenes.play_flow import PlayFlow

Tasks = list[tuple[Hashable, Task]]

# The game's screens, imported on the first curtain otherwise (about 40 ms at once).
GAME_SCREEN_MODULES = (
    "scenes.play_step_scenes", "scenes.curtain", "scenes.pages.registry", "scenes.private_turn",
    "scenes.discussion", "scenes.point_vote", "scenes.reveal", "scenes.replay", "scenes.notes",
)


def game_screen_imports() -> Tasks:
    return [(("import", name), partial(importlib.import_module, name)) for name in GAME_SCREEN_MODULES]


def curtain_mice(app: "App", seats: int, mouse_rect: Callable[[], pygame.Rect]) -> Tasks:
    """Every seat's sleeping mouse and badge as the curtains show them (``mouse_rect`` is read when a task runs,
    once the curtain has laid itself out)."""

    def paint(seat: int) -> None:
        rect = mouse_rect()
        scratch = app.warm_up.scratch(app.size)
        draw_mouse(scratch, rect, seat, eyes_open=0.0)
        draw_seat_symbol(scratch, pygame.Rect(0, 0, rect.width // 4, rect.width // 4), seat)

    return [(("curtain-mouse", seat, app.size), partial(paint, seat)) for seat in range(seats)]


def private_turn_pictures(app: "App", flow: "PlayFlow", page_names: tuple[str, ...]) -> Tasks:
    """The pictures the pages of the coming private turns paint first: every card face and the night table."""
    from scenes.pages.registry import PAGES
    from scenes.private_turn import turn_layout

    from scenes.pages.night import NightPage, clock_rect_in

    tasks: Tasks = []
    if "card" in page_names:
        visual = turn_layout(app.size, PAGES["card"].visual_share, 0).visual
        tasks += _cards(app, visual.inflate(-visual.width // 10, -visual.height // 10))
    if "night" in page_names:
        rects = turn_layout(app.size, NightPage.visual_share, NightPage.extra_button_count)
        tasks += _night_table(app, flow, rects.visual) + _clock(app, clock_rect_in(rects.text))
    return tasks


def _clock(app: "App", rect: pygame.Rect) -> Tasks:
    """The dial, and the dial with each hour lit."""
    paint = lambda lit: draw_clock_face(app.warm_up.scratch(app.size), rect, lit)  # noqa: E731
    return [(("clock", lit, tuple(rect)), partial(paint, lit)) for lit in (None, *range(1, NIGHT_HOURS + 1))]


def _cards(app: "App", rect: pygame.Rect) -> Tasks:
    box = card_rect(rect)
    lang = current_language()

    def paint(kind: str) -> None:
        card_sprite(kind, box.size, t("table.card.back") if kind == "back" else t(f"table.card.{kind}"))

    def glow() -> None:
        halo = color("card.glow")
        halo.a = 200
        radial_glow((int(box.width * 1.8), int(box.height * 1.5)), halo, 1.2)

    return [(("card", kind, box.size, lang), partial(paint, kind)) for kind in CARD_KINDS] + \
        [(("card-glow", box.size), glow)]


def _night_table(app: "App", flow: "PlayFlow", area: pygame.Rect) -> Tasks:
    """The night table as the night page paints it, a sprite per task: the table, each cup, each mouse asleep
    and awake, each name."""
    table = layout_table(app.size, flow.player_count, area)
    scratch = lambda: app.warm_up.scratch(app.size)  # noqa: E731 - read when the task runs
    where = (tuple(area), flow.player_count, app.size)
    tasks: Tasks = [(("table", "night", where), lambda: draw_table(scratch(), table.table, "night"))]
    for spot in table.seats:
        seat, name = spot.seat, flow.names[spot.seat]
        tasks += [
            (("cup", seat, where), partial(lambda s: draw_cup(scratch(), s.cup, 0.0, seat_color(s.seat)), spot)),
            (("mouse-asleep", seat, where), partial(lambda s: draw_mouse(scratch(), s.mouse, s.seat, 0.0), spot)),
            (("mouse-awake", seat, where), partial(lambda s: draw_mouse(scratch(), s.mouse, s.seat, 1.0), spot)),
            (("label", seat, name, where, current_language()),
             partial(lambda s, n: draw_seat_label(scratch(), s.label, s.seat, n, "night"), spot, name)),
        ]
    return tasks
