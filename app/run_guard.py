"""Every mode's run, watched: the health log learns of each start, clean end, crash, and restart after a run that
never logged its end (killed, power cut).

A small marker file (``running.json`` in the data folder) exists while the program runs and is removed when its
end was logged; finding it at the next start means the last run ended without a word. What is logged of a crash
is its screen and the exception's type and message, with anything in quotes (which could be a player's name)
left out. Nothing here opens a window: the caller passes the loop and a way to name the screen.
"""
from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from storage.files import atomic_write_json, data_dir, read_json_file
from program.version import VERSION
from kiosk.health import CLEAN_EXIT, CRASH, RESTART, START, HealthLog, default_log

if TYPE_CHECKING:
    from app.app import App

RUNNING_NAME = "running.json"
CRASH_EXIT_STATUS = 1  # what Python exits with when an exception ends it
MAX_MESSAGE = 160
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def crash_text(error: BaseException) -> str:
    """``Type: message`` with quoted parts left out and cut to a line."""
    message = _QUOTED.sub("'…'", " ".join(str(error).split()))[:MAX_MESSAGE]
    return f"{type(error).__name__}: {message}" if message else type(error).__name__


def run_guarded(mode: str, run: Callable[[], int], screen: Callable[[], str],
                log: HealthLog | None = None, folder: Callable[[], Path] = data_dir) -> int:
    """Run ``run`` (the main loop) between a START and a CLEAN_EXIT or CRASH; a crash is logged and raised again."""
    health = log or default_log()
    marker = _marker(folder)
    _note_an_unlogged_end(health, marker)
    health.record(START, mode=mode, version=VERSION, pid=os.getpid())
    _write_marker(marker, mode)
    try:
        status = run()
    except Exception as error:
        health.record(CRASH, mode=mode, screen=_safe(screen), exception=crash_text(error),
                      exit_status=CRASH_EXIT_STATUS)
        _remove(marker)
        raise
    except BaseException as stop:  # SystemExit or an interrupt: an end on purpose
        code = stop.code if isinstance(stop, SystemExit) and isinstance(stop.code, int) else CRASH_EXIT_STATUS
        health.record(CLEAN_EXIT, mode=mode, exit_status=code, reason=type(stop).__name__)
        _remove(marker)
        raise
    health.record(CLEAN_EXIT, mode=mode, exit_status=status)
    _remove(marker)
    return status


def run_app_guarded(mode: str, app: "App", run: Callable[[], int] | None = None) -> int:
    """The app's main loop (or ``run``) between the health log's start and end: crashes and restarts are noted."""
    return run_guarded(mode, run or app.run, lambda: screen_of(app))


def screen_of(app: "App") -> str:
    """A short name for what is on screen now (the status and crash reports): a screen's own ``status_name``,
    else one read from the module it comes from."""
    top = app.scenes.top()
    if top is None:
        return "none"
    named = getattr(top, "status_name", None)
    if isinstance(named, str):
        return named
    module = type(top).__module__
    for prefix, name in SCREEN_NAMES:
        if module.startswith(prefix):
            return name
    return "game"


# (module name prefix, name); the first match wins, anything else is a game screen.
SCREEN_NAMES: tuple[tuple[str, str], ...] = (
    ("scenes.kiosk.attract", "attract"), ("scenes.kiosk.pin", "pin"), ("scenes.kiosk.staff", "staff"),
    ("scenes.kiosk.wizard", "wizard"), ("scenes.kiosk.out_of_order", "out-of-order"), ("scenes.kiosk.stats", "stats"),
    ("scenes.kiosk.folders", "stats"), ("scenes.kiosk.still_playing", "still-playing"),
    ("scenes.home.settings", "settings"), ("scenes.tutorial", "tutorial"), ("scenes.home.title", "title"),
    ("scenes.cheese_thief.setup", "setup"), ("scenes.kit.name_editor", "setup"), ("scenes.narrator", "narrator"),
    ("scenes.table", "table"),
)


def _safe(screen: Callable[[], str]) -> str:
    try:
        return screen()
    except Exception:  # the crash itself may have left the screens half built
        return "unknown"


def _marker(folder: Callable[[], Path]) -> Path | None:
    try:
        return folder() / RUNNING_NAME
    except OSError:
        return None


def _note_an_unlogged_end(health: HealthLog, marker: Path | None) -> None:
    if marker is None or not (marker.exists() or marker.is_symlink()):
        return
    try:
        earlier = read_json_file(marker)
    except (OSError, ValueError, RecursionError):
        earlier = None
    details = earlier if isinstance(earlier, dict) else {}
    health.record(RESTART, after_mode=_text(details.get("mode")), after_pid=details.get("pid")
                  if type(details.get("pid")) is int else None)


def _text(value: object) -> str | None:
    return value[:40] if isinstance(value, str) else None


def _write_marker(marker: Path | None, mode: str) -> None:
    if marker is None:
        return
    try:
        atomic_write_json(marker, {"mode": mode, "pid": os.getpid(), "started": round(time.time(), 3)}, readable=False)
    except OSError:
        pass  # a full disk: this run's end goes unnoticed, which is all that is lost


def _remove(marker: Path | None) -> None:
    if marker is None:
        return
    try:
        marker.unlink()
    except OSError:
        pass
