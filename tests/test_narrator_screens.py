"""Narrator screens: drawn in every language and size, driven with mouse and finger events."""
from __future__ import annotations

import pygame
import pytest

from narrator.session import SESSION_SCORE, NarratorConfig
from scenes.narrator.night import FakeClock, NarratorNightScene
from scenes.narrator.setup import NarratorSetupScene

SIZES = [(1024, 600), (1280, 800), (800, 1280), (3840, 2160)]
LANGS = ["zh", "en", "fr", "de"]


def quiet(**changes) -> NarratorConfig:
    return NarratorConfig(voice=False, ambience=False, **changes)


def click(app, rect: pygame.Rect) -> None:
    pos = rect.center
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(0.0)


def tap(app, rect: pygame.Rect) -> None:
    w, h = app.size
    x, y = rect.centerx / w, rect.centery / h
    app.step(0.0, [pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0, dy=0, finger_id=1, touch_id=1, pressure=1),
                   pygame.event.Event(pygame.FINGERUP, x=x, y=y, dx=0, dy=0, finger_id=1, touch_id=1, pressure=0)])
    app.step(0.0)


def started_night(app, config: NarratorConfig) -> tuple[NarratorNightScene, FakeClock]:
    clock = FakeClock()
    scene = NarratorNightScene(app, config, clock=clock)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return scene, clock


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_narrator_state_draws_with_big_enough_buttons(make_app, size, lang) -> None:
    app = make_app(size=size, lang=lang)
    setup = NarratorSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    states = [setup]
    scene, clock = started_night(app, quiet(players=7, lang=lang))
    states.append(scene)
    scene.start_night()
    hour3 = next(s for s in scene.timeline.segments if s.hour == 3)
    clock.now = hour3.window[0] + 1.0
    app.step(0.0)
    assert scene.big_number() == str(scene.config.seconds_per_hour - 1)
    clock.now = (scene.timeline.first_time_of("discussion") or 0) + 10
    app.step(0.0)
    assert "vote_now" in scene.buttons
    scene.finish_night()
    app.step(0.0)
    touch = max(1, round(64 * min(size) / 800)) - 1
    for state in states:
        for name, rect in state.touch_targets():
            assert rect.width >= touch and rect.height >= touch, (name, rect)
            assert app.surface.get_rect().contains(rect), (name, rect)


def test_setup_choices_by_mouse_and_finger_then_start(make_app) -> None:
    app = make_app()
    setup = NarratorSetupScene(app, quiet(players=5))
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    click(app, setup.choice_buttons[("players", 7)].rect)
    assert setup.config.players == 7
    tap(app, setup.choice_buttons[("fall_mouse", True)].rect)
    assert setup.config.fall_mouse
    tap(app, setup.choice_buttons[("seconds_per_hour", 5)].rect)
    assert setup.config.seconds_per_hour == 5
    click(app, setup.choice_buttons[("lang", "de")].rect)
    assert setup.config.lang == "de"
    before = setup.config.discussion_seconds
    click(app, setup.longer_button.rect)
    assert setup.config.discussion_seconds > before
    click(app, setup.choice_buttons[("players", 4)].rect)
    assert setup.config.players == 4 and not setup.config.fall_mouse, "no Fall Mouse below 6 players"
    click(app, setup.start_button.rect)
    top = app.scenes.top()
    assert isinstance(top, NarratorNightScene) and top.config.players == 4 and top.config.lang == "de"


def test_the_ambience_slider_shows_its_level_like_the_settings_sliders(make_app) -> None:
    from app import theme

    app = make_app()
    setup = NarratorSetupScene(app, NarratorConfig(voice=False, ambience=True, ambience_volume=0.5))
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    slider = setup.volume_slider
    assert slider is not None
    low_end = (slider.rect.left + slider.rect.width // 5, slider.rect.centery)

    def colour_at_low_end() -> tuple[int, int, int]:
        surface = pygame.Surface(app.size)
        setup.draw(surface)
        return tuple(surface.get_at(low_end))[:3]

    assert colour_at_low_end() == tuple(theme.colour("slider_fill"))[:3]
    setup.choose("ambience", False)
    assert colour_at_low_end() != tuple(theme.colour("slider_fill"))[:3], "no level shown while the ambience is off"


def test_night_runs_pauses_repeats_and_records_the_result(make_app) -> None:
    app = make_app()
    scene, clock = started_night(app, quiet(players=6, discussion_seconds=120))
    tap(app, scene.buttons["start"].rect)
    assert scene.state == "running" and scene.is_animating()
    first = scene.timeline.cues[1]
    clock.now = first.t + 0.01
    app.step(0.0)
    assert scene.current_cue() == first
    click(app, scene.buttons["pause"].rect)
    assert scene.runner.paused and scene.phase_title() == app_t("narrator.phase.paused")
    clock.now += 100.0
    app.step(0.0)
    assert scene.current_cue() == first, "nothing moves while paused"
    click(app, scene.buttons["pause"].rect)
    assert not scene.runner.paused
    click(app, scene.buttons["repeat"].rect)
    assert scene.current_cue() == first
    clock.now += scene.timeline.total_seconds + 1
    app.step(0.0)
    assert scene.state == "result"
    before = SESSION_SCORE.wins["thief"]
    tap(app, scene.buttons["thief"].rect)
    assert SESSION_SCORE.wins["thief"] == before + 1 and scene.state == "scored"
    click(app, scene.buttons["again"].rect)
    assert scene.state == "running" and scene.runner.elapsed() == 0.0


def test_vote_now_jumps_to_the_countdown(make_app) -> None:
    app = make_app()
    scene, clock = started_night(app, quiet(players=5, discussion_seconds=300))
    scene.start_night()
    clock.now = (scene.timeline.first_time_of("discussion") or 0) + 5
    app.step(0.0)
    click(app, scene.buttons["vote_now"].rect)
    app.step(0.0)
    assert scene.phase() == "vote"
    assert scene.current_cue() is not None and scene.current_cue().key == "vote_call"


def test_screen_does_not_sleep_during_the_night(make_app, monkeypatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(pygame.display, "set_allow_screensaver", lambda allow=True: calls.append(bool(allow)))
    app = make_app()
    scene, _clock = started_night(app, quiet(players=5))
    scene.start_night()
    assert calls[-1] is False
    scene.leave()
    assert calls[-1] is True


def test_night_plays_lines_through_the_mixer_when_there_is_a_device(make_app) -> None:
    from narrator.playback import NarrationAudio

    app = make_app()
    audio = NarrationAudio("en", voice_volume=0.5, ambience_volume=0.3)
    said: list[str] = []
    original = audio.say
    audio.say = lambda key: said.append(key) or original(key)  # type: ignore[method-assign]
    clock = FakeClock()
    scene = NarratorNightScene(app, NarratorConfig(players=4, lang="en"), clock=clock, audio=audio)
    app.scenes.push(scene, transition=False)
    scene.start_night()
    app.step(0.0)
    assert said == ["reminder_four_players"]
    if audio.available:
        assert audio.clip("hour_1_open") is not None
    scene.leave()


def app_t(key: str) -> str:
    from program.i18n import t

    return t(key)


def test_without_an_audio_device_the_night_still_runs_on_screen(make_app, monkeypatch) -> None:
    import narrator.playback as playback

    monkeypatch.setattr(playback, "mixer_ready", lambda: False)
    app = make_app()
    clock = FakeClock()
    scene = NarratorNightScene(app, NarratorConfig(players=5, lang="fr"), clock=clock)
    app.scenes.push(scene, transition=False)
    scene.start_night()
    assert scene.audio is None
    assert any(notice.text == app_t("narrator.no_audio") for notice in app.notices)
    hour1 = next(c for c in scene.timeline.cues if c.key == "hour_1_open")
    clock.now = hour1.t + 0.5
    app.step(0.0)
    assert scene.current_cue() == hour1
    assert scene.line_text("hour_1_open").startswith("Il est une heure")
    scene.repeat_line()  # nothing to play, nothing breaks
    scene.leave()
