"""Demo plans for the café kiosk's screens: a group taps to play; a driver that reaches a staff screen knows no PIN,
writes no file and abandons no game, so it only ever goes back."""
from __future__ import annotations

import random

from app.plan_lookup import Plan
from app.gestures import DemoWish, Gesture
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.folders import FolderPickerScene
from scenes.kiosk.out_of_order import KioskOutOfOrderScene
from scenes.kiosk.pin import KioskPinScene
from scenes.kiosk.staff import KioskStaffScene
from scenes.kiosk.stats import KioskStatsScene
from scenes.kiosk.still_playing import StillPlayingScene
from scenes.kit.public_common import tap


def attract(screen: KioskAttractScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """A group walks up and taps "Tap to play"."""
    return tap(screen.play_button)


def folders(screen: FolderPickerScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap(screen.cancel_button)  # a demonstration never writes files


def out_of_order(screen: KioskOutOfOrderScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return []


def pin(screen: KioskPinScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """A driver that knows no PIN can only leave: the pad is the door customers must not pass."""
    return tap(screen.cancel_button)


def staff(screen: KioskStaffScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    """A driver that got here goes straight back to the customers, and never erases or leaves."""
    return tap(screen.buttons.get("keep") or screen.buttons.get("back"))


def stats(screen: KioskStatsScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap(screen.back_button)  # a demonstration never writes files: it only leaves


def still_playing(screen: StillPlayingScene, rng: random.Random, wish: DemoWish) -> list[Gesture]:
    return tap(screen.keep_button)  # a demo game is never abandoned


PLANS: dict[type, Plan] = {
    KioskAttractScene: attract,
    FolderPickerScene: folders,
    KioskOutOfOrderScene: out_of_order,
    KioskPinScene: pin,
    KioskStaffScene: staff,
    KioskStatsScene: stats,
    StillPlayingScene: still_playing,
}
