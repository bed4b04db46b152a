"""Which followers the rules make, or let the Thief choose (R6)."""

from dataclasses import dataclass
from enum import Enum

from .config import chosen_follower_count
from .night import Night


class FollowerRuleKind(str, Enum):
    NONE = "none"  # 4 players, or 5 players with nobody at the theft
    AUTOMATIC = "automatic"  # 5 players, exactly one witness
    CHOICE = "choice"  # the Thief picks `count` among `candidates`


@dataclass(frozen=True)
class FollowerRule:
    kind: FollowerRuleKind
    count: int = 0
    candidates: tuple[int, ...] = ()


def follower_rule(night: Night) -> FollowerRule:
    count = night.player_count
    if count == 4:
        return FollowerRule(FollowerRuleKind.NONE)
    if count == 5:
        witnesses = night.witnesses
        if not witnesses:
            return FollowerRule(FollowerRuleKind.NONE)
        if len(witnesses) == 1:
            return FollowerRule(FollowerRuleKind.AUTOMATIC, 1, witnesses)
        return FollowerRule(FollowerRuleKind.CHOICE, 1, witnesses)
    others = tuple(seat for seat in range(count) if seat != night.thief)
    return FollowerRule(FollowerRuleKind.CHOICE, chosen_follower_count(count), others)


def final_followers(night: Night, chosen: tuple[int, ...] | None) -> tuple[int, ...]:
    """The followers once the night is over, ascending."""
    rule = follower_rule(night)
    if rule.kind is FollowerRuleKind.AUTOMATIC:
        return rule.candidates
    if rule.kind is FollowerRuleKind.NONE or chosen is None:
        return ()
    return tuple(sorted(chosen))
