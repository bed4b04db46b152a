"""Tweens, timelines and every table animation: same end state and duration with reduced motion on or off."""
from __future__ import annotations

from typing import Callable

import pygame
import pytest

from audio.names import ALL_SOUNDS
from motion.animation import Animation
from motion.card_flip import CardFlipAnimation
from motion.celebration import CelebrationAnimation
from motion.cheese_taken import CheeseTakenAnimation
from motion.cup_peek import CupPeekAnimation
from motion.dice_roll import DiceRollAnimation
from motion.eyes import EyesAnimation
from motion.night_clock import NightClockAnimation
from motion.timeline import Step, Timeline, hold
from motion.tween import REDUCED_MOTION_SECONDS, Tween

FRAME = 1 / 60
RECT = pygame.Rect(200, 200, 120, 140)


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


def _votes(reduced: bool) -> Animation:
    from motion.vote_pointers import VotePointersAnimation

    return VotePointersAnimation([(0, (100, 500), (400, 200)), (3, (600, 500), (400, 200))], 12, reduced)


FACTORIES: dict[str, Callable[[bool], Animation]] = {
    "dice-roll": lambda reduced: DiceRollAnimation(RECT, pygame.Color(200, 100, 0), reduced),
    "cup-peek": lambda reduced: CupPeekAnimation(RECT, [3], None, reduced),
    "cup-peek-two-dice": lambda reduced: CupPeekAnimation(RECT, [2, 6], None, reduced),
    "cheese-taken": lambda reduced: CheeseTakenAnimation(RECT, (50, 50), reduced),
    "eyes-open": lambda reduced: EyesAnimation(RECT, 2, True, reduced),
    "eyes-close": lambda reduced: EyesAnimation(RECT, 2, False, reduced),
    "card-flip": lambda reduced: CardFlipAnimation(RECT, "sleepyhead", "Sleepyhead", "", reduced),
    "night-clock": lambda reduced: NightClockAnimation(RECT, 6, 1, reduced),
    "vote-pointers": _votes,
    "celebration": lambda reduced: CelebrationAnimation(pygame.Rect(0, 0, 800, 600), [(1, RECT)], 3, reduced),
}

END_STATES = {
    "dice-roll": {"lift": 0.0, "impact": 1.0},
    "cup-peek": {"lift": 0.0},
    "cheese-taken": {"taken": 1.0},
    "eyes-open": {"eyes": 1.0},
    "eyes-close": {"eyes": 0.0},
    "card-flip": {"flip": 1.0},
    "night-clock": {"hand": 7.0},
    "vote-pointers": {"grow": 1.0},
}


def play(animation: Animation, surface: pygame.Surface) -> list[str]:
    cues: list[str] = []
    steps = 0
    while not animation.done:
        cues += animation.update(FRAME)
        animation.draw(surface)
        steps += 1
        assert steps < 60 * 30, "animation never ends"
    return cues


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_reduced_motion_keeps_duration_end_state_and_sounds(name: str) -> None:
    surface = pygame.Surface((800, 600))
    full, reduced = FACTORIES[name](False), FACTORIES[name](True)
    assert full.duration == pytest.approx(reduced.duration) and full.duration > 0
    full_cues, reduced_cues = play(full, surface), play(reduced, surface)
    assert full.done and reduced.done
    assert full.timeline.layers() == reduced.timeline.layers() == [(full.timeline.end_pose, 1.0)]
    for key, value in END_STATES.get(name, {}).items():
        assert full.pose()[key] == pytest.approx(value)
    assert full_cues == reduced_cues
    assert set(full_cues) <= set(ALL_SOUNDS)


def test_cue_sounds_fire_once_at_their_time() -> None:
    roll = FACTORIES["dice-roll"](False)
    cues = play(roll, pygame.Surface((400, 400)))
    assert cues == ["dice_rattle", "dice_slam"]


def test_reduced_motion_shows_a_short_fade_then_holds() -> None:
    timeline = Timeline({"x": 0.0}, [Step(1.0, {"x": 10.0}), hold(1.0)], reduced_motion=True)
    timeline.update(REDUCED_MOTION_SECONDS / 2)
    layers = timeline.layers()
    assert [pose["x"] for pose, _ in layers] == [0.0, 10.0]
    assert layers[1][1] == pytest.approx(0.5)
    timeline.update(REDUCED_MOTION_SECONDS)
    assert timeline.layers() == [({"x": 10.0}, 1.0)]
    assert not timeline.done


def test_full_motion_follows_the_easing_curve() -> None:
    timeline = Timeline({"x": 0.0}, [Step(1.0, {"x": 10.0}, "easeInQuad")])
    timeline.update(0.5)
    assert timeline.pose()["x"] == pytest.approx(2.5)


def test_timeline_rejects_bad_steps() -> None:
    with pytest.raises(ValueError):
        Timeline({"x": 0.0}, [Step(1.0, {"y": 1.0})])
    with pytest.raises(ValueError):
        Timeline({"x": 0.0}, [Step(1.0, {"x": 1.0}, "noSuchEasing")])


def test_tween_reaches_its_end_with_and_without_reduced_motion() -> None:
    for reduced in (False, True):
        tween = Tween(2.0, 8.0, 1.5, "easeOutBack", delay=0.25, reduced_motion=reduced)
        assert tween.value == pytest.approx(2.0)
        while not tween.done:
            tween.update(FRAME)
        assert tween.value == pytest.approx(8.0)
    assert Tween(0, 1, 1.5, reduced_motion=True).duration == REDUCED_MOTION_SECONDS


def test_seek_shows_a_mid_frame_and_the_die_stays_hidden_while_rolling() -> None:
    peek = FACTORIES["cup-peek"](False)
    peek.seek(peek.duration * 0.4)
    assert peek.pose()["lift"] == pytest.approx(1.0)
    roll = FACTORIES["dice-roll"](False)
    assert not hasattr(roll, "values")  # a roll never knows the value, so it cannot show it


def test_fixed_durations_do_not_depend_on_the_content() -> None:
    from motion.vote_pointers import VotePointersAnimation

    few = VotePointersAnimation([(0, (0, 0), (10, 10))], 5)
    many = VotePointersAnimation([(seat, (0, seat), (50, 50)) for seat in range(8)], 5)
    assert few.duration == many.duration
    assert CupPeekAnimation(RECT, [1]).duration == CupPeekAnimation(RECT, [2, 5]).duration


def test_confetti_prepared_in_parts_is_the_confetti_prepared_at_once() -> None:
    from art import confetti

    rect = pygame.Rect(0, 0, 320, 200)
    steps = confetti.confetti_prepare_steps(rect, seed=5)
    assert len(steps) == confetti.CONFETTI_COLOURS + 1
    for step in steps:
        step()
    misses = confetti._colour_sheet.cache_info().misses, confetti._flights.cache_info().misses
    confetti.prepare_confetti(rect, seed=5)
    surface = pygame.Surface(rect.size)
    confetti.draw_confetti(surface, rect, 1.0, seed=5)
    assert (confetti._colour_sheet.cache_info().misses, confetti._flights.cache_info().misses) == misses
