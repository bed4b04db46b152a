"""The table vote's bookkeeping and panel geometry, without pygame (R8.1: one vote each, never for oneself)."""
from __future__ import annotations

import pytest

from table.physical import TableScreen
from table.seats import offered_places
from table.sitting import TableSitting
from table.vote_locks import LOCK_HOLD_SECONDS, VoteLocks
from table.vote_panel_layout import vote_panel_layout


def _locks(count: int = 4) -> VoteLocks:
    return VoteLocks([[other for other in range(count) if other != seat] for seat in range(count)])


def _lock(locks: VoteLocks, seat: int, target: int, at: float = 0.0) -> None:
    assert locks.pick(seat, target)
    assert locks.start_hold(seat, ("f", seat), at)
    assert locks.advance(at + LOCK_HOLD_SECONDS) == [seat]


def test_r8_1_a_seat_cannot_pick_itself_or_a_stranger() -> None:
    locks = _locks()
    assert not locks.pick(0, 0)
    assert not locks.pick(0, 9)
    assert not locks.pick(7, 1)
    assert locks.pick(0, 2) and locks.pick_of(0) == 2


def test_a_hold_shorter_than_600_ms_locks_nothing_and_600_ms_locks() -> None:
    locks = _locks()
    locks.pick(1, 3)
    assert locks.start_hold(1, "finger", 10.0)
    assert locks.advance(10.0 + LOCK_HOLD_SECONDS - 0.05) == []
    assert 0.8 < locks.hold_progress(1, 10.55) < 1.0
    locks.end_hold(1, "finger")  # lifted early
    assert locks.advance(20.0) == [] and not locks.is_locked(1)
    assert locks.start_hold(1, "finger", 30.0)
    assert locks.advance(30.0 + LOCK_HOLD_SECONDS) == [1]
    assert locks.is_locked(1) and locks.locked_count == 1


def test_lock_needs_a_pick_and_another_finger_does_not_end_the_hold() -> None:
    locks = _locks()
    assert not locks.start_hold(0, "a", 0.0)
    locks.pick(0, 1)
    assert locks.start_hold(0, "a", 0.0)
    assert not locks.start_hold(0, "b", 0.1)
    locks.end_hold(0, "b")
    assert locks.advance(LOCK_HOLD_SECONDS) == [0]


def test_a_locked_seat_unlocks_and_changes_until_everyone_has_locked() -> None:
    locks = _locks(4)
    _lock(locks, 0, 1)
    assert not locks.pick(0, 2)  # locked: the pick stays
    assert locks.unlock(0) and locks.pick(0, 2)
    _lock(locks, 0, 2)
    for seat in (1, 2, 3):
        _lock(locks, seat, 0)
    assert locks.all_locked
    assert not locks.unlock(0) and not locks.pick(1, 2)
    assert locks.votes() == ((0, 2), (1, 0), (2, 0), (3, 0))


def test_votes_are_not_read_before_everyone_has_locked() -> None:
    locks = _locks(4)
    _lock(locks, 0, 1)
    with pytest.raises(ValueError):
        locks.votes()


def test_a_seat_with_nobody_to_vote_for_is_locked_and_casts_nothing() -> None:
    locks = VoteLocks([[1, 2], [], [0, 1]])
    assert locks.is_locked(1) and not locks.unlock(1)
    _lock(locks, 0, 2)
    _lock(locks, 2, 0)
    assert locks.votes() == ((0, 2), (2, 0))


@pytest.mark.parametrize("size, diagonal", [((1920, 1080), 55), ((3840, 2160), 55), ((1920, 1080), 32),
                                            ((1920, 1080), 40), ((3840, 2160), 34)])
def test_every_panel_holds_its_targets_at_20_mm_with_5_mm_gaps(size, diagonal) -> None:
    screen = TableScreen(*size, diagonal)
    sitting = TableSitting.of(screen, offered_places(screen))
    count = sitting.player_count
    for seat, panel in enumerate(sitting.panels):
        options = [other for other in range(count) if other != seat]
        layout = vote_panel_layout(screen, panel.own_size, options)
        width, height = panel.own_size
        boxes = [rect for _, rect in layout.tiles] + [layout.lock]
        assert [target for target, _ in layout.tiles] == options
        for box in boxes:
            assert box.width >= screen.target_px and box.height >= screen.target_px
            assert box.x >= 0 and box.y >= 0 and box.right <= width and box.bottom <= height
        for index, one in enumerate(boxes):
            for other in boxes[index + 1:]:
                apart = max(other.x - one.right, one.x - other.right, other.y - one.bottom, one.y - other.bottom)
                assert apart >= screen.gap_px, (size, diagonal, seat)
        assert layout.tile_at(*boxes[0].center) == options[0]
        assert layout.on_lock(*layout.lock.center) and layout.tile_at(*layout.lock.center) is None
