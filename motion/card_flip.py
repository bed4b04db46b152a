"""A card turned face up, with a warm glow for the reveal."""
from __future__ import annotations

import pygame

from art.cards import card_rect, draw_card
from audio.names import CARD_FLIP
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold

FLIP_SECONDS = 0.7
GLOW_SECONDS = 0.35
SHOW_SECONDS = 0.6
FADE_SECONDS = 0.5
DURATION = FLIP_SECONDS + GLOW_SECONDS + SHOW_SECONDS + FADE_SECONDS
REST_GLOW = 0.35


class CardFlipAnimation(Animation):
    """Turn the card in `rect` from its back to the face of `kind` (titles already translated)."""

    duration_seconds = DURATION

    def __init__(self, rect: pygame.Rect, kind: str, title: str, back_title: str = "", reduced_motion: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.kind, self.title, self.back_title = kind, title, back_title
        timeline = Timeline(
            {"flip": 0.0, "glow": 0.0},
            [
                Step(FLIP_SECONDS, {"flip": 1.0}, "easeInOutCubic"),
                Step(GLOW_SECONDS, {"glow": 1.0}, "easeOutQuad"),
                hold(SHOW_SECONDS),
                Step(FADE_SECONDS, {"glow": REST_GLOW}, "easeInOutSine"),
            ],
            reduced_motion,
        )
        super().__init__(timeline, [(0.0, CARD_FLIP)])

    def bounds(self) -> pygame.Rect:
        box = card_rect(self.rect)
        return box.inflate(box.width, box.height)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        draw_card(surface, self.rect, self.kind, self.title, flip=pose["flip"], back_title=self.back_title, glow=pose["glow"])
