"""What may watch the app's loop from outside, instead of replacing its methods: a step observer sees every loop
step's events before the screens do and hears how the step went; a draw observer sees every frame drawn.

The café kiosk (its idle watch, staff corner and PIN clock), the debug channel a real-window check reads, the
privacy audits and the whole-session timer are observers. An observer changes nothing of the step it watches.
Observers nest: the first in the list is the first to see a step and the last to hear how it went.
"""
from __future__ import annotations

from typing import Protocol

import pygame


class StepObserver(Protocol):
    def before_step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """Called first in every step, with the step's time and its events (not yet handed to the screens)."""

    def after_step(self, dt: float, events: list[pygame.event.Event], drew: bool) -> None:
        """Called last in every step; ``drew`` says whether a frame was drawn."""


class DrawObserver(Protocol):
    def before_draw(self, changes_only: bool) -> None:
        """Called just before a frame is drawn."""

    def after_draw(self, changes_only: bool) -> None:
        """Called just after the frame was drawn (before it is shown)."""
