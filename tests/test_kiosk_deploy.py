"""The files that start the café kiosk at boot (deploy/): a systemd user service and a desktop autostart entry
with its restart loop. Both restart the program whenever it stops, except after "Exit to the desktop"."""
from __future__ import annotations

import configparser
import os
import subprocess
from pathlib import Path

from scenes.kiosk.mode import KIOSK_EXIT_STATUS

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def _ini(path: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys keep their case, as systemd and desktop files need
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser


def test_the_service_restarts_always_but_not_after_the_staff_exit() -> None:
    unit = _ini(DEPLOY / "cheese-thief-kiosk.service")
    service = unit["Service"]
    assert service["Restart"] == "always" and float(service["RestartSec"]) <= 5
    assert service["ExecStart"].endswith("main.py kiosk")
    assert service["RestartPreventExitStatus"] == str(KIOSK_EXIT_STATUS)
    assert "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS=0" in service["Environment"]
    assert unit["Install"]["WantedBy"] == "graphical-session.target"


def test_the_autostart_entry_runs_the_restart_loop() -> None:
    entry = _ini(DEPLOY / "cheese-thief-kiosk.desktop")["Desktop Entry"]
    assert entry["Type"] == "Application" and "run-kiosk.sh" in entry["Exec"]
    script = DEPLOY / "run-kiosk.sh"
    assert os.access(script, os.X_OK)
    assert subprocess.run(["sh", "-n", str(script)]).returncode == 0


def test_the_loop_starts_the_program_again_until_the_staff_exit(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    fake = tmp_path / "python3"
    # A stand-in for the program: it "crashes" twice, then staff leave (exit status 75).
    fake.write_text(f'#!/bin/sh\necho "$*" >> "{runs}"\n'
                    f'[ "$(wc -l < "{runs}")" -ge 3 ] && exit {KIOSK_EXIT_STATUS}\nexit 1\n', encoding="utf-8")
    fake.chmod(0o755)
    env = dict(os.environ, CHEESE_THIEF_PYTHON=str(fake), CHEESE_THIEF_RESTART_SECONDS="0")
    done = subprocess.run([str(DEPLOY / "run-kiosk.sh")], env=env, timeout=60)
    assert done.returncode == 0
    assert runs.read_text(encoding="utf-8").splitlines() == ["main.py kiosk"] * 3
