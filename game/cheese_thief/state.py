"""The whole truth of one game. Screens never read this: they read views."""

from dataclasses import dataclass, field
from typing import Any, Mapping

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.phase import Phase
from game.cheese_thief.roles import Role


@dataclass(frozen=True)
class GameState:
    players: tuple[str, ...]
    fall_mouse: bool = False
    house_rules: HouseRules = NO_HOUSE_RULES  # agreed before the deal; public like the Fall Mouse (R11)
    phase: Phase = Phase.DEAL
    roles: tuple[Role, ...] | None = None
    dice: tuple[tuple[int, ...], ...] | None = None
    # 4 players: the hour each Sleepyhead chose (None for the Thief or not yet chosen).
    wake_choice: tuple[int | None, ...] | None = None
    # Seat -> peeked seat, or None for a lone player who declined to look.
    peek_decisions: tuple[tuple[int, int | None], ...] = ()
    # The Thief's own pick where the rules give one (R6.2-R6.5); None until made.
    chosen_followers: tuple[int, ...] | None = None
    dawn: bool = False
    votes: tuple[int | None, ...] | None = None
    meta: Mapping[str, Any] = field(default_factory=dict, hash=False)

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def seats(self) -> range:
        return range(len(self.players))

    @property
    def thief(self) -> int:
        if self.roles is None:
            raise ValueError("the cards have not been dealt yet")
        return self.roles.index(Role.THIEF)

    def evolve(self, **changes: Any) -> "GameState":
        """A copy with some fields changed.

        Like dataclasses.replace but without re-running __init__: the engine
        builds many states per game and only ever swaps validated values.
        """
        copy = object.__new__(GameState)
        copy.__dict__.update(self.__dict__)
        copy.__dict__.update(changes)
        return copy

    def peek_of(self, seat: int) -> int | None:
        return dict(self.peek_decisions).get(seat)

    def has_decided_peek(self, seat: int) -> bool:
        return any(decider == seat for decider, _ in self.peek_decisions)
