"""The order of screens in one game, derived from public facts only.

The tablet always travels in seat order (privacy protocol, rule 1), so the
list of steps depends on the player count and the vote mode, never on cards,
dice or choices.
"""

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from play.setup import VoteMode


class StepKind(str, Enum):
    CURTAIN = "curtain"
    NIGHT_TURN = "night_turn"  # 5-8: card, die, the night through your eyes, your move
    DAWN_TURN = "dawn_turn"  # 5-8: follower news and what you know
    CHOICE_TURN = "choice_turn"  # 4: card, two dice, your waking hour
    EYES_TURN = "eyes_turn"  # 4: the night through your eyes
    DISCUSSION = "discussion"
    BALLOT_TURN = "ballot_turn"  # secret vote
    POINT_VOTE = "point_vote"  # "3, 2, 1, vote!" then one person enters the pointing
    REVEAL = "reveal"
    REPLAY = "replay"


PRIVATE_KINDS = frozenset(
    {StepKind.NIGHT_TURN, StepKind.DAWN_TURN, StepKind.CHOICE_TURN, StepKind.EYES_TURN, StepKind.BALLOT_TURN}
)


@dataclass(frozen=True)
class Step:
    kind: StepKind
    seat: int | None = None

    @property
    def is_private(self) -> bool:
        return self.kind in PRIVATE_KINDS


def rotation(kind: StepKind, player_count: int) -> list[Step]:
    steps: list[Step] = []
    for seat in range(player_count):
        steps += [Step(StepKind.CURTAIN, seat), Step(kind, seat)]
    return steps


@lru_cache(maxsize=32)  # asked for the current step many times a frame; the answer never changes
def game_steps(player_count: int, vote_mode: VoteMode) -> tuple[Step, ...]:
    if player_count == 4:
        steps = rotation(StepKind.CHOICE_TURN, 4) + rotation(StepKind.EYES_TURN, 4)
    else:
        steps = rotation(StepKind.NIGHT_TURN, player_count) + rotation(StepKind.DAWN_TURN, player_count)
    steps.append(Step(StepKind.DISCUSSION))
    if vote_mode is VoteMode.SECRET:
        steps += rotation(StepKind.BALLOT_TURN, player_count)
    else:
        steps.append(Step(StepKind.POINT_VOTE))
    steps += [Step(StepKind.REVEAL), Step(StepKind.REPLAY)]
    return tuple(steps)
