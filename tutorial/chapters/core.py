"""The core path: one real night lived from a lone Sleepyhead's seat, the Thief's and a witness's, then the day.

The learner is seat 0, a Sleepyhead who sleeps through hour 1, then wakes alone before the theft and looks
under a cup; then the Thief, who takes the cheese; then a witness who is not a follower, who names the
Thief and votes for them.
The vote turns over the Thief's card alone, and the Sleepyheads win.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import HOURS, chosen_follower_count, peeking_allowed, witness_follower_count
from game.cheese_thief.roles import CheeseSight, Role, Winner
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import DAWN, REVEALED, VOTED, Moment
from tutorial.chapters.common import at_moments, need, others, report_of, sleepyheads_win, spots

ID = "core"
YOU = 0


@dataclass(frozen=True)
class CoreCast:
    you: int
    thief: int
    witness: int
    witnesses: tuple[int, ...]


def cast(state: GameState) -> CoreCast | None:
    report = report_of(state)
    if report is None or report.outcome is None or report.votes is None or state.fall_mouse:
        return None
    you = view_for(state, YOU)
    if you.role is not Role.SLEEPYHEAD or you.night is None or len(you.night) != 1:
        return None
    if (you.peek is not None) != peeking_allowed(state.player_count):  # alone, the learner looks where allowed
        return None
    if you.dawn is None or you.dawn.follower:  # the learner's own mouse stays a Sleepyhead to the end
        return None
    your_hour = you.night[0]
    # Alone, before the theft, and not at the first hour: the learner sleeps through at least one hour.
    if your_hour.awake_with or your_hour.cheese is not CheeseSight.PRESENT or your_hour.hour == HOURS[0]:
        return None
    thief = report.roles.index(Role.THIEF)
    witnesses = [
        seat for seat in report.witnesses
        if (view := view_for(state, seat)).role is Role.SLEEPYHEAD and view.dawn is not None
        and not view.dawn.follower and view.witnessed_thief == thief and report.votes[seat] == thief
    ]
    outcome = report.outcome
    if not witnesses or outcome.revealed != (thief,) or outcome.winner is not Winner.SLEEPYHEADS:
        return None
    if outcome.tally[thief] < 2:
        return None
    return CoreCast(YOU, thief, witnesses[0], report.witnesses)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    roles = need(cast(game.state), ID)
    your_hour = need(game.view(roles.you).wake_hours, ID)[0]
    theft_hour = need(report_of(game.state), ID).theft_hour
    moments = {
        "night": Moment.night(HOURS[0]), "your_hour": Moment.night(your_hour), "peek": Moment.night(your_hour),
        "theft": Moment.night(theft_hour), "witness": Moment.night(theft_hour),
        "dawn": DAWN, "discuss": DAWN, "vote": DAWN, "tally": VOTED, "result": REVEALED,
    }
    shown = _your_night(game, roles) + _theft(game, roles) + _day(game, roles)
    return at_moments(shown, {name: moment for name, moment in moments.items() if name in {s.name for s in shown}})


def _your_night(game: ScriptedGame, roles: CoreCast) -> tuple[Step, ...]:
    you = roles.you
    view = game.view(you)
    assert view.role is not None and view.dice is not None and view.wake_hours is not None and view.night
    hour = view.wake_hours[0]
    roll = LearnerAction.of(ActionKind.ROLL, (you,))
    look = LearnerAction.of(ActionKind.LIFT_CUP, (you,))
    if len(view.dice) == 1:
        looked = Text.of("tutorial.core.look_done", value=view.dice[0], hour=hour)
    else:  # two dice at four: the learner wakes at the one hour it keeps (its choice is taught in its module)
        looked = Text.of("tutorial.core.look_done_two", a=view.dice[0], b=view.dice[1], hour=hour)
    two = "" if len(view.dice) == 1 else "_two"
    return (
        Step(ID, "table", Text.of("tutorial.core.table", count=game.players),
             (Spotlight(Focus.TABLE), Spotlight(Focus.CHEESE))),
        Step(ID, "card", Text.of(f"tutorial.core.card_{view.role.value}", name=Names((you,))),
             (Spotlight(Focus.CARD, you),), learner=you),
        Step(ID, "roll", Text.of(f"tutorial.core.roll{two}"), (Spotlight(Focus.CUP, you),), Gesture.TAP, you,
             Expectation(ActionKind.ROLL, frozenset({roll}), roll, Text.of("tutorial.core.roll_hint"), actor=you)),
        Step(ID, "look", Text.of(f"tutorial.core.look{two}"), (Spotlight(Focus.CUP, you),), Gesture.HOLD, you,
             Expectation(ActionKind.LIFT_CUP, frozenset({look}), look, Text.of("tutorial.core.look_hint"),
                         ((look, looked),), actor=you)),
        Step(ID, "night", Text.of("tutorial.core.night", first=HOURS[0], last=HOURS[-1], hour=hour),
             (Spotlight(Focus.CLOCK),), learner=you),
        Step(ID, "your_hour", Text.of(f"tutorial.core.your_hour_alone_{view.night[0].cheese.value}", hour=hour),
             (Spotlight(Focus.CLOCK), Spotlight(Focus.CHEESE)), learner=you),
    ) + ((_peek_step(game, you),) if peeking_allowed(game.players) else ())


def _peek_step(game: ScriptedGame, you: int) -> Step:
    """Any other cup is a right choice; what lies under each comes from the engine."""
    targets = game.decision_view(you).peek_options
    responses = []
    for target in targets:
        peek = view_for(game.variant(peeks=[target if seat == you else game.record["peeks"][seat]
                                             for seat in range(game.players)]), you).peek
        assert peek is not None
        responses.append((LearnerAction.of(ActionKind.LIFT_CUP, (target,)),
                          Text.of("tutorial.core.peek_done", name=Names((target,)), value=peek.saw[0])))
    scripted = LearnerAction.of(ActionKind.LIFT_CUP, (game.record["peeks"][you],))
    expectation = Expectation(ActionKind.LIFT_CUP, frozenset(action for action, _ in responses), scripted,
                              Text.of("tutorial.core.peek_hint"), tuple(responses), actor=you)
    return Step(ID, "peek", Text.of("tutorial.core.peek"), spots(Focus.CUP, targets), Gesture.TAP, you,
                expectation)


def _theft(game: ScriptedGame, roles: CoreCast) -> tuple[Step, ...]:
    thief, witness = roles.thief, roles.witness
    thief_view = game.view(thief)
    assert thief_view.night is not None
    theft_hour = thief_view.night[0]
    take = LearnerAction.of(ActionKind.TAKE_CHEESE, (thief,))
    watched = Text.of("tutorial.core.theft_done", names=Names(theft_hour.awake_with))
    seen = game.view(witness)
    assert seen.witnessed_thief is not None and seen.dawn is not None and seen.dawn.known_thief is not None
    name_seen = LearnerAction.of(ActionKind.NAME_SEEN, (seen.witnessed_thief,))
    sure = Text.of("tutorial.core.witness_done", name=Names((seen.dawn.known_thief,)))
    return (
        Step(ID, "theft", Text.of("tutorial.core.theft", name=Names((thief,)), hour=theft_hour.hour),
             (Spotlight(Focus.CLOCK), Spotlight(Focus.CHEESE)), Gesture.DRAG, thief,
             Expectation(ActionKind.TAKE_CHEESE, frozenset({take}), take, Text.of("tutorial.core.theft_hint"),
                         ((take, watched),), actor=thief)),
        Step(ID, "witness", Text.of("tutorial.core.witness", name=Names((witness,)), hour=theft_hour.hour),
             spots(Focus.SEAT, others(game.state, witness)), Gesture.TAP, witness,
             Expectation(ActionKind.NAME_SEEN, frozenset({name_seen}), name_seen,
                         Text.of("tutorial.core.witness_hint", hour=theft_hour.hour), ((name_seen, sure),),
                         actor=witness)),
    )


def _day(game: ScriptedGame, roles: CoreCast) -> tuple[Step, ...]:
    witness = roles.witness
    known = game.view(witness).dawn
    assert known is not None and known.known_thief is not None
    vote = LearnerAction.of(ActionKind.VOTE, (known.known_thief,))
    report = report_of(game.state)
    assert report is not None and report.outcome is not None
    outcome = report.outcome
    (revealed,) = outcome.revealed
    return (
        Step(ID, "dawn", Text.of(dawn_key(game.players), last=HOURS[-1]), (Spotlight(Focus.TABLE),)),
        Step(ID, "discuss", Text.of("tutorial.core.discuss"), (Spotlight(Focus.TIMER),)),
        Step(ID, "vote", Text.of("tutorial.core.vote", name=Names((known.known_thief,))),
             spots(Focus.SEAT, others(game.state, witness)), Gesture.TAP, witness,
             Expectation(ActionKind.VOTE, frozenset({vote}), vote, Text.of("tutorial.core.vote_hint"),
                         actor=witness)),
        Step(ID, "tally", Text.of("tutorial.core.tally_one", name=Names((revealed,)), votes=outcome.tally[revealed],
                                  total=sum(outcome.tally)),
             (Spotlight(Focus.VOTE_TALLY), Spotlight(Focus.CARD, revealed))),
        Step(ID, "result", sleepyheads_win("tutorial.core.result_sleepyheads", revealed, outcome.winners,
                                           report.followers),
             (Spotlight(Focus.CARD, revealed), *spots(Focus.SEAT, outcome.winners))),
    )


def dawn_key(players: int) -> str:
    """Dawn, and how followers came to be at this count: the learner meets them before the result names them."""
    if chosen_follower_count(players) > 0:
        return f"tutorial.core.dawn_chosen_{chosen_follower_count(players)}"
    return "tutorial.core.dawn_witness" if witness_follower_count(players) > 0 else "tutorial.core.dawn"
