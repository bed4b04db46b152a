"""Signals end every mode cleanly (status 0, the autosave kept); without a display the interactive commands say
so in one line and stop, while the kiosk waits for one with a back-off, logged in the health log."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app import display_check, shutdown
from kiosk.health import DISPLAY_BACK, DISPLAY_WAIT

ROOT = Path(__file__).resolve().parent.parent
STOP_WITHIN_S = 2.0


def started(arguments: list[str], data: Path, ready: Path) -> subprocess.Popen:
    """``main.py`` with the dummy video driver, once its loop runs (its first frame is drawn)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CHEESE_THIEF_DATA_DIR=str(data),
               CHEESE_THIEF_DEBUG_PLAN=str(ready))
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *arguments, "--lang", "en"], env=env, cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not ready.exists():
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the program never drew its first screen"
        time.sleep(0.05)
    return process


def ends_within(process: subprocess.Popen, seconds: float) -> int | None:
    try:
        return process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)
        return None


@pytest.mark.parametrize("arguments, stop", [(["kiosk", "--windowed"], signal.SIGTERM),
                                              (["--fullscreen"], signal.SIGTERM),
                                              (["kiosk", "--windowed"], signal.SIGHUP),
                                              ([], signal.SIGINT)])
def test_a_stop_signal_ends_the_program_with_status_0_within_two_seconds(tmp_path: Path, arguments, stop) -> None:
    process = started(arguments, tmp_path / "data", tmp_path / "plan.json")
    process.send_signal(stop)
    sent = time.monotonic()
    status = ends_within(process, 10)
    assert status == 0, process.communicate()
    assert time.monotonic() - sent < STOP_WITHIN_S + 1.0  # the process's own start-up of Python's exit
    assert b"Traceback" not in process.stderr.read()


def test_sigterm_during_a_game_keeps_its_autosave_for_the_next_start(tmp_path: Path) -> None:
    from play.setup import GameSetup
    from storage import autosave
    from play.session import PlaySession

    data = tmp_path / "data"
    data.mkdir()
    os.environ["CHEESE_THIEF_DATA_DIR"] = str(data)
    try:
        autosave.save(PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee")), 3))
        saved = (data / autosave.AUTOSAVE_NAME).read_bytes()
    finally:
        os.environ.pop("CHEESE_THIEF_DATA_DIR")
    process = started([], data, tmp_path / "plan.json")  # the start offers to resume it
    process.send_signal(signal.SIGTERM)
    assert ends_within(process, 10) == 0
    assert (data / autosave.AUTOSAVE_NAME).read_bytes() == saved


def test_without_a_display_the_program_says_so_in_one_line_and_stops(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["CHEESE_THIEF_DATA_DIR"] = str(tmp_path)
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=10)
    assert done.returncode == display_check.NO_DISPLAY_STATUS != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("No display found:"), done.stderr


def test_display_problem_names_what_is_missing() -> None:
    fine = lambda: "x11"  # noqa: E731
    assert display_check.display_problem({"SDL_VIDEODRIVER": "dummy"}, "linux", fine) is None
    assert display_check.display_problem({"DISPLAY": ":0"}, "linux", fine) is None
    assert display_check.display_problem({}, "linux", fine).startswith("No display found: neither DISPLAY")
    assert "offscreen" in display_check.display_problem({"DISPLAY": ":9"}, "linux", lambda: "offscreen")

    def refused() -> str:
        raise RuntimeError("x11 not available")

    assert "x11 not available" in display_check.display_problem({"WAYLAND_DISPLAY": "w-0"}, "linux", refused)
    assert display_check.display_problem({}, "win32", fine) is None


def test_the_kiosk_waits_for_its_display_with_a_growing_pause_logged_each_time() -> None:
    answers = iter(["No display found: x"] * 7 + [None])
    slept: list[float] = []
    records: list[tuple[str, dict]] = []
    found = display_check.wait_for_display(lambda: next(answers), lambda kind, **details: records.append((kind, details)),
                                           stop=lambda: False, sleep=slept.append)
    assert found is True
    waits = [details["delay_s"] for kind, details in records if kind == DISPLAY_WAIT]
    assert waits == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]
    assert [details["attempt"] for kind, details in records if kind == DISPLAY_WAIT] == list(range(1, 8))
    assert records[-1] == (DISPLAY_BACK, {"attempt": 7})
    assert abs(sum(slept) - sum(waits)) < 1e-6


def test_a_stop_signal_ends_the_wait_for_a_display() -> None:
    shutdown.forget()
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        shutdown.request("SIGTERM")

    try:
        found = display_check.wait_for_display(lambda: "No display found: x", lambda *a, **k: None,
                                               stop=lambda: shutdown.requested() is not None, sleep=sleep)
    finally:
        shutdown.forget()
    assert found is False and len(slept) == 1


def test_a_requested_stop_ends_the_loop_of_a_locked_app(make_app, monkeypatch) -> None:
    import pygame

    monkeypatch.setattr(pygame, "quit", lambda: None)  # the loop's end would close fonts the next tests share
    app = make_app(size=(640, 480))
    app.locked = True
    from tests.test_app_loop import CountingScene

    app.scenes.push(CountingScene(app), transition=False)
    shutdown.request("SIGTERM")
    try:
        assert app.run() == 0
    finally:
        shutdown.forget()
