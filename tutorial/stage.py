"""What the table looks like at a step: computed from the chapter's real game, never written by hand.

A chapter says only *when* a step happens (its `Moment`: before the night, an hour of the night, dawn, the
vote, the reveal). Everything on the table follows from the game's report: who is awake at that hour, whether
the cheese is still there, the vote arrows, the cards turned over. What a mouse learns in secret (its own
card, the dice under a cup) shows only for the mouse whose place the learner takes, and only once it has
looked; after a right move the stage shows what that move did (the lifted cup, the taken cheese...).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.cheese_thief.report import GameReport
from game.cheese_thief.roles import Role

from tutorial.actions import ActionKind, LearnerAction
from tutorial.chapters.common import report_of
from tutorial.moment import Moment, Phase
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus
from tutorial.steps import Step


@dataclass(frozen=True)
class Stage:
    players: int
    learner: int | None  # whose place the learner takes (their mouse is marked)
    phase: Phase
    hour: int | None  # lit on the clock at night
    awake: tuple[int, ...]  # eyes open
    cheese_taken: bool
    rolled: tuple[int, ...]  # cups just shaken (the dice rolled under them)
    lifted: tuple[tuple[int, tuple[int, ...]], ...]  # seat -> the dice seen under its lifted cup
    face_up: tuple[tuple[int, str], ...]  # seat -> the role on its card, turned face up
    votes: tuple[tuple[int, int], ...]  # voter -> suspect, as arrows
    followers: tuple[int, ...]  # seats wearing a follower's badge
    own_dice: tuple[int, ...] = ()  # the learner's dice, shown by their cup when a step is about choosing one

    @property
    def is_day(self) -> bool:
        return self.phase in (Phase.DAWN, Phase.VOTE, Phase.REVEAL)

    def dice_of(self, seat: int) -> tuple[int, ...]:
        return dict(self.lifted).get(seat, ())

    def card_of(self, seat: int) -> str | None:
        return dict(self.face_up).get(seat)


def _actor(step: Step) -> int | None:
    if step.learner is not None:
        return step.learner
    return step.expects.actor if step.expects is not None else None


def _awake(report: GameReport, moment: Moment) -> tuple[int, ...]:
    if moment.phase is Phase.NIGHT and moment.hour is not None:
        return tuple(sorted(report.hours.get(moment.hour, ())))
    if moment.phase is Phase.TABLE:
        return ()
    if moment.phase is Phase.CHOICE:
        return tuple(seat for seat, role in enumerate(report.roles) if role is Role.THIEF)
    return tuple(range(len(report.roles)))


def _cheese_taken(report: GameReport, step: Step, moment: Moment, move: LearnerAction | None) -> bool:
    if moment.phase is Phase.TABLE:
        return False
    if moment.phase is not Phase.NIGHT or moment.hour is None:
        return True
    if moment.hour != report.theft_hour:
        return moment.hour > report.theft_hour
    waiting_for_theft = step.expects is not None and step.expects.kind is ActionKind.TAKE_CHEESE and move is None
    return not waiting_for_theft


def _touches_own_die(step: Step, actor: int | None) -> bool:
    return actor is not None and any(spot.focus is Focus.DIE and spot.seat == actor for spot in step.spotlight)


@lru_cache(maxsize=512)
def stage_of(step: Step, game: ScriptedGame, move: LearnerAction | None = None) -> Stage:
    """The table at `step` of a chapter about `game`; with `move`, as that right move leaves it."""
    report = report_of(game.state)
    if report is None:
        raise ValueError("a scripted game is played to its end")
    moment = step.moment
    actor = _actor(step)
    face_up: dict[int, str] = {}
    if actor is not None:
        face_up[actor] = report.roles[actor].value  # a mouse knows its own card
    votes: tuple[tuple[int, int], ...] = ()
    if moment.phase in (Phase.VOTE, Phase.REVEAL) and report.votes is not None:
        votes = tuple(enumerate(report.votes))
    outcome = report.outcome
    if moment.phase is Phase.REVEAL and outcome is not None:
        face_up.update({seat: report.roles[seat].value for seat in outcome.revealed})
    followers = report.followers if moment.phase is Phase.REVEAL else ()
    rolled: tuple[int, ...] = ()
    lifted: tuple[tuple[int, tuple[int, ...]], ...] = ()
    if move is not None:
        if move.kind is ActionKind.ROLL:
            rolled = move.seats
        elif move.kind is ActionKind.LIFT_CUP:
            lifted = tuple((seat, report.dice[seat]) for seat in move.seats)
        elif move.kind is ActionKind.TURN_CARDS:
            face_up.update({seat: report.roles[seat].value for seat in move.seats})
        elif move.kind is ActionKind.VOTE and actor is not None:
            votes = ((actor, move.seats[0]),) if not votes else votes
        elif move.kind is ActionKind.CHOOSE_FOLLOWERS:
            followers = move.seats
    own_dice = report.dice[actor] if actor is not None and _touches_own_die(step, actor) else ()
    return Stage(
        players=len(report.roles),
        learner=actor,
        phase=moment.phase,
        hour=moment.hour,
        awake=_awake(report, moment),
        cheese_taken=_cheese_taken(report, step, moment, move),
        rolled=rolled,
        lifted=lifted,
        face_up=tuple(sorted(face_up.items())),
        votes=votes,
        followers=tuple(followers),
        own_dice=own_dice,
    )
