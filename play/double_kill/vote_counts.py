"""The pointed vote entered as counts (DK19): once everyone has pointed, one person enters, for each suspect, how
many hands point at it, on a number pad; the counts must add up to the living hands.

The rules take one vote per living hand. A count says how many hands voted for a suspect, not which ones, so the
living hands are written against the suspects in seat order (the first suspect's count of them, then the next):
the tally, the lynch and everything the table sees are exactly the counts entered; the record's voter keys
follow that convention.
"""

from dataclasses import dataclass, field

from game.double_kill.actions import CastVote
from game.double_kill.hands import HandId

TEN = 10


def votes_from_counts(voters: tuple[HandId, ...], candidates: tuple[HandId, ...], counts: tuple[int, ...]) -> list[CastVote]:
    """One vote per living hand giving each candidate its count. Raises ValueError when the counts do not fit."""
    if len(counts) != len(candidates) or any(count < 0 for count in counts):
        raise ValueError("one count, never negative, for each suspect")
    if sum(counts) != len(voters):
        raise ValueError(f"the counts add up to {sum(counts)}, not to the {len(voters)} living hands")
    targets = [candidate for candidate, count in zip(candidates, counts) for _ in range(count)]
    return [CastVote(voter, target) for voter, target in zip(voters, targets)]


@dataclass
class CountEntry:
    """The number pad's state: a count per suspect, the suspect being entered, and tens typed for it so far.

    A digit finishes the current suspect's count (tens typed before it, plus the digit) and moves to the next
    suspect, so most suspects take one tap; "+10" adds ten before the digit. Suspects left untouched count 0,
    so once the counts add up nothing more needs entering.
    """

    suspects: int
    living: int
    counts: list[int] = field(default_factory=list)
    current: int = 0
    tens: int = 0
    entered: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        if not self.counts:
            self.counts = [0] * self.suspects

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def left(self) -> int:
        """Hands still to enter; negative when the counts add up to more than the living hands."""
        return self.living - self.total

    def complete(self) -> bool:
        return self.total == self.living

    def select(self, index: int) -> None:
        if 0 <= index < self.suspects:
            self.current, self.tens = index, 0

    def digit(self, value: int) -> None:
        if not 0 <= value <= 9:
            return
        self.counts[self.current] = min(self.living, self.tens * TEN + value)
        self.entered.add(self.current)
        self.tens = 0
        self.current = min(self.current + 1, self.suspects - 1)

    def add_ten(self) -> None:
        if (self.tens + 1) * TEN <= self.living:
            self.tens += 1

    def clear(self) -> None:
        self.counts[self.current] = 0
        self.entered.discard(self.current)
        self.tens = 0
