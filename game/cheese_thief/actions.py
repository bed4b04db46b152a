"""Everything that can change a game, as plain values.

Chance steps (the deal and the roll) are actions too, so a test or a replay
can script any deal; `chance.py` draws them from a seeded generator.
"""

from dataclasses import dataclass

from game.cheese_thief.roles import Role


@dataclass(frozen=True)
class DealRoles:
    roles: tuple[Role, ...]


@dataclass(frozen=True)
class RollDice:
    dice: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class ChooseWakeHour:
    """4 players: a Sleepyhead picks which of their two dice wakes them (R3.3)."""

    seat: int
    hour: int


@dataclass(frozen=True)
class Peek:
    """A lone Sleepyhead or Fall Mouse looks under a cup, or declines (target None)."""

    seat: int
    target: int | None


@dataclass(frozen=True)
class ChooseFollowers:
    seat: int
    followers: tuple[int, ...]


@dataclass(frozen=True)
class Dawn:
    """The night ends for everyone at once, when the table has finished its night turns.

    The night never ends by itself: if it ended with the last secret decision,
    the moment it ended would tell who still had something to decide.
    """


@dataclass(frozen=True)
class CastVote:
    seat: int
    target: int


Action = DealRoles | RollDice | ChooseWakeHour | Peek | ChooseFollowers | Dawn | CastVote
