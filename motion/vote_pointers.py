"""Every vote drawn at once as an arrow growing from voter to suspect."""
from __future__ import annotations

from typing import Sequence

import pygame

from art.pointer import draw_vote_pointer
from motion.animation import Animation
from motion.timeline import Step, Timeline, hold
from motion.tween import ease

STAGGER_SECONDS = 0.12
GROW_SECONDS = 0.6
REST_SECONDS = 0.4
MAX_VOTES = 8
# Fixed whatever the number of votes, so the reveal lasts the same at every table.
DURATION = STAGGER_SECONDS * (MAX_VOTES - 1) + GROW_SECONDS + REST_SECONDS

Point = tuple[float, float]


class VotePointersAnimation(Animation):
    """Arrows for `votes`, each (voter seat, voter point, suspect point), `width` px thick."""

    duration_seconds = DURATION

    def __init__(self, votes: Sequence[tuple[int, Point, Point]], width: float, reduced_motion: bool = False) -> None:
        if len(votes) > MAX_VOTES:
            raise ValueError("at most eight votes")
        self.votes = tuple(votes)
        self.width = width
        # One shared clock; each arrow's growth is the same eased curve shifted by its stagger.
        timeline = Timeline({"grow": 0.0}, [Step(DURATION - REST_SECONDS, {"grow": 1.0}, "linear"), hold(REST_SECONDS)], reduced_motion)
        super().__init__(timeline)

    def bounds(self) -> pygame.Rect:
        area = pygame.Rect(self.votes[0][1], (1, 1)) if self.votes else pygame.Rect(0, 0, 1, 1)
        for _, start, end in self.votes:
            area.union_ip(pygame.Rect(start, (1, 1)))
            area.union_ip(pygame.Rect(end, (1, 1)))
        margin = int(self.width * 3)
        return area.inflate(margin * 2, margin * 2)

    def arrow_progress(self, index: int, grow: float) -> float:
        """How far arrow `index` has grown when the shared clock `grow` (0..1) is at a point."""
        seconds = grow * (DURATION - REST_SECONDS)
        local = (seconds - index * STAGGER_SECONDS) / GROW_SECONDS
        return ease("easeOutCubic", local)

    def draw_pose(self, surface: pygame.Surface, pose: dict[str, float]) -> None:
        for index, (seat, start, end) in enumerate(self.votes):
            draw_vote_pointer(surface, start, end, seat, self.width, self.arrow_progress(index, pose["grow"]))
