"""The anonymous game log in the history database: what a row holds, refusals, upgrades, WAL and pruning."""
from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from game.cheese_thief.roles import Role, Winner
from storage import history
from play.flow import StepKind
from storage.game_log import ABANDONED, FINISHED, LoggedGame
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from tests.play_helpers import play_until

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay")


def finished_session(seed: int, count: int = 5, fall_mouse: bool = False) -> PlaySession:
    session = PlaySession.start(GameSetup(NAMES[:count], fall_mouse=fall_mouse), seed=seed, now=1_000.0)
    play_until(session, StepKind.REPLAY, random.Random(seed))
    return session


def test_a_finished_game_is_logged_without_names(data_dir: Path) -> None:
    session = finished_session(4)
    store = history.History()
    store.log_game(LoggedGame.finished(session, "fr", now=1_600.0))
    (row,) = store.game_log()
    report = session.public().report
    assert report is not None and report.outcome is not None
    assert row.started == 1_000.0 and row.ended == 1_600.0 and row.seconds == 600.0
    assert (row.players, row.fall_mouse, row.vote_mode, row.language) == (5, False, VoteMode.POINT.value, "fr")
    assert row.outcome == FINISHED and row.winner == report.outcome.winner.value
    assert row.thief_caught == (report.roles.index(Role.THIEF) in report.outcome.revealed)
    raw = store._db.execute("SELECT * FROM game_log").fetchall() if store._db else []
    assert not any(name in json.dumps(raw) for name in NAMES)
    store.close()


def test_the_thief_caught_follows_the_engines_outcome(data_dir: Path) -> None:
    seen: set[tuple[str, bool]] = set()
    for seed in range(30):
        logged = LoggedGame.finished(finished_session(seed, 6, fall_mouse=True), "en", now=2_000.0)
        assert logged is not None and logged.is_sound
        seen.add((str(logged.winner), bool(logged.thief_caught)))
        if logged.winner == Winner.SLEEPYHEADS.value:
            assert logged.thief_caught  # R9.2: the Sleepyheads win only by revealing the Thief
        if logged.winner == Winner.THIEF.value:
            assert not logged.thief_caught  # R9.3 without the tie house rule: the Thief wins only hidden
    assert (Winner.SLEEPYHEADS.value, True) in seen and (Winner.THIEF.value, False) in seen


def test_an_abandoned_game_has_no_winner(data_dir: Path) -> None:
    session = PlaySession.start(GameSetup(NAMES[:4], vote_mode=VoteMode.SECRET), seed=2, now=50.0)
    store = history.History()
    store.log_game(LoggedGame.abandoned(session, "zh", now=170.0))
    assert store.game_log() == [LoggedGame(50.0, 170.0, 4, False, "secret", "zh", ABANDONED, None, None)]
    assert LoggedGame.finished(session, "zh") is None  # no outcome yet: nothing to log as finished
    store.close()


def test_a_game_shown_again_after_a_restart_is_logged_once(data_dir: Path) -> None:
    session = finished_session(5)
    history.save_finished_game(session.record(), LoggedGame.finished(session, "de", now=1_300.0))
    history.save_finished_game(session.record(), LoggedGame.finished(session, "de", now=1_400.0))
    store = history.History()
    assert [row.ended for row in store.game_log()] == [1_300.0]
    store.close()


GOOD = LoggedGame(10.0, 20.0, 5, False, "point", "en", FINISHED, "thief", False)


@pytest.mark.parametrize("bad", [
    replace(GOOD, players=3), replace(GOOD, players=True), replace(GOOD, language="xx"),
    replace(GOOD, vote_mode="shout"), replace(GOOD, winner="nobody"), replace(GOOD, winner=None),
    replace(GOOD, thief_caught=None), replace(GOOD, outcome="lost"), replace(GOOD, ended=float("nan")),
    replace(GOOD, started=float("inf")), replace(GOOD, outcome=ABANDONED), replace(GOOD, ended=-1.0),
])
def test_rows_the_program_would_not_write_are_refused(data_dir: Path, bad: LoggedGame) -> None:
    store = history.History()
    store.log_game(bad)
    store.log_game(None)
    assert store.game_log() == []
    store.log_game(GOOD)
    assert store.game_log() == [GOOD]
    store.close()


def test_damaged_rows_are_skipped_when_read(data_dir: Path) -> None:
    store = history.History()
    assert store._db is not None
    store._db.execute("INSERT INTO game_log (started, ended, players, fall_mouse, vote_mode, language, outcome)"
                      " VALUES ('x', 5, 'five', 2, 'point', 'en', 'finished')")
    store._db.execute("INSERT INTO game_log (started, ended, players, fall_mouse, vote_mode, language, outcome)"
                      " VALUES (NULL, X'00', 5, 0, 'point', 'en', 'abandoned')")
    store._db.commit()
    store.log_game(GOOD)
    assert store.game_log() == [GOOD]
    store.close()


def test_the_log_is_safe_without_a_database(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    store = history.History(blocked / history.HISTORY_NAME)
    assert not store.available
    store.log_game(GOOD)
    store.prune_game_log(100.0)
    store.compact()
    assert store.game_log() == []


def test_a_version_2_file_gains_the_game_log_with_its_data_untouched(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = history.history_path()
    db = sqlite3.connect(str(path))
    for statement in history.SCHEMA:
        if "game_log" not in statement:
            db.execute(statement)
    db.execute("INSERT INTO players VALUES ('ada', 'Ada', 1.0)")
    db.execute("INSERT INTO tutorial_runs (started, players, fall_mouse, language) VALUES (5, 5, 0, 'en')")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    store = history.History(path)
    assert store.notice is None and store.recent_players() == ["Ada"]
    assert store.tutorial_summary().started == 1
    store.log_game(GOOD)
    assert store.game_log() == [GOOD]
    store.close()
    db = sqlite3.connect(str(path))
    assert db.execute("PRAGMA user_version").fetchone() == (history.SCHEMA_VERSION,) == (3,)
    db.close()


def test_the_history_is_kept_in_wal_mode(data_dir: Path) -> None:
    store = history.History()
    store.log_game(GOOD)
    store.close()
    db = sqlite3.connect(str(history.history_path()))
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    db.close()


def test_pruning_forgets_old_rows_only(data_dir: Path) -> None:
    store = history.History()
    for day in range(10):
        store.log_game(replace(GOOD, started=day * 86_400.0, ended=day * 86_400.0 + 900))
        store.save_finished_game({"format": "cheese-thief/1", "day": day})
    assert store._db is not None
    store._db.execute("UPDATE games SET finished = id * 86400.0")
    store._db.commit()
    store.prune_game_log(5 * 86_400.0)
    store.prune_games(before=3 * 86_400.0, keep_at_most=4)
    store.compact()
    assert [row.started for row in store.game_log()] == [day * 86_400.0 for day in range(5, 10)]
    assert [game.record["day"] for game in store.finished_games()] == [9, 8, 7, 6]
    store.close()


def test_an_old_autosave_without_a_start_time_still_resumes() -> None:
    session = PlaySession.start(GameSetup(NAMES[:5]), seed=3, now=123.0)
    saved = session.to_json()
    assert saved["started"] == 123.0
    assert PlaySession.from_json(saved).started == 123.0
    older = {key: value for key, value in saved.items() if key != "started"}
    resumed = PlaySession.from_json(older)
    assert resumed.started is None
    assert LoggedGame.abandoned(resumed, "en", now=200.0).seconds is None
    for bad in ("noon", float("nan"), -5, True, [1]):
        with pytest.raises(ValueError):
            PlaySession.from_json({**saved, "started": bad})


def test_the_next_game_gets_its_own_start_time() -> None:
    session = finished_session(6)
    assert session.started == 1_000.0
    following = session.next_game()
    assert following.started is not None and following.started > 1_000.0


def test_the_reveal_screen_logs_the_finished_game_once(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.play_flow import PlayFlow
    from scenes.cheese_thief.reveal import RevealScene

    session = PlaySession.start(GameSetup(NAMES[:5]), seed=8, now=500.0)
    play_until(session, StepKind.REVEAL, random.Random(8))
    app = make_app(lang="de")
    for _ in range(2):  # the reveal shown again after a restart
        app.scenes.push(RevealScene(PlayFlow(app, session, persist=True)), transition=False)
        app.scenes.pop(transition=False)
    store = history.History()
    (row,) = store.game_log()
    assert (row.started, row.language, row.outcome, row.players) == (500.0, "de", FINISHED, 5)
    assert len(store.finished_games()) == 1
    store.close()


# ----- a wall clock that jumps ----------------------------------------------------------------------------------
def test_a_clock_set_back_mid_game_never_ends_a_game_before_it_started(tmp_path: Path) -> None:
    start = 1_800_000_000.0
    store = history.History(tmp_path / "history.sqlite3")
    session = finished_session(3)
    session.started = start
    store.log_game(LoggedGame.finished(session, "en", now=start - 3 * 3600))  # three hours "before" it began
    (row,) = store.game_log()
    assert row.ended == row.started == start and row.seconds is None
    store.close()


def test_a_clock_that_jumps_forward_and_back_during_a_game_changes_no_timer(monkeypatch: pytest.MonkeyPatch,
                                                                            data_dir: Path) -> None:
    """Every timer runs on the frames' time: a wall clock leaping hours each time it is read plays the same game."""
    import itertools
    import time

    from driver.demo import run_demo, seeded_wish

    def game() -> dict:
        result = run_demo(seeded_wish(4, 6), headless=True, size=(800, 600), paced=True)
        return result.record

    reference = game()
    leaps = itertools.cycle((7 * 3600.0, -11 * 3600.0, 0.0, -1.7e9))  # forward, back, and to 1970
    real = time.time
    monkeypatch.setattr(time, "time", lambda: max(0.0, real() + next(leaps)))
    assert game() == reference
    monkeypatch.setattr(time, "time", real)
    rows = history.History().game_log()
    assert rows and all(row.started is None or row.ended >= row.started for row in rows)
