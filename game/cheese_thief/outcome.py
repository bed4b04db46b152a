"""Counting the vote and deciding who wins (R8, R9, and the house rule R11.2)."""

from dataclasses import dataclass
from enum import Enum

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.roles import Role, Winner


class WinRule(str, Enum):
    """One check of the winner decision; the first that applies decides."""

    FALL_MOUSE_REVEALED = "fall_mouse_revealed"  # R9.1
    TIE_PROTECTS_THIEF = "tie_protects_thief"  # R11.2, a house rule
    THIEF_REVEALED = "thief_revealed"  # R9.2
    THIEF_HIDDEN = "thief_hidden"  # R9.3


@dataclass(frozen=True)
class Outcome:
    tally: tuple[int, ...]
    revealed: tuple[int, ...]
    winner: Winner
    winners: tuple[int, ...]
    rule: WinRule  # the check that decided

    @property
    def decided_by_house_rule(self) -> bool:
        return self.rule is WinRule.TIE_PROTECTS_THIEF


def win_rules(fall_mouse: bool, house_rules: HouseRules = NO_HOUSE_RULES) -> tuple[WinRule, ...]:
    """The checks that decide the winner at a table with these options, in the order they are made.

    Ruling on R11.2: the Fall Mouse is still checked first. R9.1 lets it win "even if the Thief is revealed
    too", and a tie is how both are usually revealed; the house rule shields the Thief from the Sleepyheads,
    it does not take the Fall Mouse's win away. So a tie that reveals the Fall Mouse and the Thief is won by
    the Fall Mouse alone, with or without the house rule.
    """
    order = [WinRule.FALL_MOUSE_REVEALED] if fall_mouse else []
    if house_rules.tie_protects_thief:
        order.append(WinRule.TIE_PROTECTS_THIEF)
    return (*order, WinRule.THIEF_REVEALED, WinRule.THIEF_HIDDEN)


def count_votes(votes: tuple[int, ...], player_count: int) -> tuple[int, ...]:
    tally = [0] * player_count
    for target in votes:
        tally[target] += 1
    return tuple(tally)


def revealed_seats(tally: tuple[int, ...]) -> tuple[int, ...]:
    """R8.2: everyone tied for the most votes reveals."""
    top = max(tally)
    return tuple(seat for seat, count in enumerate(tally) if count == top)


def _applies(rule: WinRule, roles: tuple[Role, ...], revealed: tuple[int, ...]) -> bool:
    shown = {roles[seat] for seat in revealed}
    if rule is WinRule.FALL_MOUSE_REVEALED:
        return Role.FALL_MOUSE in shown
    if rule is WinRule.TIE_PROTECTS_THIEF:
        return Role.THIEF in shown and len(revealed) > 1
    if rule is WinRule.THIEF_REVEALED:
        return Role.THIEF in shown
    return rule is WinRule.THIEF_HIDDEN  # R9.3: whatever else was revealed


def _winning_side(rule: WinRule, roles: tuple[Role, ...], followers: tuple[int, ...]) -> tuple[Winner, tuple[int, ...]]:
    if rule is WinRule.FALL_MOUSE_REVEALED:
        return Winner.FALL_MOUSE, (roles.index(Role.FALL_MOUSE),)
    if rule is WinRule.THIEF_REVEALED:
        sleepyheads = tuple(
            seat
            for seat, role in enumerate(roles)
            if role is Role.SLEEPYHEAD and seat not in followers
        )
        return Winner.SLEEPYHEADS, sleepyheads
    return Winner.THIEF, tuple(sorted({roles.index(Role.THIEF), *followers}))


def decide_winner(
    roles: tuple[Role, ...],
    followers: tuple[int, ...],
    revealed: tuple[int, ...],
    house_rules: HouseRules = NO_HOUSE_RULES,
) -> tuple[Winner, tuple[int, ...], WinRule]:
    """R9.1-R9.5 (and R11.2 when the table chose it), checked in the order of `win_rules`."""
    order = win_rules(Role.FALL_MOUSE in roles, house_rules)
    rule = next((rule for rule in order if _applies(rule, roles, revealed)), WinRule.THIEF_HIDDEN)
    winner, winners = _winning_side(rule, roles, followers)
    return winner, winners, rule


def decide(
    roles: tuple[Role, ...],
    followers: tuple[int, ...],
    votes: tuple[int, ...],
    house_rules: HouseRules = NO_HOUSE_RULES,
) -> Outcome:
    tally = count_votes(votes, len(roles))
    revealed = revealed_seats(tally)
    winner, winners, rule = decide_winner(roles, followers, revealed, house_rules)
    return Outcome(tally=tally, revealed=revealed, winner=winner, winners=winners, rule=rule)
