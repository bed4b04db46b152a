"""The table the tutorial is fitted to: how many play, whether the Fall Mouse is in, and its house rule."""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS, check_fall_mouse, check_player_count


@dataclass(frozen=True)
class Table:
    players: int
    fall_mouse: bool = False
    tie_protects_thief: bool = False  # the house rule R11.2, as the table chose it at setup

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ValueError("players must be a whole number")
        if not isinstance(self.tie_protects_thief, bool):
            raise ValueError("tie_protects_thief must be true or false")
        check_player_count(self.players)  # a RuleError, which is a ValueError
        check_fall_mouse(self.players, self.fall_mouse)


DEFAULT_TABLE = Table(5)
EVERY_TABLE: tuple[Table, ...] = tuple(
    Table(players, fall_mouse)
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    for fall_mouse in (False, True)
    if not fall_mouse or players >= 6
)
# The same tables playing the house rule "a tie protects the Thief": only chapters built for the table's
# rule (`Chapter.build_for_table`) say anything different there.
EVERY_TABLE_WITH_HOUSE_RULE: tuple[Table, ...] = tuple(
    Table(table.players, table.fall_mouse, True) for table in EVERY_TABLE
)
