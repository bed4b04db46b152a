"""Indistinguishability: changing what a seat cannot know must leave its view unchanged (R10.5).

Each test takes a random game, changes other seats' hidden cards, dice, peeks, follower
choices or votes in a way consistent with everything the seat saw, repairs the rest of the
record so it stays legal, and checks that `view_for(state, seat)` is identical.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.cheese_thief.followers import FollowerRuleKind, follower_rule
from game.cheese_thief.night import resolve_night
from game.cheese_thief.phase import Phase
from game.cheese_thief.record import from_record, to_record
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import public_view, view_for
from tests.rules_helpers import finished_games, nights

FAST = settings(max_examples=60, deadline=None)
Record = dict[str, Any]


def _roles(data: Record) -> tuple[Role, ...]:
    return tuple(Role(r) for r in data["roles"])


def _wake_hours(data: Record) -> tuple[tuple[int, ...], ...]:
    dice = tuple(tuple(d) for d in data["dice"])
    wake = data.get("wake_choice")
    return resolve_night(_roles(data), dice, tuple(wake) if wake else None).wake_hours


def repair(data: Record) -> Record:
    """Drop peeks that became illegal and redo a 5-player follower pick that no longer fits."""
    night = resolve_night(_roles(data), tuple(tuple(d) for d in data["dice"]),
                          tuple(data["wake_choice"]) if data.get("wake_choice") else None)
    data["peeks"] = [target if night.may_peek(seat) else None for seat, target in enumerate(data["peeks"])]
    rule = follower_rule(night)
    if rule.kind is not FollowerRuleKind.CHOICE:
        data["followers"] = []
    elif not set(data["followers"]) <= set(rule.candidates) or len(data["followers"]) != rule.count:
        data["followers"] = list(rule.candidates[: rule.count])
    return data


def unseen_others(state: GameState, seat: int) -> list[int]:
    """Seats `seat` never saw awake, never peeked at, and does not know to be on the Thief's side."""
    view = view_for(state, seat)
    seen = {o for hour in view.night or () for o in hour.awake_with}
    if view.peek is not None:
        seen.add(view.peek.target)
    if view.dawn is not None:
        seen.update(view.dawn.known_followers)
        if view.dawn.known_thief is not None:
            seen.add(view.dawn.known_thief)
    assert state.roles is not None
    thief = state.roles.index(Role.THIEF)
    return [o for o in state.seats if o != seat and o != thief and o not in seen]


def assert_same_view(state: GameState, changed: Record, seat: int) -> None:
    other = from_record(repair(changed))
    assert other.phase is state.phase
    assert view_for(other, seat) == view_for(state, seat)


@FAST
@given(st.one_of(nights(), finished_games()), st.data())
def test_other_seats_dice_are_invisible(state: GameState, data: st.DataObject) -> None:
    """Changing the die (dice) of a seat I never saw, to an hour I was asleep, changes nothing for me."""
    seat = data.draw(st.sampled_from(list(state.seats)))
    candidates = unseen_others(state, seat)
    assume(candidates)
    other = data.draw(st.sampled_from(candidates))
    changed = copy.deepcopy(to_record(state))
    asleep = [h for h in range(1, 7) if h not in _wake_hours(changed)[seat]]
    hour = data.draw(st.sampled_from(asleep))
    if state.player_count == 4:
        spare = data.draw(st.integers(1, 6))
        changed["dice"][other] = [hour, spare]
        changed["wake_choice"][other] = hour
    else:
        changed["dice"][other] = [hour]
    assert_same_view(state, changed, seat)


@FAST
@given(st.one_of(nights(4), finished_games(4)), st.data())
def test_unchosen_four_player_die_is_invisible(state: GameState, data: st.DataObject) -> None:
    """4 players: another Sleepyhead's unchosen die is nobody else's business."""
    changed = copy.deepcopy(to_record(state))
    roles = _roles(changed)
    other = data.draw(st.sampled_from([s for s in state.seats if roles[s] is not Role.THIEF]))
    chosen = changed["wake_choice"][other]
    changed["dice"][other] = [chosen, data.draw(st.integers(1, 6))]
    for seat in state.seats:
        if seat != other:
            assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(st.one_of(nights(fall_mouse=True), finished_games(fall_mouse=True)), st.data())
def test_other_sleepy_cards_are_invisible(state: GameState, data: st.DataObject) -> None:
    """Swapping the Fall Mouse card with another Sleepyhead card, both not mine, changes nothing for me."""
    changed = copy.deepcopy(to_record(state))
    roles = changed["roles"]
    mouse = roles.index("fall_mouse")
    sleepy = data.draw(st.sampled_from([s for s, r in enumerate(roles) if r == "sleepyhead"]))
    roles[mouse], roles[sleepy] = "sleepyhead", "fall_mouse"
    for seat in state.seats:
        if seat not in (mouse, sleepy):
            assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(nights(), st.data())
def test_other_seats_peeks_are_invisible(state: GameState, data: st.DataObject) -> None:
    """Another seat's peek target (or its choice not to look) is invisible to me."""
    changed = copy.deepcopy(to_record(state))
    hours = _wake_hours(changed)
    lone = [s for s in state.seats if view_for(state, s).has_peek_decision]
    assume(lone)
    peeker = data.draw(st.sampled_from(lone))
    changed["peeks"][peeker] = data.draw(st.sampled_from([None, *[o for o in state.seats if o != peeker]]))
    assert hours == _wake_hours(changed)
    for seat in state.seats:
        if seat != peeker:
            assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(st.integers(6, 8).flatmap(nights), st.data())
def test_follower_choice_is_invisible_to_those_not_involved(state: GameState, data: st.DataObject) -> None:
    """6-8 players: the Thief's pick is invisible to anyone neither picked before nor after."""
    changed = copy.deepcopy(to_record(state))
    thief = changed["roles"].index("thief")
    others = [s for s in state.seats if s != thief]
    new = sorted(data.draw(st.lists(st.sampled_from(others), min_size=len(changed["followers"]),
                                    max_size=len(changed["followers"]), unique=True)))
    old = changed["followers"]
    changed["followers"] = new
    for seat in state.seats:
        if seat != thief and seat not in old and seat not in new:
            assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(nights(7), st.data())
def test_seven_player_followers_cannot_tell_who_the_thief_is(state: GameState, data: st.DataObject) -> None:
    """R6.4: at 7 players, a follower who did not see the theft cannot tell the Thief from another
    player awake at the same hour who is not a follower."""
    changed = copy.deepcopy(to_record(state))
    thief = changed["roles"].index("thief")
    hours = _wake_hours(changed)
    theft = hours[thief][0]
    doubles = [s for s in state.seats if s != thief and theft in hours[s] and s not in changed["followers"]
               and changed["roles"][s] == "sleepyhead"]
    assume(doubles)
    double = data.draw(st.sampled_from(doubles))
    changed["roles"][thief], changed["roles"][double] = "sleepyhead", "thief"
    for seat in changed["followers"]:
        if theft not in hours[seat]:
            assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(st.integers(5, 8).flatmap(nights), st.data())
def test_thief_cannot_be_told_from_a_sleepyhead_at_the_same_hour(state: GameState, data: st.DataObject) -> None:
    """Who took the cheese is known only to those awake at the theft and to those the rules tell
    (R10.4): for everyone else, swapping the Thief's card with a non-follower awake at the same
    hour changes nothing."""
    changed = copy.deepcopy(to_record(state))
    thief = changed["roles"].index("thief")
    hours = _wake_hours(changed)
    theft = hours[thief][0]
    doubles = [s for s in state.seats if s != thief and theft in hours[s] and s not in changed["followers"]]
    assume(doubles)
    double = data.draw(st.sampled_from(doubles))
    changed["roles"][thief], changed["roles"][double] = changed["roles"][double], "thief"
    for seat in state.seats:
        view = view_for(state, seat)
        if theft in hours[seat] or seat == thief or seat == double:
            continue
        if view.dawn is not None and view.dawn.known_thief is not None:
            continue
        assert_same_view(state, copy.deepcopy(changed), seat)


@FAST
@given(finished_games(), st.data())
def test_other_votes_are_invisible_in_seat_views(state: GameState, data: st.DataObject) -> None:
    """A seat's view holds only its own vote."""
    changed = copy.deepcopy(to_record(state))
    voter = data.draw(st.sampled_from(list(state.seats)))
    changed["votes"][voter] = data.draw(st.sampled_from([o for o in state.seats if o != voter]))
    for seat in state.seats:
        if seat != voter:
            assert_same_view(state, copy.deepcopy(changed), seat)


same_table = st.tuples(st.integers(4, 8), st.booleans()).map(lambda c: (c[0], c[1] and c[0] >= 6)).flatmap(
    lambda c: st.tuples(nights(*c), nights(*c))
)


@FAST
@given(same_table)
def test_public_view_before_reveal_depends_only_on_names_and_count(pair: tuple[GameState, GameState]) -> None:
    """R7.1: before the reveal the public view is the same for any secret cards, dice and choices."""
    one, two = pair
    assert public_view(one) == public_view(two)
    assert public_view(one).report is None


@FAST
@given(finished_games())
def test_public_view_after_reveal_holds_the_whole_story(state: GameState) -> None:
    """After the vote everything may be shown: the public report holds every card and die."""
    report = public_view(state).report
    assert state.phase is Phase.OVER and report is not None
    assert report.roles == state.roles and report.dice == state.dice


def test_the_public_vote_options_are_the_seats_own_at_every_step_of_a_vote() -> None:
    """R8.1: the table's vote asks who a seat may vote for from public facts; the answer is the seat view's."""
    import random

    from game.cheese_thief.actions import CastVote
    from game.cheese_thief.engine import apply
    from game.cheese_thief.views import public_view, view_for, vote_options_of
    from play.autoplay import play_until
    from play.flow import StepKind
    from play.session import PlaySession
    from play.setup import GameSetup

    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 5)
    play_until(session, StepKind.POINT_VOTE, random.Random(5))
    state = session._game
    for voter in range(5):
        for seat in range(5):
            assert vote_options_of(public_view(state), seat) == view_for(state, seat).vote_options
        state = apply(state, CastVote(voter, (voter + 1) % 5))
