"""Six to eight players: the Thief picks followers among everyone (R6.3-R6.5), and they win if the Thief escapes.

Coached on the game's own screens: the learner is the Thief of a game where the vote turns over only Sleepyheads,
so the Thief gets away and its followers win with it. The Thief's own night page (the rule, then the pick), its
dawn page (who is on its side, and what followers and Thief know of each other at this count), the talk (how a
follower may cover), and the reveal with every winner and loser named, all from the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import chosen_follower_count, followers_know_thief
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from play.flow import StepKind

from tutorial.chapters.common import need, report_of
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.texts import Text

ID = "followers"
COUNT_WORDS = {1: "one", 2: "two"}
# The talk's other words are the real game's: here only how a follower may cover for the Thief.
TALK_LEFT_OUT = frozenset({"talk", "lie", "vote_rule", "vote_now"})


@dataclass(frozen=True)
class FollowersCast:
    thief: int
    picks: int  # how many followers the Thief picks


def cast(state: GameState) -> FollowersCast | None:
    """A game where the Thief picks its followers and a tie of Sleepyheads lets it escape, so they win too."""
    report = report_of(state)
    picks = chosen_follower_count(state.player_count)
    if report is None or report.outcome is None or picks not in COUNT_WORDS or state.fall_mouse \
            or len(report.followers) != picks:
        return None
    thief = report.roles.index(Role.THIEF)
    outcome = report.outcome
    if outcome.winner is not Winner.THIEF or thief in outcome.revealed or len(outcome.revealed) < 2:
        return None
    if any(seat in outcome.revealed for seat in report.followers):  # the vote turns over Sleepyheads only
        return None
    return FollowersCast(thief, picks)


def knowledge_key(players: int) -> str:
    """Which dawn sentence fits this count: how many followers, and whether they learn who the Thief is."""
    seeing = "known" if followers_know_thief(players) else "blind"
    return f"{COUNT_WORDS[chosen_follower_count(players)]}_{seeing}"


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    thief = need(cast(game.state), ID).thief
    night = screens_of(ID, game, (turn_of(game, StepKind.NIGHT_TURN, thief),))
    dawn_turn = turn_of(game, StepKind.DAWN_TURN, thief)
    *curtain, dawn = screens_of(ID, game, (dawn_turn - 1, dawn_turn))
    knows = read_before(dawn, "knows", Text.of(f"tutorial.followers.knows_{knowledge_key(game.players)}",
                                               players=game.players))
    talk = screens_of(ID, game, (turn_of(game, StepKind.DISCUSSION),), TALK_LEFT_OUT)
    reveal = screens_of(ID, game, (turn_of(game, StepKind.REVEAL),))
    return (new_deal(night[0], thief, Role.THIEF.value), *night, *curtain, knows, dawn, *talk, *reveal)
