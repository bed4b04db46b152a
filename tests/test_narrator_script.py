"""The night script's order for every player count (docs/rules.md R3.1, R6)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from narrator.script import (
    FOLLOWERS_PREFIX,
    all_line_keys,
    hour_close_key,
    hour_open_key,
    line_keys_for,
    night_script,
)

COUNTS = range(4, 9)
ROOT = Path(__file__).resolve().parent.parent


def spoken(players: int, fall_mouse: bool = False) -> list[str]:
    from narrator.script import step_line_keys

    return [key for step in night_script(players, fall_mouse) for key in step_line_keys(step)]


@pytest.mark.parametrize("players", COUNTS)
def test_hours_one_to_six_in_order_open_then_close(players: int) -> None:
    keys = spoken(players)
    hour_keys = [k for k in keys if k.startswith("hour_")]
    expected = [key for h in range(1, 7) for key in (hour_open_key(h), hour_close_key(h))]
    assert hour_keys == expected


@pytest.mark.parametrize("players", COUNTS)
def test_everyone_closes_eyes_before_the_first_hour_and_dawn_comes_after_the_night(players: int) -> None:
    keys = spoken(players)
    assert keys.index("night_falls") < keys.index("hour_1_open")
    assert keys.index("dawn") > keys.index("hour_6_close")
    assert keys.index("discussion_start") > keys.index("dawn")
    assert keys[-5:] == ["vote_call", "count_3", "count_2", "count_1", "vote_now"]


@pytest.mark.parametrize("players", COUNTS)
def test_follower_segment_exactly_for_six_to_eight_between_hour_six_and_dawn(players: int) -> None:
    keys = spoken(players)
    followers = [i for i, k in enumerate(keys) if k.startswith(FOLLOWERS_PREFIX)]
    if players < 6:
        assert followers == []
        return
    assert followers, "6-8 players need the follower segment"
    assert followers == list(range(followers[0], followers[-1] + 1)), "the segment is one block"
    assert keys[followers[0] - 1] == "hour_6_close"
    assert keys[followers[-1] + 1] == "dawn"
    assert keys[followers[0]] == "followers_hands_out"
    assert keys[followers[-1]] == "followers_all_close"


def test_six_players_thief_touches_one_hand_then_they_see_each_other() -> None:
    keys = spoken(6)
    assert "followers_thief_touch_one" in keys and "followers_thief_touch_two" not in keys
    assert keys.index("followers_thief_touch_one") < keys.index("followers_open_with_thief")
    assert "followers_thief_close" not in keys


def test_seven_players_thief_closes_eyes_before_followers_open_theirs() -> None:
    keys = spoken(7)
    assert "followers_thief_touch_two" in keys
    assert keys.index("followers_thief_touch_two") < keys.index("followers_stay_closed")
    assert keys.index("followers_stay_closed") < keys.index("followers_thief_close")
    assert keys.index("followers_thief_close") < keys.index("followers_open")
    assert "followers_open_with_thief" not in keys and "followers_open_with_thief_two" not in keys


def test_eight_players_thief_touches_two_and_all_three_see_each_other() -> None:
    keys = spoken(8)
    assert keys.index("followers_thief_touch_two") < keys.index("followers_open_with_thief_two")
    assert "followers_thief_close" not in keys and "followers_open" not in keys


def test_reminders_by_count() -> None:
    assert spoken(4)[0] == "reminder_four_players"
    assert "reminder_four_players" not in spoken(5)
    assert spoken(5)[0] == "reminder_five_players"
    for players in (6, 7, 8):
        assert "reminder_fall_mouse" in spoken(players, fall_mouse=True)
        assert "reminder_fall_mouse" not in spoken(players, fall_mouse=False)
    for players in (4, 5):
        assert "reminder_fall_mouse" not in spoken(players, fall_mouse=True)


@pytest.mark.parametrize("players", [0, 3, 9, -1])
def test_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(ValueError, match="players"):
        night_script(players)


def test_all_line_keys_cover_every_setup() -> None:
    every = set(all_line_keys())
    for players in COUNTS:
        assert set(line_keys_for(players, True)) <= every
    assert {"followers_thief_close", "followers_open", "last_minute", "dawn"} <= every


def test_script_and_timeline_do_not_import_pygame() -> None:
    code = (
        "import sys; import narrator.script, narrator.timeline, narrator.dry_run, narrator.clips, narrator.texts; "
        "sys.exit(1 if any(m.startswith('pygame') for m in sys.modules) else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT)
    assert result.returncode == 0
