"""The night as a timeline of cues, and a runner that plays it against an injectable clock.

Timing rules (docs/rules.md R3.1): every hour occupies exactly the same slot, whatever its clips last. The slot is
built from the longest hour-open and hour-close clips of the language, so no hour sounds shorter or longer
than another and nothing hints at who is awake.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Mapping

from narrator.script import (
    HOURS,
    ActionWindow,
    Discussion,
    HourCall,
    Say,
    Settle,
    Step,
    VoteCountdown,
    hour_close_key,
    hour_open_key,
    night_script,
)

SECONDS_PER_HOUR_CHOICES = (5, 8, 10, 15)
DEFAULT_SECONDS_PER_HOUR = 10
DEFAULT_DISCUSSION_SECONDS = 300
LAST_MINUTE_SECONDS = 60.0
BREATH_SECONDS = 0.6  # silence after each spoken line
HOUR_REST_SECONDS = 1.5  # silence after each hour's close line, before the next hour is called
COUNT_STEP_MIN_SECONDS = 1.0  # "3, 2, 1" are at least one second apart
MISSING_CLIP_SECONDS = 2.0

Clock = Callable[[], float]


def _r(seconds: float) -> float:
    """Round away float noise so equal slots compare equal in tests and read well in the dry-run."""
    return round(seconds, 6)


@dataclass(frozen=True)
class Cue:
    """One spoken line at time `t` (seconds from the start)."""

    t: float
    key: str
    seconds: float  # how long the clip lasts


@dataclass(frozen=True)
class Segment:
    """A stretch of the timeline shown as one phase on screen.

    `window` is the (start, end) of the countdown shown large on screen, if any.
    """

    start: float
    end: float
    phase: str  # "intro", "hour", "followers", "dawn", "discussion", "vote"
    hour: int | None = None
    window: tuple[float, float] | None = None


@dataclass(frozen=True)
class Timeline:
    cues: tuple[Cue, ...]
    segments: tuple[Segment, ...]
    hour_slot_seconds: float
    night_seconds: float  # from the start to the end of the dawn line
    total_seconds: float  # including discussion and vote, if any

    def segment_at(self, t: float) -> Segment | None:
        for segment in self.segments:
            if segment.start <= t < segment.end:
                return segment
        return None

    def first_time_of(self, phase: str) -> float | None:
        for segment in self.segments:
            if segment.phase == phase:
                return segment.start
        return None


def hour_slot_seconds(seconds_per_hour: float, durations: Mapping[str, float]) -> float:
    """The identical length of every hour: longest open clip, breath, action time, longest close clip, rest."""
    longest_open = max(durations.get(hour_open_key(h), MISSING_CLIP_SECONDS) for h in HOURS)
    longest_close = max(durations.get(hour_close_key(h), MISSING_CLIP_SECONDS) for h in HOURS)
    return longest_open + BREATH_SECONDS + seconds_per_hour + longest_close + HOUR_REST_SECONDS


class _Builder:
    def __init__(self, durations: Mapping[str, float]) -> None:
        self.durations = durations
        self.now = 0.0
        self.cues: list[Cue] = []
        self.segments: list[Segment] = []

    def length(self, key: str) -> float:
        return float(self.durations.get(key, MISSING_CLIP_SECONDS))

    def say(self, key: str, at: float | None = None) -> float:
        """Add a cue (at `at`, default now) and return when its clip ends."""
        start = self.now if at is None else at
        self.cues.append(Cue(_r(start), key, self.length(key)))
        return start + self.length(key)

    def open_segment(self, phase: str, start: float, hour: int | None = None) -> None:
        last = self.segments[-1] if self.segments else None
        if last is not None and last.phase == phase and last.hour == hour and last.window is None:
            return  # consecutive steps of one phase share one segment
        self.segments.append(Segment(_r(start), _r(start), phase, hour))

    def close_segment(self, end: float, window: tuple[float, float] | None = None) -> None:
        last = self.segments[-1]
        if window is not None:
            window = (_r(window[0]), _r(window[1]))
        self.segments[-1] = Segment(last.start, _r(end), last.phase, last.hour, window or last.window)


def _phase_of(step: Step, after_hours: bool) -> str:
    """Which on-screen phase a step belongs to."""
    if isinstance(step, Discussion):
        return "discussion"
    if isinstance(step, VoteCountdown):
        return "vote"
    if isinstance(step, HourCall):
        return "hour"
    if isinstance(step, Say) and step.key in ("dawn", "discussion_start"):
        return "dawn" if step.key == "dawn" else "discussion"
    # Everything else before the hours is the introduction; after them, the follower segment.
    return "followers" if after_hours else "intro"


def build_timeline(
    steps: list[Step],
    durations: Mapping[str, float],
    seconds_per_hour: float = DEFAULT_SECONDS_PER_HOUR,
    discussion_seconds: float = DEFAULT_DISCUSSION_SECONDS,
) -> Timeline:
    """Lay the steps out in time. `durations` maps line keys to clip lengths in seconds (this language)."""
    if seconds_per_hour <= 0:
        raise ValueError("seconds_per_hour: must be positive")
    if discussion_seconds < 0:
        raise ValueError("discussion_seconds: must not be negative")
    b = _Builder(durations)
    slot = hour_slot_seconds(seconds_per_hour, durations)
    longest_open = max(b.length(hour_open_key(h)) for h in HOURS)
    night_seconds = 0.0
    seen_hours = False
    for step in steps:
        if isinstance(step, HourCall):
            seen_hours = True
        phase = _phase_of(step, after_hours=seen_hours)
        if isinstance(step, HourCall):
            start = b.now
            b.segments.append(Segment(_r(start), _r(start), "hour", step.hour))
            b.say(hour_open_key(step.hour))
            window_start = start + longest_open + BREATH_SECONDS
            window_end = window_start + seconds_per_hour
            b.say(hour_close_key(step.hour), at=window_end)
            b.now = start + slot
            b.close_segment(b.now, (window_start, window_end))
        elif isinstance(step, Say):
            b.open_segment(phase, b.now)
            b.now = b.say(step.key) + BREATH_SECONDS
            b.close_segment(b.now)
            if step.key == "dawn":
                night_seconds = b.now
        elif isinstance(step, ActionWindow):
            b.segments.append(Segment(_r(b.now), _r(b.now), phase))
            b.close_segment(b.now + seconds_per_hour, (b.now, b.now + seconds_per_hour))
            b.now += seconds_per_hour
        elif isinstance(step, Settle):
            b.open_segment(phase, b.now)
            b.now += step.seconds
            b.close_segment(b.now)
        elif isinstance(step, Discussion):
            start = b.now
            b.segments.append(Segment(_r(start), _r(start), "discussion"))
            end = start + discussion_seconds
            if discussion_seconds > LAST_MINUTE_SECONDS + b.length("last_minute"):
                b.say("last_minute", at=end - LAST_MINUTE_SECONDS)
            b.now = end
            b.close_segment(end, (start, end))
        elif isinstance(step, VoteCountdown):
            b.segments.append(Segment(_r(b.now), _r(b.now), "vote"))
            t = b.say("vote_call") + BREATH_SECONDS
            counts = ("count_3", "count_2", "count_1", "vote_now")
            step_seconds = max([COUNT_STEP_MIN_SECONDS] + [b.length(k) + 0.2 for k in counts[:-1]])
            for key in counts:
                end = b.say(key, at=t)
                t += step_seconds
            b.now = end + BREATH_SECONDS
            b.close_segment(b.now)
    if night_seconds == 0.0:
        night_seconds = b.now
    return Timeline(tuple(b.cues), tuple(b.segments), slot, round(night_seconds, 6), round(b.now, 6))


def timeline_for(
    players: int,
    durations: Mapping[str, float],
    seconds_per_hour: float = DEFAULT_SECONDS_PER_HOUR,
    discussion_seconds: float = DEFAULT_DISCUSSION_SECONDS,
    fall_mouse_reminder: bool = False,
    include_day: bool = True,
) -> Timeline:
    steps = night_script(players, fall_mouse_reminder=fall_mouse_reminder, include_day=include_day)
    return build_timeline(steps, durations, seconds_per_hour, discussion_seconds)


class TimelineRunner:
    """Plays a timeline against a clock: reports each cue when its time has come; pause, resume, seek, restart.

    Time is always read from the clock (never summed from frame deltas), so frame jitter cannot accumulate.
    """

    def __init__(self, timeline: Timeline, clock: Clock = time.monotonic) -> None:
        self.timeline = timeline
        self._clock = clock
        self._origin: float | None = None  # clock time at which the timeline's t = 0
        self._paused_at: float | None = None  # elapsed time frozen while paused
        self._next = 0  # index of the next cue to report
        self.last_cue: Cue | None = None

    @property
    def started(self) -> bool:
        return self._origin is not None

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    @property
    def finished(self) -> bool:
        return self.started and self.elapsed() >= self.timeline.total_seconds and self._next >= len(self.timeline.cues)

    def start(self) -> None:
        self._origin = self._clock()
        self._paused_at = None
        self._next = 0
        self.last_cue = None

    restart = start

    def elapsed(self) -> float:
        if self._origin is None:
            return 0.0
        if self._paused_at is not None:
            return self._paused_at
        return min(self._clock() - self._origin, self.timeline.total_seconds)

    def pause(self) -> None:
        if self.started and not self.paused:
            self._paused_at = self.elapsed()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._origin = self._clock() - self._paused_at
            self._paused_at = None

    def seek(self, t: float) -> None:
        """Jump to time `t`; cues before it are skipped silently (e.g. 'vote now' during the discussion)."""
        t = max(0.0, min(t, self.timeline.total_seconds))
        if self._origin is None:
            self.start()
        if self._paused_at is not None:
            self._paused_at = t
        else:
            # A microsecond past `t`, so float rounding cannot leave us just before the target.
            self._origin = self._clock() - t - 1e-6
        self._next = 0
        while self._next < len(self.timeline.cues) and self.timeline.cues[self._next].t < t:
            self.last_cue = self.timeline.cues[self._next]
            self._next += 1

    def poll(self) -> list[Cue]:
        """The cues whose time has come since the last poll, in order."""
        if not self.started or self.paused:
            return []
        now = self.elapsed()
        due: list[Cue] = []
        cues = self.timeline.cues
        while self._next < len(cues) and cues[self._next].t <= now:
            due.append(cues[self._next])
            self._next += 1
        if due:
            self.last_cue = due[-1]
        return due

    def segment(self) -> Segment | None:
        t = self.elapsed()
        found = self.timeline.segment_at(t)
        if found is None and self.timeline.segments and t >= self.timeline.total_seconds:
            return self.timeline.segments[-1]
        return found

    def countdown(self) -> float | None:
        """Seconds left in the current countdown window; the full window before it starts; None outside one."""
        segment = self.segment()
        if segment is None or segment.window is None:
            return None
        start, end = segment.window
        t = self.elapsed()
        return max(0.0, end - max(t, start))
