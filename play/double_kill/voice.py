"""The judge's voice at night: which line each part of the night speaks, and how long a spoken part lasts.

Every call speaks the same two lines whatever the role's state (its wake line, then its sleep line), and the
length of the call's spoken parts comes from the narration manifest (the clip's length and a short pause), so a
call of a role takes the same time in every state and the voice never runs over into the next part. Nothing
here plays sound: ``narrator.clips`` reads the manifest without an audio library.
"""
from __future__ import annotations

from game.double_kill.roles import NIGHT_ORDER, Role
from narrator.clips import Manifest, load_manifest

NIGHTFALL_LINE = "dk_nightfall"
DAWN_LINE = "dk_dawn"
PAUSE_AFTER_LINE_S = 1.0  # the called players' time to open (or close) their eyes once the line is over

_manifest: Manifest | None = None


def wake_line(role: Role) -> str:
    return f"dk_wake_{role.value}"


def sleep_line(role: Role) -> str:
    return f"dk_sleep_{role.value}"


def dk_line_keys() -> list[str]:
    """Every line the Double Kill night can speak: the set of clips that must exist in every language."""
    keys = [NIGHTFALL_LINE, DAWN_LINE]
    for role in NIGHT_ORDER:
        keys += [wake_line(role), sleep_line(role)]
    return keys


def manifest() -> Manifest:
    global _manifest
    if _manifest is None:
        _manifest = load_manifest()
    return _manifest


def spoken_seconds(lang: str, key: str, fallback: float, clips: Manifest | None = None) -> float:
    """How long a part that speaks ``key`` lasts: the clip and a pause, or ``fallback`` when there is no clip."""
    info = (clips or manifest()).clip(lang, key)
    return info.seconds + PAUSE_AFTER_LINE_S if info is not None else fallback
