"""The kiosk monkey: the ordinary monkey's random input, plus every way a customer might try to leave, thrown at
the locked café kiosk from each of its screens.

Besides taps, holds, drags, several fingers, keys, text, wheel, resizes and focus loss (``driver.monkey``), it
sends quit events, window-close events, Escape, F11 and Alt+F4, and now and then holds the staff corner long
enough to open the PIN pad and taps digits on it. Two things must never happen: the program stops running, or
the staff menu appears (the kiosk's PIN is long and random, and the monkey never knows it). Each is reported
with the seed and the input that caused it, like an exception.
"""
from __future__ import annotations

import random
import secrets
import traceback
from collections import Counter
from typing import Any, Callable

import pygame

from app.app import App
from driver.attract_player import hand_the_attract_loop_its_player
from driver.monkey import Monkey, MonkeyFailure, MonkeyReport
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from play.flow import StepKind
from play.setup import VoteMode
from scenes.cheese_thief.gallery_flows import session_at
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.kiosk.mode import KioskMode
from scenes.kiosk.staff import KioskStaffScene
from scenes.kiosk.still_playing import StillPlayingScene

# Inputs only a kiosk monkey sends, and how often (against the ordinary monkey's kinds, whose weights sum to 90).
ESCAPES: dict[str, int] = {"quit": 3, "window_close": 3, "escape": 3, "f11": 2, "alt_f4": 3, "staff_corner": 3}
STAFF_HOLD_SECONDS = 3.4


def _key(key: int, mod: int = 0) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=key, unicode="", mod=mod, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, unicode="", mod=mod, scancode=0)]


class KioskMonkey(Monkey):
    def __init__(self, app: Any, seed: int, restart: Callable[[Any], None], where: str = "") -> None:
        super().__init__(app, seed, restart, where)
        self.exits = 0
        self.staff_menus = 0
        self.screens: Counter[str] = Counter()  # loop steps spent on each screen

    def next_input(self) -> tuple[str, list[tuple[float, pygame.event.Event]], tuple[int, int] | None]:
        if self.rng.random() >= sum(ESCAPES.values()) / (sum(ESCAPES.values()) + 90):
            return super().next_input()
        kind = self.rng.choices(list(ESCAPES), weights=list(ESCAPES.values()))[0]
        if kind == "quit":
            return kind, [(0.0, pygame.event.Event(pygame.QUIT))], None
        if kind == "window_close":
            return kind, [(0.0, pygame.event.Event(pygame.WINDOWCLOSE, window=None))], None
        if kind == "escape":
            return kind, [(0.0, event) for event in _key(pygame.K_ESCAPE)], None
        if kind == "f11":
            return kind, [(0.0, event) for event in _key(pygame.K_F11)], None
        if kind == "alt_f4":
            return kind, [(0.0, event) for event in _key(pygame.K_F4, pygame.KMOD_LALT)], None
        # The staff corner, held long enough: the PIN pad opens (and the monkey's next taps land on its keys).
        height = self.app.size[1]
        return kind, self._press((self.rng.randint(0, 20), height - 1 - self.rng.randint(0, 20)), STAFF_HOLD_SECONDS), None

    def _step(self, dt: float, events: list[pygame.event.Event]) -> None:
        if self.app.scenes.stack:  # the screen this input lands on
            self.screens[type(self.app.scenes.stack[-1]).__name__] += 1
        self.app.step(dt, [event for event in events if event.type != pygame.NOEVENT])
        stack = self.app.scenes.stack
        if any(isinstance(scene, KioskStaffScene) for scene in stack):
            self.staff_menus += 1
            raise AssertionError("the staff menu opened without the PIN")
        if not self.app.running or not stack:
            self.exits += 1
            self.app.running = True
            raise AssertionError("the kiosk stopped running" if stack else "the kiosk was left with no screen")


def kiosk_app(size: tuple[int, int], seed: int) -> tuple[Any, Any]:
    """A headless app in kiosk mode with a configured kiosk (a long random PIN nobody knows), on the attract loop."""
    app = App(size=size, fullscreen=False, lang="en", persist_settings=False)
    pin = "".join(secrets.choice("0123456789") for _ in range(8))
    config = KioskConfig(venue_name="Monkey Café", pin=hash_pin(pin), menu_idle_seconds=30, game_idle_seconds=90,
                         still_playing_seconds=15)
    hand_the_attract_loop_its_player()
    kiosk = KioskMode(app, config, rng=random.Random(seed))
    kiosk.start()
    return app, kiosk


# Where each part of a seed's run starts, so that every screen gets random input, not only those the monkey
# reaches by itself from the attract loop (a random tapper seldom gets a game past its private turns).
OPENERS = ("attract", "setup", "discussion", "point_vote", "ballot", "reveal", "replay", "still_playing",
           "tutorial", "pin_pad")
PARTS_PER_SEED = 4


def open_at(kiosk: Any, where: str, seed: int) -> None:
    """Put the kiosk on screen ``where``, as a group would find it."""
    kiosk.show_attract()
    if where in ("setup", "tutorial"):
        (kiosk.play if where == "setup" else kiosk.learn)("en")
    elif where == "pin_pad":
        kiosk.open_pin_pad()
    elif where != "attract":
        kind = {"discussion": StepKind.DISCUSSION, "point_vote": StepKind.POINT_VOTE, "ballot": StepKind.BALLOT_TURN,
                "reveal": StepKind.REVEAL, "replay": StepKind.REPLAY, "still_playing": StepKind.DISCUSSION}[where]
        mode = VoteMode.SECRET if where == "ballot" else VoteMode.POINT
        players = 4 + seed % 5
        session = session_at(players, seed, kind, vote_mode=mode)
        play_step_scenes.register_all()
        PlayFlow(kiosk.app, session).show_current(session.step_index, replace=False)  # over the attract loop
        if where == "still_playing":
            kiosk.app.scenes.push(StillPlayingScene(kiosk.app, lambda: kiosk.watch.countdown_left, kiosk.watch.touch),
                                  transition=False)


def monkey_kiosk(seed: int, inputs: int, size: tuple[int, int] = (1280, 800)) -> tuple[MonkeyReport, KioskMonkey]:
    """Throw ``inputs`` inputs at a kiosk, in parts that start on different screens (``OPENERS``, rotating with
    the seed); from there the monkey goes where its input and the idle timers take it."""
    app, kiosk = kiosk_app(size, seed)
    monkey = KioskMonkey(app, seed, lambda target: kiosk.show_attract(), where=f"kiosk:{seed}")
    report = MonkeyReport()
    try:
        for part in range(PARTS_PER_SEED):
            where = OPENERS[(seed * PARTS_PER_SEED + part) % len(OPENERS)]
            monkey.where = f"kiosk:{seed}:{where}"
            open_at(kiosk, where, seed * 10 + part)
            share = inputs // PARTS_PER_SEED + (1 if part < inputs % PARTS_PER_SEED else 0)
            report = monkey.run(share)  # the monkey's report keeps adding up across parts
    except Exception:
        report.failures.append(MonkeyFailure(f"kiosk:{seed}", seed, -1, "open", traceback.format_exc()))
    finally:
        app.scenes.clear()
    return report, monkey
