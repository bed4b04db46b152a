"""The first turns' curtains painted ahead while players sit down.

The turns' fade paints every seat's curtain and band at its panel's size. The first time, that opened the fonts
at those sizes and drew the sleeping mouse and the sky of the page size: 9 ms for the first panel, in a frame of
the fade. The seating has quiet moments while players type their names, so each panel as it stands is painted
once then, into a picture that is thrown away: only the shared caches keep what it drew. The words are the
night's, the same for every seat; nothing here depends on a role.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from program.i18n import current_language
from play.flow import PRIVATE_KINDS, game_steps
from play.setup import VoteMode
from table.panels import SeatPanel
from table.seats import zone_size
from table.sitting import TableSitting
from scenes.table.panel_art import curtain_parts_ahead, page_rect
from scenes.table.held_panel import HeldPanel
from scenes.table.turns import TurnsWords

if TYPE_CHECKING:
    from app.scene import Scene


def curtains_ahead(sitting: TableSitting) -> Iterable[tuple[Hashable, Callable[[], object]]]:
    """Warm-up tasks for each seat's panel of ``sitting``: its curtain's sky a part a task, its sleeping mouse,
    then its curtain and band painted once (in one task, a panel took a step that drew nothing to 16-24 ms at 4K)."""
    lang = current_language()
    depth = zone_size(sitting.screen).depth
    for seat, panel in enumerate(sitting.panels):
        key = ("table-curtain", seat, panel.rect.as_tuple(), panel.rotation, len(sitting.panels), lang)
        parts = curtain_parts_ahead(sitting.screen, page_rect(panel.own_size, depth), seat)
        for index, part in enumerate(parts):
            yield (*key, "part", index), part
        yield key, partial(_paint_once, sitting, seat, panel)


def _paint_once(sitting: TableSitting, seat: int, panel: SeatPanel) -> None:
    count = len(sitting.panels)
    # The first turns of a game of this many players: the vote mode comes later and changes nothing before it.
    first = next(step.kind for step in game_steps(count, VoteMode.POINT) if step.kind in PRIVATE_KINDS)
    words = TurnsWords.of(current_language(), first, count)
    held = HeldPanel(sitting.screen, panel, seat, "", _no_scene)
    held.paint(words.hold, words.curtain)


def _no_scene(size: tuple[int, int]) -> "Scene":
    raise RuntimeError("a curtain painted ahead never opens")
