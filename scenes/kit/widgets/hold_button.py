"""Press-and-hold (privacy protocol, rule 2): a passing thumb cannot open a private screen.

The hold opens only after HOLD_SECONDS of continuous pressure inside the
ring; lifting the finger or sliding out starts again. Space or Enter held
down works the same for a keyboard.
"""

from __future__ import annotations

import math

import pygame

from art.shapes import fill_circle_aa, fill_polygon_aa

HOLD_SECONDS = 0.6
KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class HoldGesture:
    def __init__(self, seconds: float = HOLD_SECONDS) -> None:
        self.seconds = seconds
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.held = 0.0
        self.pressing = False
        self.completed = False

    @property
    def progress(self) -> float:
        return min(1.0, self.held / self.seconds)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.completed:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._inside(event.pos):
            self._start()
            return True
        if event.type == pygame.MOUSEMOTION and self.pressing and not self._inside(event.pos):
            self._stop()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.pressing:
            self._stop()
            return True
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            self._start()
            return True
        if event.type == pygame.KEYUP and event.key in KEYS and self.pressing:
            self._stop()
            return True
        return False

    def update(self, dt: float) -> bool:
        """Advance; True exactly once, when the hold completes."""
        if not self.pressing or self.completed:
            return False
        self.held += dt
        if self.held >= self.seconds:
            self.completed = True
            self.pressing = False
            return True
        return False

    def _inside(self, pos: tuple[int, int]) -> bool:
        centre = pygame.Vector2(self.rect.center)
        return centre.distance_to(pos) <= self.rect.width / 2

    def _start(self) -> None:
        self.pressing = True
        self.held = 0.0

    def _stop(self) -> None:
        self.pressing = False
        self.held = 0.0


def draw_hold_ring(
    surface: pygame.Surface, rect: pygame.Rect, progress: float,
    track: pygame.Color, fill: pygame.Color, centre_colour: pygame.Color,
) -> None:
    radius = rect.width / 2
    thickness = max(4.0, radius * 0.16)
    centre = (rect.centerx, rect.centery)
    fill_circle_aa(surface, centre, radius, track)
    if progress > 0:
        steps = max(8, int(96 * progress))
        outer = [_polar(centre, radius, -math.pi / 2 + 2 * math.pi * progress * i / steps) for i in range(steps + 1)]
        fill_polygon_aa(surface, [centre, *outer], fill)
    fill_circle_aa(surface, centre, radius - thickness, centre_colour)


def _polar(centre: tuple[int, int], radius: float, angle: float) -> tuple[float, float]:
    return (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle))
