"""One finger of a table zone played to a screen shown inside that zone, as the single pointer it expects.

Screens made for the tablet (a private turn's pages, the reveal, the discussion) understand one mouse pointer
through pygame_gui. On the table such a screen is drawn into a zone's own upright picture, so a finger's input
in that zone's own pixels becomes the mouse events the screen would have had: a press where the finger went
down, motion while it drags, a release where it lifted. A cancelled touch is released far outside, so no button
under it fires.
"""
from __future__ import annotations

import pygame

from table.touch_events import Cancel, Down, Drag, FingerKey, Tap, Up, ZoneInput

OUTSIDE = (-10_000, -10_000)


class HostedPointer:
    """Follows the one finger that drives a hosted screen; other fingers in the zone are left alone."""

    def __init__(self) -> None:
        self.finger: FingerKey | None = None

    def events_for(self, item: ZoneInput, pos: tuple[float, float]) -> list[pygame.event.Event]:
        point = (int(pos[0]), int(pos[1]))
        if isinstance(item, Down):
            if self.finger is not None:
                return []
            self.finger = item.finger
            return [_motion(point, (0, 0, 0)), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1)]
        if item.finger != self.finger:
            return []
        if isinstance(item, Drag):
            return [_motion(point, (1, 0, 0))]
        if isinstance(item, (Tap, Up)):
            self.finger = None
            return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)]
        if isinstance(item, Cancel):
            self.finger = None
            return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=OUTSIDE, button=1)]
        return []

    def reset(self) -> None:
        self.finger = None


def _motion(point: tuple[int, int], buttons: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=buttons)
