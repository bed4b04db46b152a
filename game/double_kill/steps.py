"""The steps a game goes through, one at a time, so a screen can give each the same shape and time.

The night is a fixed list of calls (DK6): every role of the role set is called in order, even a dead,
used or transformed one, whose only legal action is then "nothing".
"""

from dataclasses import dataclass
from enum import Enum

from game.double_kill.hands import HandId
from game.double_kill.roles import Role


class StepKind(str, Enum):
    DEAL = "deal"  # chance: two cards for every seat
    REDRAW = "redraw"  # each seat in turn keeps its cards or asks for a redraw (DK4)
    NIGHT_CALL = "night_call"  # one role is called (DK6-DK12)
    LAST_WORDS = "last_words"  # a dead hand's player may speak (DK15)
    NOMINATION = "nomination"  # a living player speaks and names suspects (DK16, DK17)
    DEFENCE = "defence"  # a suspect hand's player defends it (DK18)
    TIE_SPEECH = "tie_speech"  # before a third vote, every other living player speaks (DK20)
    VOTE = "vote"  # every living hand votes once, all at once (DK19)
    OVER = "over"


@dataclass(frozen=True)
class Step:
    kind: StepKind
    role: Role | None = None  # NIGHT_CALL: the role called
    seat: int | None = None  # the seat whose turn it is (REDRAW and the speeches)
    hand: HandId | None = None  # LAST_WORDS and DEFENCE: the hand the words are about
    vote_round: int = 0  # VOTE: 1, 2 or 3


GAME_OVER = Step(StepKind.OVER)
