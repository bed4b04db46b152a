"""Playing steps of a session without screens: for tests, the gallery and tools.

It makes the same kind of choices a player would, from a seeded generator.
"""

import random

from game.cheese_thief.actions import CastVote

from play.flow import StepKind
from play.moves import MoveKind, final_actions, move_for, peek_action
from play.policy import choose_picks, choose_vote
from play.session import PlaySession


def play_step(session: PlaySession, rng: random.Random) -> None:
    """Do what the player(s) of the current step would do, then leave it."""
    step = session.step
    if step.kind in (StepKind.NIGHT_TURN, StepKind.CHOICE_TURN):
        assert step.seat is not None
        view = session.view(step.seat)
        move = move_for(view)
        picks = choose_picks(move, rng)
        if move.kind is MoveKind.PEEK:
            session.apply(peek_action(view, move, picks[0]))
            view = session.view(step.seat)
        for action in final_actions(view, move, picks):
            session.apply(action)
    elif step.kind is StepKind.BALLOT_TURN:
        assert step.seat is not None
        session.apply(CastVote(step.seat, choose_vote(step.seat, session.player_count, rng)))
    elif step.kind is StepKind.POINT_VOTE:
        session.apply_all([CastVote(seat, choose_vote(seat, session.player_count, rng))
                           for seat in range(session.player_count)])
    session.finish_step()


def play_until(session: PlaySession, kind: StepKind, rng: random.Random, seat: int | None = None) -> None:
    """Play on until the step of `kind` (for `seat`, if given) is current."""
    while not (session.step.kind is kind and (seat is None or session.step.seat == seat)):
        play_step(session, rng)
