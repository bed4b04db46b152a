"""A tiny debug channel for driving the real window from outside (tools/real_window.py).

Off by default. With ``CHEESE_THIEF_DEBUG_PLAN=FILE`` set, ``python main.py`` writes to FILE, after every loop
step, what the demo driver would do now on the top screen: the gestures from its demo plan with window
coordinates, plus the screen's name, whether a fade runs and the game step. An outside program (xdotool) then
performs them as real clicks, holds and key presses. Nothing is read back: the channel cannot change the game.
``CHEESE_THIEF_DEBUG_TIME_SCALE=K`` (1 to 8) also runs the game's clock K times faster than the wall clock.
"""
from __future__ import annotations

import json
import os
from typing import Any

from app.plan_lookup import plan_for
from driver.player import StepRandom, flow_of
from driver.plans.every import register_every_plan
from app.gestures import DemoWish, Hold, Key, Tap

DEBUG_PLAN_ENV = "CHEESE_THIEF_DEBUG_PLAN"
DEBUG_SEED_ENV = "CHEESE_THIEF_DEBUG_SEED"
DEBUG_PLAYERS_ENV = "CHEESE_THIEF_DEBUG_PLAYERS"
# Game seconds per real second. Lets the real-window test cross the uniform turns' minimum times quickly while
# every click, hold and frame still goes through X; the tool's default is real time.
DEBUG_TIME_SCALE_ENV = "CHEESE_THIEF_DEBUG_TIME_SCALE"
MAX_TIME_SCALE = 8.0


def time_scale_from(text: str | None) -> float:
    """1 (real time) unless the variable holds a number above 1; never more than ``MAX_TIME_SCALE``."""
    try:
        scale = float(text or "1")
    except ValueError:
        return 1.0
    return min(MAX_TIME_SCALE, scale) if scale > 1.0 else 1.0


def _gesture_json(gesture: Any) -> dict[str, Any]:
    if isinstance(gesture, Key):
        return {"key": gesture.key, "unicode": gesture.unicode}
    if isinstance(gesture, Hold):
        return {"hold": list(gesture.pos), "seconds": gesture.seconds}
    if isinstance(gesture, Tap):
        return {"tap": list(gesture.pos)}
    return {"unknown": repr(gesture)}


class DebugChannel:
    def __init__(self, app: Any, path: str, wish: DemoWish) -> None:
        register_every_plan()  # it tells what the demo player would do on any screen
        self.app = app
        self.path = path
        self.wish = wish
        self.steps = 0
        self._last = ""
        self._step_random = StepRandom()

    def before_step(self, dt: float, events: list[Any]) -> None:
        """Nothing to do before a step: the channel reports what the step left on screen."""

    def after_step(self, dt: float, events: list[Any], drew: bool) -> None:
        self.write()

    def snapshot(self) -> dict[str, Any]:
        top = self.app.scenes.top()
        flow = flow_of(self.app)
        fading = self.app.scenes.fade is not None
        gestures: list[dict[str, Any]] = []
        planner = plan_for(top)
        if planner is not None and not fading:
            gestures = [_gesture_json(gesture) for gesture in planner(top, self._step_random.for_screen(self.wish.seed, top, flow), self.wish)]
        elif top is not None and not fading and "#play" in getattr(top, "buttons", {}):
            gestures = [{"tap": list(top.buttons["#play"].rect.center)}]  # the title: press Play
        return {
            "screen": type(top).__name__ if top is not None else None,
            "fade": fading,
            "step": flow.session.step.kind.value if flow is not None else None,
            "size": list(self.app.size),
            "gestures": gestures,
        }

    def write(self) -> None:
        self.steps += 1
        state = self.snapshot()
        text = json.dumps(state, sort_keys=True)
        if text == self._last:
            return
        self._last = text
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(json.dumps(dict(state, steps=self.steps)))
        os.replace(tmp, self.path)


def install_if_asked(app: Any) -> DebugChannel | None:
    path = os.environ.get(DEBUG_PLAN_ENV)
    if not path:
        return None
    seed = int(os.environ.get(DEBUG_SEED_ENV, "1"))
    players = int(os.environ.get(DEBUG_PLAYERS_ENV, "5"))
    channel = DebugChannel(app, path, DemoWish(players=players, seed=seed, vote_mode="point"))
    app.time_scale = time_scale_from(os.environ.get(DEBUG_TIME_SCALE_ENV))
    app.step_observers.append(channel)  # reports after every loop step
    return channel
