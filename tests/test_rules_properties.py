"""Property tests over random games at every count 4-8, with and without the Fall Mouse."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cheese_thief.chance import deal_roles, roll_dice
from game.cheese_thief.engine import new_game
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.phase import Phase
from game.cheese_thief.record import from_record, to_record
from game.referee import resolve
from game.cheese_thief.report import game_report
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from tests.rules_helpers import NAMES, expected_knowledge, finished_games, nights, view_json

FAST = settings(max_examples=100, deadline=None)
counts_and_variant = st.integers(4, 8).flatmap(
    lambda n: st.tuples(st.just(n), st.booleans() if n >= 6 else st.just(False))
)


@FAST
@given(counts_and_variant, st.integers(0, 2**32 - 1))
def test_chance_deals_exactly_one_thief_and_legal_dice(count_variant: tuple[int, bool], seed: int) -> None:
    """R1.2, R1.3, R2.1: a seeded deal has one Thief, one Fall Mouse iff the variant, and legal dice."""
    count, fall_mouse = count_variant
    state = new_game(NAMES[:count], fall_mouse=fall_mouse)
    rng = random.Random(seed)
    roles = Counter(deal_roles(state, rng).roles)
    assert roles[Role.THIEF] == 1
    assert roles[Role.FALL_MOUSE] == (1 if fall_mouse else 0)
    dice = roll_dice(state, rng).dice
    assert len(dice) == count
    assert all(len(d) == (2 if count == 4 else 1) and all(1 <= v <= 6 for v in d) for d in dice)


@FAST
@given(nights())
def test_exactly_one_thief_and_follower_counts(state: GameState) -> None:
    """R1.2, R6.1-R6.5: follower counts are 4: 0; 5: 1 iff someone saw the theft; 6: 1; 7: 2; 8: 2."""
    assert state.roles is not None and state.roles.count(Role.THIEF) == 1
    report = game_report(state)
    followers = report.followers
    expected = {4: 0, 5: 1 if report.witnesses else 0, 6: 1, 7: 2, 8: 2}[state.player_count]
    assert len(followers) == expected
    assert len(set(followers)) == len(followers)
    assert report.roles.index(Role.THIEF) not in followers
    assert all(report.roles[f] is not Role.THIEF for f in followers)
    if state.player_count == 5:
        assert set(followers) <= set(report.witnesses)


@FAST
@given(nights())
def test_every_view_is_exactly_what_r10_says(state: GameState) -> None:
    """R10.1-R10.5: each seat's view equals an independent reading of the rules: no more, no less."""
    thief = state.thief
    theft = game_report(state).theft_hour
    for seat in state.seats:
        assert view_json(state, seat) == expected_knowledge(state, seat)
        for hour in view_for(state, seat).night or ():
            assert hour.taken_by == (thief if hour.hour == theft else None)


@FAST
@given(nights())
def test_no_view_holds_another_seats_card(state: GameState) -> None:
    """R10.5: the only card in a seat's view is its own; peeks only its own; nothing of hidden choices."""
    assert state.roles is not None
    for seat in state.seats:
        view = view_for(state, seat)
        found = _roles_inside(vars(view))
        assert found == [state.roles[seat]]
        assert view.peek is None or state.peek_of(seat) == view.peek.target
        # Known Thief only when the rules allow it (R10.4).
        dawn = view.dawn
        assert dawn is not None
        if dawn.known_thief is not None:
            assert dawn.known_thief == state.roles.index(Role.THIEF)


def _roles_inside(value: object) -> list[Role]:
    if isinstance(value, Role):
        return [value]
    if isinstance(value, dict):
        return [r for v in value.values() for r in _roles_inside(v)]
    if isinstance(value, (tuple, list)):
        return [r for v in value for r in _roles_inside(v)]
    if hasattr(value, "__dataclass_fields__"):
        return _roles_inside(vars(value))
    return []


def expected_outcome(state: GameState) -> tuple[Winner, tuple[int, ...], tuple[int, ...]]:
    """R8.2 and R9 written out again."""
    assert state.roles is not None and state.votes is not None
    tally = Counter(state.votes)
    top = max(tally.values())
    revealed = tuple(sorted(seat for seat, n in tally.items() if n == top))
    roles = state.roles
    followers = game_report(state).followers
    if any(roles[s] is Role.FALL_MOUSE for s in revealed):
        return Winner.FALL_MOUSE, revealed, (roles.index(Role.FALL_MOUSE),)
    if any(roles[s] is Role.THIEF for s in revealed):
        good = tuple(s for s in state.seats if roles[s] is Role.SLEEPYHEAD and s not in followers)
        return Winner.SLEEPYHEADS, revealed, good
    return Winner.THIEF, revealed, tuple(sorted({roles.index(Role.THIEF), *followers}))


@FAST
@given(finished_games())
def test_winners_follow_r9(state: GameState) -> None:
    """R8.2, R9.1-R9.5: revealed seats and winners follow the rules in order."""
    assert state.phase is Phase.OVER
    outcome = game_report(state).outcome
    assert outcome is not None
    winner, revealed, winners = expected_outcome(state)
    assert (outcome.winner, outcome.revealed, outcome.winners) == (winner, revealed, winners)
    assert sum(outcome.tally) == state.player_count
    assert all(outcome.tally[s] == (state.votes or ()).count(s) for s in state.seats)


@FAST
@given(finished_games())
def test_resolution_is_deterministic_from_the_record(state: GameState) -> None:
    """A record resolves to the same answer every time, and to the answer of the game it came from."""
    data = to_record(state)
    first = resolve(data, views=True)
    assert resolve(data, views=True) == first
    replayed = from_record(data)
    assert game_report(replayed) == game_report(state)
    assert first["views"] == [view_json(state, seat) for seat in state.seats]


@FAST
@given(st.one_of(nights(), finished_games()))
def test_record_round_trips(state: GameState) -> None:
    """from_record(to_record(s)) == s, and to_record(from_record(r)) == r for written records."""
    data = to_record(state)
    assert from_record(data) == state
    assert to_record(from_record(data)) == data
    assert ("votes" in data) == (state.phase is Phase.OVER)


@FAST
@given(finished_games())
def test_R11_2_the_house_rule_changes_only_ties_that_reveal_the_thief(state: GameState) -> None:
    """R11.2 on the same game: the outcome differs from R9 exactly when the Thief is revealed in a tie without the
    Fall Mouse, and then the Thief's side wins; with the house rule the record round-trips and says so."""
    chosen = state.evolve(house_rules=HouseRules(tie_protects_thief=True))
    by_the_book, with_rule = game_report(state).outcome, game_report(chosen).outcome
    assert by_the_book is not None and with_rule is not None
    roles = state.roles or ()
    shown = {roles[seat] for seat in by_the_book.revealed}
    protected = Role.THIEF in shown and Role.FALL_MOUSE not in shown and len(by_the_book.revealed) > 1
    assert with_rule.decided_by_house_rule == protected
    if protected:
        assert with_rule.winner is Winner.THIEF and by_the_book.winner is Winner.SLEEPYHEADS
        assert with_rule.winners == tuple(sorted({roles.index(Role.THIEF), *game_report(state).followers}))
    else:
        assert with_rule == by_the_book
    data = to_record(chosen)
    assert data["house_rules"] == {"tie_protects_thief": True}
    assert from_record(data) == chosen and to_record(from_record(data)) == data
    assert resolve(data)["decided_by_house_rule"] == ("tie_protects_thief" if protected else None)
