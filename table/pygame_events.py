"""Feeds pygame's finger and mouse events to the table's finger tracker (the one table module that knows pygame).

Fingers go in by ``(touch_id, finger_id)`` with SDL's 0..1 positions. Mouse events pass the mouse filter first,
so SDL's copies of touches never count twice; a real mouse's left button then acts as one more finger.
"""
from __future__ import annotations

import math

import pygame

from table.mouse_filter import MouseKind, keep_mouse_event
from table.touch_events import MOUSE_FINGER, ZoneInput
from table.touches import FingerTracker

MOUSE_KINDS = {
    pygame.MOUSEBUTTONDOWN: MouseKind.BUTTON_DOWN,
    pygame.MOUSEBUTTONUP: MouseKind.BUTTON_UP,
    pygame.MOUSEMOTION: MouseKind.MOTION,
    pygame.MOUSEWHEEL: MouseKind.WHEEL,
}


def feed_event(tracker: FingerTracker, event: pygame.event.Event, size: tuple[int, int]) -> list[ZoneInput]:
    """Hand one pygame event to the tracker (``size`` is the window's, for mouse pixels); answers its inputs."""
    if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
        key = (int(getattr(event, "touch_id", 0)), int(getattr(event, "finger_id", 0)))
        # A missing position is none at all: the tracker drops NaN as it drops any other junk.
        x, y = getattr(event, "x", math.nan), getattr(event, "y", math.nan)
        if event.type == pygame.FINGERDOWN:
            return tracker.finger_down(key, x, y)
        if event.type == pygame.FINGERMOTION:
            return tracker.finger_move(key, x, y)
        return tracker.finger_up(key, x, y)
    kind = MOUSE_KINDS.get(event.type)
    if kind is None or not keep_mouse_event(kind, bool(getattr(event, "touch", False)), tracker.fingers_in_use):
        return []
    if kind is MouseKind.WHEEL:
        return []  # kept for pygame_gui's scrolling; it is no finger
    if kind is not MouseKind.MOTION and getattr(event, "button", 1) != 1:
        return []
    pos = getattr(event, "pos", (0, 0))
    x, y = pos[0] / max(1, size[0]), pos[1] / max(1, size[1])
    if kind is MouseKind.BUTTON_DOWN:
        return tracker.finger_down(MOUSE_FINGER, x, y)
    if kind is MouseKind.BUTTON_UP:
        return tracker.finger_up(MOUSE_FINGER, x, y)
    return tracker.finger_move(MOUSE_FINGER, x, y)  # motion without the button down: the tracker ignores it
