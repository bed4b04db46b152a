"""Four players: two dice each, a Sleepyhead chooses its hour, the Thief wakes at both (R2.1, R3.3, R4.3).

Coached on the game's own screens: the learner is the Thief of a pinned four-player game whose two dice differ,
so it wakes at two hours. Its choice turn (the roll of two dice, the rule of the hours, the wake page where its tap
changes nothing), its night pages (what it saw, and that nobody peeks at four), the dawn at the talk (nobody joins
the Thief), and the reveal, where it is caught, with every player named, all from the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import dice_per_player
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from play.flow import StepKind

from tutorial.chapters.common import need, report_of
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.texts import Names, Text

ID = "four_players"
# The talk's other words are the real game's: here only that dawn brings nobody to the Thief's side.
TALK_LEFT_OUT = frozenset({"talk", "lie", "cover", "bluff", "vote_rule", "vote_now"})


@dataclass(frozen=True)
class FourCast:
    thief: int


def cast(state: GameState) -> FourCast | None:
    """A four-player game whose Thief wakes at two different hours and is caught: the vote turns over its card
    alone (so the reveal is one the gallery draws)."""
    report = report_of(state)
    if report is None or report.outcome is None or state.player_count != 4:
        return None
    thief = report.roles.index(Role.THIEF)
    view = view_for(state, thief)
    if view.wake_hours is None or len(set(view.wake_hours)) != 2 or report.followers:
        return None
    return FourCast(thief) if report.outcome.revealed == (thief,) else None


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    thief = need(cast(game.state), ID).thief
    # The night's clock is said on the first seat's wake page in the real game: here on the Thief's own.
    *before_wake, wake, done = screens_of(ID, game, (turn_of(game, StepKind.CHOICE_TURN, thief),),
                                          frozenset({"night_rule"}))
    hours = read_before(wake, "hours", Text.of("tutorial.four_players.hours", dice=dice_per_player(game.players)))
    eyes_turn = turn_of(game, StepKind.EYES_TURN, thief)
    *night, summary = screens_of(ID, game, (eyes_turn - 1, eyes_turn), frozenset({"night_rule"}))
    no_peek = read_before(summary, "no_peek", Text.of("tutorial.four_players.no_peek", name=Names((thief,))))
    dawn = screens_of(ID, game, (turn_of(game, StepKind.DISCUSSION),), TALK_LEFT_OUT)
    reveal = screens_of(ID, game, (turn_of(game, StepKind.REVEAL),))
    return (new_deal(before_wake[0], thief, Role.THIEF.value), *before_wake, hours, wake, done, *night, no_peek,
            summary, *dawn, *reveal)
