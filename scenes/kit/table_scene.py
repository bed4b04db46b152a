"""The base of every table-mode screen: fingers followed one by one and handed to the zone they started in.

pygame_gui follows a single pointer, so a table screen takes the raw finger and mouse events itself
(``wants_raw_fingers``: the app then skips its one-pointer translation) and feeds them to a
``table.touches.FingerTracker``. A subclass names its touch zones (screen rectangles, each with the rotation that
makes it face its seat) and hears each zone's input in that zone's own upright pixels, as its reader sees them.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Hashable

import pygame

from app.scene import Scene
from table.physical import TableScreen
from table.pygame_events import feed_event
from table.rect import Rect
from table.rotation import own_size
from table.touch_events import ZoneInput
from table.touch_zones import TouchZone
from table.touches import FingerTracker, TouchSettings

INPUT_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP, pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class TableScene(Scene):
    wants_raw_fingers = True
    uses_gui = False

    def __init__(self, app, screen: TableScreen) -> None:
        super().__init__(app)
        self.screen = screen
        self.tracker = FingerTracker(TouchSettings.for_screen(screen.diagonal_in, self.size))
        self._zone_rects: dict[Hashable, tuple[Rect, int]] = {}

    # ----- zones ------------------------------------------------------------------------------------------------
    def set_touch_zones(self, zones: Mapping[Hashable, tuple[Rect, int]]) -> None:
        """Listen to these zones from now on (screen pixels and rotation); touches in a zone that changed end."""
        width, height = self.size
        self._zone_rects = dict(zones)
        fractions = {zone_id: TouchZone((rect.x / width, rect.y / height, rect.width / width, rect.height / height),
                                        rotation)
                     for zone_id, (rect, rotation) in zones.items()}
        self._hand_out(self.tracker.set_zones(fractions))

    def own_point(self, item: ZoneInput) -> tuple[float, float]:
        """Where the input is in its zone's own upright pixels."""
        rect, rotation = self._zone_rects[item.zone]
        width, height = own_size(rect, rotation)
        return item.pos[0] * width, item.pos[1] * height

    def on_zone_input(self, item: ZoneInput, pos: tuple[float, float]) -> None:
        """One input of a zone, at ``pos`` in its own pixels (override)."""

    def release_all_touches(self) -> None:
        """End every touch (the screen is changing): each zone hears its cancels."""
        self._hand_out(self.tracker.cancel_all())

    # ----- per frame --------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in INPUT_EVENTS:
            self._hand_out(feed_event(self.tracker, event, self.size))
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._hand_out(self.tracker.advance(dt))

    def _hand_out(self, inputs: list[ZoneInput]) -> None:
        for item in inputs:
            if item.zone in self._zone_rects:
                self.on_zone_input(item, self.own_point(item))
