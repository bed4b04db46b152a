"""Who wakes when, and what they see (R3, R4, R5 eligibility).

Everything here is derived from the cards, the dice and (at 4 players) the
waking choices; nothing is stored twice.
"""

from dataclasses import dataclass
from functools import cached_property, lru_cache

from game.cheese_thief.config import HOURS, peeking_allowed
from game.cheese_thief.roles import CheeseSight, Role


@dataclass(frozen=True)
class Night:
    roles: tuple[Role, ...]
    wake_hours: tuple[tuple[int, ...], ...]  # per seat, ascending

    @property
    def player_count(self) -> int:
        return len(self.roles)

    # Derived tables are computed once per night (cached_property writes past the frozen guard).
    @cached_property
    def thief(self) -> int:
        return self.roles.index(Role.THIEF)

    @cached_property
    def theft_hour(self) -> int:
        """R4.1: the Thief's first waking hour."""
        return self.wake_hours[self.thief][0]

    @cached_property
    def _awake(self) -> dict[int, tuple[int, ...]]:
        return {hour: tuple(seat for seat, hours in enumerate(self.wake_hours) if hour in hours) for hour in HOURS}

    def awake_at(self, hour: int) -> tuple[int, ...]:
        return self._awake[hour]

    def hours(self) -> dict[int, tuple[int, ...]]:
        return dict(self._awake)

    def awake_with(self, seat: int, hour: int) -> tuple[int, ...]:
        return tuple(other for other in self.awake_at(hour) if other != seat)

    @cached_property
    def witnesses(self) -> tuple[int, ...]:
        """Everyone awake at the theft hour except the Thief."""
        return self.awake_with(self.thief, self.theft_hour)

    def cheese_seen(self, hour: int) -> CheeseSight:
        """R4.2 and R4.3: the cheese as anyone awake at `hour` sees it."""
        if hour < self.theft_hour:
            return CheeseSight.PRESENT
        if hour == self.theft_hour:
            return CheeseSight.TAKEN
        return CheeseSight.GONE

    def may_peek(self, seat: int) -> bool:
        """R5.1-R5.4: a lone non-Thief at 5-8 players."""
        return seat in self.lone_sleepers

    @cached_property
    def lone_sleepers(self) -> frozenset[int]:
        """The seats allowed to peek: not the Thief, never at 4 players, alone at every waking hour."""
        if not peeking_allowed(self.player_count):
            return frozenset()
        return frozenset(
            seat
            for seat, role in enumerate(self.roles)
            if role is not Role.THIEF and all(len(self._awake[hour]) == 1 for hour in self.wake_hours[seat])
        )


def wake_hours_for(
    roles: tuple[Role, ...],
    dice: tuple[tuple[int, ...], ...],
    wake_choice: tuple[int | None, ...] | None,
) -> tuple[tuple[int, ...], ...]:
    """R3.2 and R3.3: each seat's waking hours, ascending, without repeats."""
    if len(roles) != 4:
        return tuple((seat_dice[0],) for seat_dice in dice)
    hours: list[tuple[int, ...]] = []
    for seat, role in enumerate(roles):
        if role is Role.THIEF:
            hours.append(tuple(sorted(set(dice[seat]))))
        else:
            chosen = wake_choice[seat] if wake_choice is not None else None
            if chosen is None:
                raise ValueError(f"seat {seat} has not chosen a waking hour")
            hours.append((chosen,))
    return tuple(hours)


@lru_cache(maxsize=512)
def resolve_night(
    roles: tuple[Role, ...],
    dice: tuple[tuple[int, ...], ...],
    wake_choice: tuple[int | None, ...] | None,
) -> Night:
    return Night(roles=roles, wake_hours=wake_hours_for(roles, dice, wake_choice))
