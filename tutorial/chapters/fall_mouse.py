"""The Fall Mouse (R1.3, R9.1): a Sleepyhead at night, by day it wants the most votes, and then wins alone.

The learner is the Fall Mouse of a game where it is not a follower and alone gets the most votes.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import DAWN, REVEALED, VOTED, Moment
from tutorial.chapters.common import at_moments, need, report_of, spots

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
    view = game.view(seat)
    assert view.role is not None and view.wake_hours is not None
    report = report_of(game.state)
    assert report is not None and report.outcome is not None
    outcome = report.outcome
    turn = LearnerAction.of(ActionKind.TURN_CARDS, outcome.revealed)
    won = Text.of(f"tutorial.fall_mouse.reveal_done_{outcome.winner.value}", name=Names(outcome.winners))
    return at_moments((
        Step(ID, "card", Text.of(f"tutorial.fall_mouse.card_{view.role.value}", name=Names((seat,))),
             (Spotlight(Focus.CARD, seat),), learner=seat),
        Step(ID, "night", Text.of("tutorial.fall_mouse.night", hour=view.wake_hours[0]),
             (Spotlight(Focus.CLOCK),), learner=seat),
        Step(ID, "goal", Text.of("tutorial.fall_mouse.goal"), (Spotlight(Focus.CARD, seat),), learner=seat),
        Step(ID, "reveal", Text.of("tutorial.fall_mouse.reveal", name=Names(outcome.revealed),
                                   votes=outcome.tally[seat]),
             (Spotlight(Focus.VOTE_TALLY), *spots(Focus.CARD, game.state.seats)), Gesture.TAP,
             expects=Expectation(ActionKind.TURN_CARDS, frozenset({turn}), turn,
                                 Text.of("tutorial.fall_mouse.reveal_hint"), ((turn, won),))),
        Step(ID, "first", Text.of("tutorial.fall_mouse.first"), (Spotlight(Focus.CARD, seat),)),
    ), {"night": Moment.night(view.wake_hours[0]), "goal": DAWN, "reveal": VOTED, "first": REVEALED})
