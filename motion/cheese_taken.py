"""The cheese lifted off its plate and carried away."""
from __future__ import annotations

import pygame

from art.cheese import draw_cheese_plate, draw_cheese_wedge
from audio.names import CHEESE_TAKEN
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

PAUSE_SECONDS = 0.2
TAKE_SECONDS = 1.3
REST_SECONDS = 0.3
DURATION = PAUSE_SECONDS + TAKE_SECONDS + REST_SECONDS


class CheeseTakenAnimation(Animation):
    """The cheese in `rect` vanishes; with `toward` it drifts toward that point as it goes.

    Leave `toward` out on public screens: the direction would tell who took it.
    """

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, toward: tuple[int, int] | None = None, reduced_motion: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.toward = toward
        timeline = Timeline(
            {"taken": 0.0, "travel": 0.0},
            [hold(PAUSE_SECONDS), Step(TAKE_SECONDS, {"taken": 1.0, "travel": 1.0}, "easeInOutCubic"), hold(REST_SECONDS)],
            reduced_motion,
        )
        super().__init__(timeline, [(PAUSE_SECONDS, CHEESE_TAKEN)])

    def bounds(self) -> pygame.Rect:
        area = self.rect.inflate(self.rect.width, self.rect.height * 2)
        if self.toward is not None:
            area.union_ip(pygame.Rect(self.toward, (1, 1)).inflate(self.rect.width * 2, self.rect.height * 2))
        return area

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        # The plate stays put; only the cheese travels.
        draw_cheese_plate(surface, self.rect)
        target = self.rect
        if self.toward is not None:
            dx = (self.toward[0] - self.rect.centerx) * pose["travel"] * 0.6
            dy = (self.toward[1] - self.rect.centery) * pose["travel"] * 0.6
            target = self.rect.move(int(dx), int(dy))
        draw_cheese_wedge(surface, target, pose["taken"])
