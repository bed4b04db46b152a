"""Property tests over seeded random Double Kill games at 10-20 players, with both recommended sets and edited ones."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.double_kill.actions import CastVote, EndSpeech, NightAction, Nominate
from game.double_kill.config import RoleSet
from game.double_kill.engine import apply
from game.double_kill.moves import legal_actions, turn
from game.double_kill.record import SPEECHES, from_record, to_record
from game.double_kill.referee import resolve
from game.double_kill.roles import GOOD_ROLES, Role, Team, team_of
from game.double_kill.state import GameState, WinReason
from game.double_kill.steps import StepKind
from game.double_kill.views import public_view, view_for
from tests.dk_helpers import random_action, random_play
from tests.test_dk_rules import roles_inside

FAST = settings(max_examples=10, deadline=None)  # each example plays a whole game: keep the suite quick
role_sets = st.none() | st.builds(RoleSet, assassin=st.integers(0, 1), bodyguard=st.integers(0, 1),
                                  killer=st.integers(1, 3), detective=st.integers(1, 3), doctor=st.integers(0, 1),
                                  traitor=st.integers(0, 1), undercover=st.integers(0, 1))
games = st.builds(random_play, st.integers(0, 2**32 - 1), st.integers(10, 20), role_sets)


def expected_winner(state: GameState) -> tuple[Team, WinReason] | None:
    """DK13 and DK20 written out again from the living cards."""
    if any(day.deadlock for day in state.days):
        return Team.KILLERS, WinReason.VOTE_DEADLOCK
    living = [state.role_of(hand) for hand in state.living_hands()]
    village = Role.KILLER not in living and Role.ASSASSIN not in living
    killers = Role.DETECTIVE not in living or not any(role in GOOD_ROLES for role in living)
    if village and killers:
        return Team.KILLERS, WinReason.BOTH_MET
    if killers:
        return Team.KILLERS, WinReason.DETECTIVES_DEAD if Role.DETECTIVE not in living else WinReason.OTHERS_DEAD
    if village:
        return Team.VILLAGE, WinReason.KILLERS_DEAD
    return None


@FAST
@given(games)
def test_every_game_ends_with_the_winner_the_rules_give(states: list[GameState]) -> None:
    """DK13, DK14, DK20: the game ends, exactly when a condition is first met, and the winners are the whole team."""
    final = states[-1]
    assert final.step.kind is StepKind.OVER and final.winner is not None
    assert (final.winner, final.win_reason) == expected_winner(final)
    assert all(expected_winner(state) is None for state in states[:-1] if state.hands is not None)
    assert final.hands is not None
    winners = public_view(final).winners
    assert winners == tuple(seat for seat, pair in enumerate(final.hands) if team_of(pair) is final.winner)


@FAST
@given(games)
def test_a_dead_hand_never_acts(states: list[GameState]) -> None:
    """DK5, DK6, DK17, DK19: nobody dead wakes, chooses, is chosen, names, is named or votes."""
    for state in states:
        now = turn(state)
        assert all(state.is_alive(hand) for hand in now.hands)
        assert all(state.is_alive(hand) for hand in now.targets)
        if now.step.seat is not None and now.step.kind is StepKind.NOMINATION:
            assert state.living_hands_of(now.step.seat)
    for before, after in zip(states, states[1:]):
        if before.step.kind is StepKind.VOTE and after.days and after.days[-1].vote_rounds:
            assert all(before.is_alive(voter) for votes in after.days[-1].vote_rounds for voter, _ in votes)


@FAST
@given(games)
def test_every_legal_action_is_accepted_and_the_deal_has_no_zero_seat(states: list[GameState]) -> None:
    """DK3, DK6: what `legal_actions` lists, `apply` takes; the deal gives every seat a team."""
    final = states[-1]
    assert final.hands is not None and all(team_of(pair) is not None for pair in final.hands)
    rng = random.Random(len(states))
    for state in rng.sample(states, min(25, len(states))):
        if state.step.kind in (StepKind.OVER, StepKind.DEAL):
            continue
        actions = legal_actions(state) if state.step.kind is not StepKind.NOMINATION else legal_actions(state)[:40]
        for action in rng.sample(actions, min(5, len(actions))):
            apply(state, action)
        if state.step.kind is StepKind.NIGHT_CALL:
            assert all(isinstance(action, NightAction) for action in actions)
        if state.step.kind is StepKind.VOTE:
            assert all(isinstance(action, CastVote) for action in actions)
        if state.step.kind is StepKind.NOMINATION:
            assert Nominate(state.step.seat, ()) in legal_actions(state)  # type: ignore[arg-type]


@FAST
@given(games)
def test_no_view_holds_another_seats_card_before_the_end(states: list[GameState]) -> None:
    """DK21, DK22: the public view names only the role called; a seat's view only its own cards."""
    rng = random.Random(len(states))
    for state in rng.sample(states[:-1], min(15, len(states) - 1)):
        public = public_view(state)
        assert public.reveal is None and public.winner is None
        assert roles_inside({name: value for name, value in vars(public).items() if name != "step"}) == []
        if state.hands is None:
            continue
        seat = rng.randrange(state.player_count)
        view = view_for(state, seat)
        assert view.cards == state.hands[seat]
        assert {seen.role for seen in view.night} <= {Role.KILLER, *state.hands[seat]}


@FAST
@given(games)
def test_a_record_replays_into_the_same_game_and_resolves(states: list[GameState]) -> None:
    """DK23: writing, JSON and replay give the same state; the referee's winners are the game's."""
    final = states[-1]
    record = json.loads(json.dumps(to_record(final)))
    assert from_record(record) == final
    answer = resolve(record, views=True)
    assert answer["winner"] == final.winner.value  # type: ignore[union-attr]
    assert answer["winners"] == list(public_view(final).winners or ())
    assert len(answer["views"]) == final.player_count


@FAST
@given(st.integers(0, 2**32 - 1), st.integers(10, 20))
def test_a_record_written_mid_game_replays_to_the_same_point(seed: int, count: int) -> None:
    """DK23: a record cut anywhere after the first night replays; its winner is null until the end."""
    states = random_play(seed, count)
    middle = [state for state in states if state.nights and state.nights[0].dawn is not None and state.winner is None]
    if not middle:
        return
    state = random.Random(seed).choice(middle)
    replayed = from_record(json.loads(json.dumps(to_record(state))))
    # Speeches hold no choice and are not recorded: a record cut during last words or speeches replays to the
    # point where they are over (after a lynch's last words, the next night).
    assert replayed == from_record(to_record(speeches_over(state)))
    assert replayed.deaths == state.deaths
    assert replayed.round == speeches_over(state).round
    assert resolve(to_record(state))["winner"] is None
    rng = random.Random(seed)
    assert apply(replayed, random_action(replayed, rng)) is not None


def speeches_over(state: GameState) -> GameState:
    while state.step.kind in SPEECHES:
        assert state.step.seat is not None
        state = apply(state, EndSpeech(state.step.seat))
    return state
