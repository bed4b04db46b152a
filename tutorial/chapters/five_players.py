"""Five players: a follower comes from the witnesses: one joins by itself, of several the Thief points at one (R6.2).

The learner is the Thief of a game with two or more witnesses, and points at any one of them.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cheese_thief.config import chosen_follower_count
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import DAWN, THIEF_CHOOSES, Moment
from tutorial.chapters.common import at_moments, need, report_of, spots

ID = "five_players"


@dataclass(frozen=True)
class FiveCast:
    thief: int
    witnesses: tuple[int, ...]


def cast(state: GameState) -> FiveCast | None:
    report = report_of(state)
    if report is None or state.player_count != 5 or chosen_follower_count(5) != 0:
        return None
    if len(report.witnesses) < 2 or len(report.followers) != 1:
        return None
    return FiveCast(report.roles.index(Role.THIEF), report.witnesses)


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    roles = need(cast(game.state), ID)
    thief = roles.thief
    view = game.view(thief)
    assert view.night is not None
    theft = view.night[0]
    options = game.decision_view(thief).follower_options
    responses = []
    for follower in options:
        state = game.variant(followers=[follower])
        saw_choice = tuple(seat for seat in state.seats
                           if seat != thief and (dawn := view_for(state, seat).dawn) is not None
                           and dawn.known_followers == (follower,))
        responses.append((LearnerAction.of(ActionKind.CHOOSE_FOLLOWERS, (follower,)),
                          Text.of("tutorial.five_players.choose_done", name=Names((follower,)),
                                  names=Names(saw_choice))))
    scripted = LearnerAction.of(ActionKind.CHOOSE_FOLLOWERS, tuple(game.record["followers"]))
    return at_moments((
        Step(ID, "intro", Text.of("tutorial.five_players.intro"), (Spotlight(Focus.TABLE),)),
        Step(ID, "theft", Text.of("tutorial.five_players.theft", hour=theft.hour, names=Names(theft.awake_with),
                                  name=Names((thief,))),
             (Spotlight(Focus.CLOCK), Spotlight(Focus.CHEESE), *spots(Focus.SEAT, theft.awake_with))),
        Step(ID, "choose", Text.of("tutorial.five_players.choose", name=Names((thief,))),
             spots(Focus.SEAT, options), Gesture.TAP, thief,
             Expectation(ActionKind.CHOOSE_FOLLOWERS, frozenset(action for action, _ in responses), scripted,
                         Text.of("tutorial.five_players.choose_hint", names=Names(options)), tuple(responses),
                         actor=thief)),
        Step(ID, "fewer", Text.of("tutorial.five_players.fewer"), (Spotlight(Focus.TABLE),)),
        Step(ID, "goal", Text.of("tutorial.five_players.goal"), spots(Focus.CARD, options)),
    ), {"theft": Moment.night(theft.hour), "choose": THIEF_CHOOSES, "fewer": DAWN, "goal": DAWN})
