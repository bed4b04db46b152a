"""Speaking the tutorial's sentences: the clip of the words on screen, muted with one tap, silent without audio.

Subtitles are always shown; the voice only adds to them. Usage from the tutorial screen::

    voice = TutorialVoice(lang, volume=settings.sound_volume, muted=settings.tutorial_voice_muted)
    voice.prepare(sentence)      # load its clip ahead, on the loading thread
    voice.say(sentence)          # True when a clip is playing; False: muted, no device or no clip
    voice.set_muted(True)        # the mute button: stops the line at once; save it with app.settings
    voice.stop()                 # leaving the screen

A new sentence cuts the one still playing, so going Next or Back never stacks two voices.

Clips are decoded and converted to the mixer's rate (2-8 ms each) on a thread of their own, one at a time, ahead
of the step that says them: pygame lets the loop run meanwhile, so no step of the tutorial spends that time. A
sentence said before its clip was asked for ahead is loaded in its step, as it always was.
"""
from __future__ import annotations

from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from audio.mixer import mixer_ready
from narrator.playback import RESERVED_CHANNELS, VOICE_CHANNEL, play_voice
from tutorial.voice import VoiceClips

KEPT_CLIPS = 12  # loaded clips kept (a whole coached game says a hundred; each one loaded is about 200 kB)
_LOADER: ThreadPoolExecutor | None = None  # one loading thread for the program, made on first need


def _loader() -> ThreadPoolExecutor:
    global _LOADER
    if _LOADER is None:
        _LOADER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tutorial-voice")
    return _LOADER


def _load(clips: VoiceClips, text: str, lang: str) -> pygame.mixer.Sound | None:
    clip = clips.clip_for(text, lang)
    try:
        return pygame.mixer.Sound(str(clip.path)) if clip is not None else None
    except (pygame.error, FileNotFoundError):
        return None  # an unreadable clip (or the mixer closed meanwhile): the subtitle stays on its own


class TutorialVoice:
    def __init__(self, lang: str, volume: float, muted: bool, clips: VoiceClips | None = None) -> None:
        self.lang = lang
        self.volume = volume
        self.muted = muted
        self._clips = clips if clips is not None else VoiceClips()
        self._sounds: OrderedDict[str, pygame.mixer.Sound | None] = OrderedDict()
        self._loading: dict[str, Future[pygame.mixer.Sound | None]] = {}  # asked for ahead, in the order asked
        self.available = mixer_ready()
        if self.available:
            pygame.mixer.set_reserved(RESERVED_CHANNELS)

    def _keep(self, text: str, sound: pygame.mixer.Sound | None) -> None:
        self._sounds[text] = sound
        self._sounds.move_to_end(text)
        while len(self._sounds) > KEPT_CLIPS:
            self._sounds.popitem(last=False)

    def _collect(self) -> None:
        """The clips the loading thread has finished, kept in the order they were asked for."""
        for text in [text for text, future in self._loading.items() if future.done()]:
            self._keep(text, self._loading.pop(text).result())

    def _sound(self, text: str) -> pygame.mixer.Sound | None:
        self._collect()
        if text not in self._sounds:
            loading = self._loading.pop(text, None)
            # Asked for ahead but not loaded yet (a tap within milliseconds of the step before): wait for it.
            self._keep(text, loading.result() if loading is not None else _load(self._clips, text, self.lang))
        self._sounds.move_to_end(text)
        return self._sounds[text]

    def prepare(self, text: str) -> None:
        """Have the clip of `text` loaded on the loading thread, so `say` finds it loaded (the tutorial's clips are
        kept at a lower rate than the mixer's: loading one decodes and converts it)."""
        if not self.available or self.muted:
            return
        self._collect()
        if text in self._sounds:
            self._sounds.move_to_end(text)  # wanted again soon: kept over older ones
        elif text not in self._loading:
            self._loading[text] = _loader().submit(_load, self._clips, text, self.lang)

    def settle(self) -> None:
        """Wait for the clips being loaded ahead (tests and tools that want the loaded state)."""
        for future in list(self._loading.values()):
            future.result()
        self._collect()

    @property
    def loaded(self) -> tuple[str, ...]:
        """The sentences whose clips are loaded (or known to have none), oldest first."""
        self._collect()
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
