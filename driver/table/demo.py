"""Plays whole table-mode games through the real screens, every seat at once, with many fingers.

Each frame the driver asks the table screen on top what each idle lane (each seat, and the middle) would do
now (``table_demo_plan``), and turns the answers into FINGER events: several seats' fingers go down in the same
frame, fingers held on a curtain stay down, and trembling hands are imitated by small motions. Everything runs
on simulated time, every frame updated and drawn, as in ``driver.demo``.
"""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from driver.demo import report_demo, start_app
from driver.player import DemoResult, SteppedDriver, seeded_wish
from app.gestures import DemoWish
from driver.table.demo_request import table_demo_refusal
from table.gestures import Lift, Press, TableGesture, Touch
from game.cheese_thief.house_rules import HouseRules
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.cheese_thief import play_step_scenes
from scenes.table.flow import TableFlow
from scenes.table.seating import TableSeatingScene
from scenes.kit.table_mode import table_screen_in_language
from scenes.table.start import start_game
from table.panels import seatable_places
from table.sitting import TableSitting

FRAME = 1.0 / 60.0
THINK_SECONDS = 0.2
TREMBLE_SECONDS = 0.5
TREMBLE_PX = 1.0


@dataclass
class _Held:
    pos: tuple[float, float]
    since: float


@dataclass
class TableDemoDriver(SteppedDriver):
    app: Any
    wish: DemoWish
    on_frame: Callable[["TableDemoDriver"], None] | None = None
    realtime: bool = False  # in a window, on the real clock
    now: float = 0.0
    frames: int = 0
    queue: list[tuple[float, Any, pygame.event.Event]] = field(default_factory=list)  # (at, lane, event)
    lane_free_at: dict[Any, float] = field(default_factory=dict)
    held: dict[int, _Held] = field(default_factory=dict)
    gestures_made: dict[str, int] = field(default_factory=dict)  # per screen, step and lane
    _screen: object = None

    def finished(self) -> bool:
        flow = self.flow()
        return flow is not None and flow.session.step.kind.value == "replay"

    def _rng(self, lane: Any) -> random.Random:
        # Keyed by how many gestures this lane has made on this step, not by the clock or the frame: the frame
        # machinery may start a screen a few frames later on a busy machine, and a seed must still play one game.
        return random.Random(f"{self._step_key(lane)}:{self.gestures_made.get(self._step_key(lane), 0)}")

    def _step_key(self, lane: Any) -> str:
        flow = self.flow()
        step = (flow.session.game_number, flow.session.step_index) if flow is not None else ()
        return f"{self.wish.seed}:{type(self.app.scenes.top()).__name__}:{step}:{lane}"

    def plan(self) -> None:
        top = self.app.scenes.top()
        if top is not self._screen:
            self._lift_everything()
            self._screen = top
            self.lane_free_at = {lane: free for lane, free in self.lane_free_at.items() if free == float("inf")}
        if self.app.scenes.fade is not None:
            return
        planner = getattr(top, "table_demo_plan", None)
        if planner is None:
            return
        busy = {lane for lane, free in self.lane_free_at.items() if free > self.now}
        for gesture in planner(self._rng, self.wish, busy):
            self._schedule(gesture)

    def _schedule(self, gesture: TableGesture) -> None:
        lane = gesture.lane
        made = self._step_key(lane)
        self.gestures_made[made] = self.gestures_made.get(made, 0) + 1
        if isinstance(gesture, Touch):
            self.queue.append((self.now, lane, self._finger(pygame.FINGERDOWN, gesture.finger, gesture.pos)))
            self.queue.append((self.now + gesture.seconds, lane, self._finger(pygame.FINGERUP, gesture.finger, gesture.pos)))
            self.lane_free_at[lane] = self.now + gesture.seconds + THINK_SECONDS
        elif isinstance(gesture, Press):
            if gesture.finger not in self.held:
                self.held[gesture.finger] = _Held(gesture.pos, self.now)
                self.queue.append((self.now, lane, self._finger(pygame.FINGERDOWN, gesture.finger, gesture.pos)))
            self.lane_free_at[lane] = self.now + THINK_SECONDS
        elif isinstance(gesture, Lift):
            held = self.held.pop(gesture.finger, None)
            if held is not None:
                self.queue.append((self.now, lane, self._finger(pygame.FINGERUP, gesture.finger, held.pos)))
            self.lane_free_at[lane] = self.now + THINK_SECONDS

    def _lift_everything(self) -> None:
        for finger, held in list(self.held.items()):
            self.queue.append((self.now, None, self._finger(pygame.FINGERUP, finger, held.pos)))
        self.held.clear()

    def _tremble(self) -> list[pygame.event.Event]:
        events = []
        for finger, held in self.held.items():
            if self.now - held.since >= TREMBLE_SECONDS:
                held.since = self.now
                x, y = held.pos
                offset = TREMBLE_PX if int(self.now / TREMBLE_SECONDS) % 2 else 0.0
                events.append(self._finger(pygame.FINGERMOTION, finger, (x + offset, y)))
        return events

    def _finger(self, kind: int, finger: int, pos: tuple[float, float]) -> pygame.event.Event:
        width, height = self.app.size
        return pygame.event.Event(kind, x=pos[0] / width, y=pos[1] / height, dx=0.0, dy=0.0, finger_id=finger,
                                  touch_id=1, pressure=1.0)

    def step(self, dt: float = FRAME) -> None:
        self.plan()
        due = [event for at, _, event in self.queue if at <= self.now]
        self.queue = [item for item in self.queue if item[0] > self.now]
        if self.realtime:
            due += pygame.event.get()
            dt = min(0.25, self.app.clock.tick(60) / 1000.0)
        self.advance(dt, due + self._tremble())


def start_table_game(app: Any, wish: DemoWish, diagonal_in: float, persist: bool = False,
                     places_seed: int | None = None) -> Any:
    """Seat the wished number of players at places chosen by the seed (or ``places_seed``) and show the game's
    first screen."""
    screen = table_screen_in_language(app.size, diagonal_in)
    offered = list(seatable_places(screen))
    if not 4 <= wish.players <= len(offered):
        raise ValueError(f"this table seats 4 to {len(offered)} players, not {wish.players}")
    rng = random.Random(f"table-places:{wish.seed if places_seed is None else places_seed}")
    taken = rng.sample(offered, wish.players)
    sitting = TableSitting.of(screen, taken)
    names = DEMO_NAMES[:sitting.player_count]
    setup = GameSetup(names, fall_mouse=wish.fall_mouse, vote_mode=VoteMode(wish.vote_mode),
                      discussion_seconds=int(max(1, wish.discussion_seconds)), hour_seconds=wish.hour_seconds,
                      house_rules=HouseRules(tie_protects_thief=wish.tie_protects_thief))
    session = PlaySession.start(setup, wish.seed)
    play_step_scenes.register_all()
    flow = TableFlow(app, session, sitting, persist=persist)
    flow.show_current(0, replace=False)
    return flow


DEMO_NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")


def open_table_seats(app: Any, wish: DemoWish, diagonal_in: float) -> None:
    """Show the seats around the table; the game the players then start is seeded by the wish."""
    screen = table_screen_in_language(app.size, diagonal_in)
    app.scenes.push(TableSeatingScene(app, screen, on_start=lambda sitting, setup: start_game(
        app, sitting, setup, seed=wish.seed, persist=False), on_back=lambda: app.scenes.pop()))


def run_table_demo(wish: DemoWish, size: tuple[int, int] = (1920, 1080), diagonal_in: float = 55.0,
                   lang: str | None = "en", headless: bool = True) -> DemoResult:
    """A whole table game from the seats on: players sit and name themselves, then play, every seat at once."""
    app = start_app(size, lang, False)
    open_table_seats(app, wish, diagonal_in)
    return TableDemoDriver(app, wish, realtime=not headless).run()


def main(players: int, seed: int, record_path: str | None, lang: str | None, size: tuple[int, int],
         diagonal_in: float, vote_mode: str | None, headless: bool = True) -> int:
    refusal = table_demo_refusal("cheese-thief", players, size, diagonal_in)
    if refusal is not None:
        print(f"error: {refusal}", file=sys.stderr)
        return 2
    wish = seeded_wish(players, seed, vote_mode)
    started = time.perf_counter()
    result = run_table_demo(wish, size=size, diagonal_in=diagonal_in, lang=lang, headless=headless)
    return report_demo("table demo", result, record_path, started)
