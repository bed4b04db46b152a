"""Applying actions: the phase table and one validated handler per action.

`apply` is the only way a game changes. Each phase lists the actions it
accepts, when it is complete and which phase follows; a completed phase is
left at once. The night is complete only at the public `Dawn` action, so the
phase never tells anyone who still had a secret decision to make.
"""

from dataclasses import dataclass
from typing import Any, Callable

from game.cheese_thief import rules_checks as checks
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
from game.cheese_thief.config import check_fall_mouse, check_player_count
from game.cheese_thief.errors import WrongPhaseError
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules, check_house_rules
from game.cheese_thief.night import Night, resolve_night
from game.cheese_thief.phase import Phase
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState


def new_game(players: tuple[str, ...] | list[str], fall_mouse: bool = False,
             house_rules: HouseRules = NO_HOUSE_RULES) -> GameState:
    names = tuple(players)
    check_player_count(len(names))
    check_fall_mouse(len(names), fall_mouse)
    check_house_rules(house_rules)
    return GameState(players=names, fall_mouse=fall_mouse, house_rules=house_rules)


def wake_choices_done(state: GameState) -> bool:
    if state.player_count != 4:
        return True
    if state.roles is None or state.wake_choice is None:
        return False
    return all(
        choice is not None
        for role, choice in zip(state.roles, state.wake_choice)
        if role is not Role.THIEF
    )


def night_of(state: GameState) -> Night | None:
    """The resolved night, once every waking hour is fixed; else None."""
    if state.roles is None or state.dice is None or not wake_choices_done(state):
        return None
    return resolve_night(state.roles, state.dice, state.wake_choice)


def _votes_done(state: GameState) -> bool:
    return state.votes is not None and all(vote is not None for vote in state.votes)


def _deal(state: GameState, action: DealRoles) -> GameState:
    checks.check_deal(state, action.roles)
    return state.evolve(roles=tuple(action.roles))


def _roll(state: GameState, action: RollDice) -> GameState:
    checks.check_roll(state, action.dice)
    wake_choice = (None,) * state.player_count if state.player_count == 4 else None
    return state.evolve(dice=tuple(tuple(d) for d in action.dice), wake_choice=wake_choice)


def _choose_wake_hour(state: GameState, action: ChooseWakeHour) -> GameState:
    checks.check_wake_choice(state, action.seat, action.hour)
    assert state.wake_choice is not None
    choices = list(state.wake_choice)
    choices[action.seat] = action.hour
    return state.evolve(wake_choice=tuple(choices))


def _peek(state: GameState, action: Peek) -> GameState:
    checks.check_peek(state, night_of(state), action.seat, action.target)
    decisions = tuple(sorted((*state.peek_decisions, (action.seat, action.target))))
    return state.evolve(peek_decisions=decisions)


def _choose_followers(state: GameState, action: ChooseFollowers) -> GameState:
    night = checks.resolved_night(state, night_of(state), "followers")
    checks.check_follower_choice(state, night, action.seat, action.followers)
    return state.evolve(chosen_followers=tuple(sorted(action.followers)))


def _dawn(state: GameState, action: Dawn) -> GameState:
    checks.check_dawn(state, night_of(state))
    return state.evolve(dawn=True)


def _vote(state: GameState, action: CastVote) -> GameState:
    checks.check_vote(state, action.seat, action.target)
    assert state.votes is not None
    votes = list(state.votes)
    votes[action.seat] = action.target
    return state.evolve(votes=tuple(votes))


@dataclass(frozen=True)
class PhaseSpec:
    accepts: tuple[type, ...]
    is_complete: Callable[[GameState], bool]
    next_phase: Phase | None


PHASES: dict[Phase, PhaseSpec] = {
    Phase.DEAL: PhaseSpec((DealRoles,), lambda s: s.roles is not None, Phase.ROLL),
    Phase.ROLL: PhaseSpec((RollDice,), lambda s: s.dice is not None, Phase.NIGHT),
    Phase.NIGHT: PhaseSpec((ChooseWakeHour, Peek, ChooseFollowers, Dawn), lambda s: s.dawn, Phase.VOTE),
    Phase.VOTE: PhaseSpec((CastVote,), _votes_done, Phase.OVER),
    Phase.OVER: PhaseSpec((), lambda s: False, None),
}

# Each handler takes the action of its key's type; `apply` looks it up by `type(action)`.
_HANDLERS: dict[type, Callable[[GameState, Any], GameState]] = {
    DealRoles: _deal,
    RollDice: _roll,
    ChooseWakeHour: _choose_wake_hour,
    Peek: _peek,
    ChooseFollowers: _choose_followers,
    Dawn: _dawn,
    CastVote: _vote,
}

_FIELD_OF_ACTION: dict[type, str] = {
    DealRoles: "roles",
    RollDice: "dice",
    ChooseWakeHour: "wake_choice",
    Peek: "peeks",
    ChooseFollowers: "followers",
    Dawn: "dawn",
    CastVote: "votes",
}

_PHASE_WORDS: dict[Phase, str] = {
    Phase.DEAL: "the cards have to be dealt first",
    Phase.ROLL: "the dice have to be rolled first",
    Phase.NIGHT: "the night is not over yet",
    Phase.VOTE: "the night is over; only votes are taken now",
    Phase.OVER: "the game is over",
}


def _enter(state: GameState, phase: Phase) -> GameState:
    if phase is Phase.VOTE:
        return state.evolve(phase=phase, votes=(None,) * state.player_count)
    return state.evolve(phase=phase)


def _advance(state: GameState) -> GameState:
    spec = PHASES[state.phase]
    while spec.next_phase is not None and spec.is_complete(state):
        state = _enter(state, spec.next_phase)
        spec = PHASES[state.phase]
    return state


def apply(state: GameState, action: Action) -> GameState:
    """Return the state after `action`, or raise a RuleError saying why not."""
    kind = type(action)
    if kind not in PHASES[state.phase].accepts:
        raise WrongPhaseError(_FIELD_OF_ACTION.get(kind, "action"), _PHASE_WORDS[state.phase])
    return _advance(_HANDLERS[kind](state, action))


def apply_all(state: GameState, actions: list[Action] | tuple[Action, ...]) -> GameState:
    for action in actions:
        state = apply(state, action)
    return state
