"""The coach's words over the game's own screens are spoken: every coached sentence has a clip in each language,
the band says a step's sentence as it comes and a hint as it appears, and the learner's mute choice holds."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.test_tutorial_coach_ways_out import coached_at
from tests.tutorial_drive import mouse_tap
from tests.tutorial_helpers import LANGUAGES, every_chapter_shown
from tutorial.table import Table
from tutorial.texts import render
from tutorial.voice import VoiceClips, spoken_sentences


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_coached_step_s_sentence_and_hint_has_a_clip(lang: str) -> None:
    clips = VoiceClips()
    coached = 0
    for _table, chapter in every_chapter_shown():
        names = chapter.names(lang)
        for step in chapter.steps:
            if not step.coached:
                continue
            coached += 1
            for text in step.texts():
                sentence = render(text, lang, names)
                assert clips.clip_for(sentence, lang) is not None, f"{lang} {step.uid}: {sentence!r}"
    assert coached >= 300, "the real game and the modules at every table"


def test_the_voice_set_holds_the_coached_sentences() -> None:
    """The manifest covers every coached sentence (test_tutorial_voice checks it against the spoken set)."""
    chapter = next(chapter for table, chapter in every_chapter_shown()
                   if table == Table(5) and chapter.steps[0].uid.startswith("real_game."))
    sentences = {render(step.text, "en", chapter.names("en")) for step in chapter.steps}
    assert sentences <= set(spoken_sentences("en"))


def test_the_coach_says_each_step_s_sentence_and_the_hint_after_a_wrong_press(make_app, data_dir: Path,
                                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.tutorial.flow import TutorialFlow

    said: list[str] = []
    monkeypatch.setattr(TutorialFlow, "say", lambda _flow, sentence: said.append(sentence))
    app = make_app((640, 400), "fr")
    coached_at(app, Table(5), "g01.card")
    app.step(0.05)
    overlay = app.scenes.top()
    words, _ = overlay.caption()
    assert said[-1:] == [words], "the step's sentence as it comes"
    app.step(0.05)
    assert said.count(words) == 1, "said once"
    beside = overlay.spot_beside(overlay.target_rects())
    assert beside is not None
    mouse_tap(app, beside)
    app.step(0.05)
    _, hint = overlay.caption()
    assert hint is not None and said[-2:] == [words, hint], "then the hint, as it appears"
    clips = VoiceClips()
    assert all(clips.clip_for(sentence, "fr") is not None for sentence in said[-2:])


def test_the_coach_s_voice_keeps_the_learner_s_mute_choice(make_app, data_dir: Path) -> None:
    app = make_app((640, 400))
    app.settings.tutorial_voice_muted = True
    flow: Any = coached_at(app, Table(5), "g01.card", persist=True)
    voice = flow.voice()
    assert voice is not None and voice.muted
    assert voice.say(app.scenes.top().caption()[0]) is False
    flow.toggle_voice()
    assert not app.settings.tutorial_voice_muted and not flow.voice().muted


def test_the_band_s_voice_button_mutes_the_coach_and_says_the_words_again_when_turned_back_on(
        make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from program import i18n
    from scenes.tutorial.flow import TutorialFlow

    said: list[str] = []
    monkeypatch.setattr(TutorialFlow, "say", lambda _flow, sentence: said.append(sentence))
    app = make_app((1280, 800))
    coached_at(app, Table(5), "g01.card")
    app.step(0.05)
    overlay = app.scenes.top()
    button = overlay.buttons["voice"]
    assert overlay.band.contains(button.rect) and not app.settings.tutorial_voice_muted
    mouse_tap(app, button.rect.center)
    assert app.settings.tutorial_voice_muted, "muted, and the choice kept in the settings"
    assert button.text == i18n.gui_key("tutorial.voice.unmute")
    spoken = len(said)
    mouse_tap(app, button.rect.center)
    app.step(0.05)
    assert not app.settings.tutorial_voice_muted and said[spoken:] == [overlay.caption()[0]]


def test_the_next_step_s_clip_is_loaded_before_the_step_comes(make_app, data_dir: Path) -> None:
    """The coached sentences are kept at 8 kHz: loading one converts it to the mixer's rate (2-8 ms), which the
    coach has done ahead on the voice's loading thread, not in the frame of the tap that moves the step on."""
    from dataclasses import replace

    app = make_app((640, 400))
    flow: Any = coached_at(app, Table(5), "g01.card", persist=True)
    voice = flow.voice()
    if voice is None or not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    app.step(1 / 60)
    voice.settle()
    overlay = app.scenes.top()
    coming = replace(overlay.session, step_index=overlay.session.step_index + 1)
    sentence = overlay.words(coming.step.text, overlay.names())
    assert sentence in voice.loaded and VoiceClips().clip_for(sentence, "en") is not None


def test_a_chapter_s_last_step_loads_the_next_chapter_s_first_clip_ahead(make_app, data_dir: Path) -> None:
    """Whatever screen or chapter comes next: the first sentence of the next chapter's new deal was loaded in the
    step that said it (2-8 ms) when only the next step of the same chapter was loaded ahead."""
    from dataclasses import replace

    from tests.test_tutorial_coached_screens import open_at

    app = make_app((640, 400))
    flow: Any = open_at(app, Table(5), "five_players")
    overlay = app.scenes.top()
    last = replace(flow.session, step_index=len(flow.session.chapter_steps.steps) - 1)
    ahead = overlay._sentences_ahead(last)
    flow.change(replace(flow.session, chapter="ties", step_index=0))
    app.step(1 / 60)
    first_words = app.scenes.top().caption()[0]
    assert ahead[0] == first_words and VoiceClips().clip_for(first_words, "en") is not None


def test_clips_asked_for_ahead_are_loaded_off_the_loop_s_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from scenes.tutorial import voice_player

    voice = voice_player.TutorialVoice("en", volume=0.5, muted=False)
    if not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    threads: list[threading.Thread] = []
    load = voice_player._load
    monkeypatch.setattr(voice_player, "_load", lambda *args: threads.append(threading.current_thread()) or load(*args))
    sentences = spoken_sentences("en")[:3]
    for sentence in sentences:
        voice.prepare(sentence)
    assert voice.say(sentences[0]) is True
    voice.settle()
    assert voice.loaded == sentences and len(threads) == 3
    assert all(thread is not threading.main_thread() for thread in threads), "none in a step of the loop"
    assert voice.say("Words no step ever shows.") is False and threads[-1] is threading.main_thread(), \
        "a sentence not asked for ahead is loaded as it is said"
    voice.stop()
