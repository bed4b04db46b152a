"""The narrator's gallery pictures, in the gallery's order (``gallery/screens.py`` registers them): its setup,
and the night on a fake clock without sound, at moments found in its own timeline."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from program import i18n
from app.scene import Scene
from narrator.session import NarratorConfig
from scenes.narrator.night import FakeClock, NarratorNightScene
from scenes.narrator.setup import NarratorSetupScene


def night_at(app: Any, config: NarratorConfig, seconds: float) -> NarratorNightScene:
    """A night screen `seconds` into the night, on a fake clock, without sound."""
    clock = FakeClock()
    scene = NarratorNightScene(app, replace_sound_off(config), clock=clock)
    app.scenes.push(scene, transition=False)
    scene.start_night()
    clock.now = seconds
    app.step(0.0)
    return scene


def replace_sound_off(config: NarratorConfig) -> NarratorConfig:
    return replace(config, voice=False, ambience=False)


def _lang() -> str:
    return i18n.current_language()


def mid_hour_three(app: Any) -> Scene:
    config = NarratorConfig(players=5, lang=_lang())
    scene = NarratorNightScene(app, replace_sound_off(config), clock=FakeClock())
    hour3 = next(s for s in scene.timeline.segments if s.hour == 3)
    assert hour3.window is not None
    return night_at(app, config, hour3.window[0] + 3.2)


def followers_at_seven(app: Any) -> Scene:
    config = NarratorConfig(players=7, fall_mouse=True, lang=_lang())
    probe = NarratorNightScene(app, replace_sound_off(config), clock=FakeClock())
    cue = next(c for c in probe.timeline.cues if c.key == "followers_open")
    return night_at(app, config, cue.t + 1.0)


def discussion(app: Any) -> Scene:
    config = NarratorConfig(players=6, lang=_lang(), discussion_seconds=300)
    probe = NarratorNightScene(app, replace_sound_off(config), clock=FakeClock())
    start = probe.timeline.first_time_of("discussion") or 0.0
    return night_at(app, config, start + 65.0)


def ready(app: Any) -> Scene:
    return NarratorNightScene(app, replace_sound_off(NarratorConfig(players=4, lang=_lang())), clock=FakeClock())


def result(app: Any) -> Scene:
    scene = NarratorNightScene(app, replace_sound_off(NarratorConfig(players=8, fall_mouse=True, lang=_lang())),
                               clock=FakeClock())
    app.scenes.push(scene, transition=False)
    scene.finish_night()
    return scene


PICTURES: tuple[tuple[int, str, Callable[[Any], Scene]], ...] = (
    (50, "narrator-setup", NarratorSetupScene),
    (51, "narrator-ready", ready),
    (52, "narrator-hour-3", mid_hour_three),
    (53, "narrator-followers-7", followers_at_seven),
    (54, "narrator-discussion", discussion),
    (55, "narrator-result", result),
)
