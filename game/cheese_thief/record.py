"""The `cheese-thief/1` game record: writing it, and reading it back by replay.

Reading a record replays it through the engine, so a record that breaks a
rule fails with the same typed error a screen would get, naming the field.
"""

from dataclasses import replace
from typing import Any

from game.cheese_thief.actions import (
    Action,
    CastVote,
    ChooseFollowers,
    ChooseWakeHour,
    Dawn,
    DealRoles,
    Peek,
    RollDice,
)
from game.cheese_thief.engine import apply, new_game, night_of
from game.cheese_thief.errors import IllegalActionError, RecordError
from game.cheese_thief.followers import FollowerRuleKind, follower_rule
from game.cheese_thief.house_rules import HouseRules, house_rules_from_json
from game.cheese_thief.phase import Phase
from game.cheese_thief.roles import Role
from game.cheese_thief.rules_checks import check_follower_choice, check_peek
from game.cheese_thief.state import GameState

RECORD_FORMAT = "cheese-thief/1"
RECORD_KEYS = ("format", "players", "fall_mouse", "house_rules", "roles", "dice", "wake_choice", "peeks", "followers", "votes", "meta")


def to_record(state: GameState) -> dict[str, Any]:
    """The record of a game whose night is over (during the vote, or finished)."""
    night = night_of(state)
    if night is None or state.phase not in (Phase.VOTE, Phase.OVER):
        raise ValueError("a record can only be written once the night is over")
    assert state.roles is not None and state.dice is not None
    rule = follower_rule(night)
    record: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "players": list(state.players),
        "fall_mouse": state.fall_mouse,
    }
    if state.house_rules.chosen():  # a game by the book writes the record it always did
        record["house_rules"] = state.house_rules.to_json()
    record |= {
        "roles": [role.value for role in state.roles],
        "dice": [list(d) for d in state.dice],
        "wake_choice": list(state.wake_choice) if state.player_count == 4 and state.wake_choice else None,
        "peeks": [state.peek_of(seat) for seat in state.seats],
        "followers": list(state.chosen_followers or ()) if rule.kind is FollowerRuleKind.CHOICE else [],
    }
    if state.phase is Phase.OVER and state.votes is not None:
        record["votes"] = list(state.votes)
    record["meta"] = dict(state.meta)
    return record


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _list_of(data: dict[str, Any], key: str, length: int | None) -> list[Any]:
    value = data[key]
    if not isinstance(value, list):
        raise RecordError(key, "must be a list")
    if length is not None and len(value) != length:
        raise RecordError(key, f"must have one entry per player ({length}), not {len(value)}")
    return value


def _check_top_level(data: object) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError("record", "a game record is a JSON object")
    for key in data:
        if key not in RECORD_KEYS:
            raise RecordError(str(key), "is not a field of a cheese-thief/1 record")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError("format", f'must be "{RECORD_FORMAT}"')
    for key in ("players", "roles", "dice"):
        if key not in data:
            raise RecordError(key, "is missing")
    return data


def _players(data: dict[str, Any]) -> tuple[list[str], bool, HouseRules]:
    players = _list_of(data, "players", None)
    for seat, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise RecordError(f"players[{seat}]", "a player's name must be a non-empty text")
    fall_mouse = data.get("fall_mouse", False)
    if not isinstance(fall_mouse, bool):
        raise RecordError("fall_mouse", "must be true or false")
    return players, fall_mouse, house_rules_from_json(data.get("house_rules"))


def _roles(data: dict[str, Any], count: int) -> DealRoles:
    names = {role.value: role for role in Role}
    roles = []
    for seat, value in enumerate(_list_of(data, "roles", count)):
        if not isinstance(value, str) or value not in names:  # a list or object is not even hashable
            raise RecordError(f"roles[{seat}]", 'must be "thief", "sleepyhead" or "fall_mouse"')
        roles.append(names[value])
    return DealRoles(tuple(roles))


def _dice(data: dict[str, Any], count: int) -> RollDice:
    dice = []
    for seat, seat_dice in enumerate(_list_of(data, "dice", count)):
        if not isinstance(seat_dice, list) or not all(_is_int(v) for v in seat_dice):
            raise RecordError(f"dice[{seat}]", "must be a list of die values")
        dice.append(tuple(seat_dice))
    return RollDice(tuple(dice))


def _wake_choices(data: dict[str, Any], state: GameState) -> list[Action]:
    raw = data.get("wake_choice")
    if state.player_count != 4:
        if raw is not None:
            raise RecordError("wake_choice", "only 4-player games choose a waking hour")
        return []
    if raw is None:
        raise RecordError("wake_choice", "with 4 players every Sleepyhead must choose a waking hour")
    assert state.roles is not None
    actions: list[Action] = []
    for seat, hour in enumerate(_list_of(data, "wake_choice", state.player_count)):
        if state.roles[seat] is Role.THIEF:
            if hour is not None:
                raise RecordError(f"wake_choice[{seat}]", "the Cheese Thief wakes at both dice and does not choose")
            continue
        if not _is_int(hour):
            raise RecordError(f"wake_choice[{seat}]", "a Sleepyhead must choose one of their dice")
        actions.append(ChooseWakeHour(seat, hour))
    return actions


def _peeks(data: dict[str, Any], state: GameState) -> list[Action]:
    if data.get("peeks") is None:
        raw: list[Any] = [None] * state.player_count
    else:
        raw = _list_of(data, "peeks", state.player_count)
    for seat, target in enumerate(raw):
        if target is not None and not _is_int(target):
            raise RecordError(f"peeks[{seat}]", "must be a seat number or null")
        if target is not None and state.player_count == 4:
            raise IllegalActionError(f"peeks[{seat}]", "nobody peeks with 4 players")
    night = night_of(state)
    if night is None:
        return []
    return [
        Peek(seat, target)
        for seat, target in enumerate(raw)
        if target is not None or night.may_peek(seat)
    ]


def _followers(data: dict[str, Any], state: GameState) -> list[Action]:
    raw = data.get("followers")
    chosen = [] if raw is None else _list_of(data, "followers", None)
    for index, seat in enumerate(chosen):
        if not _is_int(seat):
            raise RecordError(f"followers[{index}]", "must be a seat number")
    night = night_of(state)
    assert night is not None
    rule = follower_rule(night)
    if rule.kind is FollowerRuleKind.AUTOMATIC and chosen in ([], list(rule.candidates)):
        return []
    if rule.kind is FollowerRuleKind.NONE and not chosen:
        return []
    return [ChooseFollowers(night.thief, tuple(chosen))]


def _votes(data: dict[str, Any], state: GameState) -> list[Action]:
    if data.get("votes") is None:
        return []
    actions: list[Action] = []
    for seat, target in enumerate(_list_of(data, "votes", state.player_count)):
        if not _is_int(target):
            raise RecordError(f"votes[{seat}]", "every player must vote for a seat number")
        actions.append(CastVote(seat, target))
    return actions


def from_record(data: object) -> GameState:
    """Replay a record into the state it describes, or raise a RuleError naming the field."""
    record = _check_top_level(data)
    players, fall_mouse, house_rules = _players(record)
    meta = record.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("meta", "must be an object")
    state = new_game(players, fall_mouse, house_rules)
    state = apply(state, _roles(record, state.player_count))
    state = apply(state, _dice(record, state.player_count))
    for action in _wake_choices(record, state):
        state = apply(state, action)
    night_choices = _peeks(record, state) + _followers(record, state)
    _check_night_choices(state, night_choices)
    for action in night_choices:
        state = apply(state, action)
    state = apply(state, Dawn())
    for action in _votes(record, state):
        state = apply(state, action)
    return replace(state, meta=dict(meta))


def _check_night_choices(state: GameState, actions: list[Action]) -> None:
    """Check peeks and follower picks against the rules before any is applied.

    The engine leaves the night as soon as its last decision is made, so a
    later, illegal entry would otherwise be refused only for coming too late.
    """
    night = night_of(state)
    assert night is not None
    probe = state
    for action in actions:
        if isinstance(action, Peek):
            check_peek(probe, night, action.seat, action.target)
            probe = replace(probe, peek_decisions=(*probe.peek_decisions, (action.seat, action.target)))
        elif isinstance(action, ChooseFollowers):
            check_follower_choice(probe, night, action.seat, action.followers)
