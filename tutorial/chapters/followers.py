"""Six to eight players: after hour 6 the Thief picks followers among everyone (R6.3-R6.5).

The learner is the Thief; any legal pick is right. What the followers and the Thief then know of each
other, the difference between 6, 7 and 8 players, comes from the engine's dawn views of each pick.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.cheese_thief.config import HOURS, chosen_follower_count, followers_know_thief
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState

from tutorial.actions import ActionKind, LearnerAction
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Expectation, Step
from tutorial.texts import Names, Text
from tutorial.moment import DAWN, THIEF_CHOOSES, VOTED
from tutorial.chapters.common import at_moments, need, report_of, spots

ID = "followers"
COUNT_WORDS = {1: "one", 2: "two"}


@dataclass(frozen=True)
class FollowersCast:
    thief: int
    picks: int  # how many followers the Thief picks


def cast(state: GameState) -> FollowersCast | None:
    report = report_of(state)
    picks = chosen_follower_count(state.player_count)
    if report is None or picks not in COUNT_WORDS or state.fall_mouse or len(report.followers) != picks:
        return None
    return FollowersCast(report.roles.index(Role.THIEF), picks)


def knowledge_key(players: int) -> str:
    """Which dawn sentence fits this count: how many followers, and whether they learn who the Thief is."""
    seeing = "known" if followers_know_thief(players) else "blind"
    return f"{COUNT_WORDS[chosen_follower_count(players)]}_{seeing}"


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    roles = need(cast(game.state), ID)
    thief, picks = roles.thief, roles.picks
    count_word = COUNT_WORDS[picks]
    options = game.decision_view(thief).follower_options
    chosen_key = f"tutorial.followers.chosen_{knowledge_key(game.players)}"
    responses = tuple(
        (LearnerAction.of(ActionKind.CHOOSE_FOLLOWERS, pick), Text.of(chosen_key, names=Names(pick)))
        for pick in combinations(options, picks)
    )
    scripted = LearnerAction.of(ActionKind.CHOOSE_FOLLOWERS, tuple(game.record["followers"]))
    return at_moments((
        Step(ID, "intro", Text.of(f"tutorial.followers.intro_{count_word}", last=HOURS[-1]),
             (Spotlight(Focus.CLOCK),)),
        Step(ID, "choose", Text.of(f"tutorial.followers.choose_{count_word}", name=Names((thief,))),
             spots(Focus.SEAT, options), Gesture.TAP, thief,
             Expectation(ActionKind.CHOOSE_FOLLOWERS, frozenset(action for action, _ in responses), scripted,
                         Text.of(f"tutorial.followers.choose_hint_{count_word}"), responses, actor=thief)),
        Step(ID, "who_knows", Text.of(f"tutorial.followers.knows_{knowledge_key(game.players)}",
                                      players=game.players),
             (Spotlight(Focus.SEAT, thief),), learner=thief),
        # Whichever followers the learner picked, these rules hold for them: nothing here names the pick.
        Step(ID, "card", Text.of("tutorial.followers.card"), (Spotlight(Focus.TABLE),)),
        Step(ID, "caught", Text.of("tutorial.followers.caught"), (Spotlight(Focus.VOTE_TALLY),)),
    ), {"intro": THIEF_CHOOSES, "choose": THIEF_CHOOSES, "who_knows": DAWN, "card": DAWN,
        "caught": VOTED})
