"""Follows every finger on the table by its id and tells each seat's zone what its own fingers did.

pygame_gui follows one pointer; a table has a dozen fingers at once, so seat zones get their input from here.
The tracker is pure: the app passes plain numbers (finger key and position in screen fractions 0..1, as SDL
reports fingers) and the frame's ``dt``; every call answers with the ``ZoneInput`` records that are due
(``table.touch_events``), in zone coordinates (``table.touch_zones``). The rules:

- A touch belongs to the zone where it started, and counts only there. A touch starting outside every zone
  gives no input (it still counts as a finger in use for the mouse filter). Leaving the zone cancels it.
- A finger silent for ``silent_seconds`` (no motion, no lift: its lift was lost) is cancelled.
- A contact resting still (within the tap slop) for more than ``resting_seconds``, a sleeve or a cup on the
  glass, is cancelled. A cancelled finger is ignored until it lifts.
- A real mouse's left button is one more finger (``MOUSE_FINGER``); it does not count as a finger in use for
  the mouse filter, and a touch cancels a mouse press under way.
- A press that lifts within ``hold_seconds``, never having moved further than the tap slop, is one ``Tap``. A
  press kept still for ``hold_seconds`` becomes a hold (``HoldStart``, later ``HoldEnd``); the zone decides
  what a hold means. Any motion inside the zone is a ``Drag``; a touch that was no tap ends with ``Up``.

The tap slop is a distance on the glass, kept as a fraction of the screen's height (x distances are scaled by
the screen's aspect ratio so the slop is round). ``TouchSettings.for_screen`` makes it 5 mm from the screen's
diagonal; the default, 1% of the height, is 4 to 7 mm on a 32 to 55 inch table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping

from table.mouse_filter import FINGER_AFTERGLOW_SECONDS
from table.touch_events import MOUSE_FINGER, Cancel, Down, Drag, FingerKey, HoldEnd, HoldStart, Tap, Up, ZoneInput
from table.touch_zones import TouchZone, ZoneId

TAP_SLOP_MM = 5.0
MM_PER_INCH = 25.4


@dataclass(frozen=True)
class TouchSettings:
    aspect: float = 16 / 9  # screen width / height, so that a slop is as long across as up and down
    tap_slop: float = 0.01  # fraction of the screen's height
    hold_seconds: float = 0.5
    silent_seconds: float = 5.0
    resting_seconds: float = 10.0

    @classmethod
    def for_screen(cls, diagonal_inches: float, size: tuple[int, int]) -> TouchSettings:
        """Settings whose tap slop is ``TAP_SLOP_MM`` on a screen of this diagonal and pixel size."""
        width, height = max(1, size[0]), max(1, size[1])
        height_mm = diagonal_inches * MM_PER_INCH * height / math.hypot(width, height)
        return cls(aspect=width / height, tap_slop=TAP_SLOP_MM / height_mm)


@dataclass
class _Finger:
    zone: ZoneId | None  # None: started outside every zone
    start: tuple[float, float]
    pos: tuple[float, float]
    down_at: float
    heard_at: float  # last time the finger said anything
    rest_anchor: tuple[float, float]  # where it settled, and since when
    rest_since: float
    strayed: bool = False  # moved further than the tap slop: no tap any more
    holding: bool = False
    may_rest: bool = False  # its zone took it as a hold that is meant to stay still (a curtain held open)


@dataclass
class FingerTracker:
    settings: TouchSettings = field(default_factory=TouchSettings)
    now: float = 0.0

    def __post_init__(self) -> None:
        self._zones: dict[ZoneId, TouchZone] = {}
        self._fingers: dict[FingerKey, _Finger] = {}
        self._ignored: dict[FingerKey, float] = {}  # cancelled, waiting for their lift: when last heard
        self._last_lift_at: float | None = None

    # -- zones -----------------------------------------------------------------------------------------------
    def set_zones(self, zones: Mapping[ZoneId, TouchZone]) -> list[ZoneInput]:
        """Use these zones from now on. Touches in a zone that went away or moved are cancelled.

        Zones should not overlap; where they do, a touch belongs to the first one listed.
        """
        new_zones = dict(zones)
        out: list[ZoneInput] = []
        for key, finger in list(self._fingers.items()):
            if finger.zone is not None and new_zones.get(finger.zone) != self._zones.get(finger.zone):
                out.extend(self._cancel(key, finger))
        self._zones = new_zones
        return out

    @property
    def zones(self) -> dict[ZoneId, TouchZone]:
        return dict(self._zones)

    # -- what the app reports --------------------------------------------------------------------------------
    def advance(self, dt: float) -> list[ZoneInput]:
        """Move the clock on by ``dt`` seconds; answers the holds, drops and rests now due."""
        if math.isfinite(dt) and dt > 0:
            self.now += dt
        return self._due()

    def finger_down(self, key: FingerKey, x: float, y: float) -> list[ZoneInput]:
        out = self._due()
        point = _point(x, y)
        if point is None:
            return out
        if key in self._fingers:  # its lift was lost and the id came round again: the old touch is over
            out.extend(self._cancel(key, self._fingers[key]))
        if key != MOUSE_FINGER and MOUSE_FINGER in self._fingers:
            # The mouse filter drops mouse events from now on, so the mouse's press could never end well.
            out.extend(self._cancel(MOUSE_FINGER, self._fingers[MOUSE_FINGER]))
        self._ignored.pop(key, None)
        zone = self._zone_at(point)
        self._fingers[key] = _Finger(zone=zone, start=point, pos=point, down_at=self.now, heard_at=self.now,
                                     rest_anchor=point, rest_since=self.now)
        if zone is not None:
            out.append(Down(zone, key, self._zones[zone].to_zone(*point), self.now))
        return out

    def finger_move(self, key: FingerKey, x: float, y: float) -> list[ZoneInput]:
        out = self._due()
        point = _point(x, y)
        if key in self._ignored:
            self._ignored[key] = self.now
            return out
        finger = self._fingers.get(key)
        if finger is None or point is None:
            return out
        if finger.zone is not None and not self._zones[finger.zone].contains(*point):
            out.extend(self._cancel(key, finger))  # reported where it was last seen inside
            return out
        finger.heard_at = self.now
        finger.pos = point
        if self._distance(point, finger.rest_anchor) > self.settings.tap_slop:
            finger.rest_anchor, finger.rest_since = point, self.now
        if self._distance(point, finger.start) > self.settings.tap_slop:
            finger.strayed = True
        if finger.zone is not None:
            out.append(Drag(finger.zone, key, self._zones[finger.zone].to_zone(*point), self.now))
        return out

    def finger_up(self, key: FingerKey, x: float, y: float) -> list[ZoneInput]:
        out = self._due()
        if self._ignored.pop(key, None) is not None:
            self._note_lift(key)
            return out
        finger = self._fingers.get(key)
        if finger is None:
            return out
        point = _point(x, y) or finger.pos
        if finger.zone is not None and not self._zones[finger.zone].contains(*point):
            out.extend(self._cancel(key, finger))  # lifted outside its zone: it left the zone first
            return out
        if self._distance(point, finger.start) > self.settings.tap_slop:
            finger.strayed = True
        del self._fingers[key]
        self._note_lift(key)
        if finger.zone is None:
            return out
        pos = self._zones[finger.zone].to_zone(*point)
        if finger.holding:
            out.append(HoldEnd(finger.zone, key, pos, self.now))
        if finger.strayed or finger.holding:
            out.append(Up(finger.zone, key, pos, self.now))
        else:
            out.append(Tap(finger.zone, key, pos, self.now))
        return out

    def allow_rest(self, key: FingerKey) -> None:
        """The zone took this finger as a hold meant to stay still (a curtain held open while a page is read):
        the resting rule, meant for sleeves and cups, no longer cancels it. A finger whose lift was lost is
        still dropped after ``silent_seconds``."""
        finger = self._fingers.get(key)
        if finger is not None:
            finger.may_rest = True

    def cancel_all(self) -> list[ZoneInput]:
        """Cancel every touch (the window lost focus, the screen changed); fingers still down are ignored."""
        out: list[ZoneInput] = []
        for key, finger in list(self._fingers.items()):
            out.extend(self._cancel(key, finger))
        return out

    # -- what the app asks -----------------------------------------------------------------------------------
    @property
    def fingers_down(self) -> int:
        """Contacts on the glass, counted or not (a cancelled finger is still a finger until it lifts)."""
        return sum(1 for key in (*self._fingers, *self._ignored) if key != MOUSE_FINGER)

    @property
    def fingers_in_use(self) -> bool:
        """A finger (not the mouse) is down, or lifted so recently that SDL's mouse copy of it may still come."""
        if any(key != MOUSE_FINGER for key in (*self._fingers, *self._ignored)):
            return True
        return self._last_lift_at is not None and self.now - self._last_lift_at < FINGER_AFTERGLOW_SECONDS

    # -- inside ----------------------------------------------------------------------------------------------
    def _due(self) -> list[ZoneInput]:
        out: list[ZoneInput] = []
        settings = self.settings
        for key, finger in list(self._fingers.items()):
            if self.now - finger.heard_at >= settings.silent_seconds:
                out.extend(self._cancel(key, finger))
            elif not finger.may_rest and self.now - finger.rest_since > settings.resting_seconds:
                out.extend(self._cancel(key, finger))
            elif (not finger.holding and not finger.strayed and finger.zone is not None
                  and self.now - finger.down_at >= settings.hold_seconds):
                finger.holding = True
                out.append(HoldStart(finger.zone, key, self._zones[finger.zone].to_zone(*finger.pos), self.now))
        for key, heard_at in list(self._ignored.items()):
            if self.now - heard_at >= settings.silent_seconds:
                del self._ignored[key]  # its lift was lost too; forget it
                self._note_lift(key)
        return out

    def _cancel(self, key: FingerKey, finger: _Finger) -> list[ZoneInput]:
        del self._fingers[key]
        self._ignored[key] = self.now
        if finger.zone is None or finger.zone not in self._zones:
            return []
        pos = self._zones[finger.zone].to_zone(*finger.pos)
        ends: list[ZoneInput] = [HoldEnd(finger.zone, key, pos, self.now)] if finger.holding else []
        return ends + [Cancel(finger.zone, key, pos, self.now)]

    def _note_lift(self, key: FingerKey) -> None:
        if key != MOUSE_FINGER:
            self._last_lift_at = self.now

    def _zone_at(self, point: tuple[float, float]) -> ZoneId | None:
        for zone_id, zone in self._zones.items():
            if zone.contains(*point):
                return zone_id
        return None

    def _distance(self, a: tuple[float, float], b: tuple[float, float]) -> float:
        return math.hypot((a[0] - b[0]) * self.settings.aspect, a[1] - b[1])


def _point(x: float, y: float) -> tuple[float, float] | None:
    """A finger position clamped to the screen, or None for a value that is no position at all."""
    try:
        fx, fy = float(x), float(y)
    except (TypeError, ValueError):
        return None
    if not (math.isfinite(fx) and math.isfinite(fy)):
        return None
    return min(max(fx, 0.0), 1.0), min(max(fy, 0.0), 1.0)
