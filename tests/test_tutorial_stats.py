"""The tutorial's anonymous measures in the history database: recorded, summarised, migrated, never a crash."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from storage import history
from storage.tutorial_stats import TutorialSummary, known_steps
from tutorial.actions import ActionKind
from tutorial.plan import plan_steps
from tutorial.quiz_question import QuizKind
from tutorial.table import Table

ROOT = Path(__file__).resolve().parent.parent
STEPS = plan_steps(Table(5))
FIRST, MIDDLE, LAST = STEPS[0], STEPS[len(STEPS) // 2], STEPS[-1]
# The history file as version 1 of the program wrote it, before the tutorial's tables.
VERSION_1_SCHEMA = (
    "CREATE TABLE players (name_key TEXT PRIMARY KEY, name TEXT NOT NULL, last_used REAL NOT NULL)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, finished REAL NOT NULL,"
    " winners TEXT NOT NULL, record TEXT NOT NULL)",
    "CREATE TABLE preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
)


@pytest.fixture
def store(data_dir: Path):
    data_dir.mkdir(parents=True, exist_ok=True)
    opened = history.History()
    assert opened.available and opened.notice is None
    yield opened
    opened.close()


def walk(store: history.History, run: int | None, steps, start: float) -> float:
    at = start
    for step in steps:
        store.tutorial_step(run, step.uid, step.chapter, now=at)
        at += 10
    return at


def test_runs_steps_answers_and_times_are_summarised(store: history.History) -> None:
    finished_times = []
    for index, seconds in enumerate((300, 500, 400)):
        run = store.tutorial_started(Table(5), "en", now=1000.0 * index)
        walk(store, run, STEPS[:3], 1000.0 * index)
        store.tutorial_answer(run, ActionKind.ROLL, True, 1)
        store.tutorial_answer(run, QuizKind.SAW_THIEF, True, 2)
        store.tutorial_answer(run, ActionKind.VOTE, index == 0, 2 + index)
        store.tutorial_ended(run, True, LAST.uid, now=1000.0 * index + seconds)
        finished_times.append(seconds)
    for lang, step in (("fr", MIDDLE), ("zh", MIDDLE), ("de", FIRST)):
        run = store.tutorial_started(Table(7, True), lang, now=5000.0)
        store.tutorial_answer(run, "lift_cup", False, 3)
        store.tutorial_answer(run, "winner", False, 1)
        store.tutorial_ended(run, False, step.uid, now=5060.0)
    store.tutorial_started(Table(4), "en", now=6000.0)  # still going (or the program was closed)
    summary = store.tutorial_summary()
    assert summary == TutorialSummary(
        started=7, finished=3, abandoned=3,
        left_at=((MIDDLE.uid, 2), (FIRST.uid, 1)),
        missed=(("lift_cup", 3, 3), ("winner", 3, 3), ("vote", 2, 3)),
        median_seconds=400.0,
    )
    assert store.tutorial_summary(limit=1).left_at == ((MIDDLE.uid, 2),)


def test_a_step_is_left_when_the_next_is_reached_or_the_run_ends(store: history.History) -> None:
    run = store.tutorial_started(Table(6, True), "de", now=100.0)
    end = walk(store, run, STEPS[:2], 100.0)
    store.tutorial_ended(run, False, STEPS[1].uid, now=end)
    assert store._db is not None
    rows = store._db.execute("SELECT step, chapter, reached, left FROM tutorial_steps ORDER BY reached").fetchall()
    assert rows == [(STEPS[0].uid, STEPS[0].chapter, 100.0, 110.0), (STEPS[1].uid, STEPS[1].chapter, 110.0, 120.0)]
    (row,) = store._db.execute("SELECT players, fall_mouse, language, outcome, left_at, seconds FROM tutorial_runs")
    assert row == (6, 1, "de", "abandoned", STEPS[1].uid, 20.0)


def test_nothing_personal_or_unknown_is_stored(store: history.History) -> None:
    assert store.tutorial_started("5 players", "en") is None  # type: ignore[arg-type]
    assert store.tutorial_started(Table(5), "Ada's language") is None
    run = store.tutorial_started(Table(5), "en", now=0.0)
    assert run is not None
    for step, chapter in (("Ada", FIRST.chapter), (FIRST.uid, "another chapter"), (["list"], FIRST.chapter)):
        store.tutorial_step(run, step, chapter)  # type: ignore[arg-type]
    for kind, right, attempts in (("Ada was here", True, 1), (ActionKind.ROLL, "yes", 1), (ActionKind.ROLL, True, 0),
                                  (ActionKind.ROLL, True, True), (ActionKind.ROLL, True, 10**6), ([1], True, 1),
                                  ("ROLL", True, 1), (None, True, 1)):
        store.tutorial_answer(run, kind, right, attempts)  # type: ignore[arg-type]
    for bad_run in (None, 0, -1, True, "1", run + 1):
        store.tutorial_step(bad_run, FIRST.uid, FIRST.chapter)  # type: ignore[arg-type]
        store.tutorial_answer(bad_run, ActionKind.ROLL, True, 1)  # type: ignore[arg-type]
        store.tutorial_ended(bad_run, True, LAST.uid)  # type: ignore[arg-type]
    store.tutorial_ended(run, False, "Ada's step")
    store.tutorial_ended(run, "no", LAST.uid)  # type: ignore[arg-type]
    assert store._db is not None
    assert store._db.execute("SELECT COUNT(*) FROM tutorial_steps").fetchone() == (0,)
    assert store._db.execute("SELECT COUNT(*) FROM tutorial_answers").fetchone() == (0,)
    assert store.tutorial_summary() == TutorialSummary(1, 0, 0, (), (), None)


def test_an_ended_run_keeps_its_end_and_only_a_finished_one_takes_answers(store: history.History) -> None:
    """A quiz taken on the end screen counts for the finished run; nothing else joins an ended run."""
    finished = store.tutorial_started(Table(8), "fr", now=0.0)
    store.tutorial_ended(finished, True, LAST.uid, now=90.0)
    store.tutorial_ended(finished, False, FIRST.uid, now=900.0)
    store.tutorial_answer(finished, ActionKind.VOTE, False, 1)
    store.tutorial_step(finished, FIRST.uid, FIRST.chapter)
    abandoned = store.tutorial_started(Table(5), "de", now=0.0)
    store.tutorial_ended(abandoned, False, FIRST.uid, now=30.0)
    store.tutorial_answer(abandoned, ActionKind.ROLL, False, 1)
    summary = store.tutorial_summary()
    assert (summary.finished, summary.abandoned, summary.median_seconds) == (1, 1, 90.0)
    assert summary.missed == ((ActionKind.VOTE.value, 1, 1),)
    assert store._run("SELECT COUNT(*) FROM tutorial_steps WHERE run = ?", (finished,)) == [(0,)]


def test_known_steps_are_every_chapters_steps_at_every_table() -> None:
    steps = known_steps()
    assert {step.uid for step in plan_steps(Table(8, True))} <= set(steps)
    assert all(uid.startswith(chapter + ".") for uid, chapter in steps.items())


def test_without_a_history_the_tutorial_measures_do_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    store = history.History(blocked / history.HISTORY_NAME)
    assert not store.available
    run = store.tutorial_started(Table(5), "en")
    assert run is None
    store.tutorial_step(run, FIRST.uid, FIRST.chapter)
    store.tutorial_answer(run, ActionKind.ROLL, True, 1)
    store.tutorial_ended(run, True, LAST.uid)
    assert store.tutorial_summary() == TutorialSummary(0, 0, 0, (), (), None)


def test_a_version_1_history_gains_the_tutorial_tables_and_keeps_its_data(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    db = sqlite3.connect(str(path))
    for statement in VERSION_1_SCHEMA:
        db.execute(statement)
    db.execute("INSERT INTO players VALUES ('ada', 'Ada', 1.0)")
    db.execute("INSERT INTO preferences VALUES ('last_setup', '{\"players\": 5}')")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = history.History(path)
    try:
        assert store.notice is None
        assert store.recent_players() == ["Ada"] and store.last_setup() == {"players": 5}
        run = store.tutorial_started(Table(5), "en", now=0.0)
        store.tutorial_ended(run, True, LAST.uid, now=60.0)
        assert store.tutorial_summary().finished == 1
    finally:
        store.close()
    db = sqlite3.connect(str(path))
    assert db.execute("PRAGMA user_version").fetchone() == (history.SCHEMA_VERSION,)
    db.close()
    assert not list(data_dir.glob(f"{history.HISTORY_NAME}.*")), "nothing was moved aside"


def test_tutorial_tables_of_another_shape_are_moved_aside_with_the_data_kept(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    db = sqlite3.connect(str(path))
    for statement in VERSION_1_SCHEMA:
        db.execute(statement)
    db.execute("CREATE TABLE tutorial_runs (id INTEGER PRIMARY KEY, who TEXT)")
    db.execute("INSERT INTO players VALUES ('ada', 'Ada', 1.0)")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    store = history.History(path)
    try:
        assert store.available and store.notice
        assert store.tutorial_started(Table(5), "en") is not None
    finally:
        store.close()
    (kept,) = data_dir.glob(f"{history.HISTORY_NAME}.corrupt-*")
    db = sqlite3.connect(str(kept))
    assert db.execute("SELECT name FROM players").fetchall() == [("Ada",)]
    db.close()


def test_a_history_locked_by_another_program_is_never_a_crash(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    store = history.History(path)
    run = store.tutorial_started(Table(5), "en", now=0.0)
    holder = sqlite3.connect(str(path), timeout=0.1)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert store._db is not None
        store._db.execute("PRAGMA busy_timeout = 50")  # the test need not wait SQLite's five seconds
        store.tutorial_step(run, FIRST.uid, FIRST.chapter)
        store.tutorial_ended(run, True, LAST.uid)  # cannot be written while the lock is held: dropped quietly
        # In WAL mode a reader never waits for a writer: what was written before the lock still reads.
        assert store.tutorial_summary() == TutorialSummary(1, 0, 0, (), (), None)
    finally:
        holder.rollback()
        holder.close()
    assert store.tutorial_summary().started == 1  # the lock gone, what was written before is all there
    store.close()


def test_the_measures_need_no_pygame() -> None:
    probe = ("import sys, storage.tutorial_stats, storage.history\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_a_history_locked_when_opened_is_left_alone_and_tried_again(data_dir: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history, "BUSY_TIMEOUT_SECONDS", 0.2)  # the wait's length is not what is checked here
    monkeypatch.setattr(history, "RETRY_SECONDS", 0.0)
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    first = history.History(path)
    first.remember_players(["Ada"])
    first.tutorial_started(Table(5), "en", now=0.0)
    first.close()
    holder = sqlite3.connect(str(path))
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store = history.History(path)  # waits SQLite's busy timeout, then gives up on the locked file for now
        assert not store.available and store.notice is None
        assert store.tutorial_summary().started == 0
    finally:
        holder.rollback()
        holder.close()
    assert not list(data_dir.glob(f"{history.HISTORY_NAME}.*-*"))  # nothing set aside
    assert store.tutorial_summary().started == 1  # the next use opens it again, once the lock is gone
    assert store.available and store.recent_players() == ["Ada"]
    store.close()


def test_quiz_kinds_and_action_kinds_are_told_apart_by_name() -> None:
    assert not {kind.value for kind in QuizKind} & {kind.value for kind in ActionKind}
