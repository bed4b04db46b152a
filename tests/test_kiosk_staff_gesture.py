"""The staff's hidden gesture: three seconds held still in the bottom-left corner, nothing else."""
from __future__ import annotations

from kiosk.staff_gesture import HOLD_SECONDS, StaffCornerHold, corner_square

SIZE = (1280, 800)


def _held(gesture: StaffCornerHold, seconds: float, step: float = 1 / 60) -> bool:
    done = False
    elapsed = 0.0
    while elapsed < seconds - 1e-9:
        done = gesture.update(step) or done
        elapsed += step
    return done


def test_the_corner_is_bottom_left_and_at_least_a_fingertip() -> None:
    left, top, width, height = corner_square(SIZE)
    assert (left, top + height) == (0, SIZE[1]) and width == height >= 48
    assert corner_square((320, 200))[2] == 48


def test_a_press_held_three_seconds_in_the_corner_opens_the_way_once() -> None:
    gesture = StaffCornerHold(SIZE)
    gesture.down("mouse", (10, SIZE[1] - 10))
    assert not _held(gesture, HOLD_SECONDS - 0.1)
    assert _held(gesture, 0.2)
    assert not gesture.pressing and not _held(gesture, 10.0)  # once, until a new press


def test_a_short_press_a_press_elsewhere_or_a_swipe_out_of_the_corner_do_nothing() -> None:
    gesture = StaffCornerHold(SIZE)
    gesture.down(1, (10, SIZE[1] - 10))
    assert not _held(gesture, 1.0)
    gesture.up(1)
    assert not _held(gesture, 5.0)
    gesture.down(1, (SIZE[0] - 10, SIZE[1] - 10))  # another corner
    assert not _held(gesture, 5.0)
    gesture.up(1)
    gesture.down(2, (5, SIZE[1] - 5))
    gesture.move(2, (400, 400))
    assert not _held(gesture, 5.0)


def test_a_second_finger_neither_restarts_nor_ends_the_first_ones_hold() -> None:
    gesture = StaffCornerHold(SIZE)
    gesture.down(1, (5, SIZE[1] - 5))
    assert not _held(gesture, 2.0)
    gesture.down(2, (6, SIZE[1] - 6))
    gesture.up(2)
    gesture.move(2, (600, 300))
    assert _held(gesture, 1.1)


def test_a_resize_forgets_the_press() -> None:
    gesture = StaffCornerHold(SIZE)
    gesture.down(1, (5, SIZE[1] - 5))
    gesture.resize((800, 1280))
    assert not _held(gesture, 5.0)
