"""Which mouse events to believe while fingers are on the table.

SDL copies every touch into mouse events. It marks those copies (``touch`` on the event), but some drivers
send unmarked copies too, and a copy can arrive just after its finger lifted. So while any finger is down, or
lifted less than ``FINGER_AFTERGLOW_SECONDS`` ago, every mouse button and motion event is taken for such a copy
and dropped; a real mouse works again as soon as the fingers are gone. The wheel is never copied from touches.
"""
from __future__ import annotations

from enum import Enum

FINGER_AFTERGLOW_SECONDS = 0.5


class MouseKind(str, Enum):
    BUTTON_DOWN = "button_down"
    BUTTON_UP = "button_up"
    MOTION = "motion"
    WHEEL = "wheel"


def keep_mouse_event(kind: MouseKind, touch: bool, fingers_in_use: bool) -> bool:
    """True when a mouse event comes from a real mouse and should be handled."""
    if kind is MouseKind.WHEEL:
        return True
    return not touch and not fingers_in_use
