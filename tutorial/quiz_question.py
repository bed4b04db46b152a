"""One quiz question as plain values: the situation to draw, the prompt, the choices, the answer and why.

Texts are translation keys with parameters (``play.summary.Line``); seats in the parameters are turned into
names by the screen, so this module knows no language and never imports pygame.
"""

from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.cheese_thief.roles import CheeseSight, Role
from play.summary import Line


class QuizKind(str, Enum):
    SAW_THIEF = "saw_thief"  # who saw the Thief take the cheese (R4.2)
    MAY_PEEK = "may_peek"  # may this mouse peek at its hour (R5)
    CHEESE_SEEN = "cheese_seen"  # what a mouse sees in the middle of the table at an hour (R4.2-R4.3)
    THIEF_HOURS = "thief_hours"  # 4 players: at which hours the Thief wakes (R3.3)
    FOLLOWER = "follower"  # who follows the Thief (R6)
    KNOWS_THIEF = "knows_thief"  # who knows for certain who the Thief is at dawn (R10.4)
    REVEALED = "revealed"  # who reveals their card after this vote (R8.2)
    WINNER = "winner"  # which side wins this vote (R9)


class ChoiceKind(str, Enum):
    SEAT = "seat"  # value: the seat
    NOBODY = "nobody"  # the seat questions' "none of them"
    YES = "yes"
    NO = "no"
    HOUR = "hour"  # value: the hour, 1-6
    SIDE = "side"  # value: a game.cheese_thief.roles.Winner value
    CHEESE = "cheese"  # value: a game.cheese_thief.roles.CheeseSight value


@dataclass(frozen=True)
class Choice:
    kind: ChoiceKind
    value: int | str = 0


NOBODY = Choice(ChoiceKind.NOBODY)
YES = Choice(ChoiceKind.YES)
NO = Choice(ChoiceKind.NO)


def seat_choice(seat: int) -> Choice:
    return Choice(ChoiceKind.SEAT, seat)


@dataclass(frozen=True)
class Situation:
    """What the table shows for one question: only what the question needs, all of it true to the game.

    ``roles[seat]`` is the card shown face up (None: no card shown); ``dice[seat]`` the dice shown face up (empty:
    none). With 4 players a Sleepyhead shows only the die it chose to wake at, the Thief both of its dice.
    ``hour`` is the night's hour the question is about (the clock shows it and the mice awake then have their
    eyes open), None for a question about the whole night or the day. ``cheese`` is the cheese as it lies at that
    hour, None when the picture leaves it out. ``pointed`` are the seats the Thief pointed at when choosing
    followers; ``followers`` the seats marked as followers; ``votes[seat]`` the seat each player voted for and ``tally[seat]`` the votes that seat received.
    ``focus`` are the seats the prompt names.
    """

    players: tuple[str, ...]
    fall_mouse: bool
    daytime: bool
    roles: tuple[Role | None, ...]
    dice: tuple[tuple[int, ...], ...]
    hour: int | None = None
    awake: tuple[int, ...] = ()
    cheese: CheeseSight | None = None
    thief: int | None = None  # the Thief's seat where pointers start from it, else None
    pointed: tuple[int, ...] = ()
    followers: tuple[int, ...] = ()
    votes: tuple[int, ...] | None = None
    tally: tuple[int, ...] | None = None  # the votes each seat received, as the engine counted them
    focus: tuple[int, ...] = ()
    notes: tuple[Line, ...] = ()  # what the picture needs to be read right (4 players: one die shown; arrows)

    @property
    def player_count(self) -> int:
        return len(self.players)


@dataclass(frozen=True)
class Question:
    kind: QuizKind
    situation: Situation
    prompt: Line
    choices: tuple[Choice, ...]
    answer: frozenset[Choice]
    #: Several choices may be right: the player taps each one, then checks. Otherwise one tap answers.
    multiple: bool
    reason: tuple[Line, ...]
    #: The cheese-thief/1 record of the game the question comes from, so anyone can check it with the referee.
    record: dict[str, Any]

    @property
    def seat_choices(self) -> tuple[int, ...]:
        return tuple(int(choice.value) for choice in self.choices if choice.kind is ChoiceKind.SEAT)

    @property
    def other_choices(self) -> tuple[Choice, ...]:
        """Every choice that is not a seat on the table (drawn as a button)."""
        return tuple(choice for choice in self.choices if choice.kind is not ChoiceKind.SEAT)
