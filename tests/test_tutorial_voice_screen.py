"""The tutorial's step screen speaks what it shows, and its voice button mutes it with one tap (mouse or finger)."""
from __future__ import annotations

from pathlib import Path

import pytest

from program.i18n import gui_key
from app.settings import load_settings
from scenes.tutorial import voice_player as tutorial_voice
from tests.tutorial_drive import finger_tap, mouse_tap
from tutorial.table import Table


class RecordingVoice(tutorial_voice.TutorialVoice):
    """The real voice, keeping what it was asked to say."""

    made: list["RecordingVoice"] = []

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.asked: list[str] = []
        RecordingVoice.made.append(self)

    def say(self, text: str) -> bool:
        self.asked.append(text)
        return super().say(text)


@pytest.fixture
def voices(monkeypatch: pytest.MonkeyPatch) -> list[RecordingVoice]:
    RecordingVoice.made = []
    monkeypatch.setattr(tutorial_voice, "TutorialVoice", RecordingVoice)
    yield RecordingVoice.made
    for voice in RecordingVoice.made:
        voice.stop()


def _first_step(make_app, lang: str = "en", persist_settings: bool = False, table: Table = Table(4)):
    """The first step of a module on the tutorial's drawn table, whose words are spoken (the core path's real game
    on the game's own screens is shown, not spoken)."""
    from scenes.tutorial.flow import open_tutorial

    app = make_app((1280, 800), lang, persist_settings=persist_settings)
    open_tutorial(app, table)
    mouse_tap(app, app.scenes.top().buttons["begin"].rect.center)
    flow = app.scenes.top().tutorial
    flow.change(flow.session.go_to_chapter("four_players"))
    app.scenes.fade = None
    return app, app.scenes.top()


def test_each_step_hint_and_answer_is_spoken_as_it_appears(make_app, data_dir: Path, voices) -> None:
    app, scene = _first_step(make_app)
    (voice,) = voices
    assert scene.session.step.name == "intro"
    assert voice.asked == [scene.words(scene.session.step.text, scene.names())]
    for name in ("deal_roll", "roll"):
        mouse_tap(app, scene.buttons["next"].rect.center)
        assert scene.session.step.name == name
        assert voice.asked[-1] == scene.words(scene.session.step.text, scene.names())
    spoken = len(voice.asked)
    mouse_tap(app, scene.places.layout.center_piece.center)  # the cheese, not a cup: the hint
    assert voice.asked[spoken:] == [scene.words(scene.session.hint, scene.names())]
    mouse_tap(app, scene.places.layout.center_piece.center)  # the same hint again is not said twice
    assert len(voice.asked) == spoken + 1
    mouse_tap(app, scene.places.layout.seats[0].cup.center)
    assert scene.session.done and voice.asked[-1] == scene.words(scene.session.response, scene.names())
    mouse_tap(app, scene.buttons["replay"].rect.center)
    assert voice.asked[-1] == scene.words(scene.session.step.text, scene.names())
    if voice.available:
        assert voice.speaking
    mouse_tap(app, scene.buttons["exit"].rect.center)
    assert not voice.speaking, "leaving the tutorial stops the line"


def test_one_finger_tap_mutes_saves_and_silences_then_unmutes(make_app, data_dir: Path, voices) -> None:
    app, scene = _first_step(make_app, "de", persist_settings=True)
    (voice,) = voices
    assert scene.buttons["voice"].text == gui_key("tutorial.voice.mute")
    finger_tap(app, scene.buttons["voice"].rect.center)
    assert app.settings.tutorial_voice_muted is True and load_settings()[0].tutorial_voice_muted is True
    assert voice.muted and not voice.speaking
    assert scene.buttons["voice"].text == gui_key("tutorial.voice.unmute")
    finger_tap(app, scene.buttons["next"].rect.center)
    assert voice.asked[-1] == scene.words(scene.session.step.text, scene.names()) and not voice.speaking
    finger_tap(app, scene.buttons["voice"].rect.center)
    assert app.settings.tutorial_voice_muted is False and load_settings()[0].tutorial_voice_muted is False
    assert scene.buttons["voice"].text == gui_key("tutorial.voice.mute")
    if voice.available:
        assert voice.speaking, "the voice back on says the step again"


def test_a_muted_tutorial_opens_muted(make_app, data_dir: Path, voices) -> None:
    app = make_app((1280, 800), "zh")
    app.settings.tutorial_voice_muted = True
    from scenes.tutorial.flow import open_tutorial

    open_tutorial(app, Table(4))
    mouse_tap(app, app.scenes.top().buttons["begin"].rect.center)
    flow = app.scenes.top().tutorial
    flow.change(flow.session.go_to_chapter("four_players"))
    (voice,) = voices
    assert voice.muted and voice.asked and not voice.speaking
    assert app.scenes.top().buttons["voice"].text == gui_key("tutorial.voice.unmute")


def test_without_an_audio_device_the_steps_still_go_on(make_app, data_dir: Path, voices, monkeypatch) -> None:
    monkeypatch.setattr(tutorial_voice, "mixer_ready", lambda: False)
    app, scene = _first_step(make_app)
    (voice,) = voices
    mouse_tap(app, scene.buttons["next"].rect.center)
    finger_tap(app, scene.buttons["voice"].rect.center)
    assert not voice.available and len(voice.asked) == 2 and scene.session.step.name == "deal_roll"
