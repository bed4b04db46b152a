"""How this program keeps secrets: the curtain, a private turn's pages, and the tablet passed on face down.

Coached on the game's own screens: the learner is a Sleepyhead of a pinned game, in its own turns. From five
players it is alone at its hour and keeps the cups closed ("Don't look"), then taps cups that stay closed as every
turn does, and closes its eyes ("Done: close my eyes"); at four (where nobody peeks) it chooses its hour. Then the
tablet goes on, face down, to the next mouse's curtain, and the learner's own curtain of the next round opens only
for its press and hold, on a page only it sees.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.cheese_thief.config import wake_hour_chosen
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for
from play.flow import StepKind
from play.moves import MoveKind, move_for

from tutorial.chapters.common import need, report_of
from tutorial.coached_module import new_deal, read_before, screens_of, turn_of
from tutorial.scripted_games import ScriptedGame, night_before_choices
from tutorial.steps import Step
from tutorial.texts import Names, Text

ID = "secrets"
# Rules said elsewhere: here only the learner's own pages and the curtains.
LEFT_OUT = frozenset({"night_rule", "followers_rule"})


@dataclass(frozen=True)
class SecretsCast:
    seat: int  # a Sleepyhead; from five players alone at its hour, keeping the cups closed


def cast(state: GameState) -> SecretsCast | None:
    report = report_of(state)
    if report is None or report.outcome is None or state.fall_mouse:
        return None
    for seat in state.seats[:-1]:  # the next seat's curtain follows the learner's turn
        if report.roles[seat] is not Role.SLEEPYHEAD or seat in report.followers:
            continue
        if wake_hour_chosen(state.player_count):
            return SecretsCast(seat)
        move = move_for(view_for(night_before_choices(state), seat))
        lone_and_closed = move.kind is MoveKind.PEEK and view_for(state, seat).peek is None
        if lone_and_closed and not _an_earlier_seat_peeks(state, seat):
            return SecretsCast(seat)
    return None


def _an_earlier_seat_peeks(state: GameState, seat: int) -> bool:
    """Whether a mouse before `seat` looks under a cup (the real game's walk keeps the next lone mouse's closed)."""
    return any(view_for(state, earlier).peek is not None for earlier in state.seats[:seat])


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    seat = need(cast(game.state), ID).seat
    four = wake_hour_chosen(game.players)
    first_turn = turn_of(game, StepKind.CHOICE_TURN if four else StepKind.NIGHT_TURN, seat)
    own = screens_of(ID, game, (first_turn,), LEFT_OUT)
    if not four:  # before the move page's first tap: every turn looks the same
        move = next(index for index, step in enumerate(own) if (step.screen or "").startswith("turn-move"))
        own.insert(move, read_before(own[move], "same", Text.of("tutorial.secrets.same")))
    (next_curtain,) = [step for step in screens_of(ID, game, (first_turn + 1,)) if step.name.endswith(".curtain")]
    next_seat = next_curtain.learner
    assert next_seat is not None, "a curtain is always someone's"
    face_down = read_before(next_curtain, "face_down",
                            Text.of("tutorial.secrets.face_down", name=Names((next_seat,))))
    face_down = replace(face_down, learner=seat)  # said to the learner, who hands the tablet on
    second = turn_of(game, StepKind.EYES_TURN if four else StepKind.DAWN_TURN, seat)
    curtain, *later = screens_of(ID, game, (second - 1, second), LEFT_OUT)
    hidden = read_before(curtain, "hidden", Text.of("tutorial.secrets.curtain", name=Names((seat,))))
    return (new_deal(own[0], seat, Role.SLEEPYHEAD.value), *own, face_down, hidden, curtain, *later)
