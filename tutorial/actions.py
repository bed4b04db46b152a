"""What the learner does on a step: small typed values the screens report and the session checks."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class ActionKind(str, Enum):
    ROLL = "roll"  # tap your own cup: the die (or dice) roll under it
    LIFT_CUP = "lift_cup"  # lift a cup to see the die under it (your own, or another's when alone)
    TAKE_CHEESE = "take_cheese"  # the Thief takes the cheese at their first waking hour
    NAME_SEEN = "name_seen"  # a witness points at the mouse it saw take the cheese
    CHOOSE_HOUR = "choose_hour"  # 4 players: a Sleepyhead taps the die whose hour wakes it (value: its index)
    CHOOSE_FOLLOWERS = "choose_followers"  # the Thief names its follower(s)
    VOTE = "vote"  # point at a suspect
    TURN_CARDS = "turn_cards"  # tap the card(s) that are turned over after the vote
    HOLD_CURTAIN = "hold_curtain"  # press and hold the curtain until it opens
    TAP_CURTAIN = "tap_curtain"  # a short tap on the curtain, which does not open it
    TAP_CUPS = "tap_cups"  # decoy taps on cups that stay closed
    TAP_DIE = "tap_die"  # 4 players: a decoy tap on one of your two dice (value: the die's index)
    TAP_WIDGET = "tap_widget"  # a tap on a real screen's widget (value: its index among the step's targets)


@dataclass(frozen=True)
class LearnerAction:
    kind: ActionKind
    seats: tuple[int, ...] = ()  # seats acted on, ascending (a cup, a card, a suspect, followers)
    value: int | None = None  # a die index, where the action touches one die

    @classmethod
    def of(cls, kind: ActionKind, seats: tuple[int, ...] | list[int] = (), value: int | None = None) -> LearnerAction:
        return cls(kind, tuple(sorted(seats)), value)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "seats": list(self.seats), "value": self.value}

    @classmethod
    def from_json(cls, data: object) -> LearnerAction:
        """Read an action back; raises ValueError for anything that is not one."""
        if not isinstance(data, dict) or set(data) != {"kind", "seats", "value"}:
            raise ValueError("an action is an object with kind, seats and value")
        if not isinstance(data["kind"], str):
            raise ValueError("kind must be a text")
        kind = ActionKind(data["kind"])
        seats, value = data["seats"], data["value"]
        if not isinstance(seats, list) or not all(_is_small_int(seat) for seat in seats):
            raise ValueError("seats must be a list of seat numbers")
        if value is not None and not _is_small_int(value):
            raise ValueError("value must be a whole number or null")
        return cls.of(kind, seats, value)


def _is_small_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 100
