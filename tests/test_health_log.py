"""The health log: bounded, never raises, keeps events in memory while the disk refuses them."""
from __future__ import annotations

import json
from pathlib import Path

from kiosk import health
from kiosk.health import HealthLog


def test_records_are_kept_in_order_and_private(tmp_path: Path) -> None:
    log = HealthLog(folder=lambda: tmp_path, clock=iter(range(100, 200)).__next__)
    log.record(health.START, mode="kiosk")
    log.record(health.CRASH, exception="ValueError: x", screen="attract", exit_status=None)
    events = log.events()
    assert [event["kind"] for event in events] == [health.START, health.CRASH]
    assert "exit_status" not in events[1]  # None details are left out
    assert (tmp_path / health.HEALTH_NAME).stat().st_mode & 0o777 == 0o600


def test_the_log_is_bounded(tmp_path: Path) -> None:
    log = HealthLog(folder=lambda: tmp_path)
    for index in range(health.MAX_EVENTS + 25):
        log.record(health.START, n=index)
    lines = (tmp_path / health.HEALTH_NAME).read_text(encoding="utf-8").splitlines()
    assert len(lines) == health.MAX_EVENTS
    assert json.loads(lines[-1])["n"] == health.MAX_EVENTS + 24


def test_an_unwritable_folder_keeps_events_in_memory_until_it_recovers(tmp_path: Path) -> None:
    # A folder that is not there yet stands for any refused write (running as root, permissions refuse nothing).
    folder = tmp_path / "not-yet"
    log = HealthLog(folder=lambda: folder)
    log.record(health.STORAGE_FAULT, reason="read_only")
    assert [event["kind"] for event in log.events()] == [health.STORAGE_FAULT]
    folder.mkdir()
    log.record(health.STORAGE_RECOVERED)
    on_disk = (folder / health.HEALTH_NAME).read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["kind"] for line in on_disk] == [health.STORAGE_FAULT, health.STORAGE_RECOVERED]


def test_a_folder_that_cannot_be_made_never_raises(tmp_path: Path) -> None:
    def broken() -> Path:
        raise FileExistsError("a file, not a folder")

    log = HealthLog(folder=broken)
    log.record(health.START)
    assert [event["kind"] for event in log.events()] == [health.START]


def test_damaged_lines_are_skipped_and_since_counts_by_date(tmp_path: Path) -> None:
    (tmp_path / health.HEALTH_NAME).write_text('{"t": 10, "kind": "start"}\nnot json\n{"kind": 3}\n',
                                                encoding="utf-8")
    log = HealthLog(folder=lambda: tmp_path, clock=lambda: 1000.0)
    log.record(health.RESTART)
    assert [event["kind"] for event in log.events()] == [health.START, health.RESTART]
    assert [event["kind"] for event in log.since(100)] == [health.RESTART]
