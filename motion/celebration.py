"""Confetti and hopping, glowing winners."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from art.confetti import draw_confetti
from art.gradient import radial_glow
from art.mouse import draw_mouse
from art.palette import color
from audio.names import WINNERS_FANFARE
from motion.animation import Animation
from motion.timeline import Step, Timeline

DURATION = 4.0
GLOW_SECONDS = 0.6
HOPS = 3


class CelebrationAnimation(Animation):
    """Confetti over `rect` and the winners' mice (seat, mouse rect) hopping in a glow.

    The winners' mice are drawn here: leave them out of the table while it plays.
    """

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, winners: Sequence[tuple[int, pygame.Rect]], seed: int = 0, reduced_motion: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.winners = tuple((seat, pygame.Rect(mouse)) for seat, mouse in winners)
        self.seed = seed
        timeline = Timeline(
            {"glow": 0.0, "time": 0.0, "hop": 0.0},
            [
                Step(GLOW_SECONDS, {"glow": 1.0}, "easeOutQuad"),
                Step(DURATION - GLOW_SECONDS, {"time": DURATION - GLOW_SECONDS, "hop": 1.0}, "linear"),
            ],
            reduced_motion,
        )
        super().__init__(timeline, [(0.0, WINNERS_FANFARE)])

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.winners)

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(self.rect)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        glow_color = color("winner.glow")
        glow_color.a = int(220 * pose["glow"])
        for seat, mouse in self.winners:
            if glow_color.a:
                halo = radial_glow((int(mouse.width * 2.0), int(mouse.height * 1.8)), glow_color, 1.1)
                surface.blit(halo, halo.get_rect(center=mouse.center))
            # Each mouse hops a little out of step with the others.
            phase = pose["hop"] * HOPS + seat * 0.17
            bounce = abs(math.sin(math.pi * phase)) * (1.0 - pose["hop"]) ** 0.5
            draw_mouse(surface, mouse.move(0, -int(bounce * mouse.height * 0.18)), seat)
        draw_confetti(surface, self.rect, pose["time"], self.seed)
