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
