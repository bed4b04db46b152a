"""Five players: a follower comes only from the mice who saw the theft (R6.2), so an unseen Thief plays alone.

The real game at five shows the Thief picking one of its witnesses. This module, coached on the game's own screens,
shows the other side of the rule: the learner is the Thief of a pinned game where nobody is awake at the theft. Its
own night page (taking the cheese unseen, then a cup that stays closed as every turn taps), the rule at dawn, its
dawn page with nobody on its side, and the reveal with every player named, all from the engine; last, what one
witness or none means.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import chosen_follower_count
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from play.flow import StepKind

from tutorial.chapters.common import need, report_of
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.texts import Text

ID = "five_players"
# The Thief takes the first seat, so the dawn round opens with its own curtain, where the rule is said.
THIEF_SEAT = 0


@dataclass(frozen=True)
class FiveCast:
    thief: int


def cast(state: GameState) -> FiveCast | None:
    report = report_of(state)
    if report is None or report.outcome is None or state.player_count != 5 or state.fall_mouse:
        return None
    if chosen_follower_count(state.player_count) or report.roles[THIEF_SEAT] is not Role.THIEF:
        return None
    if report.witnesses or report.followers:  # nobody saw the theft: nobody joins
        return None
    outcome = report.outcome
    caught = outcome.winner is Winner.SLEEPYHEADS and outcome.revealed == (THIEF_SEAT,)
    return FiveCast(THIEF_SEAT) if caught else None


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    thief = need(cast(game.state), ID).thief
    night = screens_of(ID, game, (turn_of(game, StepKind.NIGHT_TURN, thief),))
    dawn_turn = turn_of(game, StepKind.DAWN_TURN, thief)
    dawn = screens_of(ID, game, (dawn_turn - 1, dawn_turn))
    *told, see_night = screens_of(ID, game, (turn_of(game, StepKind.REVEAL),))
    fewer = read_before(see_night, "fewer", Text.of("tutorial.five_players.fewer"))
    return (new_deal(night[0], thief, Role.THIEF.value), *night, *dawn, *told, fewer, see_night)
