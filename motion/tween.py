"""A single eased value over time, advanced by `update(dt)`."""
from __future__ import annotations

import pytweening

REDUCED_MOTION_SECONDS = 0.2


def ease(easing: str, t: float) -> float:
    """Apply the pytweening easing called `easing` to t (clamped to 0..1)."""
    function = getattr(pytweening, easing, None)
    if function is None or not callable(function):
        raise ValueError(f"unknown easing {easing!r}")
    return float(function(max(0.0, min(1.0, t))))


class Tween:
    """A value going from `start` to `end` in `duration` seconds after `delay`.

    With `reduced_motion` the change becomes a short linear fade of at most
    REDUCED_MOTION_SECONDS; the end value is the same.
    """

    def __init__(
        self,
        start: float,
        end: float,
        duration: float,
        easing: str = "easeInOutQuad",
        delay: float = 0.0,
        reduced_motion: bool = False,
    ) -> None:
        if duration < 0 or delay < 0:
            raise ValueError("durations cannot be negative")
        ease(easing, 0.0)  # reject unknown easings early
        self.start, self.end = float(start), float(end)
        self.delay = float(delay)
        self.duration = min(duration, REDUCED_MOTION_SECONDS) if reduced_motion else float(duration)
        self.easing = "linear" if reduced_motion else easing
        self.elapsed = 0.0

    def update(self, dt: float) -> None:
        self.elapsed += max(0.0, dt)

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * ease(self.easing, self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration
