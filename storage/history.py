"""Players and games remembered between sittings, in a small SQLite file.

The file is ``history.sqlite3`` in the user data folder. Only a file proven damaged (not a database,
malformed, failing ``PRAGMA quick_check``, or written with another schema by another version of the program)
is moved aside (``storage.files.move_aside``) and a fresh one is made; the caller gets a notice to show, never an
exception. A file that cannot be opened or written for the storage's sake (full, read-only, refused, locked by
another program) is left where it is: the failure goes to ``storage.health``, and the next use tries again.

The file is kept in SQLite's write-ahead-log mode (WAL, synchronous NORMAL): a reader (the statistics screen)
never waits for a writer, and a write cut short by a power loss leaves the file whole (at worst the last
moments before the cut are lost).

Besides the remembered players, finished game records and the last setup, the file holds the tutorial's
anonymous counts (``storage.tutorial_stats``) and an anonymous log of every game (``storage.game_log``).
Pruning (``prune_games``, ``prune_tutorial``, ``prune_game_log``, then ``compact``) keeps months of use small;
the café kiosk decides how much is kept (``kiosk.stats.prune``).
"""

from __future__ import annotations

import json
import math
import os
import re
import sqlite3
import time
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.referee import resolve
from play.setup import MAX_NAME_LENGTH
from storage.fault_injection import faults
from storage.files import data_dir, make_private, move_aside
from storage.game_log import GAME_LOG_SCHEMA, GameLogging, LoggedGame
from storage.health import health
from storage.tutorial_stats import TUTORIAL_SCHEMA, TutorialStatistics

HISTORY_NAME = "history.sqlite3"
# How long opening waits for another program holding the file locked before it takes the file as unusable
# (sqlite3's own default).
BUSY_TIMEOUT_SECONDS = 5.0
RETRY_SECONDS = 10.0
# Version 2 added the tutorial's tables, version 3 the game log; an older file gains them when opened, its data
# untouched.
SCHEMA_VERSION = 3
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS players (name_key TEXT PRIMARY KEY, name TEXT NOT NULL, last_used REAL NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY AUTOINCREMENT, finished REAL NOT NULL,"
    " winners TEXT NOT NULL, record TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    *TUTORIAL_SCHEMA,
    *GAME_LOG_SCHEMA,
)
# SQLite's companions of a database in WAL mode; they belong to the file they were written for.
SIDECAR_SUFFIXES = ("-wal", "-shm")


@dataclass(frozen=True)
class FinishedGame:
    finished: float  # seconds since the epoch
    winners: tuple[str, ...]
    record: dict[str, Any]


def history_path() -> Path:
    return data_dir() / HISTORY_NAME


class ForeignHistory(sqlite3.DatabaseError):
    """The file is a database, but not one this version of the program wrote."""


def _tables(db: sqlite3.Connection) -> set[str]:
    """The tables in the file, without SQLite's own (sqlite_sequence...)."""
    names = (str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
    return {name for name in names if not name.startswith("sqlite_")}


def _columns(db: sqlite3.Connection, table: str) -> frozenset[str]:
    return frozenset(str(row[1]) for row in db.execute(f"PRAGMA table_info({table})"))


@lru_cache(maxsize=1)
def _expected_columns() -> dict[str, frozenset[str]]:
    """Each table's columns as SCHEMA makes them (read back from a database in memory, so SCHEMA stays the
    only place that lists them)."""
    db = sqlite3.connect(":memory:")
    try:
        for statement in SCHEMA:
            db.execute(statement)
        return {table: _columns(db, table) for table in _tables(db)}
    finally:
        db.close()


def _check_layout(db: sqlite3.Connection) -> None:
    """Refuse a file of another schema version, or whose tables have other columns: queries against it
    would fail one by one and its entries would be silently ignored. Moved aside, its contents survive."""
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if not 0 <= version <= SCHEMA_VERSION:  # 0: new, or written before the version was stamped; older: migrated
        raise ForeignHistory(f"schema version {version}, expected {SCHEMA_VERSION}")
    expected = _expected_columns()
    for table, columns in expected.items():
        found = _columns(db, table)
        if found and found != columns:
            raise ForeignHistory(f"table {table} has columns {sorted(found)}")
    foreign = sorted(_tables(db) - set(expected))
    if foreign:  # another program's database: adding our tables to it would mix two programs' data
        raise ForeignHistory(f"unknown tables {foreign}")


def _is_current(db: sqlite3.Connection) -> bool:
    """Stamped with this schema version and holding every table of SCHEMA."""
    if int(db.execute("PRAGMA user_version").fetchone()[0]) != SCHEMA_VERSION:
        return False
    return set(_expected_columns()) <= _tables(db)


SQLITE_MAGIC = b"SQLite format 3\x00"


def _refuse_non_database(path: Path) -> None:
    """SQLite quietly takes a file of a byte or two as an empty database and writes over it; any file that is
    not empty and does not start like a database is refused, so it is moved aside and kept instead."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except FileNotFoundError:
        return
    except IsADirectoryError as problem:  # a folder in its place never becomes a history: it is set aside
        raise sqlite3.DatabaseError("a folder, not a database") from problem
    except OSError as problem:  # a file we may not read (for now): left where it is
        raise sqlite3.OperationalError(f"cannot open: {problem.strerror or problem}") from problem
    if head and head != SQLITE_MAGIC:
        raise sqlite3.DatabaseError("file is not a database")


class History(TutorialStatistics, GameLogging):
    """Open (or repair) the history file; every method is safe to call on a broken disk.

    The tutorial's anonymous measures and the game log are methods too (``storage.tutorial_stats``,
    ``storage.game_log``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else history_path()
        self.notice: str | None = None  # set when a damaged file was moved aside
        self._db: sqlite3.Connection | None = None
        self._tried_at = time.monotonic()
        self._open()

    # ----- opening and repairing --------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        _refuse_non_database(self.path)
        faults.check_sqlite("sqlite_open")
        db = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_SECONDS)
        # A text cell that is not UTF-8 reads with replacement characters instead of failing its whole query.
        db.text_factory = lambda data: data.decode("utf-8", "replace")
        try:
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            _check_layout(db)
            db.execute("PRAGMA journal_mode = WAL")  # may stay in another mode (a network disk): still usable
            # In WAL mode NORMAL still never corrupts the file; a power cut may only lose the last moments.
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("BEGIN IMMEDIATE")  # raises OperationalError when another program holds the write lock
            db.execute("COMMIT")
            if not _is_current(db):  # writing only when needed leaves a good file byte for byte as it was
                for statement in SCHEMA:
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.commit()
        except sqlite3.Error:
            db.close()  # closed before the file is moved aside
            raise
        for path in (self.path, *(self.path.with_name(self.path.name + suffix) for suffix in SIDECAR_SUFFIXES)):
            make_private(path)  # a file an older version left readable by all
        return db

    def _open(self) -> None:
        try:
            self._db = self._connect()
            health().succeeded()
            return
        except sqlite3.OperationalError as problem:
            # Full, read-only, refused, locked: nothing proves the file damaged. It stays; the next use retries.
            health().failed(problem, self.path.parent)
            return
        except sqlite3.Error as problem:
            moved = move_aside(self.path) if self.path.exists() else None
            _move_sidecars(self.path, moved)
            where = moved.name if moved else self.path.name
            self.notice = f"{self.path.name}: {problem.__class__.__name__}; kept as {where}"
        try:
            self._db = self._connect()
        except sqlite3.Error:
            self._db = None  # no history this time; the game still plays

    @property
    def available(self) -> bool:
        return self._db is not None

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _run(self, statement: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self._db is None:
            self._open_again()
        if self._db is None:
            return []
        writes = not statement.lstrip().upper().startswith("SELECT")
        try:
            if writes:
                faults.check_sqlite("sqlite_write")
            rows = self._db.execute(statement, params).fetchall()
            if writes:
                faults.check_sqlite("sqlite_commit")
            self._db.commit()
        except sqlite3.Error as problem:
            self._roll_back()
            health().failed(problem, self.path.parent)
            return []
        if writes:
            health().succeeded()
        return rows

    def _open_again(self) -> None:
        """After the storage refused the file at opening, a use tries again, at most every RETRY_SECONDS (a file
        locked by another program costs BUSY_TIMEOUT_SECONDS a try). A damaged file is not retried: it was moved
        aside and replaced when found."""
        now = time.monotonic()
        if self.notice is None and now - self._tried_at >= RETRY_SECONDS:
            self._tried_at = now
            self._open()

    def _roll_back(self) -> None:
        """A statement or commit cut short must not stay open, to be committed with the next one."""
        try:
            if self._db is not None and self._db.in_transaction:
                self._db.rollback()
        except sqlite3.Error:
            pass

    # ----- players ----------------------------------------------------------------------------------
    def remember_players(self, names: list[str] | tuple[str, ...]) -> None:
        """Put these names first in the list of recent players (same name in any case counts once)."""
        # Two calls within a millisecond (a fast disk) must still put the second call's names first.
        latest = self._run("SELECT MAX(last_used) FROM players WHERE typeof(last_used) IN ('real', 'integer')")
        previous = latest[0][0] if latest and isinstance(latest[0][0], (int, float)) else 0.0
        now = max(time.time(), previous + len(names) * 1e-3) if math.isfinite(previous) else time.time()
        for offset, name in enumerate(names):
            cleaned = name.strip()
            if cleaned:
                # Earlier seats get a slightly later time so the table's order is kept.
                self._run(
                    "INSERT INTO players (name_key, name, last_used) VALUES (?, ?, ?) "
                    "ON CONFLICT(name_key) DO UPDATE SET name = excluded.name, last_used = excluded.last_used",
                    (cleaned.casefold(), cleaned, now - offset * 1e-3),
                )

    def recent_players(self, limit: int = 24) -> list[str]:
        rows = self._run("SELECT name FROM players ORDER BY last_used DESC LIMIT ?", (max(0, int(limit)),))
        return [row[0] for row in rows if _usable_name(row[0])]

    def forget_player(self, name: str) -> None:
        self._run("DELETE FROM players WHERE name_key = ?", (name.strip().casefold(),))

    # ----- games ------------------------------------------------------------------------------------
    def save_finished_game(self, record: dict[str, Any]) -> None:
        """Keep a finished game; the same record saved twice (a reveal shown again after a restart) counts once."""
        text = json.dumps(record, ensure_ascii=False, sort_keys=True)
        if self._run("SELECT 1 FROM games WHERE record = ? LIMIT 1", (text,)):
            return
        winners = _winner_names(record)
        self._run(
            "INSERT INTO games (finished, winners, record) VALUES (?, ?, ?)",
            (time.time(), json.dumps(winners, ensure_ascii=False), text),
        )

    def finished_games(self, limit: int = 50) -> list[FinishedGame]:
        rows = self._run("SELECT finished, winners, record FROM games ORDER BY id DESC LIMIT ?", (max(0, int(limit)),))
        games = (_finished_game(*row) for row in rows)
        return [game for game in games if game is not None]  # one damaged row never hides the others

    def prune_games(self, before: float, keep_at_most: int) -> None:
        """Forget full game records (they hold names) finished before `before`, and all but the newest
        `keep_at_most`."""
        self._run("DELETE FROM games WHERE finished < ? OR typeof(finished) NOT IN ('real', 'integer') OR id NOT IN"
                  " (SELECT id FROM games ORDER BY id DESC LIMIT ?)", (float(before), max(0, int(keep_at_most))))

    def prune_tutorial(self, before: float) -> None:
        """Forget the tutorial runs started before `before`, with their steps and answers."""
        old = "SELECT id FROM tutorial_runs WHERE started < ? OR typeof(started) NOT IN ('real', 'integer')"
        self._run(f"DELETE FROM tutorial_steps WHERE run IN ({old})", (float(before),))
        self._run(f"DELETE FROM tutorial_answers WHERE run IN ({old})", (float(before),))
        self._run(f"DELETE FROM tutorial_runs WHERE id IN ({old})", (float(before),))

    def compact(self) -> None:
        """Give the space of deleted rows back to the disk (a file never shrinks by itself)."""
        if self._db is None:
            return
        try:
            self._db.execute("VACUUM")
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass  # busy or read-only: the space is reused by the next rows anyway

    # ----- the last setup, so the next game starts from it -------------------------------------------
    def remember_setup(self, setup: dict[str, Any]) -> None:
        self._run(
            "INSERT INTO preferences (key, value) VALUES ('last_setup', ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (json.dumps(setup, ensure_ascii=False),),
        )

    def last_setup(self) -> dict[str, Any] | None:
        rows = self._run("SELECT value FROM preferences WHERE key = 'last_setup'")
        if not rows:
            return None
        value = _json_value(rows[0][0])
        return value if isinstance(value, dict) else None


def set_aside_day(folder: Path | None = None) -> date | None:
    """The day the newest damaged history was moved aside (read off its kept copy's name), or None."""
    base = folder or data_dir()
    try:
        names = [entry.name for entry in base.iterdir()]
    except OSError:
        return None
    days = []
    for name in names:
        match = _SET_ASIDE_NAME.fullmatch(name)
        if match:
            try:
                days.append(datetime.strptime(match.group(1), "%Y%m%d").date())
            except ValueError:
                continue
    return max(days, default=None)


_SET_ASIDE_NAME = re.compile(re.escape(HISTORY_NAME) + r"\.corrupt-(\d{8})-\d{6}(?:-\d+)?")


def _move_sidecars(path: Path, moved: Path | None) -> None:
    """A WAL file left beside the moved database belongs to it: a fresh file must not read its pages."""
    for suffix in SIDECAR_SUFFIXES:
        sidecar = path.with_name(path.name + suffix)
        if not sidecar.exists():
            continue
        try:
            if moved is not None:
                os.replace(sidecar, moved.with_name(f"{sidecar.name}.{moved.name.rsplit('.', 1)[-1]}"))
            else:
                sidecar.unlink()
        except OSError:
            pass  # a sidecar that cannot be moved stays where it is; the fresh file is still made


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a setup can use")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):  # 1e400 reads as infinity, which int() refuses with OverflowError
        raise ValueError(f"{text} is too large")
    return number


def _json_value(text: object) -> Any:
    """A cell's JSON value, or None when it is not text holding plain JSON with finite numbers.

    Anything can be in the file: a blob or a number instead of text, very deep nesting (RecursionError),
    a number of thousands of digits, NaN or 1e400 (ValueError).
    """
    if not isinstance(text, str):
        return None
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite)
    except (ValueError, RecursionError):
        return None


def _finished_game(finished: object, winners: object, record: object) -> FinishedGame | None:
    """One row of the games table, or None when any of its cells is not what the program writes."""
    names, data = _json_value(winners), _json_value(record)
    if not isinstance(finished, (int, float)) or not math.isfinite(finished) or not isinstance(data, dict):
        return None
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        return None
    return FinishedGame(float(finished), tuple(names), data)


def _usable_name(name: object) -> bool:
    """A name as the setup screen would have stored it: short, printable text."""
    return isinstance(name, str) and bool(name.strip()) and len(name) <= MAX_NAME_LENGTH and name.isprintable()


def _winner_names(record: dict[str, Any]) -> list[str]:
    """Winner names for a finished record (empty when the record has no result or breaks a rule)."""
    try:
        answer = resolve(json.loads(json.dumps(record)))
        players = record["players"]
        return [str(players[seat]) for seat in answer.get("winners") or []]
    except (ValueError, KeyError, TypeError, IndexError):
        return []


# Module-level helpers for callers that do not keep a History object around.
def remember_players(names: list[str] | tuple[str, ...]) -> None:
    history = History()
    history.remember_players(names)
    history.close()


def recent_players(limit: int = 24) -> list[str]:
    history = History()
    try:
        return history.recent_players(limit)
    finally:
        history.close()


def save_finished_game(record: dict[str, Any], logged: LoggedGame | None = None) -> None:
    """Keep a finished game's record and, when given, its anonymous row in the game log."""
    history = History()
    history.save_finished_game(record)
    history.log_game(logged)
    history.close()


def finished_games(limit: int = 50) -> list[FinishedGame]:
    history = History()
    try:
        return history.finished_games(limit)
    finally:
        history.close()
