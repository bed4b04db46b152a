"""A pose (named float values) moved through a list of eased steps.

Each `Step` moves some values to new targets over its duration (or just holds
when `to` is empty). With reduced motion, every move becomes a short cross-fade
from the pose before the step to the pose after it, and the rest of the step
holds; the total duration does not change.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from motion.tween import REDUCED_MOTION_SECONDS, ease

Pose = dict[str, float]


@dataclass(frozen=True)
class Step:
    duration: float
    to: Mapping[str, float] = field(default_factory=dict)
    easing: str = "easeInOutQuad"


def hold(duration: float) -> Step:
    return Step(duration)


class Timeline:
    def __init__(self, start: Mapping[str, float], steps: Sequence[Step], reduced_motion: bool = False) -> None:
        for step in steps:
            if step.duration < 0:
                raise ValueError("step durations cannot be negative")
            ease(step.easing, 0.0)
            unknown = set(step.to) - set(start)
            if unknown:
                raise ValueError(f"step moves values without a start: {sorted(unknown)}")
        self.steps = tuple(steps)
        self.reduced_motion = reduced_motion
        self.duration = sum(step.duration for step in self.steps)
        self.elapsed = 0.0
        # Pose at the start of every step, and the final pose.
        self._poses: list[Pose] = [dict(start)]
        for step in self.steps:
            self._poses.append({**self._poses[-1], **step.to})

    def update(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + max(0.0, dt))

    def finish(self) -> None:
        self.elapsed = self.duration

    def seek(self, seconds: float) -> None:
        self.elapsed = max(0.0, min(self.duration, seconds))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else self.elapsed / self.duration

    @property
    def start_pose(self) -> Pose:
        return dict(self._poses[0])

    @property
    def end_pose(self) -> Pose:
        return dict(self._poses[-1])

    def _locate(self) -> tuple[int, float]:
        """Index of the current step and the time spent in it."""
        remaining = self.elapsed
        for index, step in enumerate(self.steps):
            if remaining < step.duration:
                return index, remaining
            remaining -= step.duration
        return len(self.steps), 0.0

    def pose(self) -> Pose:
        """The pose now, as full motion shows it."""
        index, local = self._locate()
        if index >= len(self.steps):
            return self.end_pose
        step, before, after = self.steps[index], self._poses[index], self._poses[index + 1]
        amount = ease(step.easing, local / step.duration) if step.duration > 0 else 1.0
        return {key: before[key] + (after[key] - before[key]) * amount for key in before}

    def layers(self) -> list[tuple[Pose, float]]:
        """Poses to draw now with their opacity: one opaque pose, or two during a reduced-motion fade."""
        if not self.reduced_motion:
            return [(self.pose(), 1.0)]
        index, local = self._locate()
        if index >= len(self.steps):
            return [(self.end_pose, 1.0)]
        step, before, after = self.steps[index], self._poses[index], self._poses[index + 1]
        if not step.to or before == after:
            return [(dict(before), 1.0)]
        fade = min(REDUCED_MOTION_SECONDS, step.duration)
        mix = 1.0 if fade <= 0 else min(1.0, local / fade)
        if mix >= 1.0:
            return [(dict(after), 1.0)]
        return [(dict(before), 1.0 - mix), (dict(after), mix)]
