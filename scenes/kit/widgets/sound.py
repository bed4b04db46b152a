"""One sound player per app, following the volume setting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from audio.sfx import SoundPlayer

if TYPE_CHECKING:
    from app.app import App


def sounds_for(app: "App") -> SoundPlayer:
    player: SoundPlayer | None = getattr(app, "sound_player", None)  # one per app, made on first use
    if player is None:
        player = SoundPlayer(volume=app.settings.sound_volume)
        app.settings_listeners.append(player.apply_settings)
        setattr(app, "sound_player", player)
    return player
