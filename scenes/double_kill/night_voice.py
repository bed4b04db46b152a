"""The judge's voice and the masking ambience for one Double Kill game's nights.

The lines come from the narration clips (``play.double_kill.voice`` names them); the ambience is the narrator's, so the
rustle of a finger on the tablet is covered. Without an audio device, or with sound turned down to nothing, the
night is silent and runs the same: every part's length comes from the manifest, not from what is playing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from program.i18n import current_language
from narrator.playback import NarrationAudio

if TYPE_CHECKING:
    from app.app import App


class DkNightVoice:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.spoken: list[str] = []  # every line said this game, in order: the same for every state of a role
        self.ambience_on = False
        self._audio: Any = None
        self._checked = False

    def _player(self) -> Any:
        """The mixer playback, made on first use; None without an audio device."""
        if not self._checked:
            self._checked = True
            settings = self.app.settings
            audio = NarrationAudio(current_language(), float(settings.sound_volume), float(settings.ambience_volume))
            self._audio = audio if audio.available else None
        return self._audio

    def say(self, key: str) -> None:
        self.spoken.append(key)
        player = self._player()
        if player is not None:
            player.say(key)

    def start_ambience(self) -> None:
        if self.ambience_on:
            return
        self.ambience_on = True
        player = self._player()
        if player is not None:
            player.start_ambience()

    def stop_ambience(self) -> None:
        if not self.ambience_on:
            return
        self.ambience_on = False
        player = self._player()
        if player is not None:
            player.stop_ambience()
