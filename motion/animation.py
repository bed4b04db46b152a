"""Base class of the table animations: a timeline, sound cues and drawing through art/."""
from __future__ import annotations

from typing import Sequence

import pygame

from motion.timeline import Pose, Timeline

_scratch: dict[tuple[int, int], pygame.Surface] = {}


def _scratch_surface(size: tuple[int, int]) -> pygame.Surface:
    """One reusable transparent layer per screen size, for reduced-motion fades."""
    layer = _scratch.get(size)
    if layer is None:
        _scratch.clear()
        layer = pygame.Surface(size, pygame.SRCALPHA)
        _scratch[size] = layer
    return layer


class Animation:
    """Something on the table that moves for a fixed `duration`.

    `update(dt)` advances it and returns the names of the sounds due in that
    interval (see audio.sounds); `draw(surface)` draws the current frame and never
    changes state. With reduced motion the same duration passes, but each move is
    shown as a short fade.
    """

    def __init__(self, timeline: Timeline, cues: Sequence[tuple[float, str]] = ()) -> None:
        self.timeline = timeline
        self.cues = tuple(sorted(cues))

    @property
    def duration(self) -> float:
        return self.timeline.duration

    @property
    def elapsed(self) -> float:
        return self.timeline.elapsed

    @property
    def done(self) -> bool:
        return self.timeline.done

    @property
    def reduced_motion(self) -> bool:
        return self.timeline.reduced_motion

    def update(self, dt: float) -> list[str]:
        before = self.timeline.elapsed
        self.timeline.update(dt)
        after = self.timeline.elapsed
        return [name for at, name in self.cues if before <= at < after]

    def seek(self, seconds: float) -> None:
        """Jump to a moment (used by the gallery to show a frame mid-animation)."""
        self.timeline.seek(seconds)

    def finish(self) -> None:
        self.timeline.finish()

    def pose(self) -> Pose:
        return self.timeline.pose()

    def bounds(self) -> pygame.Rect:
        """Screen area the animation may draw into (used for fades)."""
        raise NotImplementedError

    def draw_pose(self, surface: pygame.Surface, pose: Pose) -> None:
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        layers = self.timeline.layers()
        if len(layers) == 1 and layers[0][1] >= 1.0:
            self.draw_pose(surface, layers[0][0])
            return
        area = self.bounds().clip(surface.get_rect())
        if area.width <= 0 or area.height <= 0:
            return
        layer = _scratch_surface(surface.get_size())
        for pose, opacity in layers:
            layer.fill((0, 0, 0, 0), area)
            self.draw_pose(layer, pose)
            layer.set_alpha(round(255 * opacity))
            surface.blit(layer, area.topleft, area)
        layer.set_alpha(None)
