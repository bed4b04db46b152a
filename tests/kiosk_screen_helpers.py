"""Synthetic taps and keys for the kiosk's staff screens, on simulated time."""
from __future__ import annotations

import pygame

STEP_AFTER_TAP = 0.05  # short, so countdowns under test move only when a test says so


def tap(app, rect: pygame.Rect, with_finger: bool) -> None:
    """One tap in the middle of ``rect``: a finger (with SDL's mouse copies) or a mouse click."""
    x, y = rect.center
    if with_finger:
        width, height = app.size
        common = dict(x=x / width, y=y / height, dx=0.0, dy=0.0, finger_id=0, touch_id=1, pressure=1.0)
        events = [pygame.event.Event(pygame.FINGERDOWN, **common),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=True),
                  pygame.event.Event(pygame.FINGERUP, **common),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=True)]
    else:
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1, touch=False)]
    app.step(0.0, events)
    app.step(STEP_AFTER_TAP)


def key(app, code: int, unicode: str = "") -> None:
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode, scancode=0)])
    app.step(STEP_AFTER_TAP)

