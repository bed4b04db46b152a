"""Whole demo games on real refusing storage: a full tmpfs, a read-only one, a data path that is a file.

Opt-in (``CHEESE_THIEF_REAL_DISK=1``: three whole games as subprocesses) and only where mounting a tmpfs is
allowed (root); otherwise skipped. Each game must finish (exit 0, winner printed) with no traceback, one line
about the storage on standard error, and nothing moved aside.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not os.environ.get("CHEESE_THIEF_REAL_DISK"), reason="opt-in: CHEESE_THIEF_REAL_DISK=1")


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A 64 KB tmpfs, unmounted after the test."""
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount_point)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], capture_output=True)


def demo_in(data: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CHEESE_THIEF_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "demo", "--headless", "--players", "5", "--seed", "2"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def assert_finished_with_one_warning(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"]
    assert "Traceback" not in done.stderr
    warnings = [line for line in done.stderr.splitlines() if "not being saved" in line]
    assert len(warnings) == 1 and words in warnings[0], done.stderr


def test_a_full_disk(tmpfs: Path) -> None:
    (tmpfs / "filler").write_bytes(bytes(56 * 1024))  # 8 KB left
    assert_finished_with_one_warning(demo_in(tmpfs / "data"), "is full")
    assert not [path.name for path in tmpfs.rglob("*") if ".corrupt-" in path.name]


def test_a_read_only_disk(tmpfs: Path) -> None:
    (tmpfs / "data").mkdir()
    subprocess.run(["mount", "-o", "remount,ro", str(tmpfs)], check=True)
    assert_finished_with_one_warning(demo_in(tmpfs / "data"), "is read-only")


def test_a_data_path_that_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("in the way")
    assert_finished_with_one_warning(demo_in(tmp_path / "data"), "cannot be written")
    assert (tmp_path / "data").read_text() == "in the way"
