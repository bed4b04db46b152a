"""The table the tutorial is fitted to: how many play, and whether the Fall Mouse is in."""
from __future__ import annotations

from dataclasses import dataclass

from game.config import MAX_PLAYERS, MIN_PLAYERS, check_fall_mouse, check_player_count


@dataclass(frozen=True)
class Table:
    players: int
    fall_mouse: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ValueError("players must be a whole number")
        check_player_count(self.players)  # a RuleError, which is a ValueError
        check_fall_mouse(self.players, self.fall_mouse)


DEFAULT_TABLE = Table(5)
EVERY_TABLE: tuple[Table, ...] = tuple(
    Table(players, fall_mouse)
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
    for fall_mouse in (False, True)
    if not fall_mouse or players >= 6
)
