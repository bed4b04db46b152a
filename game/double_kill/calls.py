"""Who wakes at each night call and what they may choose (DK6-DK12).

A dead hand never acts and never opens its eyes. A group (killers, detectives) acts while any member lives.
"""

from dataclasses import dataclass

from game.double_kill.hands import HandId
from game.double_kill.roles import Role
from game.double_kill.state import GameState


@dataclass(frozen=True)
class CallOptions:
    role: Role
    awake: tuple[HandId, ...]  # the living hands that open their eyes at this call
    targets: tuple[HandId, ...]  # the hands they may choose
    # "nothing" is offered as a choice: the assassin holding back, or a role that cannot act. Every call also ends
    # in "nothing" when its time runs out before a choice (DK6), so the engine accepts it at any call.
    may_pass: bool


def killer_group(state: GameState) -> tuple[HandId, ...]:
    """DK7: the killers, with the assassin from the round after it acted."""
    group = list(state.hands_with(Role.KILLER))
    if state.assassin_transformed():
        group += state.hands_with(Role.ASSASSIN)
    return tuple(sorted(group))


def callers(state: GameState, role: Role) -> tuple[HandId, ...]:
    """Every hand, living or dead, that the call of ``role`` is addressed to."""
    if role is Role.KILLER:
        return killer_group(state)
    return state.hands_with(role)


def banned_for_bodyguard(state: GameState) -> frozenset[HandId]:
    """DK9: a hand protected on two nights in a row may never be protected again."""
    protected = [night.choice_of(Role.BODYGUARD) for night in state.nights if night.round < state.round]
    return frozenset(first for first, second in zip(protected, protected[1:]) if first is not None and first == second)


def call_options(state: GameState, role: Role) -> CallOptions:
    awake = tuple(hand for hand in callers(state, role) if state.is_alive(hand))
    living = state.living_hands()
    if role is Role.ASSASSIN:
        if not awake or state.assassin_acted is not None:
            return CallOptions(role, awake, (), True)  # DK7: one action only; afterwards its call is empty
        return CallOptions(role, awake, living, True)
    if not awake:
        return CallOptions(role, awake, (), True)
    if role is Role.BODYGUARD:
        banned = banned_for_bodyguard(state)
        targets = tuple(hand for hand in living if hand not in banned)
        return CallOptions(role, awake, targets, not targets)
    return CallOptions(role, awake, living, False)


def check_result(state: GameState, role: Role, target: HandId) -> bool:
    """DK10, DK12: detectives see killers (an assassin only once it has acted); traitor and undercover see both."""
    seen = state.role_of(target)
    if role is Role.DETECTIVE:
        return seen is Role.KILLER or (seen is Role.ASSASSIN and state.assassin_acted is not None)
    return seen in (Role.KILLER, Role.ASSASSIN)


CHECKERS: tuple[Role, ...] = (Role.DETECTIVE, Role.TRAITOR, Role.UNDERCOVER)
