"""How to play in six pictures of the tutorial's drawn table, for the café kiosk's attract loop.

Not a chapter of the tutorial (which teaches on the game's own screens): a stranger passing the kiosk sees the
table, the roll, the night, the theft, the vote and the result of the core path's real game, each with one
sentence filled from the engine.
"""
from __future__ import annotations

from functools import lru_cache

from game.cheese_thief.config import HOURS

from tutorial.actions import ActionKind, LearnerAction
from tutorial.chapters import real_game
from tutorial.coach import RESULT_KEY
from tutorial.chapters.common import at_moments, need, others, report_of, sleepyheads_win, spots
from tutorial.moment import DAWN, REVEALED, Moment
from tutorial.plan import ChapterSteps
from tutorial.scripted_games import ScriptedGame, scripted_game
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.table import Table
from tutorial.texts import Names, Text

ID = "how_to"


@lru_cache(maxsize=8)
def how_to_steps(table: Table) -> ChapterSteps:
    """The six pictures at `table`'s count, from the real game the tutorial plays there."""
    game = scripted_game(real_game.ID, table.players, False)
    return ChapterSteps(ID, steps(game), game)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    roles = need(real_game.cast(game.state), ID)
    first = game.view(roles.first)
    report = need(report_of(game.state), ID)
    assert first.dice is not None and first.night and report.outcome is not None
    first_hour = first.night[0].hour
    thief, witness = roles.thief, roles.witness
    take = LearnerAction.of(ActionKind.TAKE_CHEESE, (thief,))
    known = game.view(witness).dawn
    assert known is not None and known.known_thief is not None
    (revealed,) = report.outcome.revealed
    two = "" if len(first.dice) == 1 else "_two"
    theft = Text.of("tutorial.how_to.theft", name=Names((thief,)), hour=report.theft_hour)
    shown = (
        Step(ID, "table", Text.of("tutorial.how_to.table", count=game.players),
             (Spotlight(Focus.TABLE), Spotlight(Focus.CHEESE))),
        Step(ID, "roll", Text.of(f"tutorial.how_to.roll{two}"), (Spotlight(Focus.CUP, roles.first),), Gesture.TAP,
             roles.first),
        Step(ID, "night", Text.of("tutorial.how_to.night", first=HOURS[0], last=HOURS[-1], hour=first_hour),
             (Spotlight(Focus.CLOCK),), learner=roles.first),
        # Just before the theft: the picture shows the cheese still on its plate.
        Step(ID, "theft", theft, (Spotlight(Focus.CLOCK), Spotlight(Focus.CHEESE)), learner=thief,
             expects=Expectation(ActionKind.TAKE_CHEESE, frozenset({take}), take, theft, actor=thief)),
        Step(ID, "vote", Text.of("tutorial.how_to.vote", name=Names((known.known_thief,))),
             spots(Focus.SEAT, others(game.state, witness)), Gesture.TAP, witness),
        Step(ID, "result", sleepyheads_win(RESULT_KEY, revealed, report.outcome.winners,
                                           report.followers),
             (Spotlight(Focus.CARD, revealed), *spots(Focus.SEAT, report.outcome.winners))),
    )
    moments = {"night": Moment.night(HOURS[0]), "theft": Moment.night(report.theft_hour), "vote": DAWN,
               "result": REVEALED}
    return at_moments(shown, moments)
