"""Gallery pictures of the kiosk's attract loop: each part, the demonstration both on a public screen and on the
stand-in for a private turn, every step of "how to play", and today's figures with and without games."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from program import i18n
from kiosk.attract_plan import HOW_TO_STEP_SECONDS, HOW_TO_STEPS, Part
from kiosk.today import TodayNumbers
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.attract_demo import AttractDemo

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

FIRST_ORDER = 130
HOW_TO_ORDER = 153  # how to play's later steps: numbers no other picture takes
VENUE = "Café Fromage"
SEED = 11
DEMO_STEP_SECONDS = 0.25  # the longest step the app takes at once
DEMO_LONGEST_SECONDS = 120.0


def _on_discussion(demo: AttractDemo) -> bool:
    return type(demo.app.scenes.top()).__name__ == "DiscussionScene" and demo.shows_picture()


def _on_private_turn(demo: AttractDemo) -> bool:
    return demo.top_is_private() and not demo.shows_picture()


def _shown(part: Part, numbers: TodayNumbers = TodayNumbers(12, 7),
           demo_until: Callable[[AttractDemo], bool] | None = None, how_to_step: int = 0) -> Callable[["App"], "Scene"]:
    def factory(app: "App") -> "Scene":
        scene = KioskAttractScene(app, VENUE, i18n.LANGUAGES, lambda: numbers, lambda lang: None, lambda lang: None,
                                  random.Random(SEED))
        app.scenes.push(scene, transition=False)
        scene.show_part(part)
        if how_to_step:
            scene.cycle.part_seconds = how_to_step * HOW_TO_STEP_SECONDS  # a later step of how to play
        demo = scene.demo
        if demo is not None and demo_until is not None:
            waited = 0.0
            demo.frames_apart = False  # a step of the game at every call: no frame here to keep apart
            while not demo_until(demo) and waited < DEMO_LONGEST_SECONDS:
                demo.advance(DEMO_STEP_SECONDS)
                waited += DEMO_STEP_SECONDS
            demo.frames_apart = True
            demo.advance(0.0)  # the kiosk shows a frame of the game from the step after the one that drew it
        return scene

    return factory


# The attract loop's part of the area's gallery list (scenes/kiosk/gallery.py).
PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (FIRST_ORDER, "kiosk-attract-title", _shown(Part.TITLE)),
    (FIRST_ORDER + 1, "kiosk-attract-demo", _shown(Part.DEMO, demo_until=_on_discussion)),
    (FIRST_ORDER + 2, "kiosk-attract-demo-secret-turn", _shown(Part.DEMO, demo_until=_on_private_turn)),
    (FIRST_ORDER + 3, "kiosk-attract-how-to", _shown(Part.HOW_TO)),
    # Every other step of how to play, each on the game's own screen at that moment.
    *((HOW_TO_ORDER + index - 1, f"kiosk-attract-how-to-{name}", _shown(Part.HOW_TO, how_to_step=index))
      for index, name in enumerate(HOW_TO_STEPS) if index > 0),
    (FIRST_ORDER + 4, "kiosk-attract-today", _shown(Part.TODAY)),
    (FIRST_ORDER + 5, "kiosk-attract-today-none", _shown(Part.TODAY, TodayNumbers(0, 0))),
)
