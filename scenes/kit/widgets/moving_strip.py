"""A strip of a screen that time alone changes (a clock, a time bar), drawn again alone between whole frames."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from app.scene import Scene

    _SceneMixin = Scene  # a mixin's super() calls reach the screen it is mixed into
else:
    _SceneMixin = object


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


class DrawsMovingStrip(_SceneMixin):
    """For a screen with a :class:`MovingStrip` (``self.moving``): a whole frame remembers what it showed, and
    between whole frames only the strip is drawn again. The screen says what it shows now (``shown_now``), where
    the strip is (``strip_area``) and how to draw the strip alone (``draw_strip``)."""

    moving: MovingStrip

    def shown_now(self) -> tuple[object, object]:
        """``(still, moving)``: what the picture shows apart from the strip, and what the strip shows (override)."""
        raise NotImplementedError

    def strip_area(self) -> pygame.Rect:
        raise NotImplementedError

    def draw_strip(self, surface: pygame.Surface) -> None:
        """The strip alone, over what a whole frame had under it (override)."""
        raise NotImplementedError

    def wants_frame(self) -> bool:
        return self.shown_now() != self.moving.drawn

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.moving.drawn = self.shown_now()  # remembered, not state: the next frame compares with it

    def draw_changes(self, surface: pygame.Surface) -> bool:
        return self.moving.draw_changes(surface, self.shown_now(), self.strip_area(), self.draw_strip)

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return [pygame.Rect(self.strip_area())]
