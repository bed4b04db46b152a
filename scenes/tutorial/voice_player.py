"""Speaking the tutorial's sentences: the clip of the words on screen, muted with one tap, silent without audio.

Subtitles are always shown; the voice only adds to them. Usage from the tutorial screen::

    voice = TutorialVoice(lang, volume=settings.sound_volume, muted=settings.tutorial_voice_muted)
    voice.prepare(sentence)      # load its clip ahead, in a frame with time to spare
    voice.say(sentence)          # True when a clip is playing; False: muted, no device or no clip
    voice.set_muted(True)        # the mute button: stops the line at once; save it with app.settings
    voice.stop()                 # leaving the screen

A new sentence cuts the one still playing, so going Next or Back never stacks two voices.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from audio.mixer import mixer_ready
from narrator.playback import RESERVED_CHANNELS, VOICE_CHANNEL, play_voice
from tutorial.voice import VoiceClips

KEPT_CLIPS = 8  # loaded clips kept (a whole coached game says a hundred; each one loaded is about 200 kB)


class TutorialVoice:
    def __init__(self, lang: str, volume: float, muted: bool, clips: VoiceClips | None = None) -> None:
        self.lang = lang
        self.volume = volume
        self.muted = muted
        self._clips = clips if clips is not None else VoiceClips()
        self._sounds: OrderedDict[str, pygame.mixer.Sound | None] = OrderedDict()
        self.available = mixer_ready()
        if self.available:
            pygame.mixer.set_reserved(RESERVED_CHANNELS)

    def _sound(self, text: str) -> pygame.mixer.Sound | None:
        if text not in self._sounds:
            clip = self._clips.clip_for(text, self.lang)
            try:
                self._sounds[text] = pygame.mixer.Sound(str(clip.path)) if clip is not None else None
            except (pygame.error, FileNotFoundError):
                self._sounds[text] = None  # an unreadable clip: the subtitle stays on its own
            while len(self._sounds) > KEPT_CLIPS:
                self._sounds.popitem(last=False)
        self._sounds.move_to_end(text)
        return self._sounds[text]

    def prepare(self, text: str) -> None:
        """Load the clip of `text` now, so `say` finds it loaded (the tutorial's clips are kept at a lower rate
        than the mixer's: loading one decodes and converts it)."""
        if self.available and not self.muted:
            self._sound(text)

    @property
    def loaded(self) -> tuple[str, ...]:
        """The sentences whose clips are loaded (or known to have none), oldest first."""
        return tuple(self._sounds)

    def say(self, text: str) -> bool:
        """Speak one sentence, cutting any still playing. True when a clip is playing."""
        self.stop()
        if self.muted or not self.available:
            return False
        return play_voice(self._sound(text), self.volume)

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        if muted:
            self.stop()

    @property
    def speaking(self) -> bool:
        return self.available and bool(pygame.mixer.Channel(VOICE_CHANNEL).get_busy())

    def stop(self) -> None:
        if self.available:
            pygame.mixer.Channel(VOICE_CHANNEL).stop()
