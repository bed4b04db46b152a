"""Ending the program on a signal: SIGTERM (a service manager stopping it), SIGHUP (its terminal or session
went away) and SIGINT (Ctrl+C) all end it cleanly, through the loop's normal end, with exit status 0.

SDL would turn SIGINT and SIGTERM into a quit event, which the café kiosk's customer lock drops like a
customer's close button; so SDL is told to leave signals alone (``SDL_NO_SIGNAL_HANDLERS``) and Python's
handlers set a flag the loop reads every time it wakes (at least every ``IDLE_WAIT_MS``), whatever screen
or lock is shown. The autosave is written as a game goes, so ending here keeps it for the next start.

No pygame: this module is set up before pygame starts.
"""
from __future__ import annotations

import os
import signal
from types import FrameType
from typing import MutableMapping

STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name)
)
NO_SDL_SIGNAL_HANDLERS_HINT = "SDL_NO_SIGNAL_HANDLERS"

_requested_by: list[str] = []


def install(environ: MutableMapping[str, str] = os.environ) -> None:
    """Handle the stop signals from now on (call before pygame starts, in the main thread)."""
    environ[NO_SDL_SIGNAL_HANDLERS_HINT] = "1"
    for number in STOP_SIGNALS:
        signal.signal(number, _on_signal)


def _on_signal(number: int, _frame: FrameType | None) -> None:
    request(signal.Signals(number).name)


def request(reason: str) -> None:
    """Ask the loop to end at its next wake (what a signal does)."""
    _requested_by.append(reason)


def requested() -> str | None:
    """The reason the program was asked to end (a signal's name), or None."""
    return _requested_by[0] if _requested_by else None


def forget() -> None:
    """Clear a request (tests; a second program run in the same process)."""
    _requested_by.clear()
