"""Every loop step of a whole session in any mode, timed as a player feels it: from the program's first frame to
the session's end, a step that draws nothing counted like one that draws (it holds back the next frame and every
touch all the same), each step over 8 ms named by its screen. Used by ``tools/bench.py`` (section "whole
sessions"); also runs alone:

    python tools/whole_session.py --mode MODE [--players N] [--seed S] [--size WxH] [--lang L]
                                  [--vote-mode point|secret] [--clock cpu|wall] [--minutes M] [--chapter ID]

Modes: ``game`` (the tablet game, Play tapped a third of a second after the title shows), ``table`` (default
1920x1080), ``dk`` (Double Kill, 10-20 players), ``tutorial`` (the core path from the title; with ``--chapter``, that
chapter alone, opened as from the chapters menu once the first screen is left), ``narrator`` (a night
with the physical box, from the start button to the scored result) and ``kiosk`` (the attract loop for
``--minutes`` simulated minutes, default 10). The report is JSON: steps, steps over 16.7 ms, p50, p99, max, and
every step over 8 ms grouped by screen.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.whole_game import CLOCKS, FRAME, FRAME_BUDGET_MS, FrameLog, StepTimer, screen_label  # noqa: E402

SLOW_STEP_MS = 8.0
TITLE_STEPS_BEFORE_PLAY = 20  # a third of a second: the setup opened at once, before its warm-up could run
MODES = ("game", "table", "dk", "tutorial", "narrator", "kiosk")
NARRATOR_DISCUSSION_S = 120
NARRATOR_TAP_AFTER_S = 1.0


REFERENCE_MS = 5.0  # ``reference_ms()`` on this 2-core machine at its usual speed


def reference_ms(rounds: int = 7) -> float:
    """The quickest of a few runs of a fixed piece of drawing and Python (about a frame's worth of each), by this
    thread's processor time: how fast the machine runs right now, to tell a slow step from a slow machine."""
    import pygame

    canvas = pygame.Surface((1280, 800))
    veil = pygame.Surface((1280, 800), pygame.SRCALPHA)
    veil.fill((10, 20, 30, 128))
    best = float("inf")
    for _ in range(rounds):
        started = time.thread_time()
        for _ in range(4):
            canvas.fill((40, 50, 60))
            canvas.blit(veil, (0, 0))
            sum(i * i for i in range(20000))
        best = min(best, (time.thread_time() - started) * 1000.0)
    return best


def step_budget_ms(reference: float) -> float:
    """A frame's 16.7 ms as this machine runs right now: longer while a ``reference_ms()`` measured in the same run
    shows it slower than usual, never shorter."""
    return FRAME_BUDGET_MS * max(1.0, reference / REFERENCE_MS)


class SlowStepProfiler:
    """Profiles every step (cProfile) and keeps the profiles of those over a threshold, to find their cause."""

    def __init__(self, app: Any, threshold_ms: float, screen_part: str = "") -> None:
        self.app = app
        self.threshold_ms = threshold_ms
        self.screen_part = screen_part
        self.kept: Any = None
        self._profile: Any = None
        self._start = 0.0

    def before_step(self, dt: float, events: list[Any]) -> None:
        import cProfile

        self._profile = cProfile.Profile()
        self._start = time.thread_time()
        self._profile.enable()

    def after_step(self, dt: float, events: list[Any], drew: bool) -> None:
        import pstats

        self._profile.disable()
        slow = (time.thread_time() - self._start) * 1000.0 > self.threshold_ms
        if slow and self.screen_part in screen_label(self.app):
            if self.kept is None:
                self.kept = pstats.Stats(self._profile)
            else:
                self.kept.add(self._profile)


class SessionTimer:
    """Times every loop step of an app from its first frame (counted with the start-up) into a frame log."""

    def __init__(self, clock: str = "cpu", profile_over_ms: float | None = None, profile_screen: str = "") -> None:
        self.now: Callable[[], float] = CLOCKS[clock]
        self.log = FrameLog()
        self.started = self.now()
        self.profile_over_ms = profile_over_ms
        self.profile_screen = profile_screen
        self.profiler: SlowStepProfiler | None = None

    def first_frame(self, app: Any) -> None:
        """Draw the program's first frame, logged as the start-up, then watch every later step."""
        app.step(FRAME)
        self.log.add((self.now() - self.started) * 1000.0, "(start)")
        app.step_observers.insert(0, StepTimer(app, self.log, self.now))  # first in: sees the others' time too
        if self.profile_over_ms is not None:
            self.profiler = SlowStepProfiler(app, self.profile_over_ms, self.profile_screen)
            app.step_observers.append(self.profiler)


def summarise_steps(log: FrameLog, slow_ms: float = SLOW_STEP_MS) -> dict[str, Any]:
    """Every step after the first frame, drawn or not: how many, over 16.7 ms, p50, p99, max, and the steps over
    ``slow_ms`` by screen (how many, the slowest, the first step's index)."""
    timings = log.ms[1:]
    ordered = sorted(timings)

    def quantile(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] if ordered else 0.0

    slow: dict[str, dict[str, Any]] = defaultdict(lambda: {"steps": 0, "max_ms": 0.0, "first_step": None})
    for index in range(1, len(log.ms)):
        if log.ms[index] > slow_ms:
            entry = slow[log.screens[index] + ("" if log.drew[index] else " (drew nothing)")]
            entry["steps"] += 1
            entry["max_ms"] = round(max(entry["max_ms"], log.ms[index]), 2)
            entry["first_step"] = index if entry["first_step"] is None else entry["first_step"]
    return {
        "steps": len(timings),
        "drawn": sum(log.drew[1:]),
        "over_budget": sum(1 for ms in timings if ms > FRAME_BUDGET_MS),
        "p50_ms": round(quantile(0.5), 3),
        "p99_ms": round(quantile(0.99), 3),
        "max_ms": round(ordered[-1], 2) if ordered else 0.0,
        "first_frame_ms": round(log.ms[0], 1) if log.ms else 0.0,
        f"over_{slow_ms:g}ms": dict(sorted(slow.items(), key=lambda item: -item[1]["max_ms"])),
    }


def session_game(timer: SessionTimer, players: int, seed: int, size: tuple[int, int], lang: str,
                 vote_mode: str | None) -> tuple[bool, float]:
    from driver.demo import DemoDriver, begin, seeded_wish, start_app

    app = start_app(size, lang, False)
    timer.first_frame(app)
    try:
        for _ in range(TITLE_STEPS_BEFORE_PLAY):
            app.step(FRAME)
        begin(app, False, False, seed)
        driver = DemoDriver(app, seeded_wish(players, seed, vote_mode))
        result = driver.run(max_seconds=3600.0)
    finally:
        app.scenes.clear()
    return result.record is not None, driver.now


def session_table(timer: SessionTimer, players: int, seed: int, size: tuple[int, int], lang: str,
                  vote_mode: str | None, diagonal_in: float = 55.0) -> tuple[bool, float]:
    from driver.demo import seeded_wish, start_app
    from driver.table.demo import TableDemoDriver, open_table_seats

    app = start_app(size, lang, False)
    timer.first_frame(app)
    wish = seeded_wish(players, seed, vote_mode)
    try:
        open_table_seats(app, wish, diagonal_in)
        driver = TableDemoDriver(app, wish)
        result = driver.run(max_seconds=3600.0)
    finally:
        app.scenes.clear()
    return result.record is not None, driver.now


def session_dk(timer: SessionTimer, players: int, seed: int, size: tuple[int, int], lang: str,
               vote_mode: str | None) -> tuple[bool, float]:
    from driver.demo import start_app
    from driver.double_kill.demo import DkDemoDriver, begin, dk_wish

    app = start_app(size, lang, False)
    timer.first_frame(app)
    try:
        for _ in range(TITLE_STEPS_BEFORE_PLAY):
            app.step(FRAME)
        begin(app, False, seed)
        driver = DkDemoDriver(app, dk_wish(players, seed, vote_mode))
        result = driver.run()
    finally:
        app.scenes.clear()
    return result.record is not None, driver.now


def session_tutorial(timer: SessionTimer, players: int, seed: int, size: tuple[int, int], lang: str,
                     vote_mode: str | None, chapter: str | None = None) -> tuple[bool, float]:
    """The tutorial's core path from the title: every step followed by its demo plan, no wrong move. With
    ``chapter``: once the first screen is left, that chapter opened as the chapters menu opens it, to its end."""
    from driver.demo import DemoDriver, start_app
    from app.gestures import DemoWish
    from scenes.tutorial.end import TutorialEndScene

    app = start_app(size, lang, False)
    timer.first_frame(app)
    driver = DemoDriver(app, DemoWish(players=players, seed=seed, extra={"wrong_moves": 0}))
    flow: Any = None
    try:
        for _ in range(TITLE_STEPS_BEFORE_PLAY):
            app.step(FRAME)
        app.scenes.top().activate("#learn")
        while driver.now < 20 * 60.0:
            if isinstance(app.scenes.top(), TutorialEndScene) and app.scenes.fade is None:
                return chapter is None, driver.now
            tutorial = getattr(app.scenes.top(), "tutorial", None)
            if chapter is not None and tutorial is not None and app.scenes.fade is None:
                if flow is None and tutorial.session.chapter != "start":
                    flow = tutorial
                    flow.change(flow.session.go_to_chapter(chapter))
                elif flow is not None and (flow.session.chapter != chapter or flow.session.finished):
                    return True, driver.now
            driver.step()
    finally:
        app.scenes.clear()
    return False, driver.now


def _click(app: Any, pos: tuple[int, int]) -> None:
    import pygame

    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def session_narrator(timer: SessionTimer, players: int, seed: int, size: tuple[int, int], lang: str,
                     vote_mode: str | None) -> tuple[bool, float]:
    """A night with the physical box: Start tapped after a second, every sixtieth of a second until the result,
    then the winner tapped."""
    from app.app import App
    from narrator.session import NarratorConfig
    from scenes.narrator.night import FakeClock, NarratorNightScene
    from scenes.narrator.setup import NarratorSetupScene

    app = App(size=size, fullscreen=False, lang=lang, persist_settings=False)
    config = NarratorConfig(players=players, lang=lang, voice=False, ambience=False,
                            discussion_seconds=NARRATOR_DISCUSSION_S).cleaned()
    clock = FakeClock()
    night = NarratorNightScene(app, config, clock=clock)
    app.scenes.push(NarratorSetupScene(app, config), transition=False)
    app.scenes.push(night, transition=False)
    timer.first_frame(app)
    try:
        while clock.now < NARRATOR_TAP_AFTER_S:
            clock.now += FRAME
            app.step(FRAME)
        _click(app, night.buttons["start"].rect.center)
        limit = clock.now + night.timeline.total_seconds + 10.0
        while night.state == "running" and clock.now < limit:
            clock.now += FRAME
            app.step(FRAME)
        if night.state != "result":
            return False, clock.now
        for _ in range(int(NARRATOR_TAP_AFTER_S / FRAME)):
            clock.now += FRAME
            app.step(FRAME)
        _click(app, night.buttons["thief"].rect.center)
        return night.state == "scored", clock.now
    finally:
        app.scenes.clear()


def session_kiosk(timer: SessionTimer, minutes: float, seed: int, size: tuple[int, int], lang: str) -> tuple[bool, float]:
    """A configured café kiosk on its attract loop, nobody touching it, every sixtieth of a second."""
    import random

    from app.app import App
    from driver.attract_player import hand_the_attract_loop_its_player
    from kiosk.config import KioskConfig
    from kiosk.pin import hash_pin
    from scenes.kiosk.attract import KioskAttractScene
    from scenes.kiosk.mode import KioskMode

    hand_the_attract_loop_its_player()
    app = App(size=size, fullscreen=False, lang=lang, persist_settings=False)
    now = [0.0]
    kiosk = KioskMode(app, KioskConfig(venue_name="Bench Café", pin=hash_pin("90817263")), rng=random.Random(seed),
                      clock=lambda: 1_800_000_000.0 + now[0])
    kiosk.start()
    timer.first_frame(app)
    try:
        while now[0] < minutes * 60.0:
            app.step(FRAME)
            now[0] += FRAME
        return isinstance(app.scenes.top(), KioskAttractScene), now[0]
    finally:
        app.scenes.clear()


def compile_ahead() -> None:
    """Write the project's bytecode, as an installed or once-run copy has it. Without it (PYTHONDONTWRITEBYTECODE)
    every screen imported on first need is compiled in the step that needs it: 50-70 ms steps that no player of an
    installed program meets."""
    import compileall
    import re

    sys.dont_write_bytecode = False
    compileall.compile_dir(str(ROOT), quiet=1, rx=re.compile(r"[/\\](tests|\.git|deploy|docs)[/\\]"))


def run_session(mode: str, players: int | None = None, seed: int = 7, size: tuple[int, int] | None = None,
                lang: str = "en", vote_mode: str | None = None, clock: str = "cpu",
                minutes: float = 10.0, profile_over_ms: float | None = None, profile_screen: str = "",
                chapter: str | None = None) -> dict[str, Any]:
    """One whole session of ``mode``; its step summary with whether it finished and its simulated seconds."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; one of {', '.join(MODES)}")
    size = size or ((1920, 1080) if mode == "table" else (1280, 800))
    players = players or {"dk": 10}.get(mode, 5)
    compile_ahead()
    timer = SessionTimer(clock, profile_over_ms, profile_screen)
    started = time.perf_counter()
    if mode == "kiosk":
        finished, simulated = session_kiosk(timer, minutes, seed, size, lang)
    elif mode == "tutorial" and chapter is not None:
        finished, simulated = session_tutorial(timer, players, seed, size, lang, vote_mode, chapter)
    else:
        play = {"game": session_game, "table": session_table, "dk": session_dk, "tutorial": session_tutorial,
                "narrator": session_narrator}[mode]
        finished, simulated = play(timer, players, seed, size, lang, vote_mode)
    report = {"mode": mode, "players": players, "seed": seed, "size": f"{size[0]}x{size[1]}", "lang": lang,
              "vote_mode": vote_mode, **({"chapter": chapter} if chapter is not None else {})}
    report.update(summarise_steps(timer.log))
    report.update(finished=finished, simulated_s=round(simulated, 1), wall_s=round(time.perf_counter() - started, 1))
    if timer.profiler is not None and timer.profiler.kept is not None:
        timer.profiler.kept.sort_stats("cumulative").print_stats(45)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=MODES, default="game")
    parser.add_argument("--players", type=int, help="default 5 (Double Kill 10)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", help="WxH (default 1280x800; 1920x1080 for the table)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--vote-mode", choices=("point", "secret"), help="default: chosen by the seed")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                        help="this thread's processor time (default), or the wall clock")
    parser.add_argument("--minutes", type=float, default=10.0, help="the kiosk's simulated minutes (10)")
    parser.add_argument("--profile-over", type=float, metavar="MS",
                        help="print a cProfile of the steps slower than MS (profiled), on standard output first")
    parser.add_argument("--profile-screen", default="", metavar="TEXT", help="with --profile-over: only screens "
                        "whose label contains TEXT, e.g. 'BallotTurnScene (fade)'")
    parser.add_argument("--chapter", metavar="ID", help="with --mode tutorial: that chapter alone (a module: "
                        "fall_mouse, followers, four_players)")
    args = parser.parse_args(argv)
    size = tuple(int(part) for part in args.size.lower().split("x")) if args.size else None
    report = run_session(args.mode, args.players, args.seed, size, args.lang, args.vote_mode,  # type: ignore[arg-type]
                         args.clock, args.minutes, args.profile_over, args.profile_screen, args.chapter)
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0 if report["finished"] else 1


if __name__ == "__main__":
    sys.exit(main())
