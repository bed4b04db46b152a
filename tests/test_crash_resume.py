"""Crash and resume: a demo game killed with SIGKILL resumes from its autosave, on a curtain when it was in a
private turn, and ends with the record an uninterrupted game gives."""
from __future__ import annotations

import json
import random
import signal
import subprocess
from pathlib import Path

from driver.demo import DemoDriver, begin, start_app
from app.gestures import DemoWish
from storage import autosave
from tools.crash_resume import check_resume, demo_command, reference_run, run_trial
from tools.headless import headless_env

ROOT = Path(__file__).resolve().parent.parent
SMALL_WINDOW = (640, 400)


def _play_until(data_dir: Path, seconds: float, players: int = 4, seed: int = 2, paced: bool = False) -> None:
    """Play a saved demo game for ``seconds`` of game time, then drop it as a crash would (``paced``: stepping
    from one gesture to the next, so the game stands elsewhere at a given second than at sixty frames a second)."""
    app = start_app((1024, 600), "en", True)
    begin(app, False, True, seed)
    driver = DemoDriver(app, DemoWish(players=players, seed=seed), paced=paced)
    while driver.now < seconds:
        driver.step()
    app.scenes.stack.clear()  # no on_exit, no save: the process is simply gone


def test_a_game_cut_off_in_a_private_turn_resumes_on_its_curtain(data_dir: Path) -> None:
    _play_until(data_dir, 4.0)
    offer = autosave.load()
    assert offer.session is not None and offer.session.step.is_private
    assert check_resume(data_dir, 2) == []


def test_a_game_cut_off_at_many_moments_always_resumes_to_the_saved_session(data_dir: Path) -> None:
    for seconds in (0.5, 9.0, 27.0):
        _play_until(data_dir, seconds, seed=5, paced=True)
        assert check_resume(data_dir, 5) == [], f"after {seconds} s"


def test_a_killed_demo_process_resumes_and_ends_with_the_uninterrupted_record(tmp_path: Path) -> None:
    # A small window: what is checked is the saved game and the record, which do not depend on its size.
    reference, duration = reference_run(4, 3, tmp_path, SMALL_WINDOW)
    trial = run_trial(4, 3, 1, duration, reference, tmp_path, random.Random(1), SMALL_WINDOW)
    assert trial["problems"] == []
    assert len(trial["kills_at_s"]) == 1


def test_the_kill_really_interrupts_the_game_and_the_autosave_is_readable(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    record = tmp_path / "record.json"
    process = subprocess.Popen(demo_command(4, 4, record, False, SMALL_WINDOW), env=headless_env(data), cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        saved = data / "autosave.json"
        for _ in range(600):
            if saved.exists() and len(json.loads(saved.read_text(encoding="utf-8"))["actions"]) > 2:
                break
            try:
                process.wait(timeout=0.1)
            except subprocess.TimeoutExpired:
                pass
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    assert not record.exists()  # killed before the end
    assert json.loads((data / "autosave.json").read_text(encoding="utf-8"))["format"] == "cheese-thief-autosave/1"
