"""Finding the scripted games: seeded games played as the demo plays them, kept when a chapter's cast fits.

Used by `tools/find_tutorial_games.py` to write `scripted_games.json`; the tutorial itself only reads that
file, so a change in how games are generated never changes what the tutorial shows.
"""
from __future__ import annotations

import random
from typing import Any

from game.cheese_thief.record import from_record
from play.autoplay import play_step
from play.session import PlaySession
from play.setup import GameSetup

from tutorial.catalogue import chapter, pinned_tables
from tutorial.scripted_games import ScriptedGame
from tutorial.table import Table
from tutorial.texts import default_names

RECORD_NAMES_LANGUAGE = "en"


def seeded_record(table: Table, seed: int) -> dict[str, Any]:
    """A whole game of the pass-and-play session, every choice drawn from the seed."""
    names = default_names(RECORD_NAMES_LANGUAGE, table.players)
    session = PlaySession.start(GameSetup(names, table.fall_mouse), seed)
    choices = random.Random(f"tutorial:{seed}")
    while not session.game_over:
        play_step(session, choices)
    return session.record()


def find_game(chapter_id: str, table: Table, first_seed: int = 1, tries: int = 200_000) -> ScriptedGame:
    """The first seed from `first_seed` whose game gives the chapter its cast."""
    cast = chapter(chapter_id).cast
    if cast is None:
        raise ValueError(f"chapter {chapter_id!r} shows no game")
    for seed in range(first_seed, first_seed + tries):
        record = seeded_record(table, seed)
        if cast(from_record(record)) is not None:
            return ScriptedGame(chapter_id, table.players, table.fall_mouse, seed, record)
    raise LookupError(f"no game for chapter {chapter_id!r} at {table} in {tries} seeds from {first_seed}")


def find_all_games(chapter_ids: tuple[str, ...]) -> list[ScriptedGame]:
    return [find_game(chapter_id, table) for chapter_id in chapter_ids for table in pinned_tables(chapter_id)]
