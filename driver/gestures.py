"""Turning demo gestures into the raw events a real mouse, finger or keyboard would give."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from app.gestures import Gesture, Hold, Key

TAP_SECONDS = 0.06


@dataclass
class TimedEvent:
    at: float
    event: pygame.event.Event


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def _finger(kind: int, pos: tuple[int, int], size: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, x=pos[0] / size[0], y=pos[1] / size[1], dx=0.0, dy=0.0,
                              finger_id=0, touch_id=1, pressure=1.0)


def events_for(gesture: Gesture, start: float, size: tuple[int, int], rng: random.Random) -> list[TimedEvent]:
    """The timed events of one gesture; touches and mouse clicks alternate at random."""
    if isinstance(gesture, Key):
        return [
            TimedEvent(start, pygame.event.Event(pygame.KEYDOWN, key=gesture.key, unicode=gesture.unicode, mod=0, scancode=0)),
            TimedEvent(start + TAP_SECONDS, pygame.event.Event(pygame.KEYUP, key=gesture.key, unicode="", mod=0, scancode=0)),
        ]
    seconds = gesture.seconds if isinstance(gesture, Hold) else TAP_SECONDS
    pos = gesture.pos
    if rng.random() < 0.5:
        return [
            TimedEvent(start, _finger(pygame.FINGERDOWN, pos, size)),
            TimedEvent(start + seconds, _finger(pygame.FINGERUP, pos, size)),
        ]
    return [
        TimedEvent(start, _mouse(pygame.MOUSEMOTION, pos)),
        TimedEvent(start, _mouse(pygame.MOUSEBUTTONDOWN, pos)),
        TimedEvent(start + seconds, _mouse(pygame.MOUSEBUTTONUP, pos)),
    ]
