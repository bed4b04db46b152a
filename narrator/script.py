"""The ordered night script for each player count (docs/rules.md R3, R6), as data.

A script is a list of steps. The timeline turns it into timed cues; the scene shows and plays them.
Line keys are looked up as ``narrator.line.<key>`` in the translation files.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

MIN_PLAYERS = 4
MAX_PLAYERS = 8
FALL_MOUSE_PLAYERS = (6, 7, 8)
HOURS = (1, 2, 3, 4, 5, 6)

# Prefix of every line spoken during the follower segment (after hour 6, 6-8 players).
FOLLOWERS_PREFIX = "followers_"


@dataclass(frozen=True)
class Say:
    """Speak one line, then leave a short breath before the next step."""

    key: str


@dataclass(frozen=True)
class HourCall:
    """Call one night hour: the open-eyes line, a silent action window, the close-eyes line.

    Every hour occupies exactly the same slot length (R3.1), whatever its clips last.
    """

    hour: int


@dataclass(frozen=True)
class ActionWindow:
    """A silent countdown while someone acts with their eyes open (the follower segment)."""

    purpose: str


@dataclass(frozen=True)
class Settle:
    """A short silent pause so that eyes are really closed before the next call."""

    seconds: float


@dataclass(frozen=True)
class Discussion:
    """The day: discussion timer with a last-minute warning."""


@dataclass(frozen=True)
class VoteCountdown:
    """'Who stole the cheese? 3, 2, 1, vote!'"""


Step = Union[Say, HourCall, ActionWindow, Settle, Discussion, VoteCountdown]

# Line keys of the vote countdown, in the order they are spoken.
VOTE_KEYS = ("vote_call", "count_3", "count_2", "count_1", "vote_now")


def hour_open_key(hour: int) -> str:
    return f"hour_{hour}_open"


def hour_close_key(hour: int) -> str:
    return f"hour_{hour}_close"


def validate_player_count(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players: the game is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")


def follower_segment(players: int) -> list[Step]:
    """After hour 6: the Thief chooses followers by touching hands (R6.3-R6.5). Empty below 6 players."""
    if players < 6:
        return []
    steps: list[Step] = [Say("followers_hands_out")]
    if players == 6:
        steps += [
            Say("followers_thief_touch_one"),
            ActionWindow("followers_choose"),
            Say("followers_open_with_thief"),
            ActionWindow("followers_meet"),
        ]
    elif players == 7:
        # R6.4: the Thief closes their eyes before the followers open theirs.
        steps += [
            Say("followers_thief_touch_two"),
            ActionWindow("followers_choose"),
            Say("followers_stay_closed"),
            Say("followers_thief_close"),
            Settle(2.0),
            Say("followers_open"),
            ActionWindow("followers_meet"),
        ]
    else:
        steps += [
            Say("followers_thief_touch_two"),
            ActionWindow("followers_choose"),
            Say("followers_open_with_thief_two"),
            ActionWindow("followers_meet"),
        ]
    steps.append(Say("followers_all_close"))
    return steps


def night_script(players: int, fall_mouse_reminder: bool = False, include_day: bool = True) -> list[Step]:
    """Every step from the reminders before the night to the vote, for `players` players.

    `fall_mouse_reminder` only has an effect at 6-8 players (R1.3). `include_day` adds the discussion and vote.
    """
    validate_player_count(players)
    steps: list[Step] = []
    if players == 4:
        steps.append(Say("reminder_four_players"))
    elif players == 5:
        steps.append(Say("reminder_five_players"))
    if fall_mouse_reminder and players in FALL_MOUSE_PLAYERS:
        steps.append(Say("reminder_fall_mouse"))
    steps.append(Say("night_falls"))
    steps.append(Settle(2.0))
    steps += [HourCall(hour) for hour in HOURS]
    steps += follower_segment(players)
    steps.append(Say("dawn"))
    if include_day:
        steps += [Say("discussion_start"), Discussion(), VoteCountdown()]
    return steps


def step_line_keys(step: Step) -> list[str]:
    """The line keys a step speaks, in order."""
    if isinstance(step, Say):
        return [step.key]
    if isinstance(step, HourCall):
        return [hour_open_key(step.hour), hour_close_key(step.hour)]
    if isinstance(step, Discussion):
        return ["last_minute"]
    if isinstance(step, VoteCountdown):
        return list(VOTE_KEYS)
    return []


def line_keys_for(players: int, fall_mouse_reminder: bool = False) -> list[str]:
    """Every line key the script for this setup may speak, in order, without repeats."""
    keys: list[str] = []
    for step in night_script(players, fall_mouse_reminder):
        for key in step_line_keys(step):
            if key not in keys:
                keys.append(key)
    return keys


def all_line_keys() -> list[str]:
    """Every line key any setup can speak: the set of clips that must exist in every language."""
    keys: list[str] = []
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        for key in line_keys_for(players, fall_mouse_reminder=True):
            if key not in keys:
                keys.append(key)
    return keys
