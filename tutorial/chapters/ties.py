"""Ties: everyone tied for the most votes turns over their card (R8.2), and what that means for who wins.

Coached on the game's own screens: the learner is the Thief of a pinned game whose vote ties two mice, the Thief
one of them. Its card, the vote as this count enters it (the point vote at an even count, the learner's own secret
ballot at an odd one), and the reveal: both cards turned over and the result under the table's rule, every player
named, from the engine. The standard rules (`game.cheese_thief.outcome.decide`: a Thief among the revealed is
caught, R9.2) or, for a table that chose it at setup, the house rule "a tie protects the Thief" (R11.2: the same
tie lets the Thief's side win): the game is then told, and its screens played, under that rule.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Callable

from game.cheese_thief.config import wake_hour_chosen
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.outcome import Outcome, decide
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState
from play.flow import StepKind
from play.setup import VoteMode

from tutorial.chapters.common import need, report_of
from tutorial.coach import coached_vote_mode
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Text

ID = "ties"
# Of the talk, only the vote's rule and the tap that starts the vote.
TALK_LEFT_OUT = frozenset({"dawn_rule", "talk", "lie", "cover", "bluff"})
# Of the Thief's first turn, only its card: the module is about the vote.
CARD_ONLY = frozenset({"roll", "rolled", "night_rule", "night", "wake", "done", "peek", "pick0", "pick1",
                       "followers_rule"})

Decide = Callable[[tuple[Role, ...], tuple[int, ...], tuple[int, ...]], Outcome]


class TieRule(str, Enum):
    STANDARD = "standard"
    TIE_PROTECTS_THIEF = "tie_protects_thief"  # the house rule R11.2


def _decide_with_the_house_rule(roles: tuple[Role, ...], followers: tuple[int, ...], votes: tuple[int, ...]) -> Outcome:
    return decide(roles, followers, votes, HouseRules(tie_protects_thief=True))


@dataclass(frozen=True)
class TieBranch:
    rule: TieRule
    decide: Decide
    expected_winner: Winner  # who this branch says wins the chapter's tie


BRANCHES: dict[TieRule, TieBranch] = {
    TieRule.STANDARD: TieBranch(TieRule.STANDARD, decide, Winner.SLEEPYHEADS),
    TieRule.TIE_PROTECTS_THIEF: TieBranch(TieRule.TIE_PROTECTS_THIEF, _decide_with_the_house_rule, Winner.THIEF),
}


def rule_for(table: Table) -> TieRule:
    return TieRule.TIE_PROTECTS_THIEF if table.tie_protects_thief else TieRule.STANDARD


def told_at(game: ScriptedGame, table: Table) -> ScriptedGame:
    """The pinned game as the learner's table plays it: with its house rule in the record, so the engine, the walk
    and the real screens all decide the tie that way."""
    if rule_for(table) is TieRule.STANDARD:
        return game
    rules = {"house_rules": {"tie_protects_thief": True}}
    return replace(game, record=game.variant_record(**rules))


def steps_for(game: ScriptedGame, table: Table) -> tuple[Step, ...]:
    """The chapter as the learner's table plays ties."""
    return steps(told_at(game, table), rule_for(table))


@dataclass(frozen=True)
class TieCast:
    thief: int
    tied: tuple[int, ...]
    votes: int  # each tied mouse's votes


def cast(state: GameState, branch: TieBranch = BRANCHES[TieRule.STANDARD]) -> TieCast | None:
    report = report_of(state)
    if report is None or report.votes is None or report.outcome is None:
        return None
    thief = report.roles.index(Role.THIEF)
    outcome = branch.decide(report.roles, report.followers, report.votes)
    if len(outcome.revealed) != 2 or thief not in outcome.revealed or outcome.winner is not branch.expected_winner:
        return None
    votes = outcome.tally[thief]
    return TieCast(thief, outcome.revealed, votes) if votes >= 2 else None


def steps(game: ScriptedGame, rule: TieRule = TieRule.STANDARD) -> tuple[Step, ...]:
    branch = BRANCHES[rule]
    thief = need(cast(game.state, branch), ID).thief
    first_turn = StepKind.CHOICE_TURN if wake_hour_chosen(game.players) else StepKind.NIGHT_TURN
    card = screens_of(ID, game, (turn_of(game, first_turn, thief),), CARD_ONLY)
    talk = screens_of(ID, game, (turn_of(game, StepKind.DISCUSSION),), TALK_LEFT_OUT)
    if coached_vote_mode(game.players) is VoteMode.POINT:
        vote = screens_of(ID, game, (turn_of(game, StepKind.POINT_VOTE),))
    else:
        ballot = turn_of(game, StepKind.BALLOT_TURN, thief)
        curtain, *own = screens_of(ID, game, (ballot - 1, ballot))
        vote = [read_before(curtain, "secret_vote", Text.of("tutorial.ties.secret_vote")), curtain, *own]
    *told, see_night = screens_of(ID, game, (turn_of(game, StepKind.REVEAL),))
    meaning = read_before(see_night, "meaning", Text.of(f"tutorial.ties.{branch.rule.value}_meaning"))
    return (new_deal(card[0], thief, Role.THIEF.value), *card, *talk, *vote, *told, meaning, see_night)

