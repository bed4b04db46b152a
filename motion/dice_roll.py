"""Dice shaken in the cup, then the cup slammed down on the table."""
from __future__ import annotations

import math

import pygame

from art.cup import cup_rects, draw_cup
from art.palette import color
from art.pen import render_supersampled
from art.cache import POSES
from audio.names import DICE_RATTLE, DICE_SLAM
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

SHAKES = 6
RAISED = 0.55
SHAKE_SECONDS = 1.1
SLAM_SECONDS = 0.16
SETTLE_SECONDS = 0.4
REST_SECONDS = 0.2
DURATION = SHAKE_SECONDS + SLAM_SECONDS + SETTLE_SECONDS + REST_SECONDS


def _dust_ring(size: tuple[int, int]) -> pygame.Surface:
    return POSES.get("dust-ring", size, (), lambda: render_supersampled(size, lambda pen: pen.ellipse(color("impact.dust"), 0.02, 0.02, 0.96, 0.96, width=0.05)))


class DiceRollAnimation(Animation):
    """The cup in `rect` (see art.cup.draw_cup) shaken in the air, then slammed down.

    The die stays hidden under the cup: its value is never drawn here.
    """

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, band: pygame.Color | None = None, reduced_motion: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.band = band
        timeline = Timeline(
            {"lift": RAISED, "shake": 0.0, "impact": 0.0},
            [
                Step(SHAKE_SECONDS, {"shake": 1.0}, "linear"),
                Step(SLAM_SECONDS, {"lift": 0.0}, "easeInQuad"),
                Step(SETTLE_SECONDS, {"impact": 1.0}, "easeOutQuad"),
                hold(REST_SECONDS),
            ],
            reduced_motion,
        )
        super().__init__(timeline, [(0.0, DICE_RATTLE), (SHAKE_SECONDS + SLAM_SECONDS, DICE_SLAM)])

    def bounds(self) -> pygame.Rect:
        return self.rect.inflate(self.rect.width, self.rect.height).move(0, -self.rect.height // 2)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        shake = pose["shake"]
        envelope = math.sin(math.pi * shake)
        wobble = math.sin(shake * SHAKES * 2 * math.pi)
        offset = int(wobble * envelope * self.rect.width * 0.12)
        impact = pose["impact"]
        if 0.0 < impact < 1.0:
            _, footprint = cup_rects(self.rect)
            ring_size = (int(footprint.width * (1.0 + impact * 0.7)), int(footprint.height * (1.0 + impact * 0.9)))
            # The ring grows each frame: drawn once at its largest and scaled down, its line scales with it, where
            # drawing it afresh at each size took 3-4 ms of every frame of the slam.
            widest = _dust_ring((int(footprint.width * 1.7), int(footprint.height * 1.9)))
            ring = pygame.transform.smoothscale(widest, (max(1, ring_size[0]), max(1, ring_size[1])))
            ring.set_alpha(int(200 * (1.0 - impact)))
            surface.blit(ring, ring.get_rect(center=footprint.center))
        draw_cup(surface, self.rect.move(offset, 0), pose["lift"], self.band, tilt=wobble * envelope * 12)
