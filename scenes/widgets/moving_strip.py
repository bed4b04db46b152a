"""A strip of a screen that time alone changes (a clock, a time bar), drawn again alone between whole frames."""
from __future__ import annotations

from collections.abc import Callable

import pygame


class MovingStrip:
    """A strip of a screen that time alone changes (a speech's clock, a night call's time bar). Between whole
    frames, only the strip is drawn again: over the pixels a whole frame had under it, kept then.

    A screen describes what it shows as ``(still, moving)``: a change of ``still`` needs a whole frame, a change
    of ``moving`` only the strip."""

    def __init__(self) -> None:
        self.drawn: tuple[object, object] | None = None  # what the last frame showed
        self._under: tuple[pygame.Rect, pygame.Surface] | None = None

    def keep_under(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A whole frame is about to draw the strip at ``area``: keep what lies under it."""
        self._under = (pygame.Rect(area), surface.subsurface(area.clip(surface.get_rect())).copy())

    def draw_changes(self, surface: pygame.Surface, shown: tuple[object, object], area: pygame.Rect,
                     draw: Callable[[pygame.Surface], None]) -> bool:
        """Bring ``surface`` (the last whole frame's) up to ``shown`` by drawing the strip at ``area`` again; False
        when a whole frame is needed instead."""
        drawn, under = self.drawn, self._under
        if drawn is None or shown[0] != drawn[0] or under is None or under[0] != area:
            return False
        if shown[1] != drawn[1]:
            surface.blit(under[1], under[0].clip(surface.get_rect()))
            draw(surface)
        self.drawn = shown
        return True
