"""Demo plans for the shared screens of the kit: the curtain, the leave question, the name editor, the public base."""
from __future__ import annotations

import random

from app.plan_lookup import Plan
from app.gestures import DemoWish, Gesture, Hold, Tap
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.kit.curtain import CurtainScene
from scenes.kit.name_editor import NameEditorScene
from scenes.kit.public_common import PublicPlayScene, tap
from scenes.kit.widgets.hold_button import HOLD_SECONDS


def curtain(screen: CurtainScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    if screen.hold.pressing or screen.hold.completed:
        return []
    if rng.random() < 0.1:  # sometimes a short, accidental touch that must not open anything
        return [Tap(screen.hold.rect.center)]
    return [Hold(screen.hold.rect.center, HOLD_SECONDS + 0.2)]


def confirm_leave(screen: ConfirmLeaveScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap(screen.no)  # a demo never walks away from its game


def name_editor(screen: NameEditorScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap(screen.done_button)


def public_screen(screen: PublicPlayScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return []  # every public screen of a game has a plan of its own; this one waits


PLANS: dict[type, Plan] = {
    CurtainScene: curtain,
    ConfirmLeaveScene: confirm_leave,
    NameEditorScene: name_editor,
    PublicPlayScene: public_screen,
}
