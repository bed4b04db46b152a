"""Shared by the attract loop's screen tests: building the screen and recording what it calls."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from kiosk.today import TodayNumbers
from scenes.kiosk.attract import KioskAttractScene

ALL_LANGUAGES = ("zh", "en", "fr", "de")
VENUE = "Café Fromage"


@dataclass
class Calls:
    played: list[str] = field(default_factory=list)
    learnt: list[str] = field(default_factory=list)
    today_asked: int = 0


def attract(app, languages: tuple[str, ...] = ALL_LANGUAGES, numbers: TodayNumbers = TodayNumbers(12, 7),
            seed: int = 5) -> tuple[KioskAttractScene, Calls]:
    calls = Calls()

    def today() -> TodayNumbers:
        calls.today_asked += 1
        return numbers

    scene = KioskAttractScene(app, VENUE, languages, today, calls.played.append, calls.learnt.append,
                              random.Random(seed))
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return scene, calls
