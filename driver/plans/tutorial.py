"""Demo plans for the tutorial's screens: the first screen follows the wish's table, the coach's step does what the
step asks (a wrong move first, as many times as the wish says), the chapters menu closes, and the end stops."""
from __future__ import annotations

import random

from app.plan_lookup import Plan, demo_plan
from app.gestures import DemoWish, Gesture, Hold, Tap
from scenes.kit.widgets.hold_button import HOLD_SECONDS
from scenes.tutorial.coach_overlay import CoachOverlay
from scenes.tutorial.coach_targets import is_enabled
from scenes.tutorial.dk_lesson import DkLessonScene
from scenes.tutorial.end import TutorialEndScene
from scenes.tutorial.menu import TutorialMenuScene
from scenes.tutorial.start import TutorialStartScene
from tutorial.chapters import double_kill as lesson
from tutorial.spotlight import Gesture as StepGesture
from tutorial.table import Table


def start(screen: TutorialStartScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    wanted = Table(wish.players, wish.fall_mouse)
    if screen.players != wanted.players:
        return screen.tap_button(f"count_{wanted.players}")
    if screen.fall_mouse != wanted.fall_mouse:
        return screen.tap_button("fall_on" if wanted.fall_mouse else "fall_off")
    return screen.tap_button("begin")


def menu(screen: TutorialMenuScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return screen.tap_button("close")


def coached(screen: CoachOverlay, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """The coach over a real screen: the lit widget pressed (a wrong press first, as many times as the wish
    says); in the practice round's free play, the real screen's own plan."""
    real = screen.real_scene()
    if screen.practice_over:
        return screen.tap_button("next")
    if screen.free_play:
        return [] if real is None else (demo_plan(real, rng, wish) or [])
    session = screen.session
    step = session.step
    if step.wait:
        return []
    if not step.targets:
        return screen.tap_button("next")
    lit = screen.target_rects()
    if session.wrong_moves < int(wish.extra.get("wrong_moves", 0)):
        spot = screen.spot_beside(lit)
        return [] if spot is None else [Tap(spot)]
    for index, rect in lit:
        if real is not None and is_enabled(real, step.targets[index]) and not screen.band.collidepoint(rect.center):
            if step.gesture is StepGesture.HOLD:
                return [Hold(rect.center, HOLD_SECONDS + 0.2)]
            return [Tap(rect.center)]
    return []  # the lit button is not yet pressable (a page's least time): wait


def dk_lesson(screen: DkLessonScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if not screen.may_go_on():
        return screen.tap_button(f"pick_{lesson.SIDE_QUESTION.answer.value}")
    return screen.tap_button("next")


def end(screen: TutorialEndScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return []  # the end: a demo stops here


PLANS: dict[type, Plan] = {
    TutorialStartScene: start,
    TutorialMenuScene: menu,
    TutorialEndScene: end,
    CoachOverlay: coached,
    DkLessonScene: dk_lesson,
}
