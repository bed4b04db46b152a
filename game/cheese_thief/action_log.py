"""Actions as JSON, so a game in progress can be saved and replayed exactly.

A record (record.py) describes a finished night; an action log also holds a
game half-way through a rotation, which the autosave needs.
"""

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
from game.cheese_thief.engine import apply, new_game
from game.cheese_thief.errors import RecordError
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, DealRoles):
        return {"deal": [role.value for role in action.roles]}
    if isinstance(action, RollDice):
        return {"roll": [list(d) for d in action.dice]}
    if isinstance(action, ChooseWakeHour):
        return {"wake": [action.seat, action.hour]}
    if isinstance(action, Peek):
        return {"peek": [action.seat, action.target]}
    if isinstance(action, ChooseFollowers):
        return {"followers": [action.seat, list(action.followers)]}
    if isinstance(action, Dawn):
        return {"dawn": []}
    return {"vote": [action.seat, action.target]}


def action_from_json(data: object) -> Action:
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordError("actions", "each action is an object with one key")
    ((kind, args),) = data.items()
    try:
        if kind == "deal":
            return DealRoles(tuple(Role(value) for value in args))
        if kind == "roll":
            return RollDice(tuple(tuple(int(v) for v in d) for d in args))
        if kind == "wake":
            return ChooseWakeHour(int(args[0]), int(args[1]))
        if kind == "peek":
            return Peek(int(args[0]), None if args[1] is None else int(args[1]))
        if kind == "followers":
            return ChooseFollowers(int(args[0]), tuple(int(v) for v in args[1]))
        if kind == "dawn":
            return Dawn()
        if kind == "vote":
            return CastVote(int(args[0]), int(args[1]))
    except (TypeError, ValueError, IndexError, KeyError) as problem:
        raise RecordError("actions", f"a {kind} action is malformed ({problem})") from problem
    raise RecordError("actions", f"unknown action {kind!r}")


def replay(players: list[str] | tuple[str, ...], fall_mouse: bool, actions: list[Any],
           house_rules: HouseRules = NO_HOUSE_RULES) -> GameState:
    """Rebuild a game from its action log; raises a RuleError on any bad step."""
    state = new_game(players, fall_mouse, house_rules)
    for data in actions:
        state = apply(state, action_from_json(data))
    return state
