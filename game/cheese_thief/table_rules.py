"""The rules in force at one table, as facts a screen can show ("Rules at a glance", the tutorial).

Only the player count and the options chosen at setup decide them, and every fact comes from the functions the
engine itself plays by (config.py, outcome.py), so a summary can never drift from the game.
"""

from dataclasses import dataclass
from enum import Enum

from game.cheese_thief.config import (
    check_fall_mouse,
    check_player_count,
    chosen_follower_count,
    dice_per_player,
    followers_know_each_other,
    followers_know_thief,
    peeking_allowed,
    wake_hour_chosen,
    witness_follower_count,
)
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules, check_house_rules
from game.cheese_thief.outcome import WinRule, win_rules


class FollowerSource(str, Enum):
    NONE = "none"  # R6.1
    WITNESSES = "witnesses"  # R6.2: whoever saw the theft
    CHOSEN = "chosen"  # R6.3-R6.5: the Thief picks after hour 6


@dataclass(frozen=True)
class TableRules:
    player_count: int
    fall_mouse: bool
    house_rules: HouseRules
    dice_per_player: int  # R2.1
    wake_hour_chosen: bool  # R3.3: pick one die as the hour; the Thief wakes at every die
    peeking_allowed: bool  # R5.1, R5.4
    follower_source: FollowerSource
    follower_count: int  # how many join the Thief (at most, for witnesses)
    followers_know_thief: bool  # R6.4
    followers_know_each_other: bool  # R6.4, R6.5
    win_order: tuple[WinRule, ...]  # R9 (and R11.2), first match decides


def _followers(count: int) -> tuple[FollowerSource, int]:
    if witness_follower_count(count):
        return FollowerSource.WITNESSES, witness_follower_count(count)
    if chosen_follower_count(count):
        return FollowerSource.CHOSEN, chosen_follower_count(count)
    return FollowerSource.NONE, 0


def table_rules(player_count: int, fall_mouse: bool = False, house_rules: HouseRules = NO_HOUSE_RULES) -> TableRules:
    """The rules for this many players with these options; raises a RuleError for a table the game refuses."""
    check_player_count(player_count)
    check_fall_mouse(player_count, fall_mouse)
    check_house_rules(house_rules)
    source, followers = _followers(player_count)
    return TableRules(
        player_count=player_count,
        fall_mouse=fall_mouse,
        house_rules=house_rules,
        dice_per_player=dice_per_player(player_count),
        wake_hour_chosen=wake_hour_chosen(player_count),
        peeking_allowed=peeking_allowed(player_count),
        follower_source=source,
        follower_count=followers,
        followers_know_thief=source is not FollowerSource.NONE and followers_know_thief(player_count),
        followers_know_each_other=source is FollowerSource.CHOSEN and followers_know_each_other(player_count),
        win_order=win_rules(fall_mouse, house_rules),
    )
