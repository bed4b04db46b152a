"""The core path: one real game on the game's own screens, coached tap by tap.

The learner is one mouse, the first seat, for the whole game: its curtains and private turns, the discussion, the
vote, the reveal and the replay are the real screens, and every other seat's turn is played in secret behind its
curtain (`tutorial.coach`, with this seat as the walk's learner). The tutorial lights the widget to tap, shows a
finger and says what the learner's mouse can know at that moment, the rules included where it meets them (the
night's clock, how followers come to be at this count, the vote's count). Its pinned game is played at the
table's own count: the first seat is a Sleepyhead who wakes alone before the theft (and, where the count allows,
looks under a cup), stays a Sleepyhead and votes for the Thief; the theft is seen by a witness who is not a
follower and votes for the Thief too, so its claim at the talk is proved at the reveal; the vote turns over the
Thief's card alone, and the Sleepyheads win.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import HOURS, peeking_allowed
from game.cheese_thief.roles import CheeseSight, Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

from tutorial.chapters.common import need, report_of
from tutorial.coach import coached_steps
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step

ID = "real_game"
FIRST_SEAT = 0


@dataclass(frozen=True)
class RealGameCast:
    first: int
    thief: int
    witness: int
    witnesses: tuple[int, ...]


def cast(state: GameState) -> RealGameCast | None:
    report = report_of(state)
    if report is None or report.outcome is None or report.votes is None or state.fall_mouse:
        return None
    first = view_for(state, FIRST_SEAT)
    if first.role is not Role.SLEEPYHEAD or first.night is None or len(first.night) != 1:
        return None
    if (first.peek is not None) != peeking_allowed(state.player_count):  # alone, it looks where allowed
        return None
    if first.dawn is None or first.dawn.follower:  # the first seat stays a Sleepyhead to the end
        return None
    first_hour = first.night[0]
    # Alone, before the theft, and not at the first hour: the night's clock is seen to move before anyone wakes.
    if first_hour.awake_with or first_hour.cheese is not CheeseSight.PRESENT or first_hour.hour == HOURS[0]:
        return None
    thief = report.roles.index(Role.THIEF)
    witnesses = [
        seat for seat in report.witnesses
        if (view := view_for(state, seat)).role is Role.SLEEPYHEAD and view.dawn is not None
        and not view.dawn.follower and view.witnessed_thief == thief and report.votes[seat] == thief
    ]
    outcome = report.outcome
    if not witnesses or outcome.revealed != (thief,) or outcome.winner is not Winner.SLEEPYHEADS:
        return None
    if outcome.tally[thief] < 2 or report.votes[FIRST_SEAT] != thief:  # the learner's own vote is proved right
        return None
    return RealGameCast(FIRST_SEAT, thief, witnesses[0], report.witnesses)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    need(cast(game.state), ID)  # ChapterMismatch when the pinned game no longer fits
    return coached_steps(ID, game, FIRST_SEAT)
