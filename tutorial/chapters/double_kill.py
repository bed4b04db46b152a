"""Learn Double Kill in two minutes: two hands and your side by the weights, the night's calls, the day.

A lesson of its own, opened from Double Kill's setup and played on the tutorial's session and screens. It plays
no Cheese Thief game and is none of that tutorial's chapters (its plan, menu and saved place stay as they are):
its steps have no table and no spotlight, and each names the picture the lesson screen draws beside its words.
One step asks the learner which side a pair of cards makes (`SIDE_QUESTION`). Every number in the words comes
from the rules (`game.double_kill`): the weights and the player counts.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.double_kill.config import MAX_PLAYERS, MIN_PLAYERS
from game.double_kill.roles import JUSTICE_WEIGHT, Role, Team, team_of

from tutorial.steps import Step
from tutorial.texts import Text

ID = "double_kill"

# The deal shown first: a detective and a traitor, +3 and -2, a village player (the rulebook's first example).
EXAMPLE_HANDS: tuple[Role, Role] = (Role.DETECTIVE, Role.TRAITOR)


@dataclass(frozen=True)
class SideQuestion:
    """"Killer and villager: which side?" The learner taps a team; the answer is the rules' own."""

    hands: tuple[Role, Role]

    @property
    def answer(self) -> Team:
        team = team_of(self.hands)
        assert team is not None, "the question's cards never weigh zero"
        return team


SIDE_QUESTION = SideQuestion((Role.KILLER, Role.VILLAGER))


def signed(weight: int) -> str:
    return f"+{weight}" if weight > 0 else f"\u2212{-weight}"


def _weights(pair: tuple[Role, Role]) -> dict[str, str]:
    total = JUSTICE_WEIGHT[pair[0]] + JUSTICE_WEIGHT[pair[1]]
    return {"left": signed(JUSTICE_WEIGHT[pair[0]]), "right": signed(JUSTICE_WEIGHT[pair[1]]), "total": signed(total)}


# The picture each step shows beside its words (drawn by the lesson screen).
PICTURES: dict[str, str] = {
    "two_hands": "two_cards",
    "weights": "weights",
    "your_side": "question",
    "night": "night_order",
    "day": "speaking_order",
    "vote": "vote",
    "win": "teams",
}


def steps() -> tuple[Step, ...]:
    example = _weights(EXAMPLE_HANDS)
    question = _weights(SIDE_QUESTION.hands)
    said = (
        ("two_hands", Text.of("dk.lesson.two_hands", low=MIN_PLAYERS, high=MAX_PLAYERS)),
        ("weights", Text.of("dk.lesson.weights", **example)),
        ("your_side", Text.of("dk.lesson.your_side", **question)),
        ("night", Text.of("dk.lesson.night")),
        ("day", Text.of("dk.lesson.day")),
        ("vote", Text.of("dk.lesson.vote")),
        ("win", Text.of("dk.lesson.win")),
    )
    return tuple(Step(ID, name, text, ()) for name, text in said)


def spoken_texts() -> tuple[Text, ...]:
    """Everything the lesson can say aloud: each step's sentence, then the question's two answers."""
    return tuple(step.text for step in steps()) + tuple(side_answer_text(team) for team in Team)


def side_answer_text(chosen: Team) -> Text:
    """What the lesson says after a tap on a team: right, with the sum, or a hint."""
    right = chosen is SIDE_QUESTION.answer
    return Text.of("dk.lesson.side_right" if right else "dk.lesson.side_wrong",
                   **_weights(SIDE_QUESTION.hands))
