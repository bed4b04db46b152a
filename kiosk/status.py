"""The running kiosk's status for a look from another machine: ``main.py kiosk --status`` prints one JSON object.

The kiosk writes ``kiosk-status.json`` in the data folder (atomic, readable by its user only) when its screen
changes and every ``WRITE_EVERY_S`` seconds of uptime. The command reads that file, checks that its process is
still alive (a file left by a killed process says ``running: false``), and adds the health log's week and
today's finished games, read from the history without writing to it. Pure Python: no window, no pygame.
"""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from storage import files as storage
from program.version import VERSION
from kiosk.health import HealthLog
from kiosk.health_summary import summarize

STATUS_NAME = "kiosk-status.json"
HISTORY_NAME = "history.sqlite3"  # storage.history.HISTORY_NAME; importing it would bring the rules engine
WRITE_EVERY_S = 30.0
BOOT_ID = Path("/proc/sys/kernel/random/boot_id")  # Linux: differs after a reboot, when process numbers repeat


def boot_id() -> str | None:
    try:
        return BOOT_ID.read_text(encoding="ascii").strip() or None
    except (OSError, ValueError):
        return None


@dataclass
class StatusWriter:
    """Writes the status file when the screen changes or ``WRITE_EVERY_S`` seconds passed; never raises."""

    folder: Callable[[], Path] = storage.data_dir
    pid: int = field(default_factory=os.getpid)
    last_screen: str | None = None
    last_written_at: float = float("-inf")
    failures: int = 0

    def update(self, screen: str, uptime_s: float) -> bool:
        """Returns whether it wrote."""
        if screen == self.last_screen and uptime_s - self.last_written_at < WRITE_EVERY_S:
            return False
        self.last_screen, self.last_written_at = screen, uptime_s
        data = {"pid": self.pid, "screen": screen, "uptime_s": round(uptime_s, 1), "written": round(time.time(), 3),
                "version": VERSION, "boot": boot_id()}
        if not storage.keep_json(self.folder() / STATUS_NAME, data, readable=False):  # mkstemp: mode 0600
            self.failures += 1
        return True


def process_alive(pid: object) -> bool:
    if type(pid) is not int or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process holds the number: not ours, but alive
    except OSError:
        return False
    return True


def games_today(folder: Path, now: float) -> int | None:
    """Finished games since local midnight, read-only (a missing or unreadable history says None)."""
    path = folder / HISTORY_NAME
    if not path.is_file():
        return 0
    midnight = datetime.fromtimestamp(now).replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=2.0)
        try:
            row = db.execute("SELECT COUNT(*) FROM game_log WHERE outcome = 'finished' AND ended >= ?",
                             (midnight,)).fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return int(row[0]) if row and isinstance(row[0], int) else None


def read_status(folder: Path, now: float | None = None) -> dict[str, Any]:
    """The object ``--status`` prints."""
    moment = time.time() if now is None else now
    try:
        written = storage.read_json_file(folder / STATUS_NAME)
    except (OSError, ValueError, RecursionError):
        written = None
    written = written if isinstance(written, dict) else {}
    pid = written.get("pid") if type(written.get("pid")) is int else None
    booted = written.get("boot")
    running = process_alive(pid) and not (isinstance(booted, str) and booted != boot_id())
    uptime = _number(written.get("uptime_s"))
    stamp = _number(written.get("written"))
    if running and uptime is not None and stamp is not None and 0 <= moment - stamp <= 2 * WRITE_EVERY_S:
        uptime = uptime + (moment - stamp)  # time since the last write, when the wall clock looks sane
    health = summarize(HealthLog(folder=lambda: folder), moment)
    screen = written.get("screen")
    return {
        "running": running,
        "pid": pid,
        "screen": screen if running and isinstance(screen, str) else None,
        "uptime_s": round(uptime, 1) if running and uptime is not None else None,
        "restarts_7d": health.restarts,
        "crashes_7d": health.crashes,
        "last_crash": health.last_crash,
        "games_today": games_today(folder, moment),
        "version": VERSION,
        "storage": health.storage_fault or "ok",
    }


def _number(value: Any) -> float | None:
    """A number read from the status file; a bool, a string or NaN is no number here."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        return None
    return float(value)
