"""One copy at a time per data folder: a second start says so and leaves; a killed copy's lock never blocks."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from app import instance_lock
from main import build_parser

ROOT = Path(__file__).resolve().parent.parent
HOLD = ("import sys, time; sys.path.insert(0, sys.argv[1]); from pathlib import Path;"
        " from app.instance_lock import acquire; print(acquire(Path(sys.argv[2])), flush=True); time.sleep(60)")


def holder(folder: Path) -> subprocess.Popen[str]:
    """Another process holding the folder's lock, as a running copy of the program would."""
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(ROOT), str(folder)], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline().strip() == "True"
    return process


def env_for(folder: Path) -> dict[str, str]:
    return {**os.environ, "CHEESE_THIEF_DATA_DIR": str(folder), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy"}


def test_a_second_start_says_one_is_running_and_leaves_the_files_alone(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave.json").write_text("{\"kept\": true}\n")
    first = holder(folder)
    try:
        second = subprocess.run([sys.executable, str(ROOT / "main.py"), "demo", "--headless", "--seed", "2"],
                                cwd=ROOT, env=env_for(folder), capture_output=True, text=True, timeout=60)
    finally:
        first.kill()
        first.wait()
    assert second.returncode == 0 and second.stdout == ""
    assert second.stderr.count("\n") == 1 and "already running" in second.stderr
    assert (folder / "autosave.json").read_text() == "{\"kept\": true}\n"


def test_a_lock_left_by_a_killed_copy_never_blocks_a_start(tmp_path: Path) -> None:
    first = holder(tmp_path)
    os.kill(first.pid, signal.SIGKILL)
    first.wait()
    assert (tmp_path / instance_lock.LOCK_NAME).exists()
    second = holder(tmp_path)
    second.kill()
    second.wait()


def test_the_lock_is_held_once_per_process_and_released(tmp_path: Path) -> None:
    assert instance_lock.acquire(tmp_path) and instance_lock.acquire(tmp_path)  # a second command in the process
    assert oct((tmp_path / instance_lock.LOCK_NAME).stat().st_mode & 0o777) == "0o600"
    assert (tmp_path / instance_lock.LOCK_NAME).read_text().strip() == str(os.getpid())
    instance_lock.release(tmp_path)
    other = holder(tmp_path)  # released: another process takes it at once
    other.kill()
    other.wait()


def test_a_command_run_in_the_process_leaves_the_lock_free_after(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CHEESE_THIEF_DATA_DIR", str(tmp_path))
    args = build_parser().parse_args(["demo", "--headless"])
    with instance_lock.alone_with_the_data_folder(args) as alone:
        assert alone and tmp_path.resolve() in instance_lock._held
    assert tmp_path.resolve() not in instance_lock._held
    other = holder(tmp_path)
    other.kill()
    other.wait()


def test_a_folder_without_room_for_a_lock_still_starts(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert instance_lock.acquire(blocker)


def test_only_commands_that_write_the_data_folder_take_it() -> None:
    parse = build_parser().parse_args
    assert instance_lock.needs_lock(parse(["demo", "--headless"]))
    assert instance_lock.needs_lock(parse([]))  # play, the default
    assert instance_lock.needs_lock(parse(["kiosk"]))
    assert not instance_lock.needs_lock(parse(["tutorial", "--dry-run"]))
    assert not instance_lock.needs_lock(parse(["gallery", "out"]))
