"""Playing narration clips and the masking ambience through pygame's mixer.

Everything degrades to silence when there is no audio device: the night screen still shows every line and
the countdown. Clips are loaded lazily and kept; the voice and the ambience have their own channels so a
line never cuts the ambience.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from audio.mixer import mixer_ready
from narrator.clips import load_manifest
from narrator.texts import ROOT

AMBIENCE_PATH = ROOT / "assets" / "sounds" / "ambience_night.ogg"
VOICE_CHANNEL = 0
AMBIENCE_CHANNEL = 1
RESERVED_CHANNELS = 2
AMBIENCE_FADE_MS = 1500


class NarrationAudio:
    def __init__(self, lang: str, voice_volume: float, ambience_volume: float) -> None:
        self.lang = lang
        self.voice_volume = voice_volume
        self.ambience_volume = ambience_volume
        self.available = mixer_ready()
        self._manifest = load_manifest()
        self._clips: dict[str, pygame.mixer.Sound | None] = {}
        self._ambience: pygame.mixer.Sound | None = None
        if self.available:
            pygame.mixer.set_reserved(RESERVED_CHANNELS)

    def _load(self, path: Path) -> pygame.mixer.Sound | None:
        try:
            return pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError):
            return None

    def clip(self, key: str) -> pygame.mixer.Sound | None:
        if not self.available:
            return None
        if key not in self._clips:
            info = self._manifest.clip(self.lang, key)
            self._clips[key] = self._load(ROOT / info.file) if info is not None else None
        return self._clips[key]

    def say(self, key: str) -> bool:
        """Play one line (cutting any line still playing). True when a clip is playing."""
        return play_voice(self.clip(key), self.voice_volume)

    def load_ambience(self) -> None:
        """Decode the ambience now (about 40 ms; pygame lets other threads run meanwhile)."""
        if self.available and self.ambience_volume > 0 and self._ambience is None:
            self._ambience = self._load(AMBIENCE_PATH)

    def start_ambience(self) -> None:
        if not self.available or self.ambience_volume <= 0:
            return
        self.load_ambience()
        if self._ambience is not None:
            channel = pygame.mixer.Channel(AMBIENCE_CHANNEL)
            channel.set_volume(self.ambience_volume)
            channel.play(self._ambience, loops=-1, fade_ms=AMBIENCE_FADE_MS)

    def stop_ambience(self) -> None:
        if self.available:
            pygame.mixer.Channel(AMBIENCE_CHANNEL).fadeout(AMBIENCE_FADE_MS)

    def pause(self) -> None:
        if self.available:
            pygame.mixer.Channel(VOICE_CHANNEL).pause()

    def resume(self) -> None:
        if self.available:
            pygame.mixer.Channel(VOICE_CHANNEL).unpause()

    def stop(self) -> None:
        if self.available:
            pygame.mixer.Channel(VOICE_CHANNEL).stop()
            pygame.mixer.Channel(AMBIENCE_CHANNEL).stop()


def play_voice(sound: "pygame.mixer.Sound | None", volume: float) -> bool:
    """Speak ``sound`` on the voice channel, cutting what it was saying; True when a clip is playing."""
    if sound is None:
        return False
    channel = pygame.mixer.Channel(VOICE_CHANNEL)
    channel.set_volume(volume)
    channel.play(sound)
    return True
