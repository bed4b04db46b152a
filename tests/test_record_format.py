"""The cheese-thief/1 record as docs/rules.md describes it: shape, optional fields, round trips."""

import json

import pytest

from game.cheese_thief.engine import new_game
from game.cheese_thief.errors import RecordError
from game.cheese_thief.phase import Phase
from game.cheese_thief.record import RECORD_FORMAT, RECORD_KEYS, from_record, to_record
from tests.rules_helpers import NAMES, dealt, game, random_game, record


def test_record_keys_in_design_order() -> None:
    data = to_record(random_game(6, True, seed=1))
    assert list(data) == [key for key in RECORD_KEYS if key != "house_rules"], "a game by the book has no house_rules"
    assert data["format"] == RECORD_FORMAT == "cheese-thief/1"
    assert json.loads(json.dumps(data)) == data


def test_record_of_a_five_player_game_without_choices() -> None:
    """5-8 players: wake_choice null; automatic follower: followers empty (the rules decide alone)."""
    data = to_record(game("STSSS", [4, 4, 1, 2, 3], peeks=[None, None, 0, 4, None]))
    assert data["wake_choice"] is None
    assert data["followers"] == []
    assert data["peeks"] == [None, None, 0, 4, None]
    assert "votes" not in data


def test_record_of_a_four_player_game() -> None:
    """4 players: wake_choice lists each Sleepyhead's hour and null for the Thief; no peeks."""
    state = game("STSS", [[1, 2], [5, 3], [3, 3], [6, 1]], wake_choice=[1, None, 3, 6], votes=[1, 0, 1, 1])
    data = to_record(state)
    assert data["wake_choice"] == [1, None, 3, 6]
    assert data["dice"] == [[1, 2], [5, 3], [3, 3], [6, 1]]
    assert data["peeks"] == [None] * 4 and data["followers"] == []
    assert data["votes"] == [1, 0, 1, 1]
    assert from_record(data) == state


def test_record_needs_the_night_to_be_over() -> None:
    with pytest.raises(ValueError):
        to_record(new_game(NAMES[:5]))
    with pytest.raises(ValueError):
        to_record(dealt("STSSS", [1, 4, 2, 2, 3]))


def test_optional_fields_may_be_absent() -> None:
    """fall_mouse, wake_choice, peeks, followers, votes and meta are optional where the rules allow."""
    minimal = {"format": "cheese-thief/1", "players": list("ABCDE"),
               "roles": ["thief", "sleepyhead", "sleepyhead", "sleepyhead", "sleepyhead"],
               "dice": [[1], [2], [2], [3], [3]]}
    state = from_record(minimal)
    assert state.phase is Phase.VOTE and state.fall_mouse is False and dict(state.meta) == {}
    assert to_record(state) | {} == to_record(from_record(to_record(state)))


def test_meta_is_kept_as_is() -> None:
    meta = {"seed": 42, "date": "2024-05-01", "settings": {"timer": 300}}
    data = record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[2], votes=[1, 0, 0, 0, 0, 0], meta=meta)
    state = from_record(data)
    assert dict(state.meta) == meta
    assert to_record(state)["meta"] == meta


def test_written_record_replays_identically() -> None:
    for count, fall_mouse in [(4, False), (5, False), (6, True), (7, False), (8, True)]:
        for seed in range(5):
            state = random_game(count, fall_mouse, seed)
            data = to_record(state)
            assert from_record(json.loads(json.dumps(data))) == state
            assert to_record(from_record(data)) == data


def test_partial_votes_are_not_written() -> None:
    """A record holds the vote only once complete (votes are optional: absent = vote not reached)."""
    state = random_game(5, False, seed=3, votes=False)
    from game.cheese_thief.actions import CastVote
    from game.cheese_thief.engine import apply

    half = apply(state, CastVote(0, 1))
    data = to_record(half)
    assert "votes" not in data
    assert from_record(data) == state


def test_unknown_field_error_names_it() -> None:
    with pytest.raises(RecordError) as caught:
        from_record(record("TSSSS", [1, 2, 3, 4, 5], notes="x"))
    assert caught.value.field == "notes"


def test_R11_2_the_house_rule_round_trips_and_an_old_record_means_the_same() -> None:
    """R11.2: written as {"tie_protects_thief": true} after fall_mouse, read back to the same game; absent = off."""
    plain = record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[1], votes=[1, 0, 0, 1, 1, 0])
    chosen = {**plain, "house_rules": {"tie_protects_thief": True}}
    state = from_record(chosen)
    assert state.house_rules.tie_protects_thief
    data = to_record(state)
    assert list(data) == list(RECORD_KEYS)
    assert data["house_rules"] == {"tie_protects_thief": True}
    assert from_record(json.loads(json.dumps(data))) == state and to_record(from_record(data)) == data
    old = from_record(plain)
    assert not old.house_rules.tie_protects_thief and "house_rules" not in to_record(old)
    assert from_record({**plain, "house_rules": {"tie_protects_thief": False}}) == old


@pytest.mark.parametrize("house_rules, field", [
    ("on", "house_rules"), ([], "house_rules"), ({"tie_protects_thief": None}, "house_rules.tie_protects_thief"),
    ({"tie_protects_thief": 0}, "house_rules.tie_protects_thief"), ({"ties": True}, "house_rules.ties"),
])
def test_R11_2_house_rules_of_the_wrong_shape_are_refused(house_rules: object, field: str) -> None:
    with pytest.raises(RecordError) as caught:
        from_record(record("TSSSS", [1, 2, 3, 4, 5], house_rules=house_rules))
    assert caught.value.field == field
