"""``main.py kiosk --status``: one JSON object, without a window or pygame, that follows the running kiosk's
screen and says ``running: false`` for a kiosk that was killed."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from program.version import VERSION
from kiosk import health
from kiosk.config import KIOSK_FILE, LAST_GOOD_FILE, KioskConfig, save_kiosk_config
from kiosk.health import HealthLog
from kiosk.pin import hash_pin
from kiosk.status import STATUS_NAME, WRITE_EVERY_S, StatusWriter, games_today, read_status
from scenes.kiosk.mode import KioskMode

ROOT = Path(__file__).resolve().parent.parent
FIELDS = {"running", "pid", "screen", "uptime_s", "restarts_7d", "crashes_7d", "last_crash", "games_today", "version",
          "storage"}


def test_the_writer_writes_on_a_new_screen_and_every_half_minute_only(tmp_path: Path) -> None:
    writer = StatusWriter(folder=lambda: tmp_path)
    assert writer.update("attract", 0.0)
    assert not writer.update("attract", WRITE_EVERY_S - 1)
    assert writer.update("pin", WRITE_EVERY_S - 0.5)
    assert writer.update("pin", 2 * WRITE_EVERY_S)
    assert (tmp_path / STATUS_NAME).stat().st_mode & 0o777 == 0o600


def test_a_writer_on_a_refusing_disk_never_raises(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    writer = StatusWriter(folder=lambda: blocked)
    assert writer.update("attract", 0.0) and writer.failures == 1


def test_the_status_of_a_live_kiosk_and_of_a_dead_one(tmp_path: Path) -> None:
    log = HealthLog(folder=lambda: tmp_path)
    log.record(health.RESTART)
    log.record(health.CRASH, screen="game", exception="ValueError")
    StatusWriter(folder=lambda: tmp_path).update("attract", 120.0)
    status = read_status(tmp_path)
    assert set(status) == FIELDS
    assert status["running"] and status["pid"] == os.getpid() and status["screen"] == "attract"
    assert 120.0 <= status["uptime_s"] < 130.0 and status["version"] == VERSION and status["storage"] == "ok"
    assert (status["restarts_7d"], status["crashes_7d"], status["last_crash"]["screen"]) == (1, 1, "game")
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    StatusWriter(folder=lambda: tmp_path, pid=int(dead.stdout)).update("attract", 5.0)
    status = read_status(tmp_path)
    assert not status["running"] and status["screen"] is None and status["uptime_s"] is None


def test_no_status_file_is_a_kiosk_not_running(tmp_path: Path) -> None:
    status = read_status(tmp_path)
    assert set(status) == FIELDS and not status["running"] and status["games_today"] == 0


def test_games_today_are_read_without_writing(tmp_path: Path, monkeypatch) -> None:
    from storage.game_log import FINISHED, ABANDONED, LoggedGame
    from storage.history import History

    monkeypatch.setenv("CHEESE_THIEF_DATA_DIR", str(tmp_path))
    now = time.time()
    store = History(tmp_path / "history.sqlite3")
    for index, outcome in enumerate((FINISHED, FINISHED, ABANDONED)):
        store.log_game(LoggedGame(started=now - 900 - index, ended=now, players=5, fall_mouse=False, vote_mode="point",
                                  language="en", outcome=outcome, winner="thief" if outcome == FINISHED else None,
                                  thief_caught=False if outcome == FINISHED else None))
    store.close()
    before = (tmp_path / "history.sqlite3").read_bytes()
    assert games_today(tmp_path, now) == 2
    assert (tmp_path / "history.sqlite3").read_bytes() == before
    (tmp_path / "history.sqlite3").write_bytes(b"not a database at all" * 100)
    assert games_today(tmp_path, now) is None


def test_the_kiosk_writes_its_screen_as_it_changes(make_app, data_dir: Path) -> None:
    save_kiosk_config(KioskConfig(pin=hash_pin("2580", n=2**4)))
    app = make_app()
    mode = KioskMode(app, status=StatusWriter(folder=lambda: data_dir))
    mode.start()
    app.step(0.1)
    assert read_status(data_dir)["screen"] == "attract"
    mode.open_pin_pad()
    app.step(0.1)
    assert read_status(data_dir)["screen"] == "pin"


def test_status_command_against_a_running_kiosk_on_a_damaged_setup(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    env = dict(os.environ, CHEESE_THIEF_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, "-c", "from kiosk.config import KioskConfig, save_kiosk_config; "
                    "from kiosk.pin import hash_pin; save_kiosk_config(KioskConfig(pin=hash_pin('2580', n=16)))"],
                   cwd=ROOT, env=env, check=True, timeout=60)
    (data / KIOSK_FILE).write_bytes(b"\x00 damaged")
    (data / LAST_GOOD_FILE).write_bytes(b"{")

    def status() -> dict:
        done = subprocess.run([sys.executable, "-c", "import sys, main; code = main.main(['kiosk', '--status']); "
                               "assert 'pygame' not in sys.modules; sys.exit(code)"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    kiosk = subprocess.Popen([sys.executable, "main.py", "kiosk", "--windowed", "--size", "640x400"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not (data / STATUS_NAME).exists() and time.monotonic() < deadline and kiosk.poll() is None:
            time.sleep(0.1)
        seen = status()
        assert seen["running"] and seen["pid"] == kiosk.pid and seen["screen"] == "out-of-order", seen
    finally:
        kiosk.send_signal(signal.SIGKILL)
        kiosk.wait(timeout=30)
    seen = status()
    assert not seen["running"] and seen["screen"] is None
    assert set(seen) == FIELDS
