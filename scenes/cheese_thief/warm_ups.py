"""What a screen warms up (``app.frames.warm_up``) for the screens that follow it.

Each function returns small tasks, one picture or one module each, keyed by what they paint and at which size and
language. Only public facts choose them: every seat's mouse, every card face, the table as everyone sees it, so
the work done while a curtain waits is the same whoever holds the tablet next.
"""
from __future__ import annotations

import importlib
from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable, Protocol

import pygame

from program.i18n import current_language, t
from app.frames.warm_up import Task
from art.cache import CARDS
from art.cards import CARD_KINDS, HALO_FALLOFF, card_halo, card_rect, card_sprite_in_parts
from art.clock import draw_clock_face
from art.cup import draw_cup
from art.palette import seat_color
from art.gradient import radial_glow
from art.seat_layout import layout_table
from art.seated_table import seated_table_pieces
from play.turns import NIGHT_HOURS
from scenes.kit.widgets.sound import sounds_for
from scenes.kit.curtain import draw_sleeper
from scenes.cheese_thief.pages.registry import PAGES
from scenes.cheese_thief.private_turn import turn_layout
from scenes.cheese_thief.pages.night import NightPage, clock_rect_in
from scenes.cheese_thief.pages.roll import cup_rect_in
from scenes.cheese_thief.rules_glance import RulesGlanceScene

if TYPE_CHECKING:
    from app.app import App
    from game.cheese_thief.table_rules import TableRules

Tasks = list[tuple[Hashable, Task]]


class SeatedNames(Protocol):
    """What the night's pictures read of a game's flow (the tablet's or the table's): who sits around the table."""

    @property
    def player_count(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]: ...

# The game's screens, imported on the first curtain otherwise (about 40 ms at once).
GAME_SCREEN_MODULES = (
    "scenes.cheese_thief.play_step_scenes", "scenes.kit.curtain", "scenes.cheese_thief.pages.registry", "scenes.cheese_thief.private_turn",
    "scenes.cheese_thief.discussion", "scenes.cheese_thief.point_vote", "scenes.cheese_thief.reveal", "scenes.cheese_thief.replay", "scenes.cheese_thief.notes",
)


def game_screen_imports() -> Tasks:
    return [(("import", name), partial(importlib.import_module, name)) for name in GAME_SCREEN_MODULES]


TABLE_SCREEN_MODULES = (
    "scenes.table.flow", "scenes.table.turns", "scenes.table.seat_turn", "scenes.table.facing_twice",
    "scenes.table.vote", "scenes.cheese_thief.rules_glance",  # the discussion's "Rules at a glance" imports the last one
)


def table_screen_imports() -> Tasks:
    """A table game's screens (and the tablet screens they show), imported while the players sit down."""
    return game_screen_imports() + [(("import", name), partial(importlib.import_module, name))
                                    for name in TABLE_SCREEN_MODULES]


def game_opening(app: "App") -> Tasks:
    """What the first curtain and the first private turn would otherwise load at once: the game's screens, the
    sounds and the card faces (the first page of every first turn)."""
    return game_screen_imports() + [(("sounds",), partial(sounds_for, app))] + card_faces(app, ("card",))


def curtain_mice(app: "App", seats: int, mouse_rect: Callable[[], pygame.Rect]) -> Tasks:
    """Every seat's sleeping mouse and badge as the curtains show them (``mouse_rect`` is read when a task runs,
    once the curtain has laid itself out)."""
    paint = lambda seat: draw_sleeper(app.frames.warm_up.scratch(app.size), mouse_rect(), seat)  # noqa: E731
    return [(("curtain-mouse", seat, app.size), partial(paint, seat)) for seat in range(seats)]


def card_faces(app: "App", page_names: tuple[str, ...], size: tuple[int, int] | None = None,
               unpainted_only: bool = False) -> Tasks:
    """Every card face the card page of the coming private turns may paint (about 20 ms each: not light), for
    turns of ``size`` (the window's by default; a table seat's panel page); ``unpainted_only``: those not painted
    yet."""
    if "card" not in page_names:
        return []
    visual = turn_layout(size or app.size, PAGES["card"].visual_share, 0).visual
    return _cards(app, visual.inflate(-visual.width // 10, -visual.height // 10), unpainted_only)


def cups(app: "App", seats: int, page_names: tuple[str, ...]) -> Tasks:
    """Every seat's cup as the roll page shows it at rest, a seat a task (light): each seat's cup has its own
    band, so the first roll page of each turn painted its cup in its first frame. All seats, whoever turns next."""
    if "roll" not in page_names:
        return []
    page = PAGES["roll"]
    rect = cup_rect_in(turn_layout(app.size, page.visual_share, page.extra_button_count).visual)
    paint = lambda seat: draw_cup(app.frames.warm_up.scratch(app.size), rect, 0.0, seat_color(seat))  # noqa: E731
    return [(("cup", seat, tuple(rect)), partial(paint, seat)) for seat in range(seats)]


def night_pictures(app: "App", flow: SeatedNames, page_names: tuple[str, ...],
                   size: tuple[int, int] | None = None) -> Tasks:
    """The night table and clock of the coming private turns' night page, a sprite per task (light), for turns
    of ``size`` (the window's by default; a table seat's panel page)."""
    if "night" not in page_names:
        return []
    size = size or app.size
    rects = turn_layout(size, NightPage.visual_share, NightPage.extra_button_count)
    return _night_table(app, flow, rects.visual, size) + clock_faces(app, clock_rect_in(rects.text), size)


def _cards(app: "App", rect: pygame.Rect, unpainted_only: bool = False) -> Tasks:
    box = card_rect(rect)
    lang = current_language()

    def halo() -> None:
        size, colour = card_halo(box)
        radial_glow(size, colour, HALO_FALLOFF)

    def title(kind: str) -> str:
        return t("table.card.back") if kind == "back" else t(f"table.card.{kind}")

    # A part of a card a task: a whole card took 8-25 ms, in a step of its own all the same.
    faces: Tasks = [(("card", kind, box.size, lang, index), part) for kind in CARD_KINDS
                    if not (unpainted_only and CARDS.holds("card", box.size, (kind, title(kind))))
                    for index, part in enumerate(card_sprite_in_parts(kind, box.size, title(kind)))]
    return faces + [(("card-halo", box.size), halo)] if faces or not unpainted_only else []


def _night_table(app: "App", flow: SeatedNames, area: pygame.Rect, size: tuple[int, int]) -> Tasks:
    """The night table as the night page paints it, a piece (about a sprite) per task, and every mouse awake."""
    table = layout_table(size, flow.player_count, area)
    where = (tuple(area), flow.player_count, tuple(flow.names), size, current_language())
    scratch = lambda: app.frames.warm_up.scratch(size)  # noqa: E731 - read when the task runs
    pieces = seated_table_pieces(table, flow.names, "night", eyes={}, cheese_taken=None, cups=True, backdrop=False)
    pieces += seated_table_pieces(table, flow.names, "night", eyes={seat: 1.0 for seat in range(flow.player_count)},
                                  cheese_taken=None, cups=False, backdrop=False, with_table=False)
    return [(("night-table", where, index), partial(lambda piece: piece(scratch()), piece))
            for index, piece in enumerate(pieces)]


def clock_faces(app: "App", rect: pygame.Rect, size: tuple[int, int] | None = None) -> Tasks:
    """The dial, and the dial with each hour lit (painted on a scratch surface of ``size``, the window's by
    default)."""
    paint = lambda lit: draw_clock_face(app.frames.warm_up.scratch(size or app.size), rect, lit)  # noqa: E731
    return [(("clock", lit, tuple(rect)), partial(paint, lit)) for lit in (None, *range(1, NIGHT_HOURS + 1))]


def rules_glance_pictures(app: "App", rules: "TableRules") -> Tasks:
    """Rules at a glance for this table, a panel per task (its cards, dice, mice and text join the shared caches),
    so the screen opens without painting them all in the frame that fades it in."""
    glance = RulesGlanceScene(app, rules)
    scratch = lambda: app.frames.warm_up.scratch(app.size)  # noqa: E731 - read when the task runs
    where = (rules, app.size, current_language())
    tasks: Tasks = [(("rules-glance", where, "backdrop"), lambda: glance.paint_backdrop(scratch())),
                    (("rules-glance", where, "header"), lambda: glance.paint_header(scratch()))]
    for index, (panel, rect) in enumerate(zip(glance.panels, glance.grid.panels)):
        tasks.append((("rules-glance", where, index), partial(lambda panel, rect: glance.paint_panel(scratch(), panel, rect),
                                                               panel, rect)))
    return tasks
