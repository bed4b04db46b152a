"""Timing of the narrated night: identical hours, no overlapping clips, a fake clock within 50 ms."""
from __future__ import annotations

import random

import pytest

from narrator.clips import load_manifest
from narrator.dry_run import narration_timeline
from narrator.script import HOURS, hour_close_key, hour_open_key
from narrator.texts import LANGUAGES
from narrator.timeline import SECONDS_PER_HOUR_CHOICES, Timeline, TimelineRunner, timeline_for

COUNTS = range(4, 9)
TOLERANCE = 0.05


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def cue_times(timeline: Timeline) -> dict[str, float]:
    return {cue.key: cue.t for cue in timeline.cues}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("seconds", SECONDS_PER_HOUR_CHOICES)
def test_hours_in_order_with_equal_spacing(players: int, lang: str, seconds: int) -> None:
    timeline = narration_timeline(players, lang, seconds_per_hour=seconds, fall_mouse_reminder=True)
    times = cue_times(timeline)
    opens = [times[hour_open_key(h)] for h in HOURS]
    closes = [times[hour_close_key(h)] for h in HOURS]
    assert opens == sorted(opens)
    gaps = {round(b - a, 6) for a, b in zip(opens, opens[1:])}
    assert gaps == {round(timeline.hour_slot_seconds, 6)}
    awake = {round(c - o, 6) for o, c in zip(opens, closes)}
    assert len(awake) == 1, "every hour keeps eyes open for the same time"
    assert awake.pop() >= seconds
    hour_segments = [s for s in timeline.segments if s.phase == "hour"]
    assert [s.hour for s in hour_segments] == list(HOURS)
    assert {round(s.end - s.start, 6) for s in hour_segments} == {round(timeline.hour_slot_seconds, 6)}
    assert {round(s.window[1] - s.window[0], 6) for s in hour_segments if s.window} == {float(seconds)}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", COUNTS)
def test_clips_never_overlap_and_follower_lines_fall_between_hour_six_and_dawn(players: int, lang: str) -> None:
    timeline = narration_timeline(players, lang, fall_mouse_reminder=True)
    for cue, following in zip(timeline.cues, timeline.cues[1:]):
        assert cue.t + cue.seconds <= following.t + 1e-6, f"{cue.key} still speaking when {following.key} starts"
    times = cue_times(timeline)
    followers = [c.t for c in timeline.cues if c.key.startswith("followers_")]
    assert bool(followers) == (players >= 6)
    assert all(times["hour_6_close"] < t < times["dawn"] for t in followers)
    if players == 7:
        assert times["followers_thief_close"] < times["followers_open"]


def test_hour_slot_comes_from_the_longest_hour_clip_of_the_language() -> None:
    durations = {hour_open_key(h): 2.0 for h in HOURS} | {hour_close_key(h): 1.0 for h in HOURS}
    durations[hour_open_key(4)] = 5.0
    timeline = timeline_for(5, durations, seconds_per_hour=10)
    times = cue_times(timeline)
    assert times["hour_2_open"] - times["hour_1_open"] == pytest.approx(timeline.hour_slot_seconds)
    assert times["hour_1_close"] - times["hour_1_open"] == pytest.approx(times["hour_4_close"] - times["hour_4_open"])
    assert times["hour_1_close"] - times["hour_1_open"] >= 5.0 + 10


def test_last_minute_warning_and_vote_countdown() -> None:
    timeline = timeline_for(5, {}, seconds_per_hour=5, discussion_seconds=180)
    times = cue_times(timeline)
    discussion = next(s for s in timeline.segments if s.phase == "discussion" and s.window)
    assert times["last_minute"] == pytest.approx(discussion.end - 60)
    steps = [times[k] for k in ("count_3", "count_2", "count_1", "vote_now")]
    assert all(b - a >= 1.0 for a, b in zip(steps, steps[1:]))
    short = cue_times(timeline_for(5, {}, discussion_seconds=45))
    assert "last_minute" not in short


def test_bad_timing_values_are_refused() -> None:
    with pytest.raises(ValueError, match="seconds_per_hour"):
        timeline_for(5, {}, seconds_per_hour=0)
    with pytest.raises(ValueError, match="discussion_seconds"):
        timeline_for(5, {}, discussion_seconds=-1)


def run_with_fake_clock(timeline: Timeline, seed: int, pause_at: float | None = None, pause_for: float = 0.0):
    """Drive a runner with irregular frame steps; return (fired cue -> lateness, clock time at night's end)."""
    clock = FakeClock()
    rng = random.Random(seed)
    runner = TimelineRunner(timeline, clock)
    runner.start()
    origin = clock.now
    paused_total = 0.0
    lateness: dict[str, float] = {}
    night_end: float | None = None
    while not runner.finished:
        clock.now += rng.uniform(0.001, 0.045)
        if pause_at is not None and not runner.paused and runner.elapsed() >= pause_at and paused_total == 0.0:
            runner.pause()
            clock.now += pause_for
            assert runner.poll() == []
            paused_total = pause_for
            runner.resume()
        for cue in runner.poll():
            lateness[cue.key + f"@{cue.t}"] = (clock.now - origin - paused_total) - cue.t
        if night_end is None and runner.elapsed() >= timeline.night_seconds:
            night_end = clock.now - origin - paused_total
    return lateness, night_end


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", COUNTS)
def test_fake_clock_night_within_50_ms_of_configured_length(players: int, lang: str) -> None:
    timeline = narration_timeline(players, lang, seconds_per_hour=10, discussion_seconds=90)
    lateness, night_end = run_with_fake_clock(timeline, seed=players * 7 + len(lang))
    assert len(lateness) == len(timeline.cues)
    assert all(0.0 <= late <= TOLERANCE for late in lateness.values()), lateness
    assert night_end is not None and abs(night_end - timeline.night_seconds) <= TOLERANCE


def test_pause_shifts_the_rest_of_the_night_without_drift() -> None:
    timeline = narration_timeline(7, "en", seconds_per_hour=8, discussion_seconds=90)
    third_hour = next(s for s in timeline.segments if s.hour == 3)
    lateness, night_end = run_with_fake_clock(timeline, seed=3, pause_at=third_hour.start + 4.0, pause_for=37.25)
    assert all(0.0 <= late <= TOLERANCE for late in lateness.values())
    assert night_end is not None and abs(night_end - timeline.night_seconds) <= TOLERANCE


def test_runner_countdown_segment_seek_and_repeat_state() -> None:
    clock = FakeClock()
    timeline = timeline_for(6, {}, seconds_per_hour=10, discussion_seconds=120)
    runner = TimelineRunner(timeline, clock)
    assert runner.countdown() is None and not runner.started
    runner.start()
    hour2 = next(s for s in timeline.segments if s.hour == 2)
    assert hour2.window is not None
    clock.now += hour2.start + 0.1
    runner.poll()
    assert runner.segment() == hour2
    assert runner.countdown() == pytest.approx(10.0)
    assert runner.last_cue is not None and runner.last_cue.key == "hour_2_open"
    clock.now += hour2.window[0] - hour2.start + 3.0 - 0.1
    assert runner.countdown() == pytest.approx(7.0)
    vote_start = timeline.first_time_of("vote")
    assert vote_start is not None
    runner.seek(vote_start)
    assert runner.segment() is not None and runner.segment().phase == "vote"
    assert [c.key for c in runner.poll()] == ["vote_call"]
    runner.restart()
    assert runner.elapsed() == 0.0 and runner.last_cue is None


def test_manifest_durations_feed_the_timeline() -> None:
    manifest = load_manifest()
    timeline = narration_timeline(4, "de")
    first_hour = next(c for c in timeline.cues if c.key == "hour_1_open")
    assert first_hour.seconds == pytest.approx(manifest.durations("de")["hour_1_open"])
