#!/usr/bin/env python3
"""A café day in simulated time: the kiosk's attract loop for hours, with groups that come, play and go.

    python tools/kiosk_soak.py [--hours H] [--seed S] [--attract-fps F] [--json FILE]

A configured kiosk (headless, its own data folder) starts on its attract loop. Every 20 to 60 simulated minutes
a group arrives: most tap to play and the demo driver plays their whole game through the real screens, after
which they walk away from the replay; some walk away in the middle of the game, which the idle watch then asks
about ("Still playing?") and ends as abandoned; some open the tutorial for a few minutes and leave. Nobody
touches anything in between, so every return to the attract loop is the idle watch's doing.

The attract loop steps at ``--attract-fps`` frames per simulated second (default 15: its demonstration still
plays at real speed, in fewer, longer frames); games step at 60. Reports, as JSON: exceptions (any ends the
run), games finished and abandoned, the game log's rows, the resident memory after each simulated hour and its
growth from hour 1 to the last hour, and the sizes of the history database and of the whole data folder.
Exit status 1 on an exception, on memory growth of 10% or more, or when the game log does not match the games.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-kiosk-soak-")

GAME_FPS = 60
HOUR = 3600.0
MAX_GROWTH = 0.10


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024.0
    return 0.0


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


class Day:
    def __init__(self, seed: int, attract_fps: float) -> None:
        from app.app import App
        from kiosk.config import KioskConfig
        from kiosk.pin import hash_pin
        from scenes.kiosk_mode import KioskMode

        self.rng = random.Random(seed)
        self.seed = seed
        self.attract_dt = 1.0 / attract_fps
        self.app = App(size=(1280, 800), fullscreen=False, lang="en", persist_settings=False)
        self.now = 0.0
        self.wall_clock = 1_800_000_000.0  # the game log's times: simulated too, from a fixed start
        config = KioskConfig(venue_name="Soak Café", pin=hash_pin("90817263"))
        self.kiosk = KioskMode(self.app, config, rng=random.Random(seed), clock=lambda: self.wall_clock + self.now)
        self.kiosk.start()
        self.finished = self.abandoned = self.tutorials = 0

    def step(self, dt: float, events: list[Any] | None = None) -> None:
        self.app.step(dt, events or [])
        self.now += dt

    def on_attract(self) -> bool:
        from scenes.kiosk_attract import KioskAttractScene

        return [type(scene) for scene in self.app.scenes.stack] == [KioskAttractScene]

    def idle_until_attract(self, limit: float) -> None:
        """Nobody touches anything: the idle watch must bring the attract loop back within ``limit`` seconds."""
        ends = self.now + limit
        while not self.on_attract():
            if self.now > ends:
                raise RuntimeError(f"no attract loop {limit:.0f} s after the group left: "
                                   f"{[type(scene).__name__ for scene in self.app.scenes.stack]}")
            self.step(1.0 / 10)

    def visit(self) -> None:
        from driver.demo import DemoDriver
        from driver.protocol import DemoWish

        lang = self.rng.choice(self.kiosk.config.languages)
        kind = self.rng.choices(("play", "walk_away", "learn"), weights=(5, 3, 2))[0]
        if kind == "learn":
            self.kiosk.learn(lang)
            for _ in range(int(self.rng.uniform(60, 300) * GAME_FPS)):
                self.step(1.0 / GAME_FPS)
            self.tutorials += 1
            self.idle_until_attract(self.kiosk.config.menu_idle_seconds + 5)
            return
        players = self.rng.randint(4, 8)
        wish = DemoWish(players=players, seed=self.rng.randrange(1_000_000),
                        vote_mode=self.rng.choice(("point", "secret")), fall_mouse=players >= 6 and self.rng.random() < 0.5)
        self.kiosk.play(lang)
        driver = DemoDriver(self.app, wish)
        stop_at = self.rng.uniform(20.0, 150.0) if kind == "walk_away" else float("inf")
        while not driver.finished() and driver.now < stop_at:
            if driver.now > 1800:
                raise RuntimeError("a game did not end in half an hour")
            driver.step()
            self.now += 1.0 / GAME_FPS
        if driver.finished():
            self.finished += 1
            self.idle_until_attract(self.kiosk.config.menu_idle_seconds + 5)
        else:
            self.abandoned += 1
            from scenes.private_turn import IDLE_SECONDS as PRIVATE_TURN_CLOSES_AFTER

            config = self.kiosk.config
            # A private turn left open closes itself (after its own quiet time and fade); then the game's timeout
            # and the question's countdown; a minute of slack for the screen changes in between.
            self.idle_until_attract(PRIVATE_TURN_CLOSES_AFTER + config.game_idle_seconds + config.still_playing_seconds + 60)

    def attract_for(self, seconds: float) -> None:
        ends = self.now + seconds
        while self.now < ends:
            self.step(self.attract_dt)


def soak(hours: float, seed: int, attract_fps: float) -> dict[str, Any]:
    from play.history import History, history_path
    from app.storage import data_dir

    day = Day(seed, attract_fps)
    memory: list[float] = []
    next_sample = HOUR
    started = time.perf_counter()
    error = None
    try:
        while day.now < hours * HOUR:
            day.attract_for(day.rng.uniform(20 * 60, 60 * 60))
            if day.now < hours * HOUR:
                day.visit()
            while day.now >= next_sample:
                gc.collect()
                memory.append(round(resident_mb(), 1))
                next_sample += HOUR
    except Exception:
        error = traceback.format_exc()
    history = History()
    try:
        log = history.game_log(0.0)
    finally:
        history.close()
    first, last = (memory[0], memory[-1]) if memory else (0.0, 0.0)
    growth = (last - first) / first if first else 0.0
    logged = {"finished": sum(1 for row in log if row.outcome == "finished"),
              "abandoned": sum(1 for row in log if row.outcome == "abandoned")}
    return {
        "simulated_hours": round(day.now / HOUR, 2), "seconds": round(time.perf_counter() - started, 1),
        "games_finished": day.finished, "games_abandoned": day.abandoned, "tutorial_visits": day.tutorials,
        "game_log": logged, "resident_mb_per_hour": memory, "memory_growth_pct": round(100 * growth, 1),
        "history_bytes": history_path().stat().st_size if history_path().exists() else 0,
        "data_folder_bytes": folder_bytes(data_dir()), "data_files": sorted(os.listdir(data_dir())),
        "exception": error,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hours", type=float, default=12.0, help="simulated hours (default 12)")
    parser.add_argument("--seed", type=int, default=1, help="decides the visits and their games (default 1)")
    parser.add_argument("--attract-fps", type=float, default=15.0, help="attract loop frames per simulated second")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the summary as JSON")
    args = parser.parse_args(argv)
    summary = soak(args.hours, args.seed, args.attract_fps)
    print(json.dumps(summary))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2), encoding="utf-8")
    log_matches = summary["game_log"] == {"finished": summary["games_finished"], "abandoned": summary["games_abandoned"]}
    return 1 if summary["exception"] or summary["memory_growth_pct"] >= 100 * MAX_GROWTH or not log_matches else 0


if __name__ == "__main__":
    sys.exit(main())
