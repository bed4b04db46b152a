#!/usr/bin/env python3
"""Play a whole game (5 players unless asked) in a real X window under Xvfb, with real mouse clicks and holds
from xdotool.

    python tools/real_window.py [--out DIR] [--seed S] [--players N] [--timeout SECONDS] [--display :N]
                                [--time-scale K]

Needs Xvfb, xdotool and ImageMagick's ``import`` (Debian: apt-get install -y xvfb xdotool imagemagick).
``python main.py`` runs with the x11 video driver and the debug channel on (``CHEESE_THIEF_DEBUG_PLAN``): after
every loop step it writes what a player would do now (the demo plan, in window coordinates). This script
performs those gestures with xdotool, saves a screenshot (``import -window root``) the first time each screen
appears, and measures the program's idle CPU on the title while nothing moves. ``--time-scale K`` runs the game's
clock K times faster than real time (the debug channel's ``CHEESE_THIEF_DEBUG_TIME_SCALE``), so the uniform turns'
minimum times pass quickly while every gesture is still a real X event. Prints a JSON summary; exit status 0 when
the game reached its replay screen.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)
THINK_SECONDS = 0.25
STALL_SECONDS = 60.0  # nothing changed on screen for this long: give up
REQUIRED = ("Xvfb", "xdotool", "import")
# pygame key codes of the keys a demo plan may press -> xdotool key names
KEY_NAMES = {13: "Return", 27: "Escape", 32: "space", 9: "Tab", 8: "BackSpace"}


def missing_tools() -> list[str]:
    return [tool for tool in REQUIRED if shutil.which(tool) is None]


def free_display() -> str:
    for number in range(91, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise RuntimeError("no free X display number")


def xdotool(*args: str, env: dict[str, str]) -> str:
    done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=30)
    return done.stdout.strip()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def read_plan(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


class Window:
    def __init__(self, env: dict[str, str], window_id: str) -> None:
        self.env = env
        self.id = window_id

    def move(self, pos: list[int]) -> None:
        xdotool("mousemove", "--window", self.id, str(pos[0]), str(pos[1]), env=self.env)

    def tap(self, pos: list[int]) -> None:
        self.move(pos)
        xdotool("click", "1", env=self.env)

    def hold(self, pos: list[int], seconds: float) -> None:
        self.move(pos)
        xdotool("mousedown", "1", env=self.env)
        time.sleep(seconds)
        xdotool("mouseup", "1", env=self.env)

    def key(self, code: int, char: str) -> None:
        name = KEY_NAMES.get(code) or (char if char.isalnum() else None)
        if name:
            xdotool("key", "--window", self.id, name, env=self.env)

    def perform(self, gesture: dict[str, Any]) -> None:
        if "tap" in gesture:
            self.tap(gesture["tap"])
        elif "hold" in gesture:
            self.hold(gesture["hold"], float(gesture["seconds"]))
        elif "key" in gesture:
            self.key(int(gesture["key"]), str(gesture.get("unicode", "")))


def screenshot(env: dict[str, str], path: Path) -> None:
    subprocess.run(["import", "-window", "root", str(path)], env=env, capture_output=True, timeout=60)


def play(out: Path, seed: int, timeout: float, display: str | None, players: int = 5,
         measure_idle: bool = True, time_scale: float = 1.0) -> dict[str, Any]:
    """Play one game; ``measure_idle`` first measures the idle CPU on the title for five seconds."""
    out.mkdir(parents=True, exist_ok=True)
    display = display or free_display()
    work = Path(tempfile.mkdtemp(prefix="cheese-thief-window-"))
    plan_path = work / "plan.json"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CHEESE_THIEF_DATA_DIR=str(work / "data"),
               CHEESE_THIEF_DEBUG_PLAN=str(plan_path), CHEESE_THIEF_DEBUG_SEED=str(seed),
               CHEESE_THIEF_DEBUG_PLAYERS=str(players), CHEESE_THIEF_DEBUG_TIME_SCALE=str(time_scale))
    summary: dict[str, Any] = {"display": display, "time_scale": time_scale, "screens": [], "screenshots": [], "gestures": 0, "finished": False}
    game = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        log = open(work / "game.log", "w", encoding="utf-8")
        game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--lang", "en", "--size", f"{SIZE[0]}x{SIZE[1]}"],
                                env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        window_id = ""
        for _ in range(200):
            window_id = xdotool("search", "--pid", str(game.pid), env=env).split("\n")[0] or \
                xdotool("search", "--name", "Cheese", env=env).split("\n")[0]
            if window_id and plan_path.exists():
                break
            if game.poll() is not None:
                raise RuntimeError("the game closed at start: " + (work / "game.log").read_text()[-800:])
            time.sleep(0.1)
        if not window_id:
            raise RuntimeError("no game window appeared")
        window = Window(env, window_id)
        if measure_idle:  # the real loop on a still title screen (x11 driver, native event wait)
            time.sleep(1.0)
            before, wall = cpu_seconds(game.pid), time.perf_counter()
            time.sleep(5.0)
            summary["idle_cpu_pct_title_x11"] = round(100 * (cpu_seconds(game.pid) - before) / (time.perf_counter() - wall), 2)
        started = time.perf_counter()
        last_steps = -1
        last_change, last_text = time.perf_counter(), ""
        while time.perf_counter() - started < timeout:
            text = plan_path.read_text(encoding="utf-8") if plan_path.exists() else ""
            if text != last_text:
                last_change, last_text = time.perf_counter(), text
            elif time.perf_counter() - last_change > STALL_SECONDS:
                summary["stalled_on"] = text[-300:]
                break
            if game.poll() is not None:
                raise RuntimeError("the game closed: " + (work / "game.log").read_text()[-800:])
            plan = read_plan(plan_path)
            if plan is None or plan.get("steps", 0) == last_steps and not plan.get("gestures"):
                time.sleep(0.05)
                continue
            screen = plan.get("screen")
            if screen and screen not in summary["screens"] and not plan.get("fade"):
                time.sleep(0.3)  # let it settle: the first frame after a fade
                shot = out / f"{len(summary['screens']):02d}-{screen}.png"
                screenshot(env, shot)
                summary["screens"].append(screen)
                summary["screenshots"].append(str(shot))
            if plan.get("step") == "replay":
                summary["finished"] = True
                break
            if plan.get("fade") or not plan.get("gestures"):
                time.sleep(0.05)
                continue
            for gesture in plan["gestures"]:
                window.perform(gesture)
                summary["gestures"] += 1
                time.sleep(THINK_SECONDS)
            last_steps = plan.get("steps", 0)
            # Wait for the program to have stepped since: the next plan reflects what the gestures did.
            for _ in range(100):
                fresh = read_plan(plan_path)
                if fresh is not None and fresh.get("steps", 0) > last_steps:
                    break
                time.sleep(0.05)
        summary["seconds"] = round(time.perf_counter() - started, 1)
        if summary["finished"]:
            time.sleep(1.0)
            shot = out / f"{len(summary['screens']):02d}-replay-settled.png"
            screenshot(env, shot)
            summary["screenshots"].append(str(shot))
    finally:
        stop(game, xvfb, work)
    return summary


def stop(game: subprocess.Popen | None, xvfb: subprocess.Popen, work: Path) -> None:
    """End the program (if still running) and the X server, and remove the work folder."""
    for process in (game, xvfb):
        if process is None or process.poll() is not None:
            continue
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("real-window-shots"), help="screenshot folder")
    parser.add_argument("--seed", type=int, default=1, help="seed of the players' choices (default 1)")
    parser.add_argument("--players", type=int, default=5, choices=range(4, 9), metavar="4..8",
                        help="players at the table (default 5)")
    parser.add_argument("--timeout", type=float, default=600.0, help="give up after this many seconds")
    parser.add_argument("--display", help="X display to start Xvfb on (default: a free one)")
    parser.add_argument("--time-scale", type=float, default=1.0, metavar="K",
                        help="game seconds per real second, 1 to 8 (default 1: real time)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"missing: {', '.join(missing)} (apt-get install -y xvfb xdotool imagemagick)", file=sys.stderr)
        return 2
    summary = play(args.out, args.seed, args.timeout, args.display, players=args.players, time_scale=args.time_scale)
    print(json.dumps(summary, indent=2))
    return 0 if summary["finished"] else 1


if __name__ == "__main__":
    sys.exit(main())
