"""Remembered players and finished games, and recovery from a damaged history file."""
from __future__ import annotations

import random
from pathlib import Path

from storage.history import History
from play.session import PlaySession
from play.flow import StepKind
from play.setup import GameSetup
from tests.play_helpers import play_until


def test_recent_players_come_most_recent_first_without_duplicates(data_dir: Path) -> None:
    history = History()
    history.remember_players(["Ada", "Bo", "Cai"])
    history.remember_players(["bo", "Dee"])
    names = history.recent_players(10)
    assert names[:2] == ["bo", "Dee"]
    assert sorted(n.casefold() for n in names) == ["ada", "bo", "cai", "dee"]
    assert history.recent_players(1) == ["bo"]


def test_finished_games_keep_record_and_winner_names(data_dir: Path) -> None:
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), seed=4)
    play_until(session, StepKind.REPLAY, random.Random(4))
    record = session.record()
    history = History()
    history.save_finished_game(record)
    history.save_finished_game(record)  # shown again after a restart: still one game
    games = history.finished_games(5)
    assert len(games) == 1
    assert games[0].record == record
    report = session.public().report
    assert report is not None and report.outcome is not None
    assert list(games[0].winners) == [record["players"][s] for s in report.outcome.winners]


def test_last_setup_round_trips(data_dir: Path) -> None:
    history = History()
    assert history.last_setup() is None
    history.remember_setup({"count": 6, "vote_mode": "secret"})
    assert History().last_setup() == {"count": 6, "vote_mode": "secret"}


def test_a_corrupt_history_is_moved_aside_and_recreated(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "history.sqlite3"
    path.write_bytes(b"this is not a database at all" * 200)
    history = History()
    assert history.notice is not None
    assert history.available
    assert list(data_dir.glob("history.sqlite3.corrupt-*")), "the damaged file is kept for inspection"
    history.remember_players(["Ada"])
    assert history.recent_players() == ["Ada"]
