"""Which followers the rules make, or let the Thief choose (R6)."""

from dataclasses import dataclass
from enum import Enum

from game.cheese_thief.config import chosen_follower_count, witness_follower_count
from game.cheese_thief.night import Night


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
    from_witnesses = witness_follower_count(count)
    if from_witnesses:
        witnesses = night.witnesses
        if not witnesses:
            return FollowerRule(FollowerRuleKind.NONE)
        if len(witnesses) <= from_witnesses:
            return FollowerRule(FollowerRuleKind.AUTOMATIC, len(witnesses), witnesses)
        return FollowerRule(FollowerRuleKind.CHOICE, from_witnesses, witnesses)
    chosen = chosen_follower_count(count)
    if not chosen:
        return FollowerRule(FollowerRuleKind.NONE)
    others = tuple(seat for seat in range(count) if seat != night.thief)
    return FollowerRule(FollowerRuleKind.CHOICE, chosen, others)


def final_followers(night: Night, chosen: tuple[int, ...] | None) -> tuple[int, ...]:
    """The followers once the night is over, ascending."""
    rule = follower_rule(night)
    if rule.kind is FollowerRuleKind.AUTOMATIC:
        return rule.candidates
    if rule.kind is FollowerRuleKind.NONE or chosen is None:
        return ()
    return tuple(sorted(chosen))
