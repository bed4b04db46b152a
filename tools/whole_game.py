"""Frame times of a whole demo game: every update + draw + flip from the title to the replay, with the screen
each frame showed, so screen changes (building the next screen, its first frames) are seen as well as the
screens at rest. A frame is a loop step that drew a picture; steps that drew nothing (nothing moved) are
reported apart. Used by ``tools/bench.py`` (section "whole game"); also runs alone:

    python tools/whole_game.py [--players N] [--seed S] [--size WxH] [--worst K] [--clock wall|cpu]
                               [--table [--diagonal INCHES]]

``--table`` plays a table-mode game instead (tools/bench.py, section "table games"): the players sit down, then
every seat plays its turns and votes at once, many fingers at a time; the report adds the process's peak memory.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-whole-game-")

FRAME_BUDGET_MS = 1000.0 / 60.0
FRAME = 1.0 / 60.0
TITLE_FRAMES = 60


@dataclass
class FrameLog:
    """Milliseconds of every stepped frame and what was on screen then."""

    ms: list[float] = field(default_factory=list)
    screens: list[str] = field(default_factory=list)
    drew: list[bool] = field(default_factory=list)

    def add(self, ms: float, screen: str, drew: bool = True) -> None:
        self.ms.append(ms)
        self.screens.append(screen)
        self.drew.append(drew)


def screen_label(app: Any) -> str:
    """The top scene, its page for a private turn, and '(fade)' while a change of screen runs."""
    top = app.scenes.top()
    name = type(top).__name__ if top is not None else "(none)"
    hosted = getattr(top, "inner", None)  # a table screen showing a tablet screen twice
    if hosted is not None:
        name += f"[{type(hosted).__name__}]"
    page = getattr(getattr(top, "page", None), "name", None)
    if isinstance(page, str):
        name += f":{page}"
    return name + (" (fade)" if app.scenes.fade is not None else "")


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def _time_every_step(app: Any, log: FrameLog, now: Any, started: float) -> None:
    """Draw the title's first frame (counted with the start-up), then time every later loop step into ``log``."""
    app.step(FRAME)
    log.add((now() - started) * 1000.0, "(start)")
    app.step_observers.insert(0, StepTimer(app, log, now))  # first in, so it sees the other observers' time too


class StepTimer:
    """Times each loop step from its start to its end into a frame log, with the screen it showed."""

    def __init__(self, app: Any, log: FrameLog, now: Any) -> None:
        self.app = app
        self.log = log
        self.now = now
        self._start = 0.0

    def before_step(self, dt: float, events: list[Any]) -> None:
        self._start = self.now()

    def after_step(self, dt: float, events: list[Any], drew: bool) -> None:
        self.log.add((self.now() - self._start) * 1000.0, screen_label(self.app), drew)


def play_timed(players: int, seed: int, size: tuple[int, int], lang: str = "en",
               clock: str = "wall") -> tuple[FrameLog, bool, float]:
    """A whole headless demo game; returns the frame log, whether it finished, and its simulated seconds.
    ``clock="cpu"`` times each frame by the processor time of this thread alone: on a machine shared with other
    work the wall clock also counts the time other processes held the core, which no frame of ours spent."""
    now = CLOCKS[clock]
    from driver.demo import DemoDriver, begin, seeded_wish, start_app

    wish = seeded_wish(players, seed)  # the same game as ``main.py demo`` of this seed
    log = FrameLog()
    started = now()
    app = start_app(size, lang, False)
    _time_every_step(app, log, now, started)
    try:
        for _ in range(TITLE_FRAMES):  # a person looks at the title a moment before pressing Play
            app.step(FRAME)
        begin(app, False, False, seed)
        driver = DemoDriver(app, wish)
        result = driver.run(max_seconds=3600.0)
    finally:
        app.scenes.clear()
    return log, result.record is not None, driver.now


def play_timed_table(players: int, seed: int, size: tuple[int, int], diagonal_in: float, lang: str = "en",
                     clock: str = "wall") -> tuple[FrameLog, bool, float]:
    """A whole headless table-mode game from the seats on, timed like ``play_timed``."""
    now = CLOCKS[clock]
    from driver.demo import seeded_wish, start_app
    from driver.table.demo import TableDemoDriver, open_table_seats

    wish = seeded_wish(players, seed)
    log = FrameLog()
    started = now()
    app = start_app(size, lang, False)
    _time_every_step(app, log, now, started)
    try:
        open_table_seats(app, wish, diagonal_in)
        driver = TableDemoDriver(app, wish)
        result = driver.run(max_seconds=3600.0)
    finally:
        app.scenes.clear()
    return log, result.record is not None, driver.now


def peak_rss_mb() -> float:
    """This process's peak resident memory so far, in MB (Linux reports kilobytes)."""
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)


def summarise(log: FrameLog, worst: int = 5) -> dict[str, Any]:
    """Frames (loop steps that drew a picture) after the title's first, how many took over 16.7 ms, p99, max and
    the slowest; and the longest step that drew nothing (nothing moved: work done ahead of need runs there)."""
    counted = [i for i in range(1, len(log.ms)) if log.drew[i]]  # entry 0: start-up and the title's first frame
    timings = [log.ms[i] for i in counted]
    ordered = sorted(timings)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))] if ordered else 0.0
    over = sum(1 for ms in timings if ms > FRAME_BUDGET_MS)
    worst_frames = sorted(counted, key=lambda i: log.ms[i], reverse=True)[:worst]
    quiet = [log.ms[i] for i in range(1, len(log.ms)) if not log.drew[i]]
    return {
        "frames": len(timings),
        "over_budget": over,
        "over_budget_pct": round(100.0 * over / len(timings), 3) if timings else 0.0,
        "p50_ms": round(ordered[len(ordered) // 2], 3) if ordered else 0.0,
        "p99_ms": round(p99, 3),
        "max_ms": round(ordered[-1], 3) if ordered else 0.0,
        "mean_ms": round(sum(timings) / len(timings), 3) if timings else 0.0,
        "quiet_steps": len(quiet),
        "quiet_max_ms": round(max(quiet), 3) if quiet else 0.0,
        "worst": [{"frame": i, "ms": round(log.ms[i], 2), "screen": log.screens[i]} for i in worst_frames],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--worst", type=int, default=12, help="how many of the slowest frames to list")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="time frames by the wall clock (default) or by this thread's processor time, "
                             "which other processes on a shared machine do not inflate")
    parser.add_argument("--table", action="store_true", help="a table-mode game (default size 1920x1080)")
    parser.add_argument("--diagonal", type=float, default=55.0, help="with --table: the screen's diagonal (55)")
    args = parser.parse_args(argv)
    size_text = "1920x1080" if args.table and args.size == "1280x800" else args.size
    width, height = (int(part) for part in size_text.lower().split("x"))
    started = time.perf_counter()
    if args.table:
        log, finished, simulated = play_timed_table(args.players, args.seed, (width, height), args.diagonal,
                                                    args.lang, args.clock)
    else:
        log, finished, simulated = play_timed(args.players, args.seed, (width, height), args.lang, args.clock)
    report = summarise(log, args.worst)
    report.update(finished=finished, simulated_s=round(simulated, 1),
                  wall_s=round(time.perf_counter() - started, 2), peak_rss_mb=peak_rss_mb())
    print(json.dumps(report, indent=2))
    return 0 if finished else 1


if __name__ == "__main__":
    sys.exit(main())
