"""Demo plans for the tutorial's screens: the first screen follows the wish's table, a guided step does what the
step asks (a wrong move first, as many times as the wish says), the chapters menu closes, and the end stops."""
from __future__ import annotations

import random

from driver.plan_lookup import Plan
from driver.protocol import DemoWish, Gesture, Hold, Tap
from scenes.kit.widgets.hold_button import HOLD_SECONDS
from scenes.tutorial.end import TutorialEndScene
from scenes.tutorial.menu import TutorialMenuScene
from scenes.tutorial.moves import demo_touches
from scenes.tutorial.scene import TutorialScene
from scenes.tutorial.start import TutorialStartScene
from tutorial.table import Table


def start(screen: TutorialStartScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    wanted = Table(wish.players, wish.fall_mouse)
    if screen.players != wanted.players:
        return screen.tap_button(f"count_{wanted.players}")
    if screen.fall_mouse != wanted.fall_mouse:
        return screen.tap_button("fall_on" if wanted.fall_mouse else "fall_off")
    return screen.tap_button("begin")


def guided_step(screen: TutorialScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    session = screen.session
    if session.done:
        return screen.tap_button("next")
    if screen.places is None or not screen.change.done:
        return []
    wrong_first = int(wish.extra.get("wrong_moves", 0))
    touches = demo_touches(session, screen.places, screen.stage, wrong=session.wrong_moves < wrong_first)
    return [Hold(pos, HOLD_SECONDS + 0.2) if hold else Tap(pos) for pos, hold in touches]


def menu(screen: TutorialMenuScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return screen.tap_button("close")


def end(screen: TutorialEndScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return []  # the end: a demo stops here


PLANS: dict[type, Plan] = {
    TutorialStartScene: start,
    TutorialScene: guided_step,
    TutorialMenuScene: menu,
    TutorialEndScene: end,
}
