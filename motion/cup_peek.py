"""A cup lifted to show the die (or dice) under it, then settled back."""
from __future__ import annotations

from typing import Sequence

import pygame

from art.cup import cup_rects, draw_cup
from art.die import draw_die
from audio.names import CUP_LIFT
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

LIFT_SECONDS = 0.45
SHOW_SECONDS = 1.6
SETTLE_SECONDS = 0.55
DURATION = LIFT_SECONDS + SHOW_SECONDS + SETTLE_SECONDS


def dice_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where `count` (1 or 2) dice lie under the cup drawn in `rect`."""
    _, footprint = cup_rects(rect)
    side = int(footprint.width * (0.62 if count == 1 else 0.46))
    rects = []
    for index in range(count):
        die = pygame.Rect(0, 0, side, side)
        shift = 0 if count == 1 else int((index - 0.5) * side * 1.05)
        die.midbottom = (footprint.centerx + shift, footprint.centery + side // 4)
        rects.append(die)
    return rects


def draw_covered_dice(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int], lift: float, band: pygame.Color | None = None) -> None:
    """Dice under a cup lifted by `lift` (the die shows only as the cup rises)."""
    if lift > 0.05:
        for value, die in zip(values, dice_rects(rect, len(values))):
            draw_die(surface, die, value)
    draw_cup(surface, rect, lift, band)


class CupPeekAnimation(Animation):
    """Lift the cup in `rect`, show `values` (one or two dice), settle it back."""

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, values: Sequence[int], band: pygame.Color | None = None, reduced_motion: bool = False) -> None:
        if not 1 <= len(values) <= 2:
            raise ValueError("a cup covers one or two dice")
        self.rect = pygame.Rect(rect)
        self.values = tuple(values)
        self.band = band
        timeline = Timeline(
            {"lift": 0.0},
            [
                Step(LIFT_SECONDS, {"lift": 1.0}, "easeOutCubic"),
                hold(SHOW_SECONDS),
                Step(SETTLE_SECONDS, {"lift": 0.0}, "easeOutBounce"),
            ],
            reduced_motion,
        )
        super().__init__(timeline, [(0.0, CUP_LIFT)])

    def bounds(self) -> pygame.Rect:
        return self.rect.inflate(self.rect.width, self.rect.height * 2).move(0, -self.rect.height // 2)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        draw_covered_dice(surface, self.rect, self.values, pose["lift"], self.band)
