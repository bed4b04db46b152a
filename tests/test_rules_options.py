"""The choices a view offers are exactly the actions the engine accepts (no more, no fewer)."""

import itertools

from hypothesis import given, settings

from game.cheese_thief.actions import CastVote, ChooseFollowers, ChooseWakeHour, DealRoles, Peek
from game.cheese_thief.engine import apply
from game.cheese_thief.errors import RuleError, WrongPhaseError
from game.cheese_thief.phase import Phase
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from tests.rules_helpers import deals, nights

FAST = settings(max_examples=60, deadline=None)


def accepted(state: GameState, action: object) -> bool:
    try:
        apply(state, action)  # type: ignore[arg-type]
    except RuleError:
        return False
    return True


@FAST
@given(deals())
def test_offered_night_choices_are_exactly_the_legal_ones(state: GameState) -> None:
    """R3.3, R5.1-R5.5, R6.2-R6.5: waking hours, peeks and follower picks offered == accepted."""
    count = state.player_count
    for seat in state.seats:
        view = view_for(state, seat)
        for hour in range(0, 8):
            assert accepted(state, ChooseWakeHour(seat, hour)) == (hour in view.wake_hour_options)
        for target in [None, *range(-1, count + 1)]:
            legal = bool(view.peek_options) and (target is None or target in view.peek_options)
            assert accepted(state, Peek(seat, target)) == legal, (seat, target)
        for size in (1, 2):
            for pick in itertools.combinations(range(count), size):
                legal = size == view.followers_to_choose and set(pick) <= set(view.follower_options)
                assert accepted(state, ChooseFollowers(seat, pick)) == legal, (seat, pick)


@FAST
@given(nights())
def test_offered_votes_are_exactly_the_legal_ones(state: GameState) -> None:
    """R8.1: every other seat may be voted for, nobody else; nothing but votes once the night is over."""
    assert state.phase is Phase.VOTE
    for seat in state.seats:
        options = view_for(state, seat).vote_options
        for target in range(-1, state.player_count + 1):
            assert accepted(state, CastVote(seat, target)) == (target in options)
    assert not accepted(state, Peek(0, 1))
    try:
        apply(state, DealRoles(state.roles or ()))
    except WrongPhaseError as refused:
        assert refused.field == "roles"
    else:
        raise AssertionError("a second deal was accepted")
