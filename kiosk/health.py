"""The program's health log (``health.jsonl`` in the data folder): starts, ends, crashes, storage and display faults.

Staff read it from the staff menu and from ``main.py kiosk --status``. It is bounded (the newest ``MAX_EVENTS``
lines are kept) and writing it never raises: a log that cannot be written (a full or read-only disk) keeps its
newest events in memory, so the status still reports them while the program runs.

Pure Python: no pygame.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from storage.files import data_dir
from storage.health import STORAGE_FAULT as STORAGE_FAULT, STORAGE_RECOVERED as STORAGE_RECOVERED

HEALTH_NAME = "health.jsonl"
MAX_EVENTS = 500
WEEK_S = 7 * 24 * 3600

# The kinds of event; the staff screen and the status count these by name.
START = "start"            # the program started (details: mode, version)
CLEAN_EXIT = "exit"        # it ended on purpose (details: exit_status, reason)
CRASH = "crash"            # an exception ended it (details: exception, screen, exit_status)
RESTART = "restart"        # a start after a run that never logged its end (killed, power cut)
DISPLAY_WAIT = "display_wait"          # no display yet; the kiosk waits (details: attempt, delay_s)
DISPLAY_BACK = "display_back"


@dataclass
class HealthLog:
    """One data folder's log. ``folder`` is asked for lazily, so a missing or broken data folder never raises."""

    folder: Callable[[], Path]
    clock: Callable[[], float] = time.time  # wall clock: it only dates the events, never times anything
    _unwritten: list[dict[str, Any]] = field(default_factory=list)

    def path(self) -> Path | None:
        try:
            return self.folder() / HEALTH_NAME
        except OSError:
            return None

    def record(self, kind: str, **details: Any) -> dict[str, Any]:
        """Add one event; returns it. Never raises."""
        event: dict[str, Any] = {"t": round(self.clock(), 3), "kind": kind}
        event.update({key: value for key, value in details.items() if value is not None})
        self._unwritten.append(event)
        del self._unwritten[:-MAX_EVENTS]
        self._flush()
        return event

    def events(self) -> list[dict[str, Any]]:
        """Every event on disk, then those not written yet, oldest first. Unreadable lines are skipped."""
        found: list[dict[str, Any]] = []
        path = self.path()
        if path is not None:
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    for line in handle:
                        try:
                            event = json.loads(line)
                        except ValueError:
                            continue
                        if isinstance(event, dict) and isinstance(event.get("kind"), str) \
                                and isinstance(event.get("t"), (int, float)):
                            found.append(event)
            except OSError:
                pass
        return (found + self._unwritten)[-MAX_EVENTS:]

    def since(self, seconds: float, now: float | None = None) -> list[dict[str, Any]]:
        """The events of the last ``seconds`` by the wall clock (events dated in the future count as now)."""
        moment = self.clock() if now is None else now
        return [event for event in self.events() if event["t"] >= moment - seconds]

    def _flush(self) -> None:
        path = self.path()
        if path is None or not self._unwritten:
            return
        try:
            kept = self._read_lines(path)
            lines = kept + [json.dumps(event, ensure_ascii=False, sort_keys=True) for event in self._unwritten]
            lines = lines[-MAX_EVENTS:]
            tmp = path.with_name(path.name + ".tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except OSError:
            return  # kept in memory; the next record tries again
        self._unwritten.clear()

    @staticmethod
    def _read_lines(path: Path) -> list[str]:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                return [line.rstrip("\n") for line in handle if line.strip()]
        except FileNotFoundError:
            return []


_shared: HealthLog | None = None


def default_log() -> HealthLog:
    """The one log of this process, in the program's data folder (one instance, so events that could not be
    written yet are kept together until the disk takes them)."""
    global _shared
    if _shared is None:
        _shared = HealthLog(folder=data_dir)
    return _shared

