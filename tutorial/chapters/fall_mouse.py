"""The Fall Mouse (R1.3, R9.1): a Sleepyhead at night, by day it wants the most votes, and then wins alone.

Coached on the game's own screens: the learner is the Fall Mouse of a pinned game where it is no follower and the
vote turns over its card alone. Its own night page (its card and tip, its roll, its night, its move as any
Sleepyhead's), its dawn page, and the reveal, where it wins alone and everyone else is named among the losers,
all from the engine; last, that it would win even with the Thief turned over too.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from play.flow import StepKind

from tutorial.chapters.common import need, report_of
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.texts import Text

ID = "fall_mouse"


@dataclass(frozen=True)
class FallMouseCast:
    fall_mouse: int


def cast(state: GameState) -> FallMouseCast | None:
    report = report_of(state)
    if report is None or report.outcome is None or Role.FALL_MOUSE not in report.roles:
        return None
    seat = report.roles.index(Role.FALL_MOUSE)
    view = view_for(state, seat)
    outcome = report.outcome
    if view.dawn is None or view.dawn.follower or view.wake_hours is None:
        return None
    if outcome.revealed != (seat,) or outcome.winner is not Winner.FALL_MOUSE or outcome.tally[seat] < 2:
        return None
    return FallMouseCast(seat)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    seat = need(cast(game.state), ID).fall_mouse
    night = screens_of(ID, game, (turn_of(game, StepKind.NIGHT_TURN, seat),), frozenset({"night_rule"}))
    dawn_turn = turn_of(game, StepKind.DAWN_TURN, seat)
    dawn = screens_of(ID, game, (dawn_turn - 1, dawn_turn))
    *told, see_night = screens_of(ID, game, (turn_of(game, StepKind.REVEAL),))
    first = read_before(see_night, "first", Text.of("tutorial.fall_mouse.first"))
    return (new_deal(night[0], seat, Role.FALL_MOUSE.value), *night, *dawn, *told, first, see_night)
