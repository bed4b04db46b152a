"""A mouse opening its eyes (with a sleepy blink) or closing them."""
from __future__ import annotations

import pygame

from art.mouse import draw_mouse, mouse_rect
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

OPEN_STEPS = (
    Step(0.25, {"eyes": 0.35}, "easeOutQuad"),
    Step(0.15, {"eyes": 0.1}, "easeInQuad"),
    Step(0.35, {"eyes": 1.0}, "easeOutBack"),
)
CLOSE_STEPS = (
    Step(0.35, {"eyes": 0.4}, "easeInOutSine"),
    Step(0.1, {"eyes": 0.5}, "linear"),
    Step(0.3, {"eyes": 0.0}, "easeInQuad"),
)
REST_SECONDS = 0.2
DURATION = sum(step.duration for step in OPEN_STEPS) + REST_SECONDS


class EyesAnimation(Animation):
    """The mouse of `seat` in `rect` waking up (`opening=True`) or falling asleep."""

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, seat: int, opening: bool = True, reduced_motion: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.seat = seat
        self.opening = opening
        steps = OPEN_STEPS if opening else CLOSE_STEPS
        timeline = Timeline({"eyes": 0.0 if opening else 1.0}, [*steps, hold(REST_SECONDS)], reduced_motion)
        super().__init__(timeline)

    def bounds(self) -> pygame.Rect:
        return mouse_rect(self.rect)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        draw_mouse(surface, self.rect, self.seat, eyes_open=min(1.0, max(0.0, pose["eyes"])))
