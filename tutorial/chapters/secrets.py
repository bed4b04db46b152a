"""How this program keeps secrets: seat order, press-and-hold curtains, and taps for everyone.

The learner takes the place of a mouse with nothing to decide (a Sleepyhead who woke with company; at 4
players the Thief, who has no hour to choose) and still makes the taps every turn has: the same decoy
page `play.moves.move_for` gives that seat in a real game.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from play.moves import Move, MoveKind, move_for

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame, night_before_choices
from tutorial.spotlight import Focus, Gesture, Spotlight, touched_by
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import Moment
from tutorial.chapters.common import at_moments, need, report_of

ID = "secrets"
COUNT_WORDS = {1: "one", 2: "two"}


@dataclass(frozen=True)
class SecretsCast:
    seat: int  # a mouse with nothing to decide


def _decoy_move(state: GameState, seat: int) -> Move:
    return move_for(view_for(night_before_choices(state), seat))


def cast(state: GameState) -> SecretsCast | None:
    report = report_of(state)
    if report is None:
        return None
    for seat in state.seats:
        if _decoy_move(state, seat).kind is not MoveKind.DECOY:
            continue
        view = view_for(state, seat)
        if state.player_count == 4 and view.role is Role.THIEF:
            return SecretsCast(seat)
        if state.player_count > 4 and view.role is Role.SLEEPYHEAD and view.night and view.night[0].awake_with:
            return SecretsCast(seat)
    return None


def _decoy_step(game: ScriptedGame, seat: int) -> Step:
    move = _decoy_move(game.state, seat)
    view = game.view(seat)
    assert view.night is not None
    if game.players == 4:
        right = [LearnerAction.of(ActionKind.TAP_DIE, (), index) for index in move.targets]
        text = Text.of("tutorial.secrets.decoy_die", name=Names((seat,)))
        hint = Text.of("tutorial.secrets.decoy_die_hint")
    else:
        hour = view.night[0]
        right = [LearnerAction.of(ActionKind.TAP_CUPS, pick) for pick in combinations(move.targets, move.picks)]
        text = Text.of(f"tutorial.secrets.decoy_{COUNT_WORDS[move.picks]}", name=Names((seat,)), hour=hour.hour,
                       names=Names(hour.awake_with))
        hint = Text.of(f"tutorial.secrets.decoy_hint_{COUNT_WORDS[move.picks]}")
    closed = Text.of("tutorial.secrets.decoy_done")
    spotlight = tuple(spot for action in right for spot in touched_by(action, seat))
    return Step(ID, "decoy", text, tuple(dict.fromkeys(spotlight)), Gesture.TAP, seat,
                Expectation(right[0].kind, frozenset(right), right[0], hint,
                            tuple((action, closed) for action in right), actor=seat))


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    seat = need(cast(game.state), ID).seat
    hold = LearnerAction.of(ActionKind.HOLD_CURTAIN, (seat,))
    return at_moments((
        Step(ID, "order", Text.of("tutorial.secrets.order", names=Names(tuple(game.state.seats))),
             (Spotlight(Focus.TABLE),)),
        Step(ID, "curtain", Text.of("tutorial.secrets.curtain", name=Names((seat,))),
             (Spotlight(Focus.CURTAIN, seat),), Gesture.HOLD, seat,
             Expectation(ActionKind.HOLD_CURTAIN, frozenset({hold}), hold, Text.of("tutorial.secrets.curtain_hint"),
                         actor=seat)),
        _decoy_step(game, seat),
        Step(ID, "same", Text.of("tutorial.secrets.same"), (Spotlight(Focus.CURTAIN, seat),)),
    ), {} if game.players == 4 else {"decoy": Moment.night(need(game.view(seat).night, ID)[0].hour)})
