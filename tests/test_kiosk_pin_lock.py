"""The PIN pad's lock kept on disk: it grows with each run of wrong PINs, survives a restart and a kill -9 on a
monotonic clock whatever the wall clock says, and a disk that refuses writes never unlocks it."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kiosk.pin import LOCK_STEPS_SECONDS, SAVE_EVERY_SECONDS, PinGuard, PinHash, hash_pin, weak_pin_reason
from kiosk.pin_lock import PIN_LOCK_FILE, PinLockFile, state_from_json
from scenes.kiosk.mode import KioskMode
from scenes.kiosk.pin import KioskPinScene
from scenes.kiosk.staff import KioskStaffScene
from tests.test_kiosk_mode import PIN, hold_corner, kiosk, top, type_pin, wait

ROOT = Path(__file__).resolve().parent.parent


class FakeClock:
    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def stored() -> PinHash:
    return hash_pin("2468", n=2**4)


def three_wrong(guard: PinGuard, stored: PinHash) -> None:
    for wrong in ("1357", "1358", "1359"):
        assert not guard.check(wrong, stored)


def test_each_further_run_of_wrong_pins_locks_longer_up_to_an_hour(stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock)
    seen = []
    for _ in range(len(LOCK_STEPS_SECONDS) + 1):
        three_wrong(guard, stored)
        seen.append(guard.locked_for())
        clock.now += seen[-1]
    assert seen == [60.0, 120.0, 300.0, 900.0, 1800.0, 3600.0, 3600.0]


def test_a_right_pin_starts_the_delays_again_at_a_minute(stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock)
    for _ in range(3):
        three_wrong(guard, stored)
        clock.now += guard.locked_for()
    assert guard.check("2468", stored)
    three_wrong(guard, stored)
    assert guard.locked_for() == 60.0


def test_a_restart_continues_the_lock_on_a_new_monotonic_clock(tmp_path: Path, stored: PinHash) -> None:
    store = PinLockFile(folder=lambda: tmp_path)
    first_clock = FakeClock(5000.0)
    first = PinGuard(first_clock, store=store)
    three_wrong(first, stored)
    for _ in range(40):  # 20 s go by while the program runs and refreshes what is left
        first_clock.now += 0.5
        first.locked_for()
    # The process dies here (nothing more is written); the next one's monotonic clock starts near zero.
    second = PinGuard(FakeClock(3.0), store=PinLockFile(folder=lambda: tmp_path))
    assert 40.0 - SAVE_EVERY_SECONDS <= second.locked_for() <= 40.0 + SAVE_EVERY_SECONDS
    assert not second.check("2468", stored), "still locked: even the right PIN is not looked at"


def test_the_wall_clock_jumping_changes_nothing(tmp_path: Path, stored: PinHash, monkeypatch) -> None:
    guard = PinGuard(FakeClock(), store=PinLockFile(folder=lambda: tmp_path))
    three_wrong(guard, stored)
    monkeypatch.setattr(time, "time", lambda: 4_000_000_000.0)  # a clock set years ahead by a time server
    again = PinGuard(FakeClock(), store=PinLockFile(folder=lambda: tmp_path))
    assert again.locked_for() == pytest.approx(60.0)


def test_the_count_of_runs_survives_a_restart_after_the_lock_ran_out(tmp_path: Path, stored: PinHash) -> None:
    clock = FakeClock()
    guard = PinGuard(clock, store=PinLockFile(folder=lambda: tmp_path))
    three_wrong(guard, stored)
    clock.now += 61
    assert guard.locked_for() == 0
    assert not guard.check("1111", stored)  # one wrong of the next run, then a restart
    later = PinGuard(FakeClock(), store=PinLockFile(folder=lambda: tmp_path))
    assert not later.check("1112", stored) and not later.check("1113", stored)
    assert later.locked_for() == pytest.approx(120.0), "the second run, counted across the restart"


def test_a_disk_that_refuses_writes_never_unlocks_the_pad(tmp_path: Path, stored: PinHash) -> None:
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("", encoding="utf-8")
    store = PinLockFile(folder=lambda: blocked)
    clock = FakeClock()
    guard = PinGuard(clock, store=store)
    three_wrong(guard, stored)
    assert store.write_failures >= 3 and guard.locked_for() == pytest.approx(60.0)
    clock.now += 30
    assert not guard.check("2468", stored) and guard.locked_for() == pytest.approx(30.0)


@pytest.mark.parametrize("text", ["", "not json", "[]", '{"locked_left": "soon"}', '{"locked_left": NaN}',
                                  '{"wrong_in_a_row": -4, "locks_in_a_row": true}'])
def test_a_damaged_lock_file_is_no_lock_and_never_a_crash(tmp_path: Path, text: str) -> None:
    (tmp_path / PIN_LOCK_FILE).write_text(text, encoding="utf-8")
    guard = PinGuard(FakeClock(), store=PinLockFile(folder=lambda: tmp_path))
    assert guard.locked_for() == 0 and guard.wrong_in_a_row == 0 and guard.locks_in_a_row == 0


def test_a_lock_file_claiming_days_is_cut_to_an_hour() -> None:
    state = state_from_json({"locked_left": 10**9, "wrong_in_a_row": 99, "locks_in_a_row": 99})
    assert state.locked_left == 3600.0 and state.wrong_in_a_row == 2 and state.locks_in_a_row == len(LOCK_STEPS_SECONDS)


@pytest.mark.parametrize("pin, reason", [("1111", "repeated"), ("77777777", "repeated"), ("1234", "run"),
                                         ("0123", "run"), ("9876", "run"), ("3210", "run"), ("45678901", None),
                                         ("2580", None), ("1212", None), ("1235", None), ("24680", None)])
def test_weak_pins(pin: str, reason: str | None) -> None:
    assert weak_pin_reason(pin) == reason


def test_two_kiosk_lifetimes_keep_the_lock(make_app, data_dir: Path) -> None:
    app, mode = kiosk(make_app, menu_idle_seconds=120)
    hold_corner(app, 3.2, finger=True)
    for wrong in ("1111", "2222", "3333"):
        type_pin(app, wrong)
    wait(app, 10.0, 0.5)
    assert json.loads((data_dir / PIN_LOCK_FILE).read_text(encoding="utf-8"))["locked_left"] <= 52.0
    app.scenes.clear()  # the process ends without a word; a new one starts on the same data folder
    again, _ = kiosk(make_app, menu_idle_seconds=120)
    hold_corner(again, 3.2, finger=True)
    type_pin(again, PIN)
    assert isinstance(top(again), KioskPinScene), "the restart did not lift the lock"
    wait(again, 48.0, 0.5)  # what was left of 50 s; a fresh lock of 60 s would still hold
    type_pin(again, PIN)
    assert isinstance(top(again), KioskStaffScene)


RESTART_SCRIPT = """
import sys, time
from pathlib import Path
from kiosk.pin import PinGuard, hash_pin
from kiosk.pin_lock import PinLockFile
guard = PinGuard(time.monotonic, store=PinLockFile(folder=lambda: Path(sys.argv[1])))
if sys.argv[2] == "lock":
    stored = hash_pin("2468", n=2**4)
    for wrong in ("1357", "1358", "1359"):
        guard.check(wrong, stored)
    print("locked", flush=True)
    while True:
        guard.locked_for()
        time.sleep(0.05)
print(round(guard.locked_for(), 1), flush=True)
"""


def test_three_wrong_pins_then_kill_9_then_a_restart_is_still_locked(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    locker = subprocess.Popen([sys.executable, "-c", RESTART_SCRIPT, str(tmp_path), "lock"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
    finally:
        locker.send_signal(signal.SIGKILL)
        locker.wait(timeout=30)
    assert locker.returncode == -signal.SIGKILL
    left = subprocess.run([sys.executable, "-c", RESTART_SCRIPT, str(tmp_path), "read"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    assert 60.0 - 2 * SAVE_EVERY_SECONDS - 5 <= float(left.stdout) <= 60.0, left.stdout


def test_a_long_lock_counts_down_in_minutes_on_the_pad(make_app, stored: PinHash) -> None:
    from program import i18n

    i18n.set_language("en")
    app = make_app()
    clock = FakeClock()
    guard = PinGuard(clock)
    for _ in range(3):  # the third run locks for five minutes
        three_wrong(guard, stored)
        if guard.locks_in_a_row < 3:
            clock.now += guard.locked_for()
    scene = KioskPinScene(app, stored, on_success=lambda: None, on_cancel=lambda: None, guard=guard)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    assert scene.message() == ("Too many wrong tries. The pad opens again in 5 min.", "public_error")
    clock.now += 250
    app.step(0.1)
    assert scene.message() == ("Too many wrong tries. The pad opens again in 50 s.", "public_error")
