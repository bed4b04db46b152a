"""Confetti and hopping, glowing winners."""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from art.confetti import confetti_prepare_steps, draw_confetti, prepare_confetti
from art.gradient import blit_glow
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

    def prepare(self) -> None:
        """Draw the confetti pieces ahead of time (about 10 ms at 1280x800)."""
        prepare_confetti(self.rect, self.seed)

    def prepare_steps(self) -> list[Callable[[], object]]:
        """:meth:`prepare` in parts of a few milliseconds, for a screen that spreads it over frames."""
        return confetti_prepare_steps(self.rect, self.seed)

    def halos_settled(self) -> bool:
        """True once the glow is full and stays so: a screen may then keep the halos in its still layer
        (see :meth:`draw_halos`) and draw the rest with :meth:`draw_without_halos`."""
        return self.pose()["glow"] >= 1.0 and len(self.timeline.layers()) == 1

    def draw_halos(self, surface: pygame.Surface, strength: float = 1.0) -> None:
        glow_color = color("winner.glow")
        glow_color.a = 220
        for _seat, mouse in self.winners:
            blit_glow(surface, mouse.center, (int(mouse.width * 2.0), int(mouse.height * 1.8)), glow_color, 1.1, strength)

    def draw_without_halos(self, surface: pygame.Surface) -> None:
        """The hopping winners and the confetti, once :meth:`halos_settled` (one pose, no reduced-motion fade)."""
        self._draw_winners_and_confetti(surface, self.pose())

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        self.draw_halos(surface, pose["glow"])
        self._draw_winners_and_confetti(surface, pose)

    def _draw_winners_and_confetti(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        for seat, mouse in self.winners:
            # Each mouse hops a little out of step with the others.
            phase = pose["hop"] * HOPS + seat * 0.17
            bounce = abs(math.sin(math.pi * phase)) * (1.0 - pose["hop"]) ** 0.5
            draw_mouse(surface, mouse.move(0, -int(bounce * mouse.height * 0.18)), seat)
        draw_confetti(surface, self.rect, pose["time"], self.seed)
