"""Synthetic taps and keys for the kiosk's staff screens, on simulated time."""
from __future__ import annotations

import pygame

from tests.public_screen_helpers import tap_as_sdl_sends_it

STEP_AFTER_TAP = 0.05  # short, so countdowns under test move only when a test says so


def tap(app, rect: pygame.Rect, with_finger: bool) -> None:
    """One tap in the middle of ``rect``: a finger (with SDL's mouse copies) or a mouse click."""
    tap_as_sdl_sends_it(app, rect, with_finger)
    app.step(STEP_AFTER_TAP)


def key(app, code: int, unicode: str = "") -> None:
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode, scancode=0)])
    app.step(STEP_AFTER_TAP)

