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
from art.cards import CARD_KINDS, HALO_FALLOFF, card_halo, card_rect, card_sprite
from art.clock import draw_clock_face
from art.gradient import radial_glow
from art.seat_layout import layout_table
from art.seated_table import seated_table_pieces
from play.turns import NIGHT_HOURS

if TYPE_CHECKING:
    from app.app import App
    from game.table_rules import TableRules
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
    from scenes.curtain import draw_sleeper

    paint = lambda seat: draw_sleeper(app.warm_up.scratch(app.size), mouse_rect(), seat)  # noqa: E731
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


def _cards(app: "App", rect: pygame.Rect) -> Tasks:
    box = card_rect(rect)
    lang = current_language()

    def paint(kind: str) -> None:
        card_sprite(kind, box.size, t("table.card.back") if kind == "back" else t(f"table.card.{kind}"))

    def halo() -> None:
        size, colour = card_halo(box)
        radial_glow(size, colour, HALO_FALLOFF)

    return [(("card", kind, box.size, lang), partial(paint, kind)) for kind in CARD_KINDS] + \
        [(("card-halo", box.size), halo)]


def _night_table(app: "App", flow: "PlayFlow", area: pygame.Rect) -> Tasks:
    """The night table as the night page paints it, a piece (about a sprite) per task, and every mouse awake."""
    table = layout_table(app.size, flow.player_count, area)
    where = (tuple(area), flow.player_count, tuple(flow.names), app.size, current_language())
    scratch = lambda: app.warm_up.scratch(app.size)  # noqa: E731 - read when the task runs
    pieces = seated_table_pieces(table, flow.names, "night", eyes={}, cheese_taken=None, cups=True, backdrop=False)
    pieces += seated_table_pieces(table, flow.names, "night", eyes={seat: 1.0 for seat in range(flow.player_count)},
                                  cheese_taken=None, cups=False, backdrop=False)[1:]  # all but the table again
    return [(("night-table", where, index), partial(lambda piece: piece(scratch()), piece))
            for index, piece in enumerate(pieces)]


def _clock(app: "App", rect: pygame.Rect) -> Tasks:
    """The dial, and the dial with each hour lit."""
    paint = lambda lit: draw_clock_face(app.warm_up.scratch(app.size), rect, lit)  # noqa: E731
    return [(("clock", lit, tuple(rect)), partial(paint, lit)) for lit in (None, *range(1, NIGHT_HOURS + 1))]


def rules_glance_pictures(app: "App", rules: "TableRules") -> Tasks:
    """Rules at a glance for this table, a panel per task (its cards, dice, mice and text join the shared caches),
    so the screen opens without painting them all in the frame that fades it in."""
    from scenes.rules_glance import RulesGlanceScene

    glance = RulesGlanceScene(app, rules)
    scratch = lambda: app.warm_up.scratch(app.size)  # noqa: E731 - read when the task runs
    where = (rules, app.size, current_language())
    tasks: Tasks = [(("rules-glance", where, "header"), lambda: glance.paint_header(scratch()))]
    for index, (panel, rect) in enumerate(zip(glance.panels, glance.grid.panels)):
        tasks.append((("rules-glance", where, index), partial(lambda panel, rect: glance.paint_panel(scratch(), panel, rect),
                                                               panel, rect)))
    return tasks
