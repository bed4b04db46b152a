"""Sound effects: present, small, and silent (never crashing) without an audio device."""
from __future__ import annotations

import wave
from types import SimpleNamespace

import pygame

from audio.names import ALL_SOUNDS, PRIVATE_TICK
from audio.sfx import SOUNDS_DIR, SoundPlayer


def test_every_named_sound_has_a_small_file() -> None:
    total = 0
    for name in ALL_SOUNDS:
        path = SOUNDS_DIR / f"{name}.wav"
        with wave.open(str(path)) as handle:
            assert handle.getnframes() > 0
        total += path.stat().st_size
    assert total < 2 * 1024 * 1024


def test_player_follows_volume_setting_and_ignores_unknown_names() -> None:
    player = SoundPlayer(volume=0.5)
    player.apply_settings(SimpleNamespace(sound_volume=0.2))
    assert player.volume == 0.2
    player.play("no_such_sound")
    player.play(PRIVATE_TICK)
    player.play_all([PRIVATE_TICK])
    assert player.played == [PRIVATE_TICK, PRIVATE_TICK]


def test_player_is_silent_when_the_mixer_cannot_start(monkeypatch) -> None:
    pygame.mixer.quit()

    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    player = SoundPlayer(volume=1.0)
    assert not player.available
    player.play(PRIVATE_TICK)
    assert player.played == [PRIVATE_TICK]


def test_missing_files_do_not_crash(tmp_path) -> None:
    player = SoundPlayer(volume=1.0, sounds_dir=tmp_path)
    player.play(PRIVATE_TICK)
    assert player.played == [PRIVATE_TICK]


def _ogg_format(path) -> tuple[int, int]:
    """Channels and sample rate from an Ogg Vorbis file's identification header."""
    head = path.read_bytes()[:512]
    at = head.find(b"\x01vorbis")
    assert at >= 0, f"{path} is not Ogg Vorbis"
    return head[at + 11], int.from_bytes(head[at + 12:at + 16], "little")


def test_every_clip_is_in_the_format_the_mixer_opens_in() -> None:
    """A clip recorded richer than the mixer would lose its quality silently; one poorer would be converted
    as it loads, in the frame that plays it (``audio/mixer.py``). The tutorial's sentences may be at their own
    lower rate (a thousand clips): the coach loads each one ahead of its step."""
    from pathlib import Path

    from audio import mixer
    from tutorial.voice import VOICE_DIR, VOICE_SAMPLE_RATE

    assets = Path(__file__).resolve().parent.parent / "assets"
    clips = sorted(assets.rglob("*.ogg")) + sorted(assets.rglob("*.wav"))
    assert len(clips) > 200  # the first screen's and Double Kill's lesson sentences, narration lines, effects, ambience
    for path in clips:
        if path.suffix == ".wav":
            with wave.open(str(path)) as handle:
                found = (handle.getnchannels(), handle.getframerate(), handle.getsampwidth())
            assert found == (mixer.CLIP_CHANNELS, mixer.CLIP_RATE_HZ, 2), path
        elif path.is_relative_to(VOICE_DIR):
            assert _ogg_format(path) in {(mixer.CLIP_CHANNELS, mixer.CLIP_RATE_HZ),
                                         (mixer.CLIP_CHANNELS, VOICE_SAMPLE_RATE)}, path
        else:
            assert _ogg_format(path) == (mixer.CLIP_CHANNELS, mixer.CLIP_RATE_HZ), path


def test_the_mixer_opens_in_the_clips_format_whoever_opens_it_first(make_app) -> None:
    from audio import mixer

    clip_format = (mixer.CLIP_RATE_HZ, mixer.CLIP_SAMPLE_SIZE, mixer.CLIP_CHANNELS)
    pygame.mixer.quit()
    try:
        assert mixer.mixer_ready()
        assert pygame.mixer.get_init() == clip_format
        pygame.mixer.quit()
        pygame.mixer.pre_init(44100, -16, 2)  # as pygame.init() would open it, uninstructed
        make_app()  # the app's pygame.init() opens the mixer
        assert pygame.mixer.get_init() == clip_format
    finally:
        pygame.mixer.quit()
