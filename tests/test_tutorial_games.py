"""The pinned scripted games still show what their chapters rely on, so a rules change cannot silently make
the script lie; and each chapter at each table has its game."""
from __future__ import annotations

import pytest

from game.cheese_thief.record import from_record, to_record
from tutorial.catalogue import CHAPTERS, chapter, pinned_tables
from tutorial.chapters.common import ChapterMismatch
from tutorial.game_search import seeded_record
from tutorial.scripted_games import ScriptedGame, pinned_games
from tutorial.table import Table

GAMES = sorted(pinned_games().values(), key=lambda g: (g.chapter, g.players, g.fall_mouse))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g.chapter}-{g.players}p{'-fm' if g.fall_mouse else ''}")
def test_each_pinned_game_still_gives_its_chapter_its_cast(game: ScriptedGame) -> None:
    found = chapter(game.chapter)
    assert found.cast is not None and found.build is not None
    state = from_record(game.record)  # replayed by today's engine: a record the rules now refuse fails here
    assert to_record(state) == game.record
    assert found.cast(state) is not None, f"the {game.chapter} game at {game.players} players no longer fits"
    assert found.build(game)


def test_every_chapter_has_a_game_for_every_table_it_is_shown_at() -> None:
    needed = {(found.id, table.players, table.fall_mouse) for found in CHAPTERS for table in pinned_tables(found.id)}
    assert needed == set(pinned_games())
    assert len(needed) == 23


def test_a_pinned_game_comes_from_its_seed() -> None:
    """The data file says where each game came from: the seed plays that very game."""
    for game in GAMES[:3]:
        assert seeded_record(Table(game.players, game.fall_mouse), game.seed) == game.record


def test_a_game_without_the_cast_is_refused_rather_than_described() -> None:
    """The real game with other votes (everyone gets one: a five-way tie) no longer has the Thief caught alone."""
    real = pinned_games()[("real_game", 5, False)]
    tied = ScriptedGame("real_game", 5, False, real.seed, {**real.record, "votes": [1, 2, 3, 4, 0]})
    assert chapter("real_game").cast is not None and chapter("real_game").cast(tied.state) is None
    with pytest.raises(ChapterMismatch):
        chapter("real_game").build(tied)
