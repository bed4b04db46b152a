"""The clock's hand moving on to the next hour of the night."""
from __future__ import annotations

import pygame

from art.clock import draw_clock
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

MOVE_SECONDS = 0.9
REST_SECONDS = 0.3
DURATION = MOVE_SECONDS + REST_SECONDS


class NightClockAnimation(Animation):
    """The hand of the clock in `rect` moving from `from_hour` to `to_hour` (0..6; 0 = before the night)."""

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, from_hour: int, to_hour: int, reduced_motion: bool = False) -> None:
        if not (0 <= from_hour <= 6 and 0 <= to_hour <= 6):
            raise ValueError("the night clock has hours 0 to 6")
        self.rect = pygame.Rect(rect)
        self.to_hour = to_hour
        # The hand always moves forward (6 -> 1 goes on round the dial).
        target = to_hour if to_hour >= from_hour else to_hour + 6
        timeline = Timeline({"hand": float(from_hour)}, [Step(MOVE_SECONDS, {"hand": float(target)}, "easeInOutBack"), hold(REST_SECONDS)], reduced_motion)
        super().__init__(timeline)

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(self.rect)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        arrived = abs(pose["hand"] - round(pose["hand"])) < 0.08
        hour = round(pose["hand"]) % 6 or 6
        lit = hour if arrived and round(pose["hand"]) > 0 else None
        draw_clock(surface, self.rect, pose["hand"], lit)
