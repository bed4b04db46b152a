"""What a seat's zone hears from the fingers that started in it: small frozen records, in zone coordinates.

Every touch that starts in a zone begins with ``Down`` and ends with exactly one of ``Tap``, ``Up`` or
``Cancel``; in between come ``Drag`` for motion and, for a press kept still long enough, ``HoldStart`` followed
later by ``HoldEnd`` (always before the touch's end, whether the finger lifts or is cancelled). A ``Cancel`` means
the touch no longer counts: the zone undoes whatever the press was doing and must not act on it.
"""
from __future__ import annotations

from dataclasses import dataclass

from table.touch_zones import ZoneId

FingerKey = tuple[int, int]  # (touch device id, finger id), as SDL numbers them
# A real mouse's left button acts as one more finger; its key is apart from every SDL touch device (SDL's own
# mouse-touch device is -1).
MOUSE_FINGER: FingerKey = (-2, 0)


@dataclass(frozen=True)
class ZoneInput:
    zone: ZoneId
    finger: FingerKey
    pos: tuple[float, float]  # (u, v) in the zone's own coordinates (see table.touch_zones)
    at: float  # the tracker's clock, in seconds


@dataclass(frozen=True)
class Down(ZoneInput):
    """A finger touched the zone."""


@dataclass(frozen=True)
class Drag(ZoneInput):
    """A finger that started in the zone moved, still inside it."""


@dataclass(frozen=True)
class HoldStart(ZoneInput):
    """The finger has pressed still for longer than a tap lasts: it is now a hold."""


@dataclass(frozen=True)
class HoldEnd(ZoneInput):
    """A hold is over (its finger lifted or was cancelled; the touch's end follows)."""


@dataclass(frozen=True)
class Tap(ZoneInput):
    """One physical tap: a short press that lifted without moving or leaving the zone. One action, once."""


@dataclass(frozen=True)
class Up(ZoneInput):
    """A finger lifted in its zone after a drag or a hold."""


@dataclass(frozen=True)
class Cancel(ZoneInput):
    """The touch stopped counting: it left its zone, went silent, rested too long, or its zone went away."""


TOUCH_ENDS = (Tap, Up, Cancel)


def for_zone(inputs: list[ZoneInput], zone: ZoneId) -> list[ZoneInput]:
    """The inputs one zone should handle, in order."""
    return [item for item in inputs if item.zone == zone]
