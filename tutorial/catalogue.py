"""Every chapter, in the order a plan plays them: which tables it suits and which scripted game it shows.

The core path is one real game at the table's own count, coached on the game's own screens (at four without the
peek, which four do not have); modules follow, chosen for the table's count and options.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.cheese_thief.config import (
    FALL_MOUSE_COUNTS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    chosen_follower_count,
)
from game.cheese_thief.state import GameState

from tutorial.chapters import (fall_mouse, five_players, followers, four_players, practice, real_game, secrets,
                               start, ties)
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.table import EVERY_TABLE, Table

COUNTS = range(MIN_PLAYERS, MAX_PLAYERS + 1)
FIRST_FOLLOWER_COUNT = min(count for count in COUNTS if chosen_follower_count(count) > 0)


@dataclass(frozen=True)
class Chapter:
    id: str
    is_module: bool
    applies: Callable[[Table], bool]
    game_table: Callable[[Table], Table] | None  # the scripted game's own table, for a learner's table
    cast: Callable[[GameState], object] | None
    build: Callable[[ScriptedGame], tuple[Step, ...]] | None
    # A chapter whose words depend on the learner's table beyond its game (a house rule) builds with it.
    build_for_table: Callable[[ScriptedGame, Table], tuple[Step, ...]] | None = None
    # A chapter without a scripted game whose steps still depend on the table (the practice round).
    build_without_game: Callable[[Table], tuple[Step, ...]] | None = None
    # The pinned game as the learner's table plays it (its house rule), when that changes what its screens show.
    game_for_table: Callable[[ScriptedGame, Table], ScriptedGame] | None = None

    @property
    def title_key(self) -> str:
        return f"tutorial.chapter.{self.id}"


def _at_least(players: int) -> Callable[[Table], Table]:
    return lambda table: Table(max(players, table.players))


CHAPTERS: tuple[Chapter, ...] = (
    Chapter(start.ID, False, lambda table: True, None, None, None),
    Chapter(real_game.ID, False, lambda table: True, lambda table: Table(table.players), real_game.cast,
            real_game.steps),
    Chapter(four_players.ID, True, lambda table: table.players == 4, lambda table: Table(4),
            four_players.cast, four_players.steps),
    Chapter(five_players.ID, True, lambda table: table.players == 5, lambda table: Table(5),
            five_players.cast, five_players.steps),
    Chapter(followers.ID, True, lambda table: table.players >= FIRST_FOLLOWER_COUNT,
            _at_least(FIRST_FOLLOWER_COUNT), followers.cast, followers.steps),
    Chapter(fall_mouse.ID, True, lambda table: table.fall_mouse,
            lambda table: Table(max(FALL_MOUSE_COUNTS[0], table.players), True), fall_mouse.cast, fall_mouse.steps),
    Chapter(ties.ID, True, lambda table: True, lambda table: Table(table.players), ties.cast, ties.steps,
            ties.steps_for, game_for_table=ties.told_at),
    Chapter(secrets.ID, True, lambda table: True, lambda table: Table(table.players), secrets.cast, secrets.steps),
    Chapter(practice.ID, False, lambda table: True, None, None, None, build_without_game=practice.steps),
)
CHAPTER_IDS: tuple[str, ...] = tuple(chapter.id for chapter in CHAPTERS)
# Chapters the tutorial no longer has, and the chapter a save that names them resumes at (from its start).
RETIRED_CHAPTERS: dict[str, str] = {"core": real_game.ID}
MODULE_IDS: tuple[str, ...] = tuple(chapter.id for chapter in CHAPTERS if chapter.is_module)


def chapter(chapter_id: str) -> Chapter:
    for candidate in CHAPTERS:
        if candidate.id == chapter_id:
            return candidate
    raise KeyError(chapter_id)


def pinned_tables(chapter_id: str) -> tuple[Table, ...]:
    """The distinct scripted games a chapter needs, over every table it can be shown at."""
    found = chapter(chapter_id)
    if found.game_table is None:
        return ()  # no pinned game (the first screen, the practice round)
    return tuple(dict.fromkeys(found.game_table(table) for table in EVERY_TABLE))
