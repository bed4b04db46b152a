"""The tutorial's voice plays the clip of the words on screen, stays quiet when muted, and never breaks."""
from __future__ import annotations

from pathlib import Path

import pytest

import narrator.playback as playback
from app.settings import Settings, load_settings, save_settings, settings_path
from scenes.tutorial import voice_player as tutorial_voice
from scenes.tutorial.voice_player import TutorialVoice
from tutorial.voice import VoiceClips, spoken_sentences


@pytest.fixture
def voice() -> TutorialVoice:
    speaker = TutorialVoice("en", volume=0.5, muted=False)
    yield speaker
    speaker.stop()


def test_a_sentence_with_a_clip_plays_when_there_is_a_device(voice: TutorialVoice) -> None:
    if not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    assert voice.say(spoken_sentences("en")[0]) is True
    assert voice.say("Words no step ever shows.") is False  # the subtitle stays; the old line was cut
    assert not voice.speaking


def test_muting_stops_the_line_and_keeps_quiet(voice: TutorialVoice) -> None:
    if not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    voice.say(spoken_sentences("en")[1])
    voice.set_muted(True)
    assert not voice.speaking
    assert voice.say(spoken_sentences("en")[1]) is False
    voice.set_muted(False)
    assert voice.say(spoken_sentences("en")[1]) is True


def test_without_an_audio_device_nothing_is_said_and_nothing_fails(monkeypatch) -> None:
    monkeypatch.setattr(tutorial_voice, "mixer_ready", lambda: False)
    speaker = TutorialVoice("zh", volume=0.8, muted=False)
    assert not speaker.available
    assert speaker.say(spoken_sentences("zh")[0]) is False
    assert not speaker.speaking
    speaker.set_muted(True)
    speaker.stop()


def test_an_unreadable_clip_file_is_silence_not_a_crash(tmp_path: Path, voice: TutorialVoice) -> None:
    if not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    sentence = spoken_sentences("en")[2]
    broken = tmp_path / "broken.ogg"
    broken.write_bytes(b"OggS not really a clip")

    class BrokenClips(VoiceClips):
        def clip_for(self, text: str, lang: str):  # type: ignore[override]
            found = super().clip_for(text, lang)
            return None if found is None else type(found)(broken, found.seconds)

    speaker = TutorialVoice("en", volume=0.5, muted=False, clips=BrokenClips())
    assert speaker.say(sentence) is False


def test_the_voice_shares_the_narrators_reserved_voice_channel() -> None:
    assert tutorial_voice.VOICE_CHANNEL == playback.VOICE_CHANNEL


def test_the_mute_preference_defaults_to_speaking_and_round_trips(data_dir: Path) -> None:
    assert Settings().tutorial_voice_muted is False
    save_settings(Settings(tutorial_voice_muted=True, sound_volume=0.4))
    assert load_settings() == (Settings(tutorial_voice_muted=True, sound_volume=0.4), None)


def test_a_corrupt_settings_file_falls_back_to_speaking(data_dir: Path) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(b'{"version": 1, "settings": {"tutorial_voice_muted": tr')
    loaded, notice = load_settings()
    assert notice and loaded.tutorial_voice_muted is False


def test_only_the_last_few_loaded_clips_are_kept(voice: TutorialVoice) -> None:
    """A coached game says about a hundred sentences: the voice keeps the last few it loaded, not all of them."""
    if not voice.available:
        pytest.skip("no audio device, not even the dummy one")
    sentences = spoken_sentences("en")[:tutorial_voice.KEPT_CLIPS + 3]
    for sentence in sentences:
        voice.prepare(sentence)
    voice.settle()
    assert voice.loaded == sentences[-tutorial_voice.KEPT_CLIPS:]
    assert voice.say(sentences[-1]) is True
    voice.set_muted(True)
    voice.prepare(sentences[0])
    assert sentences[0] not in voice.loaded, "nothing is loaded for a muted voice"
