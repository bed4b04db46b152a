"""The run guard: every mode's start, clean end, crash and unannounced end in the health log, and the staff menu's
line about the week."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from program import i18n
from app.run_guard import RUNNING_NAME, crash_text, run_guarded, screen_of
from program.version import VERSION
from kiosk import health
from kiosk.health import HealthLog
from kiosk.health_summary import HealthSummary, describe, summarize


def log_in(folder: Path, now: float = 1_800_000_000.0) -> HealthLog:
    return HealthLog(folder=lambda: folder, clock=lambda: now)


def kinds(log: HealthLog) -> list[str]:
    return [event["kind"] for event in log.events()]


def test_a_clean_run_logs_its_start_and_end_and_leaves_no_marker(tmp_path: Path) -> None:
    log = log_in(tmp_path)
    assert run_guarded("tutorial", lambda: 0, lambda: "title", log=log, folder=lambda: tmp_path) == 0
    start, end = log.events()
    assert (start["kind"], start["mode"], start["version"]) == (health.START, "tutorial", VERSION)
    assert (end["kind"], end["exit_status"]) == (health.CLEAN_EXIT, 0)
    assert not (tmp_path / RUNNING_NAME).exists()


def test_the_marker_is_there_while_the_program_runs(tmp_path: Path) -> None:
    seen: list[bool] = []
    run_guarded("play", lambda: seen.append((tmp_path / RUNNING_NAME).exists()) or 0, lambda: "title",
                log=log_in(tmp_path), folder=lambda: tmp_path)
    assert seen == [True]


def test_a_crash_is_logged_with_its_screen_and_raised_again(tmp_path: Path) -> None:
    log = log_in(tmp_path)

    def crash() -> int:
        raise KeyError("Alice")  # a player's name in the message must not reach the log

    with pytest.raises(KeyError):
        run_guarded("kiosk", crash, lambda: "attract", log=log, folder=lambda: tmp_path)
    event = log.events()[-1]
    assert event["kind"] == health.CRASH and event["screen"] == "attract" and event["mode"] == "kiosk"
    assert event["exception"] == "KeyError: '…'" and event["exit_status"] == 1 and "Alice" not in str(event)
    assert not (tmp_path / RUNNING_NAME).exists(), "the crash was logged: the next start is no restart"


def test_a_run_that_never_logged_its_end_is_a_restart(tmp_path: Path) -> None:
    log = log_in(tmp_path)
    (tmp_path / RUNNING_NAME).write_text('{"mode": "kiosk", "pid": 4242}', encoding="utf-8")  # killed, power cut
    run_guarded("kiosk", lambda: 75, lambda: "staff", log=log, folder=lambda: tmp_path)
    assert kinds(log) == [health.RESTART, health.START, health.CLEAN_EXIT]
    assert log.events()[0]["after_mode"] == "kiosk" and log.events()[-1]["exit_status"] == 75


def test_a_damaged_marker_still_counts_as_a_restart(tmp_path: Path) -> None:
    log = log_in(tmp_path)
    (tmp_path / RUNNING_NAME).write_bytes(b"\x00\xff")
    run_guarded("play", lambda: 0, lambda: "title", log=log, folder=lambda: tmp_path)
    assert kinds(log)[0] == health.RESTART


def test_a_screen_that_cannot_be_named_does_not_hide_the_crash(tmp_path: Path) -> None:
    log = log_in(tmp_path)

    def broken_screen() -> str:
        raise RuntimeError("half built")

    with pytest.raises(ValueError):
        run_guarded("play", lambda: int("x"), broken_screen, log=log, folder=lambda: tmp_path)
    assert log.events()[-1]["screen"] == "unknown"


def test_an_interrupt_is_an_end_not_a_crash(tmp_path: Path) -> None:
    log = log_in(tmp_path)

    def interrupted() -> int:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_guarded("play", interrupted, lambda: "title", log=log, folder=lambda: tmp_path)
    assert kinds(log) == [health.START, health.CLEAN_EXIT]


def test_crash_text_is_one_short_line() -> None:
    assert crash_text(ValueError("bad\n  value " + "x" * 500)).startswith("ValueError: bad value x")
    assert len(crash_text(ValueError("x" * 500))) < 200
    assert crash_text(ZeroDivisionError()) == "ZeroDivisionError"


def test_screens_are_named_for_the_status(make_app) -> None:
    from scenes.kiosk.out_of_order import KioskOutOfOrderScene
    from scenes.home.title import TitleScene

    app = make_app()
    assert screen_of(app) == "none"
    app.scenes.push(TitleScene(app), transition=False)
    assert screen_of(app) == "title"
    app.scenes.push(KioskOutOfOrderScene(app), transition=False)
    assert screen_of(app) == "out-of-order"


def test_the_weeks_line_counts_restarts_and_crashes_and_names_the_last(tmp_path: Path) -> None:
    now = time.time()
    log = log_in(tmp_path, now)
    log.clock = lambda: now - 8 * 24 * 3600  # last week's do not count
    log.record(health.RESTART)
    log.clock = lambda: now - 3600
    log.record(health.RESTART)
    log.record(health.RESTART)
    log.record(health.CRASH, screen="attract", exception="ValueError: '…'")
    log.record(health.STORAGE_FAULT, reason="full")
    log.clock = lambda: now
    summary = summarize(log)
    assert (summary.restarts, summary.crashes, summary.storage_fault) == (2, 1, "full")
    i18n.set_language("en")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(now - 3600))
    assert describe(summary) == (f"This week: restarts 2, crashes 1. Last crash {when} (attract): ValueError. "
                                 "Storage: the disk is full.")
    log.record(health.STORAGE_RECOVERED)
    assert summarize(log).storage_fault is None


def test_a_quiet_week_says_so() -> None:
    i18n.set_language("en")
    assert describe(HealthSummary()) == "No restarts or crashes this week."
