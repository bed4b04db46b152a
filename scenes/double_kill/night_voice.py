"""The judge's voice and the masking ambience for one Double Kill game's nights.

The lines come from the narration clips (``play.double_kill.voice`` names them); the ambience is the narrator's, so the
rustle of a finger on the tablet is covered. Without an audio device, or with sound turned down to nothing, the
night is silent and runs the same: every part's length comes from the manifest, not from what is playing.
"""
from __future__ import annotations

import itertools
import threading
from typing import TYPE_CHECKING, Any

from program.i18n import current_language
from narrator.playback import NarrationAudio

if TYPE_CHECKING:
    from app.app import App


_GAMES = itertools.count()


class DkNightVoice:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.spoken: list[str] = []  # every line said this game, in order: the same for every state of a role
        self.ambience_on = False
        self._audio: Any = None
        self._checked = False
        self._loading: threading.Thread | None = None
        self.warm_up_key = ("dk-night-voice", next(_GAMES))  # one load ahead a game

    def _player(self) -> Any:
        """The mixer playback, made on first use; None without an audio device."""
        if not self._checked:
            self._checked = True
            settings = self.app.settings
            audio = NarrationAudio(current_language(), float(settings.sound_volume), float(settings.ambience_volume))
            self._audio = audio if audio.available else None
        return self._audio

    def load_ahead(self, first_line: str) -> None:
        """Decode the ambience and the night's first line on a thread of their own while the nightfall screen
        waits: decoded in the step that starts the night, they took 20-40 ms of it. Both are the same every
        night of every game, so nothing of the table shows in when or how long."""
        player = self._player()
        if player is None or self._loading is not None:
            return
        self._loading = threading.Thread(target=lambda: (player.load_ambience(), player.clip(first_line)),
                                         name="dk-night-voice", daemon=True)
        self._loading.start()

    def _loaded(self) -> Any:
        if self._loading is not None:
            self._loading.join()  # long done unless the night is started within a fraction of a second
        return self._player()

    def say(self, key: str) -> None:
        self.spoken.append(key)
        player = self._loaded()
        if player is not None:
            player.say(key)

    def start_ambience(self) -> None:
        if self.ambience_on:
            return
        self.ambience_on = True
        player = self._loaded()
        if player is not None:
            player.start_ambience()

    def stop_ambience(self) -> None:
        if not self.ambience_on:
            return
        self.ambience_on = False
        player = self._player()
        if player is not None:
            player.stop_ambience()
