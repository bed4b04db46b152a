"""One sound player per app, following the volume setting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from audio.sfx import SoundPlayer

if TYPE_CHECKING:
    from app.app import App


def sounds_for(app: "App") -> SoundPlayer:
    return app.sounds()
