"""When a step happens in its chapter's game: before the night, at an hour, at dawn, at the vote or the reveal."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Phase(str, Enum):
    TABLE = "table"  # before the night: every cup down, the cheese on its plate
    NIGHT = "night"  # one hour of the night (the moment's hour)
    CHOICE = "choice"  # after the last hour the Thief alone wakes to choose followers
    DAWN = "dawn"  # the night is over, nobody has voted yet
    VOTE = "vote"  # everyone has pointed: the arrows are on the table
    REVEAL = "reveal"  # the cards the vote turned over are face up


@dataclass(frozen=True)
class Moment:
    phase: Phase
    hour: int | None = None

    @classmethod
    def night(cls, hour: int) -> Moment:
        return cls(Phase.NIGHT, hour)


BEFORE_NIGHT = Moment(Phase.TABLE)
THIEF_CHOOSES = Moment(Phase.CHOICE)
DAWN = Moment(Phase.DAWN)
VOTED = Moment(Phase.VOTE)
REVEALED = Moment(Phase.REVEAL)
