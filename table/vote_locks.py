"""The table's vote bookkeeping: every seat picks, holds "Lock" to lock, and may unlock until all have locked.

Pure Python on the touch tracker's clock (seconds), so the timing is tested without pygame. A lock needs the
finger kept on "Lock" for ``LOCK_HOLD_SECONDS``: a press lifted, moved off or cancelled sooner locks nothing, so a
stray brush of the hand never seals a vote. Once every seat has locked, nothing changes any more (R8.1: all vote at
the same moment, the locked votes are that moment).
"""
from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

LOCK_HOLD_SECONDS = 0.6


@dataclass
class _SeatVote:
    options: tuple[int, ...]
    pick: int | None = None
    locked: bool = False
    hold_finger: Hashable | None = None
    hold_since: float = 0.0


class VoteLocks:
    """Each seat's pick among its own options (``SeatView.vote_options``), its lock and its hold on "Lock"."""

    def __init__(self, options: Sequence[Sequence[int]]) -> None:
        # A seat with nobody to vote for (it has already voted) starts locked and casts nothing: the table's vote
        # must not wait for it.
        self._seats = [_SeatVote(tuple(seat_options), locked=not seat_options) for seat_options in options]

    @property
    def player_count(self) -> int:
        return len(self._seats)

    # ----- picking ----------------------------------------------------------------------------------------------
    def pick(self, seat: int, target: int) -> bool:
        """Choose ``target`` for ``seat``; refused while locked, after everyone locked, or if not an option."""
        vote = self._seat(seat)
        if vote is None or vote.locked or self.all_locked or target not in vote.options:
            return False
        vote.pick = target
        return True

    def pick_of(self, seat: int) -> int | None:
        vote = self._seat(seat)
        return None if vote is None else vote.pick

    # ----- locking ----------------------------------------------------------------------------------------------
    def start_hold(self, seat: int, finger: Hashable, at: float) -> bool:
        """A finger pressed "Lock" at clock ``at``: the hold starts if the seat has a pick and no hold yet."""
        vote = self._seat(seat)
        if vote is None or vote.locked or vote.pick is None or vote.hold_finger is not None or self.all_locked:
            return False
        vote.hold_finger, vote.hold_since = finger, at
        return True

    def end_hold(self, seat: int, finger: Hashable) -> None:
        """That finger left "Lock" (lifted, moved off, cancelled): an unfinished hold locks nothing."""
        vote = self._seat(seat)
        if vote is not None and vote.hold_finger == finger:
            vote.hold_finger = None

    def is_holding(self, seat: int) -> bool:
        vote = self._seat(seat)
        return vote is not None and vote.hold_finger is not None

    def hold_progress(self, seat: int, now: float) -> float:
        """How far the seat's hold on "Lock" is, 0 to 1 (0 with no hold)."""
        vote = self._seat(seat)
        if vote is None or vote.hold_finger is None:
            return 0.0
        return max(0.0, min(1.0, (now - vote.hold_since) / LOCK_HOLD_SECONDS))

    def advance(self, now: float) -> list[int]:
        """Lock every seat whose hold has lasted long enough by ``now``; the seats locked, in seat order."""
        locked = []
        for seat, vote in enumerate(self._seats):
            if vote.hold_finger is not None and now - vote.hold_since >= LOCK_HOLD_SECONDS - 1e-9:
                vote.hold_finger = None
                vote.locked = True
                locked.append(seat)
        return locked

    def unlock(self, seat: int) -> bool:
        """A locked seat changes its mind; refused once everyone has locked."""
        vote = self._seat(seat)
        if vote is None or not vote.locked or not vote.options or self.all_locked:
            return False
        vote.locked = False
        return True

    def is_locked(self, seat: int) -> bool:
        vote = self._seat(seat)
        return vote is not None and vote.locked

    @property
    def locked_count(self) -> int:
        return sum(vote.locked for vote in self._seats)

    @property
    def all_locked(self) -> bool:
        return bool(self._seats) and all(vote.locked for vote in self._seats)

    def votes(self) -> tuple[tuple[int, int], ...]:
        """(voter, choice) for every seat in seat order, once all have locked."""
        if not self.all_locked:
            raise ValueError("the votes are read only once every seat has locked")
        return tuple((seat, vote.pick) for seat, vote in enumerate(self._seats) if vote.pick is not None)

    def _seat(self, seat: int) -> _SeatVote | None:
        return self._seats[seat] if isinstance(seat, int) and 0 <= seat < len(self._seats) else None
