"""How to play in six of the game's own screens, for the café kiosk's attract loop.

Not a chapter of the tutorial: a stranger passing the kiosk sees six moments of the real game the tutorial plays at
the table's count (`tutorial.scripted_games`), each on the screen the game shows then, with one sentence filled from
the engine: the first curtain, the roll, the night, the theft as a witness sees it, the vote and the result. Each
step names the game's step (``play_step``) and the screen shown there (``screen``: a curtain, a private turn's page,
the vote's entry or the reveal); a night page's ``moment`` is the hour its clock shows. The screens themselves are
painted by the kiosk (``scenes/kiosk/how_to_screens.py``).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from game.cheese_thief.config import HOURS
from play.flow import PRIVATE_KINDS, StepKind
from play.turns import turn_plan

from tutorial.chapters import real_game
from tutorial.chapters.common import at_moments, need, report_of, sleepyheads_win
from tutorial.coach import RESULT_KEY
from tutorial.coached_module import game_steps, turn_of
from tutorial.moment import Moment
from tutorial.plan import ChapterSteps
from tutorial.scripted_games import ScriptedGame, scripted_game
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Names, Text

ID = "how_to"
# The screens the six steps show, by the gallery's names.
CURTAIN, ROLL, NIGHT, VOTE_ENTRY, BALLOT, REVEAL = ("curtain", "turn-roll", "turn-night", "vote-entry", "turn-ballot",
                                                    "reveal")


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
    thief, witness = roles.thief, roles.witness
    known = game.view(witness).dawn
    assert known is not None and known.known_thief is not None
    (revealed,) = report.outcome.revealed
    two = "" if len(first.dice) == 1 else "_two"
    roll_turn = _turn_showing(game, roles.first, "roll")
    night_turn = _turn_showing(game, roles.first, "night")
    # The vote as this count enters it: the point vote's grid, or the witness's own secret ballot.
    point_vote = StepKind.POINT_VOTE in {step.kind for step in game_steps(game)}
    vote_step = turn_of(game, StepKind.POINT_VOTE) if point_vote else turn_of(game, StepKind.BALLOT_TURN, witness)
    shown = (
        _on(Step(ID, "table", Text.of("tutorial.how_to.table", count=game.players), (), learner=roles.first),
            CURTAIN, 0),
        _on(Step(ID, "roll", Text.of(f"tutorial.how_to.roll{two}"), (), learner=roles.first), ROLL, roll_turn),
        _on(Step(ID, "night", Text.of("tutorial.how_to.night", first=HOURS[0], last=HOURS[-1],
                                      hour=first.night[0].hour), (), learner=roles.first), NIGHT, night_turn),
        # The theft as the witness sees it at that hour: nobody taps anything, it happens by itself.
        _on(Step(ID, "theft", Text.of("tutorial.how_to.theft", name=Names((thief,)), hour=report.theft_hour), (),
                 learner=witness), NIGHT, _turn_showing(game, witness, "night")),
        _on(Step(ID, "vote", Text.of("tutorial.how_to.vote", name=Names((known.known_thief,))), (), learner=witness),
            VOTE_ENTRY if point_vote else BALLOT, vote_step),
        _on(Step(ID, "result", sleepyheads_win(RESULT_KEY, revealed, report.outcome.winners, report.followers), ()),
            REVEAL, turn_of(game, StepKind.REVEAL)),
    )
    # The night pages' clocks: the first mouse still asleep at the first hour, the witness at the theft's hour.
    return at_moments(shown, {"night": Moment.night(HOURS[0]), "theft": Moment.night(report.theft_hour)})


def _on(step: Step, screen: str, play_step: int) -> Step:
    return replace(step, screen=screen, play_step=play_step)


def _turn_showing(game: ScriptedGame, seat: int, page: str) -> int:
    """The game's step of `seat`'s first private turn with this page (at four the roll and the night are two turns)."""
    def pages(kind: StepKind) -> set[str]:
        return {shown.name for shown in turn_plan(kind, game.players, 1.0).pages}  # the pages, whatever an hour lasts

    return next(index for index, step in enumerate(game_steps(game))
                if step.seat == seat and step.kind in PRIVATE_KINDS and page in pages(step.kind))
