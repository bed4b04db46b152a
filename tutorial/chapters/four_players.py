"""Four players: two dice each, a Sleepyhead chooses its hour, the Thief wakes at both (R2.1, R3.3, R4.3).

The learner is seat 0, a Sleepyhead whose two dice differ and never meet the Thief's hours, so either
choice is right and changes nothing else; then the Thief, whose dice differ, with exactly one other mouse
awake at its second hour: that mouse sees the Thief awake but not the theft.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import dice_per_player
from game.cheese_thief.roles import CheeseSight, Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import Moment
from tutorial.chapters.common import at_moments, need, report_of

ID = "four_players"
YOU = 0


@dataclass(frozen=True)
class FourCast:
    you: int
    thief: int
    onlooker: int  # awake at the Thief's second hour


def cast(state: GameState) -> FourCast | None:
    report = report_of(state)
    if report is None or state.player_count != 4:
        return None
    thief = report.roles.index(Role.THIEF)
    you = view_for(state, YOU)
    thief_view = view_for(state, thief)
    if you.role is not Role.SLEEPYHEAD or you.dice is None or len(set(you.dice)) != 2:
        return None
    if thief_view.wake_hours is None or len(thief_view.wake_hours) != 2 or thief_view.night is None:
        return None
    if set(you.dice) & set(thief_view.wake_hours):
        return None
    second = thief_view.night[1]
    if len(second.awake_with) != 1 or second.cheese is not CheeseSight.GONE:
        return None
    (onlooker,) = second.awake_with
    onlooker_view = view_for(state, onlooker)
    if onlooker_view.dawn is None or onlooker_view.dawn.known_thief is not None:
        return None
    return FourCast(YOU, thief, onlooker)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    roles = need(cast(game.state), ID)
    night = need(game.view(roles.thief).night, ID)
    first, second = night[0].hour, night[-1].hour
    return at_moments(_your_dice(game, roles.you) + _thief(game, roles), {
        "theft": Moment.night(first), "second_hour": Moment.night(second), "onlooker": Moment.night(second),
    })


def _your_dice(game: ScriptedGame, you: int) -> tuple[Step, ...]:
    view = game.view(you)
    assert view.dice is not None
    roll = LearnerAction.of(ActionKind.ROLL, (you,))
    rolled = Text.of("tutorial.four_players.roll_done", a=view.dice[0], b=view.dice[1])
    options = game.decision_view(you).wake_hour_options
    responses = []
    for index, value in enumerate(view.dice):
        if value not in options:
            continue
        wake_choice = list(game.record["wake_choice"])
        wake_choice[you] = value
        chosen = view_for(game.variant(wake_choice=wake_choice), you).wake_hours
        assert chosen is not None
        responses.append((LearnerAction.of(ActionKind.CHOOSE_HOUR, (), index),
                          Text.of("tutorial.four_players.choose_done", hour=chosen[0])))
    scripted = LearnerAction.of(ActionKind.CHOOSE_HOUR, (), view.dice.index(game.record["wake_choice"][you]))
    return (
        Step(ID, "intro", Text.of("tutorial.four_players.intro", dice=dice_per_player(game.players)),
             (Spotlight(Focus.TABLE),)),
        Step(ID, "roll", Text.of("tutorial.four_players.roll", name=Names((you,))), (Spotlight(Focus.CUP, you),),
             Gesture.TAP, you,
             Expectation(ActionKind.ROLL, frozenset({roll}), roll, Text.of("tutorial.four_players.roll_hint"),
                         ((roll, rolled),), actor=you)),
        Step(ID, "choose", Text.of("tutorial.four_players.choose"),
             (Spotlight(Focus.DIE, you, 0), Spotlight(Focus.DIE, you, 1)), Gesture.TAP, you,
             Expectation(ActionKind.CHOOSE_HOUR, frozenset(action for action, _ in responses), scripted,
                         Text.of("tutorial.four_players.choose_hint"), tuple(responses), actor=you)),
    )


def _thief(game: ScriptedGame, roles: FourCast) -> tuple[Step, ...]:
    thief, onlooker = roles.thief, roles.onlooker
    view = game.view(thief)
    assert view.dice is not None and view.night is not None
    first, second = view.night
    return (
        Step(ID, "thief", Text.of("tutorial.four_players.thief", name=Names((thief,)), a=view.dice[0],
                                  b=view.dice[1]),
             (Spotlight(Focus.DIE, thief, 0), Spotlight(Focus.DIE, thief, 1)), learner=thief),
        # The game takes the cheese for the Thief at its first hour: nothing to drag, as on the real screens.
        Step(ID, "theft", Text.of("tutorial.four_players.theft", hour=first.hour),
             (Spotlight(Focus.CLOCK), Spotlight(Focus.CHEESE)), learner=thief),
        Step(ID, "second_hour", Text.of("tutorial.four_players.second_hour", hour=second.hour,
                                        name=Names(second.awake_with)),
             (Spotlight(Focus.CLOCK), Spotlight(Focus.SEAT, onlooker)), learner=thief),
        Step(ID, "onlooker", Text.of("tutorial.four_players.onlooker", name=Names((onlooker,))),
             (Spotlight(Focus.SEAT, onlooker),)),
    )
