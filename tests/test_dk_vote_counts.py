"""The pointed vote entered as counts per suspect (DK19): the number pad's rules, the votes the counts make, and one
person entering a vote of twenty players in under thirty seconds of taps."""
from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from program import i18n
from app.plan_lookup import demo_plan
from driver.plans.double_kill import vote_counts
from app.gestures import Tap
from game.double_kill.day import tally
from game.double_kill.engine import apply
from game.double_kill.hands import all_hands
from play.double_kill.session import DkScreen
from play.double_kill.vote_counts import CountEntry, votes_from_counts
from tests.dk_helpers import dealt, end_speeches, nominate, play_night

SECONDS_PER_TAP = 0.7
TWENTY_PLAYERS_BUDGET_S = 30.0


def test_a_digit_enters_the_count_and_moves_on_and_ten_comes_before_it() -> None:
    entry = CountEntry(suspects=4, living=38)
    entry.digit(3)
    assert (entry.counts, entry.current) == ([3, 0, 0, 0], 1)
    entry.add_ten()
    entry.digit(4)
    assert (entry.counts, entry.current, entry.tens) == ([3, 14, 0, 0], 2, 0)
    entry.select(0)
    entry.clear()
    assert entry.counts == [0, 14, 0, 0] and 0 not in entry.entered and entry.current == 0
    entry.select(3)
    entry.digit(9)
    entry.digit(9)  # the last suspect stays selected: a second digit replaces the count
    assert entry.counts == [0, 14, 0, 9] and entry.current == 3 and entry.left == 15
    for _ in range(5):
        entry.add_ten()
    assert entry.tens == 3  # never more tens than living hands
    entry.digit(9)
    assert entry.counts[3] == 38 and entry.left == -14 and not entry.complete()
    entry.select(7)  # no such suspect: nothing changes
    assert entry.current == 3


def test_the_counts_become_one_vote_per_living_hand_with_exactly_that_tally() -> None:
    state = nominate(play_night(dealt(10)), {9: ["3L", "4L"], 8: ["0R"]})
    state = end_speeches(state)
    day = state.days[-1]
    voters = tuple(hand for hand in all_hands(10) if state.is_alive(hand))
    with pytest.raises(ValueError):
        votes_from_counts(voters, day.candidates, (5, 5, 5))
    with pytest.raises(ValueError):
        votes_from_counts(voters, day.candidates, (25, -5, 0))
    counts = (12, 0, 8)
    for vote in votes_from_counts(voters, day.candidates, counts):
        state = apply(state, vote)
    counted = tally(state.days[-1], 1)
    assert tuple(counted[hand] for hand in day.candidates) == counts
    assert state.days[-1].lynched == day.candidates[0]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=40))
def test_entering_any_counts_in_order_takes_a_tap_per_suspect_up_to_the_last_voted_plus_one_per_ten(counts: list[int]) -> None:
    living = sum(counts)
    if living == 0:
        return
    entry = CountEntry(len(counts), living)
    taps = 0
    for index, count in enumerate(counts[:max(i for i, c in enumerate(counts) if c) + 1]):
        for _ in range(count // 10):
            entry.add_ten()
            taps += 1
        entry.digit(count % 10)
        taps += 1
    assert entry.counts == counts and entry.complete()
    assert taps <= len(counts) + living // 10


def _click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def _vote_of_twenty(make_app, lang: str = "en"):
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at
    from scenes.double_kill.vote import VoteScene

    session = session_at("vote-twenty", lambda session: session.screen() is DkScreen.VOTE, players=20)
    app = make_app((1280, 800), lang)
    flow = DkFlow(app, session, persist=False)
    scene = flow.scene_for(DkScreen.VOTE)
    assert isinstance(scene, VoteScene)
    app.scenes.push(scene, transition=False)
    app.scenes.fade = None
    while scene.counting():
        app.step(0.5, [])
    return app, flow, scene


def test_one_person_enters_a_vote_of_twenty_as_the_demo_does_in_under_thirty_seconds(make_app, data_dir) -> None:
    app, flow, scene = _vote_of_twenty(make_app)
    rng = random.Random(3)
    wanted = list(vote_counts(scene, rng))
    assert sum(wanted) == len(scene.voters) > 30 and len(wanted) == len(scene.candidates) > 10
    taps = 0
    for _ in range(200):
        if app.scenes.top() is not scene:
            break
        plan = demo_plan(scene, rng, None)
        assert plan and all(isinstance(gesture, Tap) for gesture in plan)
        for gesture in plan:
            app.step(0.05, _click(gesture.pos))
            taps += 1
        app.step(0.05, [])
    assert app.scenes.top() is not scene  # "Count the votes" was pressed
    day = flow.session.public().days[-1]
    got = {hand: 0 for hand in day.candidate_rounds[0]}
    for _, target in day.vote_rounds[0]:
        got[target] += 1
    assert [got[hand] for hand in day.candidate_rounds[0]] == wanted
    assert taps * SECONDS_PER_TAP < TWENTY_PLAYERS_BUDGET_S, taps


def test_too_many_hands_say_so_and_keep_count_closed(make_app, data_dir) -> None:
    app, flow, scene = _vote_of_twenty(make_app)
    scene.press_key("ten")
    scene.press_key("ten")
    scene.press_key("9")
    scene.press_key("ten")
    scene.press_key("9")
    assert scene.entry.left < 0 and not scene.action_button.is_enabled
    assert scene.status_text() == i18n.t("dk.vote.entered_over", entered=scene.entry.total, living=len(scene.voters),
                                         over=-scene.entry.left)
    scene.on_action()  # a stray press of the closed button changes nothing
    assert app.scenes.top() is scene and flow.session.public().days[-1].vote_rounds == ()
    app.step(0.05, _click(scene.cells[0].center))
    assert scene.entry.current == 0
    scene.press_key("clear")
    assert scene.entry.left > 0 and not scene.action_button.is_enabled
