"""A hand is the unit of this game: each player's left and right hand hold one role each and live or die alone."""

from dataclasses import dataclass
from functools import lru_cache
from enum import Enum


class Side(str, Enum):
    LEFT = "L"
    RIGHT = "R"


SIDES: tuple[Side, Side] = (Side.LEFT, Side.RIGHT)


@dataclass(frozen=True, order=True)
class HandId:
    """One hand at the table, written ``3L`` or ``3R`` (seat and side) in records and answers."""

    seat: int
    side: Side

    @property
    def label(self) -> str:
        return f"{self.seat}{self.side.value}"

    def __str__(self) -> str:
        return self.label


def hands_of(seat: int) -> tuple[HandId, HandId]:
    return HandId(seat, Side.LEFT), HandId(seat, Side.RIGHT)


@lru_cache(maxsize=32)  # asked millions of times in a game's checks; the hands of a table never change
def all_hands(player_count: int) -> tuple[HandId, ...]:
    """Every hand in announcement order: by seat, the left hand before the right."""
    return tuple(hand for seat in range(player_count) for hand in hands_of(seat))


def parse_hand(text: object, player_count: int) -> HandId | None:
    """The hand a label like ``3L`` names, or None when it names no hand at this table."""
    if not isinstance(text, str) or len(text) < 2 or text[-1] not in ("L", "R"):
        return None
    digits = text[:-1]
    if not digits.isascii() or not digits.isdigit() or len(digits) > 3 or (len(digits) > 1 and digits[0] == "0"):
        return None
    seat = int(digits)
    if seat >= player_count:
        return None
    return HandId(seat, Side(text[-1]))
