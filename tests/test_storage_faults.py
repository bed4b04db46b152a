"""Storage faults never stop a game, the way SQLite tests itself: the Nth write fails, for every N.

``storage.fault_injection.faults`` makes the Nth data-folder operation (open, write, fsync, rename, mkdir, or an
SQLite open, statement or commit) fail with ENOSPC, EROFS, EACCES or EIO. Swept:

* one atomic file write: every operation, every errno (the file is the old one or the new one, never half);
* a slice of a café day (the kiosk's configuration, players, games, game log, tutorial, figures, pruning): every
  operation, every errno;
* a pure-Python game with its autosave after every step and the history at the end, each errno in turn, once as a
  single failure and once as a disk that stays full from then on;
* a tutorial's saves and anonymous measures, single failures;
* a whole demo game through the real screens.

The last three sweep a dozen N spread along the run (the tutorial six; the demo game only its first and last
operation), to keep the suite quick; ``CHEESE_THIEF_FAULT_SWEEP=1`` sweeps every N of them (several minutes).
"""
from __future__ import annotations

import errno
import json
import os
import random
import sqlite3
from pathlib import Path
from typing import Callable, Iterator

import pytest

from storage import files as storage, health as storage_health
from storage.fault_injection import faults
from storage.health import StorageHealth, health, notice_key, reason_of
from kiosk.health import STORAGE_FAULT, STORAGE_RECOVERED, HealthLog
from storage import autosave, history
from storage.game_log import LoggedGame
from play.session import PlaySession
from play.setup import GameSetup
from play.turns import StepKind
from play.autoplay import play_step

ERRNOS = (errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EIO)
NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve")


@pytest.fixture(autouse=True)
def fresh_health(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[StorageHealth]:
    """A storage health of this test's own, logging into its data folder; the fault seam disarmed after."""
    watched = StorageHealth(log=lambda: HealthLog(folder=lambda: data_dir))
    watched.listen("stderr", None)
    monkeypatch.setattr(storage_health, "_shared", watched)
    faults.disarm()
    yield watched
    faults.disarm()


def events(data_dir: Path) -> list[str]:
    return [event["kind"] for event in HealthLog(folder=lambda: data_dir).events()]


def set_aside(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if ".corrupt-" in path.name)


def sweep(operations: int, points: int = 12) -> list[int]:
    """Which N to fail: every one with CHEESE_THIEF_FAULT_SWEEP set, else ``points`` spread from first to last."""
    if os.environ.get("CHEESE_THIEF_FAULT_SWEEP") or operations <= points:
        return list(range(1, operations + 1))
    return sorted({1 + round(index * (operations - 1) / (points - 1)) for index in range(points)})


def counted(action: Callable[[], object]) -> int:
    """How many operations ``action`` asks the seam for, with nothing failing."""
    faults.disarm()
    action()
    count = faults.count
    faults.disarm()
    return count


# ----- the module itself -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("error", "reason"), [
    (OSError(errno.ENOSPC, "full"), "full"), (OSError(errno.EROFS, "ro"), "read_only"),
    (OSError(errno.EACCES, "no"), "denied"), (OSError(errno.EPERM, "no"), "denied"), (OSError(errno.EIO, "io"), "io"),
    (FileExistsError(errno.EEXIST, "file"), "not_a_folder"), (NotADirectoryError(errno.ENOTDIR, "x"), "not_a_folder"),
    (sqlite3.OperationalError("database or disk is full"), "full"),
    (sqlite3.OperationalError("attempt to write a readonly database"), "read_only"),
    (sqlite3.OperationalError("database is locked"), "denied"),
    (sqlite3.DatabaseError("file is not a database"), None), (ValueError("bad"), None),
    (OSError(errno.ENOENT, "gone"), None),
])
def test_each_error_is_told_to_its_reason(error: BaseException, reason: str | None) -> None:
    assert reason_of(error) == reason


def test_a_fault_episode_is_logged_and_told_once_and_ends_at_the_next_good_write(
        data_dir: Path, fresh_health: StorageHealth) -> None:
    heard: list[str | None] = []
    fresh_health.listen("test", heard.append)
    data_dir.mkdir(parents=True, exist_ok=True)
    faults.arm(1, errno.ENOSPC, lasting=True, ops=("open",))
    for _ in range(5):
        assert storage.keep_json(data_dir / "x.json", {"a": 1}) is False
    assert heard == ["full"] and fresh_health.fault == "full"
    faults.disarm()
    assert storage.keep_json(data_dir / "x.json", {"a": 2}) is True
    assert storage.keep_json(data_dir / "x.json", {"a": 3}) is True
    assert heard == ["full", None] and fresh_health.healthy and fresh_health.last_fault == "full"
    assert events(data_dir) == [STORAGE_FAULT, STORAGE_RECOVERED]
    fault = HealthLog(folder=lambda: data_dir).events()[0]
    assert fault["reason"] == "full"


def test_the_window_shows_one_calm_notice_per_episode(make_app, fresh_health: StorageHealth) -> None:
    app = make_app(lang="fr")
    before = len(app.notices)
    for _ in range(3):
        fresh_health.failed(OSError(errno.EROFS, "read-only"))
    assert len(app.notices) == before + 1
    assert app.notices[-1].text == "Les parties ne sont pas enregistrées : le stockage est en lecture seule."
    fresh_health.succeeded()
    fresh_health.failed(OSError(errno.EIO, "io"))
    assert len(app.notices) == before + 2 and notice_key("io") == "app.storage_fault.cannot_write"


def test_a_data_path_that_is_a_file_never_raises(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  fresh_health: StorageHealth) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    monkeypatch.setenv(storage.DATA_DIR_ENV, str(blocker))
    assert storage.data_dir() == blocker
    assert fresh_health.fault == "not_a_folder"
    session = PlaySession.start(GameSetup(NAMES), 1)
    assert autosave.save(session) is False
    assert autosave.load().session is None
    store = history.History()
    store.remember_players(["Ada"])
    assert not store.available and store.notice is None
    assert blocker.read_text() == "not a folder"


# ----- one atomic write ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("error", ERRNOS)
def test_every_step_of_a_file_write_failing_leaves_the_old_file_whole(data_dir: Path, error: int) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    target = data_dir / "settings.json"
    old, new = {"turn": 1, "names": list(NAMES)}, {"turn": 2, "names": list(NAMES) * 50}
    assert storage.keep_json(target, old)
    steps = counted(lambda: storage.keep_json(target, old))
    assert steps == 4  # open, write, fsync, rename
    for n in range(1, steps + 1):
        faults.arm(n, error)
        assert storage.keep_json(target, new) is False
        assert json.loads(target.read_text(encoding="utf-8")) == old
        assert [path.name for path in data_dir.iterdir() if path.suffix == ".tmp"] == []
    faults.disarm()
    assert storage.keep_json(target, new) and json.loads(target.read_text(encoding="utf-8")) == new


# ----- a pure-Python game, its autosave and its history ----------------------------------------------------------
def play_saved_game(seed: int = 3) -> PlaySession:
    """A whole game with its autosave after every step and its record and log row kept at the end."""
    session = PlaySession.start(GameSetup(NAMES), seed, now=1_000_000.0)
    rng = random.Random(seed)
    history.remember_players(NAMES)
    autosave.save(session)
    while session.step.kind is not StepKind.REPLAY:
        play_step(session, rng)
        autosave.save(session)
    history.save_finished_game(session.record(), LoggedGame.finished(session, "en", now=1_000_900.0))
    return session


def seed_history(data_dir: Path) -> dict[str, int]:
    """An earlier game and its players, committed before any fault; returns each table's rows."""
    data_dir.mkdir(parents=True, exist_ok=True)
    play_saved_game(seed=11)
    return table_rows(data_dir)


def table_rows(data_dir: Path) -> dict[str, int]:
    db = sqlite3.connect(str(data_dir / history.HISTORY_NAME))
    try:
        return {table: db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                for table in ("players", "games", "game_log")}
    finally:
        db.close()


def check_left_behind(data_dir: Path, committed: dict[str, int]) -> None:
    """Nothing set aside, no half file, and every row committed before the fault still there."""
    assert set_aside(data_dir) == []
    for path in data_dir.glob("*.json"):
        json.loads(path.read_text(encoding="utf-8"))  # the old version or the new one: always whole JSON
    assert not list(data_dir.glob("*.tmp"))
    store = history.History()
    assert store.available and store.notice is None
    store.close()
    rows = table_rows(data_dir)
    assert all(rows[table] >= count for table, count in committed.items()), (rows, committed)


@pytest.mark.parametrize("lasting", [False, True], ids=["one-failure", "stays-full"])
def test_a_game_goes_on_whichever_write_fails(data_dir: Path, fresh_health: StorageHealth, lasting: bool) -> None:
    committed = seed_history(data_dir)
    reference = play_saved_game().record()
    operations = counted(play_saved_game)
    assert operations > 100
    for n in sweep(operations):
        for old in data_dir.glob(f"{autosave.AUTOSAVE_NAME}*"):
            old.unlink()
        faults.arm(n, ERRNOS[n % len(ERRNOS)], lasting=lasting)
        fresh_health.fault = None
        assert play_saved_game().record() == reference
        assert faults.failed >= 1
        assert fresh_health.last_fault is not None
        faults.disarm()
        check_left_behind(data_dir, committed)
        if not lasting:  # the next write after a single failure finds the storage well again
            assert autosave.save(PlaySession.start(GameSetup(NAMES), 1)) and fresh_health.healthy
    kinds = events(data_dir)
    assert kinds.count(STORAGE_FAULT) == len(sweep(operations))  # one per episode, not one per failed write


def test_the_game_record_is_kept_once_the_storage_is_back(data_dir: Path) -> None:
    committed = seed_history(data_dir)
    faults.arm(1, errno.ENOSPC, lasting=True)
    play_saved_game()
    faults.disarm()
    assert table_rows(data_dir) == committed  # nothing of the full disk's game
    play_saved_game()
    assert table_rows(data_dir)["games"] == committed["games"] + 1


# ----- the history's day -----------------------------------------------------------------------------------
def a_history_day() -> None:
    """What a café day asks of its storage: the kiosk's configuration, players, games, the log, the tutorial's
    counts, the figures, the pruning."""
    from kiosk.config import KioskConfig, save_kiosk_config
    from kiosk.stats import gather, prune, today_numbers
    from storage.tutorial_stats import known_steps
    from tutorial.table import Table

    save_kiosk_config(KioskConfig(venue_name="Café"))

    store = history.History()
    try:
        store.remember_players(["Ada", "Bo"])
        store.save_finished_game({"format": "x", "n": 1})
        run = store.tutorial_started(Table(5), "en", now=1_000.0)
        store.tutorial_ended(run, False, min(known_steps()), now=1_100.0)
        store.remember_setup({"players": 5})
        gather(store, 1_000_950.0)
        today_numbers(store, 1_000_950.0)
        prune(store, 1_000_950.0)
    finally:
        store.close()


@pytest.mark.parametrize("error", ERRNOS)
def test_every_history_write_failing_loses_nothing_committed_before(data_dir: Path, error: int) -> None:
    committed = seed_history(data_dir)
    operations = counted(a_history_day)
    assert operations >= 8
    for n in range(1, operations + 1):
        faults.arm(n, error)
        a_history_day()
        faults.disarm()
        check_left_behind(data_dir, committed)


# ----- the tutorial's saves ----------------------------------------------------------------------------------
def walk_tutorial(moves: int = 30) -> None:
    """A learner through the tutorial's first ``moves`` moves: the place saved and the measures written after
    every move, then the tutorial left."""
    from storage.tutorial_record import TutorialRecord
    from storage.tutorial_save import load_tutorial, save_tutorial
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    table = Table(5)
    record = TutorialRecord()
    session = TutorialSession.start(table)
    record.start(table, "en", session)
    for _ in range(moves):
        expects = session.step.expects
        after = session.act(min(expects.right, key=repr)) if expects is not None and session.move is None else session.next()
        record.moved(session, after)
        session = after
        save_tutorial(session)
    record.leave(session)
    loaded = load_tutorial(table).session
    assert loaded is None or loaded.table == table


def test_the_tutorial_goes_on_whichever_save_fails(data_dir: Path) -> None:
    committed = seed_history(data_dir)
    operations = counted(walk_tutorial)
    assert operations > 50
    for n in sweep(operations, points=6):
        faults.arm(n, ERRNOS[n % len(ERRNOS)])
        walk_tutorial()
        faults.disarm()
        check_left_behind(data_dir, committed)


# ----- a whole game through the real screens --------------------------------------------------------------------
def test_a_whole_demo_game_finishes_whichever_write_fails(data_dir: Path, fresh_health: StorageHealth) -> None:
    from driver.demo import run_demo, seeded_wish

    def game() -> str | None:
        return run_demo(seeded_wish(5, 2), headless=True, size=(800, 600), paced=True).winner

    committed = seed_history(data_dir)
    winners = [game()]  # the first game also makes what every later one finds made (its count differs)
    operations = counted(game)
    assert operations > 50 and winners[0] is not None
    for index, n in enumerate(sweep(operations, points=2)):
        fresh_health.fault = None
        faults.arm(n, ERRNOS[index % len(ERRNOS)], lasting=index % 2 == 1)
        assert game() == winners[0]
        assert faults.failed >= 1 and fresh_health.last_fault is not None
        faults.disarm()
        check_left_behind(data_dir, committed)


@pytest.mark.parametrize("error", [PermissionError(errno.EACCES, "denied"), OSError(errno.EIO, "failing")])
def test_a_file_that_cannot_be_read_for_now_is_left_where_it_is(data_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 error: OSError) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    target = data_dir / "settings.json"
    target.write_text("{}\n")

    def refuse(path: Path, max_bytes: int = 0) -> object:
        raise error

    monkeypatch.setattr(storage, "read_json_file", refuse)
    result = storage.load_json(target)
    assert result.value is None and result.notice is None and result.moved_to is None
    assert target.read_text() == "{}\n" and set_aside(data_dir) == []
