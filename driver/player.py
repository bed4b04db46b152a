"""The demo player: drives the real screens with synthetic input.

Each frame the driver asks the plan for the top scene what a player would do now
(`app.plan_lookup`, the plans in `driver/plans/`), turns the answer into mouse, finger or key events, and steps
the app: on simulated time when headless (as fast as the machine allows,
every frame still updated and drawn), on the real clock in a window. The
choices come from a generator seeded per game step, so a game resumed after a
crash makes the same choices as one that was never interrupted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from driver.gestures import TimedEvent, events_for
from app.plan_lookup import plan_for
from app.gestures import DemoWish

FRAME = 1.0 / 60.0
THINK_SECONDS = 0.15  # a short pause before each gesture, as a person would take
# A paced headless driver steps from one instant where something happens to the next (a finger goes down or up,
# the next thought), at most a quarter of a second (the longest step the app takes at once): the clocks run the
# same, with a fraction of the frames.
WAITING_STEP = 0.25
FADE_STEP = 0.25  # a change of screen (0.36 s) in two frames


def flow_of(app: Any) -> Any:
    """The game shown, if any: the flow of the topmost screen that belongs to one."""
    for scene in reversed(app.scenes.stack):
        flow = getattr(scene, "flow", None)
        if flow is not None:
            return flow
    return None


class StepRandom:
    """Random numbers seeded by the seed, the screen and the game step: a plan depends on where the game is,
    not on what came before. Calls on the same screen and step go on along one stream, so a screen that
    sometimes makes a decoy move does not make it every time."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._rng = random.Random(0)

    def for_screen(self, seed: int, top: Any, flow: Any) -> random.Random:
        key: tuple[object, ...] = (seed, type(top).__name__)
        if flow is not None:
            key += (flow.session.game_number, flow.session.step_index)
        if key != self._key:
            self._key = key
            self._rng = random.Random(":".join(map(str, key)))
        return self._rng


@dataclass
class DemoResult:
    record: dict[str, Any] | None
    winner: str | None
    winners: list[int]
    frames: int
    simulated_seconds: float
    traces: list[Any] = field(default_factory=list)


def result_of(flow: Any, frames: int, seconds: float) -> DemoResult:
    """What a demo game came to: its record, winner and traces, or nothing when ``flow`` is None (unfinished)."""
    if flow is None:
        return DemoResult(None, None, [], frames, seconds)
    report = flow.public().report
    outcome = report.outcome if report else None
    return DemoResult(record=flow.session.record(), winner=outcome.winner.value if outcome else None,
                      winners=list(outcome.winners) if outcome else [], frames=frames, simulated_seconds=seconds,
                      traces=list(flow.traces))


class SteppedDriver:
    """What every demo driver does once it knows a frame's events: step the app, count, and play to the end."""

    app: Any
    now: float
    frames: int
    on_frame: Any

    def advance(self, dt: float, events: list[pygame.event.Event]) -> None:
        self.app.step(min(dt, 0.25), events)
        self.now += dt
        self.frames += 1
        if self.on_frame is not None:
            self.on_frame(self)

    def step(self) -> None:
        raise NotImplementedError

    def finished(self) -> bool:
        raise NotImplementedError

    def flow(self) -> Any:
        return flow_of(self.app)

    longest_game_s = 3600.0  # of simulated time: a game not over by then is given up

    def run(self, max_seconds: float | None = None) -> DemoResult:
        limit = self.longest_game_s if max_seconds is None else max_seconds
        while not self.finished() and self.app.running and self.now < limit:
            self.step()
        return self.result_of(self.flow() if self.finished() else None, self.frames, self.now)

    @staticmethod
    def result_of(flow: Any, frames: int, seconds: float) -> DemoResult:
        return result_of(flow, frames, seconds)


class DemoDriver(SteppedDriver):
    """Plays the top screen's demo plan (``app.plan_lookup``) as timed input. Headless, each frame is one sixtieth of a second of
    simulated time, as the privacy audit inspects them; a ``paced`` driver steps only to the instants where
    something happens instead (:meth:`headless_step`), for games whose every frame nobody inspects."""

    paced = False

    def __init__(self, app: Any, wish: DemoWish, realtime: bool = False,
                 on_frame: Callable[["DemoDriver"], None] | None = None, paced: bool | None = None) -> None:
        self.app = app
        self.wish = wish
        self.realtime = realtime
        if paced is not None:
            self.paced = paced
        self.on_frame = on_frame
        self.now = 0.0
        self.frames = 0
        self.queue: list[TimedEvent] = []
        self.next_think = 0.0
        self._step_random = StepRandom()
        self.gesture_rng = random.Random(f"gestures:{wish.seed}")

    # ----- where are we ---------------------------------------------------------------------------
    def finished(self) -> bool:
        flow = self.flow()
        return flow is not None and flow.session.step.kind.value == "replay"

    def rng(self) -> random.Random:
        """A generator that depends only on the seed and the game step, not on what came before."""
        return self._step_random.for_screen(self.wish.seed, self.app.scenes.top(), self.flow())

    # ----- stepping -------------------------------------------------------------------------------
    def plan(self) -> None:
        if self.queue or self.now < self.next_think or self.app.scenes.fade is not None:
            return
        top = self.app.scenes.top()
        planner = plan_for(top)
        if planner is None:
            return
        gestures = planner(top, self.rng(), self.wish)
        start = self.now
        for gesture in gestures:
            timed = events_for(gesture, start, self.app.size, self.gesture_rng)
            self.queue += timed
            start = timed[-1].at + THINK_SECONDS
        if gestures:
            self.next_think = start

    def step(self, simulated_dt: float = FRAME) -> None:
        """One frame: on the real clock in a window, otherwise ``simulated_dt`` seconds of simulated time."""
        self.plan()
        due = [item.event for item in self.queue if item.at <= self.now]
        self.queue = [item for item in self.queue if item.at > self.now]
        if self.realtime:
            due += pygame.event.get()
            dt = self.app.clock.tick(60) / 1000.0
        else:
            dt = self.headless_step(simulated_dt)
        self.advance(dt, due)

    def headless_step(self, simulated_dt: float) -> float:
        """How far a headless frame moves the clocks: ``simulated_dt``, or when paced, to the next thing due (an
        event of a gesture, the next thought), at most a quarter of a second, and a fade in two frames. Nothing is
        pressed between those instants, so the screens see the same input at the same times as at sixty frames a
        second."""
        if not self.paced:
            return simulated_dt
        if self.app.scenes.fade is not None:
            return max(simulated_dt, FADE_STEP)
        upcoming = [item.at for item in self.queue]
        if self.next_think > self.now:
            upcoming.append(self.next_think)
        if not upcoming:
            return WAITING_STEP
        return max(simulated_dt, min(WAITING_STEP, min(upcoming) - self.now))


def seeded_wish(players: int, seed: int, vote_mode: str | None = None, **extra: Any) -> DemoWish:
    """The game a demo of this seed plays: the vote mode (unless given) and the Fall Mouse chosen by the seed."""
    rng = random.Random(seed)
    mode = vote_mode or rng.choice(("point", "secret"))
    return DemoWish(players=players, seed=seed, vote_mode=mode, fall_mouse=players >= 6 and rng.random() < 0.5, **extra)
