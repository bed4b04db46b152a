"""One place that makes touch and mouse input look the same to scenes and pygame_gui.

SDL reports a touch twice: as FINGERDOWN/FINGERMOTION/FINGERUP with coordinates normalised to 0..1, and
again as synthesized mouse events marked ``event.touch == True``. We drop the synthesized mouse events and
turn finger events into ordinary left-button mouse events in window pixels (marked ``from_touch=True``), so
every widget handles a touch exactly once and only needs to understand mouse events. Only the first finger
drives the pointer; other simultaneous fingers are passed through as FINGER events for scenes that want them.
"""
from __future__ import annotations

import pygame

POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)


def finger_to_pixels(event: pygame.event.Event, size: tuple[int, int]) -> tuple[int, int]:
    """Window pixel position of a finger event (SDL gives 0..1 fractions of the window)."""
    x = min(max(float(event.x), 0.0), 1.0)
    y = min(max(float(event.y), 0.0), 1.0)
    return min(size[0] - 1, int(x * size[0])), min(size[1] - 1, int(y * size[1]))


class PointerTranslator:
    """Normalises a stream of events; keep one per window (it remembers which finger is the pointer)."""

    def __init__(self) -> None:
        self._pointer_finger: int | None = None
        self._last_pos: tuple[int, int] = (0, 0)

    def translate(self, event: pygame.event.Event, size: tuple[int, int]) -> list[pygame.event.Event]:
        """The events scenes should see for one raw event (possibly none)."""
        if event.type in POINTER_EVENTS and getattr(event, "touch", False):
            return []  # SDL's copy of a touch we already handle as a finger event
        if event.type not in FINGER_EVENTS:
            return [event]
        finger = getattr(event, "finger_id", 0)
        pos = finger_to_pixels(event, size)
        if event.type == pygame.FINGERDOWN:
            if self._pointer_finger is not None:
                return [event]
            self._pointer_finger = finger
            rel = (pos[0] - self._last_pos[0], pos[1] - self._last_pos[1])
            self._last_pos = pos
            return [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0), touch=False, from_touch=True),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False, from_touch=True),
            ]
        if finger != self._pointer_finger:
            return [event]
        if event.type == pygame.FINGERMOTION:
            rel = (pos[0] - self._last_pos[0], pos[1] - self._last_pos[1])
            self._last_pos = pos
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0), touch=False, from_touch=True)]
        self._pointer_finger = None
        self._last_pos = pos
        return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False, from_touch=True)]

    @property
    def pointer_pos(self) -> tuple[int, int]:
        return self._last_pos
