"""The rules at one table (game.cheese_thief.table_rules), as "Rules at a glance" and the tutorial show them: every fact agrees
with what the engine does at that player count and with those options."""

import random

import pytest

from game.cheese_thief.errors import OptionError, PlayerCountError
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.outcome import WinRule
from game.cheese_thief.report import game_report
from game.cheese_thief.table_rules import FollowerSource, table_rules
from game.cheese_thief.views import view_for
from tests.rules_helpers import random_game

# count -> (dice each, hour chosen, peeking, followers from, how many, followers know the Thief, know each other)
EXPECTED = {
    4: (2, True, False, FollowerSource.NONE, 0, False, False),  # R2.1, R3.3, R5.4, R6.1
    5: (1, False, True, FollowerSource.WITNESSES, 1, True, False),  # R6.2
    6: (1, False, True, FollowerSource.CHOSEN, 1, True, False),  # R6.3
    7: (1, False, True, FollowerSource.CHOSEN, 2, False, True),  # R6.4
    8: (1, False, True, FollowerSource.CHOSEN, 2, True, True),  # R6.5
}


@pytest.mark.parametrize("count", sorted(EXPECTED))
def test_the_facts_for_each_player_count(count: int) -> None:
    rules = table_rules(count)
    facts = (rules.dice_per_player, rules.wake_hour_chosen, rules.peeking_allowed, rules.follower_source,
             rules.follower_count, rules.followers_know_thief, rules.followers_know_each_other)
    assert facts == EXPECTED[count]
    assert rules.win_order == (WinRule.THIEF_REVEALED, WinRule.THIEF_HIDDEN)


@pytest.mark.parametrize("count", sorted(EXPECTED))
def test_the_facts_agree_with_games_the_engine_plays(count: int) -> None:
    rules = table_rules(count)
    for seed in range(30):
        state = random_game(count, False, seed, votes=False)
        assert all(len(dice) == rules.dice_per_player for dice in state.dice or ())
        report = game_report(state)
        if rules.follower_source is FollowerSource.NONE:
            assert report.followers == ()
        elif rules.follower_source is FollowerSource.WITNESSES:
            assert set(report.followers) <= set(report.witnesses) and len(report.followers) == min(1, len(report.witnesses))
        else:
            assert len(report.followers) == rules.follower_count
        for follower in report.followers:
            knows = view_for(state, follower).dawn
            assert knows is not None
            if follower not in report.witnesses:  # a witness saw the Thief take the cheese, whatever the count
                assert (knows.known_thief == state.thief) == rules.followers_know_thief
            fellows = set(knows.known_followers) & set(report.followers)
            assert len(fellows) == (rules.follower_count if rules.followers_know_each_other else 1)


def test_options_set_the_win_order_and_are_checked_like_a_game() -> None:
    rules = table_rules(7, fall_mouse=True, house_rules=HouseRules(tie_protects_thief=True))
    assert rules.fall_mouse and rules.house_rules.tie_protects_thief
    assert rules.win_order[:2] == (WinRule.FALL_MOUSE_REVEALED, WinRule.TIE_PROTECTS_THIEF)
    with pytest.raises(PlayerCountError):
        table_rules(5, fall_mouse=True)
    with pytest.raises(PlayerCountError):
        table_rules(9)
    with pytest.raises(OptionError):
        table_rules(6, house_rules="tie")  # type: ignore[arg-type]


def test_the_four_player_thief_wakes_at_both_hours() -> None:
    """R3.3, as the summary's `wake_hour_chosen` promises: the Thief's waking hours are both its dice."""
    for seed in range(20):
        state = random_game(4, False, seed, votes=False)
        thief = state.thief
        assert view_for(state, thief).wake_hours == tuple(sorted(set((state.dice or ())[thief])))
        rng = random.Random(seed)
        sleepy = rng.choice([seat for seat in state.seats if seat != thief])
        assert len(view_for(state, sleepy).wake_hours or ()) == 1
