#!/usr/bin/env python3
"""A café day in simulated time: the kiosk's attract loop for hours, with groups that come, play and go.

    python tools/kiosk_soak.py [--hours H] [--seed S] [--attract-fps F] [--json FILE] [--probe FILE]

A configured kiosk (headless, its own data folder) starts on its attract loop. Every 20 to 60 simulated minutes
a group arrives: most tap to play, type names of their own (accents and CJK, listed as ``typed_names``), and the
demo driver plays their whole game through the real screens, after which they walk away from the replay; some
walk away in the middle of the game, which the idle watch then asks about ("Still playing?") and ends as
abandoned (a walk-up, when the night was not over); some open the tutorial for a few minutes and leave. Nobody
touches anything in between, so every return to the attract loop is the idle watch's doing. After every group the
whole data folder (every file, as bytes) is searched for the names typed so far.

The attract loop steps at ``--attract-fps`` frames per simulated second (default 15: its demonstration still
plays at real speed, in fewer, longer frames); games step at 60. Reports, as JSON: exceptions (any ends the
run), games finished and left unfinished, the game log's rows, names found on disk, the resident memory at rest
after each simulated hour (at the attract loop's next title part, when no demonstration game is alive, at least a
minute after the last group left: an hour that ends during a visit is read after the loop's first whole minute
back) and its growth from hour 2 to the last hour, the same read again once glibc handed back its free pages
(``resident_mb_per_hour_trimmed``, beside the verdict, not in it; ``--tracemalloc``: also the Python allocations
that grew most between those hours), and the sizes of the history database and of the whole data folder. ``--probe FILE`` writes, after every group and every hourly reading,
one JSON line of where the memory sits (``tools/memory_probe.py``: glibc's heap, Python's objects, the caches).
Exit status 1 on an exception, on memory growth of 5% or more, on a name found on disk, or when the game log does
not match the games.
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
import tracemalloc
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-kiosk-soak-")

GAME_FPS = 60
HOUR = 3600.0
MAX_GROWTH = 0.05
# The first hours fill caches that then stay (fonts, pictures, widget managers): growth is measured from hour 2.
BASELINE_HOUR = 2
# Names as customers type them, made distinct per group by a number: found anywhere on disk, they leaked.
NAME_STEMS = ("Zoë", "Jürgen", "Noémie", "小明", "Ça Va", "Åsa Ø", "Grüße", "美玲", "Léa Ñ", "Ďuro")


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024.0
    return 0.0


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def group_names(group: int, count: int) -> list[str]:
    return [f"{NAME_STEMS[(group + seat) % len(NAME_STEMS)]}{group}.{seat}" for seat in range(count)]


def _encodings(name: str) -> list[bytes]:
    """The forms a name takes in a file: UTF-8 (SQLite, JSON), UTF-16 (SQLite may use it), JSON's \\u escapes."""
    escaped = json.dumps(name)[1:-1]
    forms = [name.encode("utf-8"), name.encode("utf-16-le"), name.encode("utf-16-be"), escaped.encode("ascii")]
    return list(dict.fromkeys(forms))


def names_on_disk(folder: Path, names: list[str]) -> list[str]:
    """Every ``file: name`` where one of ``names`` is found under ``folder`` (every file, sidecars and anything
    moved aside included), in any of its usual encodings."""
    found: list[str] = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        try:
            content = path.read_bytes()
        except OSError:
            continue
        found += [f"{path.name}: {name}" for name in names if any(form in content for form in _encodings(name))]
    return found


class Day:
    def __init__(self, seed: int, attract_fps: float) -> None:
        from app.app import App
        from kiosk.config import KioskConfig
        from kiosk.pin import hash_pin
        from driver.attract_player import hand_the_attract_loop_its_player
        from scenes.kiosk.mode import KioskMode

        hand_the_attract_loop_its_player()
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
        self.groups = 0
        self.typed_names: list[str] = []
        self.names_found: list[str] = []

    def step(self, dt: float, events: list[Any] | None = None) -> None:
        self.app.step(dt, events or [])
        self.now += dt

    def on_attract(self) -> bool:
        from scenes.kiosk.attract import KioskAttractScene

        return [type(scene) for scene in self.app.scenes.stack] == [KioskAttractScene]

    def idle_until_attract(self, limit: float) -> None:
        """Nobody touches anything: the idle watch must bring the attract loop back within ``limit`` seconds."""
        ends = self.now + limit
        while not self.on_attract():
            if self.now > ends:
                raise RuntimeError(f"no attract loop {limit:.0f} s after the group left: "
                                   f"{[type(scene).__name__ for scene in self.app.scenes.stack]}")
            self.step(1.0 / 10)

    def type_names(self, count: int) -> None:
        """The group types its names on the setup screen (into its draft, as the name editor does)."""
        from scenes.cheese_thief.setup import SetupScene, default_name

        setup = next(scene for scene in reversed(self.app.scenes.stack) if isinstance(scene, SetupScene))
        names = group_names(self.groups, count)
        for seat, name in enumerate(names):
            setup.draft.rename(seat, name, default_name)
        setup.rebuild_ui()
        self.typed_names += names

    def visit(self) -> None:
        """One group, then the data folder searched for every name typed so far."""
        self.groups += 1
        self._visit()
        from storage.files import data_dir

        self.names_found += [found for found in names_on_disk(data_dir(), self.typed_names)
                             if found not in self.names_found]

    def _visit(self) -> None:
        from driver.demo import DemoDriver
        from driver.plans.every import register_every_plan
        from app.gestures import DemoWish

        register_every_plan()

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
        self.type_names(8)  # every seat: the driver then picks the wished count
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
            from scenes.cheese_thief.private_turn import IDLE_SECONDS as PRIVATE_TURN_CLOSES_AFTER

            config = self.kiosk.config
            # A private turn left open closes itself (after its own quiet time and fade); then the game's timeout
            # and the question's countdown; a minute of slack for the screen changes in between.
            # A group that left during the discussion holds the watch until its timer ends.
            self.idle_until_attract(PRIVATE_TURN_CLOSES_AFTER + config.discussion_seconds + config.game_idle_seconds
                                    + config.still_playing_seconds + 60)

    def attract_until_title(self) -> None:
        """On to the attract loop's title part, where no demonstration game is alive: the same moment of the loop
        at every reading (a reading in the middle of a demonstration would count its game)."""
        from kiosk.attract_plan import Part
        from scenes.kiosk.attract import KioskAttractScene

        def at_title() -> bool:
            top = self.app.scenes.top()
            return self.on_attract() and isinstance(top, KioskAttractScene) and top.part is Part.TITLE

        while not at_title():
            self.step(self.attract_dt)
        for _ in range(int(2.0 / self.attract_dt)):  # two seconds into it, the part's first frames drawn
            self.step(self.attract_dt)

    def attract_for(self, seconds: float, each_minute: Callable[[], None] = lambda: None) -> None:
        """The attract loop alone for ``seconds``, calling ``each_minute`` after each whole minute of it."""
        ends = self.now + seconds
        next_minute = self.now + 60.0
        while self.now < ends:
            self.step(self.attract_dt)
            if self.now >= next_minute:
                each_minute()
                next_minute += 60.0


class ProbeLog:
    """``tools.memory_probe`` readings, one JSON line each, labelled with the simulated hour and what just
    happened; nothing when no file is given."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        if path is not None:
            from tools.memory_probe import MemoryProbe

            self.probe = MemoryProbe()
            path.write_text("", encoding="utf-8")

    def write(self, label: str, day: Day) -> None:
        if self.path is None:
            return
        reading = {"label": label, "hour": round(day.now / HOUR, 2), "resident_mb": round(resident_mb(), 1),
                   **self.probe.read()}
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(reading, ensure_ascii=False) + "\n")


def soak(hours: float, seed: int, attract_fps: float, trace: bool = False,
         probe_file: Path | None = None) -> dict[str, Any]:
    from app.frames.memory import give_back_free_memory
    from storage.history import History, history_path
    from storage.files import data_dir

    if trace:
        tracemalloc.start(8)
    day = Day(seed, attract_fps)
    probe = ProbeLog(probe_file)
    memory: list[float] = []
    # The same moment once glibc has handed back its free pages: what the kiosk holds, without the freed pages the
    # loop's last parts happened to leave resident since its last trim (told apart, not counted in the verdict).
    memory_trimmed: list[float] = []
    snapshots: dict[int, Any] = {}
    next_sample = HOUR
    started = time.perf_counter()
    error = None

    def sample_when_due() -> None:
        nonlocal next_sample
        if day.now >= next_sample:
            day.attract_until_title()
            gc.collect()
            memory.append(round(resident_mb(), 1))
            probe.write(f"hour {len(memory)}", day)
            give_back_free_memory()
            memory_trimmed.append(round(resident_mb(), 1))
            if trace:
                snapshots[len(memory)] = tracemalloc.take_snapshot()
            next_sample += HOUR

    try:
        while day.now < hours * HOUR:
            day.attract_for(min(day.rng.uniform(20 * 60, 60 * 60), hours * HOUR - day.now), sample_when_due)
            if day.now < hours * HOUR:
                day.visit()
                probe.write(f"group {day.groups} left", day)
        sample_when_due()  # the last hour, which ended on the attract loop
    except Exception:
        error = traceback.format_exc()
    history = History()
    try:
        log = history.game_log(0.0)
    finally:
        history.close()
    growth = growth_of(memory)
    logged = {outcome: sum(1 for row in log if row.outcome == outcome) for outcome in ("finished", "abandoned", "walk_up")}
    summary = {
        "simulated_hours": round(day.now / HOUR, 2), "seconds": round(time.perf_counter() - started, 1),
        "games_finished": day.finished, "games_abandoned": day.abandoned, "tutorial_visits": day.tutorials,
        "game_log": logged, "resident_mb_per_hour": memory, "memory_growth_pct": round(100 * growth, 1),
        "resident_mb_per_hour_trimmed": memory_trimmed, "trimmed_growth_pct": round(100 * growth_of(memory_trimmed), 1),
        "typed_names": day.typed_names, "names_found_on_disk": day.names_found,
        "history_bytes": history_path().stat().st_size if history_path().exists() else 0,
        "data_folder_bytes": folder_bytes(data_dir()), "data_files": sorted(os.listdir(data_dir())),
        "exception": error,
    }
    if trace and len(snapshots) >= 2:
        first = snapshots.get(BASELINE_HOUR, snapshots[min(snapshots)])
        summary["grew_most"] = [str(stat) for stat in snapshots[max(snapshots)].compare_to(first, "traceback")[:12]]
    return summary


def growth_of(memory: list[float]) -> float:
    """From hour 2 (or the first hour measured) to the last, as a fraction."""
    base, last = baseline_and_last(memory)
    return (last - base) / base if base else 0.0


def baseline_and_last(memory: list[float]) -> tuple[float, float]:
    """Resident memory after hour 2 (or the first hour measured, on a shorter run) and after the last hour."""
    if not memory:
        return 0.0, 0.0
    return memory[min(BASELINE_HOUR, len(memory)) - 1], memory[-1]


def log_matches(summary: dict[str, Any]) -> bool:
    """Every game in the log once: finished ones, and those left (abandoned after dawn, walk-ups before)."""
    log = summary["game_log"]
    return (log["finished"] == summary["games_finished"]
            and log["abandoned"] + log["walk_up"] == summary["games_abandoned"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hours", type=float, default=12.0, help="simulated hours (default 12)")
    parser.add_argument("--seed", type=int, default=1, help="decides the visits and their games (default 1)")
    parser.add_argument("--attract-fps", type=float, default=15.0, help="attract loop frames per simulated second")
    parser.add_argument("--tracemalloc", action="store_true", help="also list the allocations that grew most")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the summary as JSON")
    parser.add_argument("--probe", type=Path, metavar="FILE",
                        help="also write where the memory sits after every group and hour, a JSON line each")
    args = parser.parse_args(argv)
    summary = soak(args.hours, args.seed, args.attract_fps, args.tracemalloc, args.probe)
    print(json.dumps(summary, ensure_ascii=False))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2, ensure_ascii=False), encoding="utf-8")
    failed = (summary["exception"] or summary["memory_growth_pct"] >= 100 * MAX_GROWTH or not log_matches(summary)
              or summary["names_found_on_disk"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
