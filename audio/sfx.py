"""Sound effects: loaded once, played at the volume from Settings, silent without a device.

Usage: `player = SoundPlayer(volume=app.settings.sound_volume)`; `player.play(names.DICE_SLAM)`;
subscribe `player.apply_settings` to `app.settings_listeners` so volume changes apply at once.
Every failure (no audio device, mixer init error, missing or bad file) makes the player
silent instead of raising.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from audio.mixer import mixer_ready
from audio.names import ALL_SOUNDS

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
log = logging.getLogger(__name__)


class SoundPlayer:
    def __init__(self, volume: float = 1.0, sounds_dir: Path = SOUNDS_DIR) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        self.sounds_dir = Path(sounds_dir)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = mixer_ready()
        if self.available:
            self._load_all()
        self.played: list[str] = []  # names asked for, in order (lets tests check uniform turns)

    def _load_all(self) -> None:
        for name in ALL_SOUNDS:
            path = self.sounds_dir / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError) as error:
                log.warning("sound %s not loaded: %s", name, error)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def apply_settings(self, settings: Any) -> None:
        """Listener for app.settings_listeners: follow the sound volume setting."""
        self.set_volume(getattr(settings, "sound_volume", self.volume))

    def play(self, name: str) -> None:
        """Play sound `name` (see audio.names); unknown names and missing devices are ignored."""
        if name not in ALL_SOUNDS:
            log.warning("unknown sound %r", name)
            return
        self.played.append(name)
        sound = self._sounds.get(name)
        if sound is None or self.volume <= 0:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as error:
            log.info("sound %s not played: %s", name, error)

    def play_all(self, names: list[str]) -> None:
        """Play the cue names an animation's update(dt) returned."""
        for name in names:
            self.play(name)
