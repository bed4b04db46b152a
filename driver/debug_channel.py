"""A tiny debug channel for driving the real window from outside (tools/real_window.py).

Off by default. With ``CHEESE_THIEF_DEBUG_PLAN=FILE`` set, ``python main.py`` writes to FILE, after every loop
step, what the demo driver would do now on the top screen: the gestures from its ``demo_plan`` with window
coordinates, plus the screen's name, whether a fade runs and the game step. An outside program (xdotool) then
performs them as real clicks, holds and key presses. Nothing is read back: the channel cannot change the game.
"""
from __future__ import annotations

import json
import os
from typing import Any

from driver.demo import StepRandom, flow_of
from driver.protocol import DemoWish, Hold, Key, Tap

DEBUG_PLAN_ENV = "CHEESE_THIEF_DEBUG_PLAN"
DEBUG_SEED_ENV = "CHEESE_THIEF_DEBUG_SEED"
DEBUG_PLAYERS_ENV = "CHEESE_THIEF_DEBUG_PLAYERS"


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
        self.app = app
        self.path = path
        self.wish = wish
        self.steps = 0
        self._last = ""
        self._step_random = StepRandom()

    def snapshot(self) -> dict[str, Any]:
        top = self.app.scenes.top()
        flow = flow_of(self.app)
        fading = self.app.scenes.fade is not None
        gestures: list[dict[str, Any]] = []
        planner = getattr(top, "demo_plan", None)
        if planner is not None and not fading:
            gestures = [_gesture_json(gesture) for gesture in planner(self._step_random.for_screen(self.wish.seed, top, flow), self.wish)]
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
    step = app.step

    def step_and_report(dt: float, events: Any = ()) -> bool:
        drew = step(dt, events)
        channel.write()
        return drew

    app.step = step_and_report
    return channel
