"""Playing whole sessions without screens, for the pass-and-play tests."""

import random

from game.actions import CastVote
from play.flow import StepKind
from play.moves import final_actions, move_for, peek_action
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
        if move.kind.value == "peek":
            session.apply(peek_action(view, move, picks[0]))
            view = session.view(step.seat)
        for action in final_actions(view, move, picks):
            session.apply(action)
    elif step.kind is StepKind.BALLOT_TURN:
        assert step.seat is not None
        session.apply(CastVote(step.seat, choose_vote(step.seat, session.player_count, rng)))
    elif step.kind is StepKind.POINT_VOTE:
        for seat in range(session.player_count):
            session.apply(CastVote(seat, choose_vote(seat, session.player_count, rng)))
    session.finish_step()


def play_until(session: PlaySession, kind: StepKind, rng: random.Random) -> None:
    while session.step.kind is not kind:
        play_step(session, rng)
