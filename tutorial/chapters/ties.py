"""Ties: everyone tied for the most votes turns over their card (R8.2), and what that means for who wins.

The game has a tie of exactly two mice, one of them the Thief. The result comes from a *branch*: the
standard rules (`game.cheese_thief.outcome.decide`: a Thief among the revealed is caught, R9.2), or, for a table that
chose it at setup, the house rule "a tie protects the Thief" (R11.2: the same tie lets the Thief's side win),
each with its own outcome, from the engine, and sentences.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Callable

from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.outcome import Outcome, decide
from game.cheese_thief.roles import Role, Winner
from game.cheese_thief.state import GameState

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.table import Table
from tutorial.texts import Names, Text
from tutorial.moment import REVEALED, VOTED
from tutorial.chapters.common import at_moments, need, report_of, sleepyheads_win, spots

ID = "ties"

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


def steps_for(game: ScriptedGame, table: Table) -> tuple[Step, ...]:
    """The chapter as the learner's table plays ties."""
    return steps(game, rule_for(table))


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
    roles = need(cast(game.state, branch), ID)
    report = report_of(game.state)
    assert report is not None and report.votes is not None
    outcome = branch.decide(report.roles, report.followers, report.votes)
    turn = LearnerAction.of(ActionKind.TURN_CARDS, outcome.revealed)
    (thief,) = (seat for seat in outcome.revealed if report.roles[seat] is Role.THIEF)
    prefix = f"tutorial.ties.{branch.rule.value}"
    return at_moments((
        Step(ID, "tally", Text.of("tutorial.ties.tally", names=Names(roles.tied), votes=roles.votes),
             (Spotlight(Focus.VOTE_TALLY), *spots(Focus.CARD, game.state.seats)), Gesture.TAP,
             expects=Expectation(ActionKind.TURN_CARDS, frozenset({turn}), turn, Text.of("tutorial.ties.tally_hint"))),
        Step(ID, "result", _result(prefix, thief, outcome.winner, outcome.winners, report.followers),
             (*spots(Focus.CARD, outcome.revealed), *spots(Focus.SEAT, outcome.winners))),
        Step(ID, "meaning", Text.of(f"{prefix}_meaning"), spots(Focus.CARD, outcome.revealed)),
    ), {"tally": VOTED, "result": REVEALED, "meaning": REVEALED})


def _result(prefix: str, thief: int, winner: Winner, winners: tuple[int, ...], followers: tuple[int, ...]) -> Text:
    if winner is Winner.SLEEPYHEADS:
        return sleepyheads_win(f"{prefix}_result_sleepyheads", thief, winners, followers)
    return Text.of(f"{prefix}_result_{winner.value}", name=Names((thief,)), winners=Names(winners))
