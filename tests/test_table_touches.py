"""Table mode's finger router: each touch counts once, only in the seat zone where it started, facing its seat."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from table.mouse_filter import FINGER_AFTERGLOW_SECONDS, MouseKind, keep_mouse_event
from table.touch_events import (MOUSE_FINGER, TOUCH_ENDS, Cancel, Down, Drag, HoldEnd, HoldStart, Tap, Up,
                                ZoneInput, for_zone)
from table.touch_zones import TouchZone
from table.touches import FingerTracker, TouchSettings

from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame
from tests.table_touch_helpers import EIGHT_ZONES, inside

PURE_MODULES = ["table", "table.touch_zones", "table.touch_events", "table.mouse_filter", "table.touches"]


def tracker_with_zones(zones: dict[str, TouchZone] = EIGHT_ZONES) -> FingerTracker:
    tracker = FingerTracker()
    assert tracker.set_zones(zones) == []
    return tracker


def kinds(inputs: list[ZoneInput]) -> list[str]:
    return [type(item).__name__ for item in inputs]


def test_the_router_is_pure_python() -> None:
    assert_imports_leave_pygame_out(PURE_MODULES)
    sources = [ROOT / "table" / f"{name.split('.')[-1]}.py" for name in PURE_MODULES[1:]]
    assert_sources_do_not_mention_pygame([ROOT / "table" / "__init__.py", *sources])


def test_package_line() -> None:
    assert (ROOT / "table" / "__init__.py").read_text(encoding="utf-8") == (
        '"""Table mode: players around one large multi-touch screen, each with a zone at their own edge."""\n')


def test_sixteen_fingers_in_eight_zones_in_one_frame_all_count() -> None:
    tracker = tracker_with_zones()
    downs: list[ZoneInput] = []
    for number, (name, zone) in enumerate(EIGHT_ZONES.items()):
        downs += tracker.finger_down((1, 2 * number), *inside(zone, 0.3, 0.5))
        downs += tracker.finger_down((1, 2 * number + 1), *inside(zone, 0.7, 0.5))
    assert all(isinstance(item, Down) for item in downs) and len(downs) == 16
    assert tracker.fingers_down == 16
    ups: list[ZoneInput] = tracker.advance(1 / 60)
    for number, zone in enumerate(EIGHT_ZONES.values()):
        ups += tracker.finger_up((1, 2 * number), *inside(zone, 0.3, 0.5))
        ups += tracker.finger_up((1, 2 * number + 1), *inside(zone, 0.7, 0.5))
    assert all(isinstance(item, Tap) for item in ups) and len(ups) == 16
    for number, name in enumerate(EIGHT_ZONES):
        assert {item.finger for item in for_zone(ups, name)} == {(1, 2 * number), (1, 2 * number + 1)}
    assert tracker.fingers_down == 0


def test_forty_fingers_have_no_limit() -> None:
    tracker = tracker_with_zones({"all": TouchZone((0.0, 0.0, 1.0, 1.0))})
    downs = [item for finger in range(40) for item in tracker.finger_down((7, finger), finger / 40, 0.5)]
    assert len(downs) == 40 and tracker.fingers_down == 40


# Each rotation: the screen corner that is the reader's far-left (0, 0) and far-right (1, 0), as seen from the seat.
ROTATION_CORNERS = {
    0: ((0.0, 0.0), (1.0, 0.0)),  # seat at the bottom edge: reads the zone upright
    90: ((0.0, 1.0), (0.0, 0.0)),  # seat at the right edge: far side is the screen's left
    180: ((1.0, 1.0), (0.0, 1.0)),  # seat at the top edge: reads it upside down
    270: ((1.0, 0.0), (1.0, 1.0)),  # seat at the left edge: far side is the screen's right
}


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
def test_positions_face_the_seat(rotation: int) -> None:
    zone = TouchZone((0.2, 0.3, 0.4, 0.2), rotation)
    far_left, far_right = ROTATION_CORNERS[rotation]
    assert zone.to_zone(*inside(zone, *far_left)) == pytest.approx((0.0, 0.0))
    assert zone.to_zone(*inside(zone, *far_right)) == pytest.approx((1.0, 0.0))
    # The middle of the zone's edge nearest the seat is (0.5, 1): y grows towards the reader.
    near_middle = {0: (0.5, 1.0), 90: (1.0, 0.5), 180: (0.5, 0.0), 270: (0.0, 0.5)}[rotation]
    assert zone.to_zone(*inside(zone, *near_middle)) == pytest.approx((0.5, 1.0))
    for u, v in [(0.0, 0.0), (0.25, 0.75), (1.0, 0.5), (0.9, 0.1)]:
        assert zone.to_zone(*zone.to_screen(u, v)) == pytest.approx((u, v))
    tracker = tracker_with_zones({"seat": zone})
    [down] = tracker.finger_down((0, 0), *inside(zone, *far_right))
    assert down.pos == pytest.approx((1.0, 0.0))
    # Moving towards the seat's edge on screen is moving down the zone (v grows) whatever the rotation.
    towards_seat = {0: (0.0, 0.1), 90: (0.1, 0.0), 180: (0.0, -0.1), 270: (-0.1, 0.0)}[rotation]
    tracker.finger_down((0, 1), *inside(zone, 0.5, 0.5))
    [drag] = tracker.finger_move((0, 1), *inside(zone, 0.5 + towards_seat[0], 0.5 + towards_seat[1]))
    assert drag.pos[0] == pytest.approx(0.5) and drag.pos[1] > 0.5


def test_a_zone_refuses_other_rotations_and_empty_rectangles() -> None:
    with pytest.raises(ValueError):
        TouchZone((0.0, 0.0, 0.5, 0.5), 45)
    with pytest.raises(ValueError):
        TouchZone((0.0, 0.0, 0.0, 0.5), 0)
    with pytest.raises(ValueError):
        TouchZone((0.0, math.nan, 0.5, 0.5), 0)


def test_a_drag_across_the_border_is_cancelled_and_never_taps_the_other_zone() -> None:
    tracker = tracker_with_zones()
    left, right = EIGHT_ZONES["south-1"], EIGHT_ZONES["south-2"]
    finger = (1, 0)
    assert kinds(tracker.finger_down(finger, *inside(left, 0.9, 0.5))) == ["Down"]
    assert kinds(tracker.finger_move(finger, *inside(left, 0.99, 0.5))) == ["Drag"]
    gone = tracker.finger_move(finger, *inside(right, 0.05, 0.5))
    assert kinds(gone) == ["Cancel"] and gone[0].zone == "south-1"
    assert tracker.finger_move(finger, *inside(right, 0.1, 0.5)) == []
    assert tracker.finger_move(finger, *inside(left, 0.9, 0.5)) == []  # coming back does not revive it
    assert tracker.finger_up(finger, *inside(right, 0.5, 0.5)) == []
    assert tracker.fingers_down == 0


def test_a_quick_slide_lifted_in_another_zone_is_cancelled() -> None:
    tracker = tracker_with_zones()
    tracker.finger_down((1, 0), *inside(EIGHT_ZONES["north-1"], 0.5, 0.5))
    lifted = tracker.finger_up((1, 0), *inside(EIGHT_ZONES["north-2"], 0.5, 0.5))
    assert kinds(lifted) == ["Cancel"] and lifted[0].zone == "north-1"


def test_a_touch_outside_every_zone_gives_nothing() -> None:
    tracker = tracker_with_zones()
    assert tracker.finger_down((1, 0), 0.5, 0.5) == []
    assert tracker.finger_move((1, 0), *inside(EIGHT_ZONES["south-2"], 0.5, 0.5)) == []
    assert tracker.advance(1.0) == []
    assert tracker.finger_up((1, 0), *inside(EIGHT_ZONES["south-2"], 0.5, 0.5)) == []


def test_one_tap_is_one_action_and_a_wobble_inside_the_slop_is_still_a_tap() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["east"]
    x, y = inside(zone, 0.5, 0.5)
    tracker.finger_down((1, 0), x, y)
    tracker.advance(0.05)
    tracker.finger_move((1, 0), x + 0.002, y)
    tracker.advance(0.05)
    [tap] = tracker.finger_up((1, 0), x + 0.002, y + 0.002)
    assert isinstance(tap, Tap) and tap.zone == "east"
    assert tracker.advance(1.0) == []


def test_a_drag_further_than_the_slop_ends_with_up_not_tap() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["south-3"]
    tracker.finger_down((1, 0), *inside(zone, 0.2, 0.5))
    drags = tracker.finger_move((1, 0), *inside(zone, 0.5, 0.5))
    assert kinds(drags) == ["Drag"] and drags[0].pos == pytest.approx((0.5, 0.5))
    assert kinds(tracker.finger_up((1, 0), *inside(zone, 0.5, 0.5))) == ["Up"]


def test_a_long_press_is_a_hold_and_ends_once() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["north-2"]
    tracker.finger_down((1, 0), *inside(zone, 0.5, 0.5))
    assert tracker.advance(0.4) == []
    started = tracker.advance(0.15)
    assert kinds(started) == ["HoldStart"] and started[0].at == pytest.approx(0.55)
    assert tracker.advance(0.5) == []
    assert kinds(tracker.finger_move((1, 0), *inside(zone, 0.8, 0.5))) == ["Drag"]  # a hold may slide
    assert kinds(tracker.finger_up((1, 0), *inside(zone, 0.8, 0.5))) == ["HoldEnd", "Up"]


def test_a_lift_after_the_hold_time_but_before_the_frame_still_holds_first() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["west"]
    tracker.finger_down((1, 0), *inside(zone, 0.5, 0.5))
    tracker.now += 0.7  # the clock moved without a frame in between
    assert kinds(tracker.finger_up((1, 0), *inside(zone, 0.5, 0.5))) == ["HoldStart", "HoldEnd", "Up"]


def test_a_silent_finger_is_dropped_after_five_seconds() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["south-1"]
    tracker.finger_down((1, 0), *inside(zone, 0.5, 0.5))
    assert kinds(tracker.advance(4.9)) == ["HoldStart"]
    dropped = tracker.advance(0.1)
    assert kinds(dropped) == ["HoldEnd", "Cancel"] and dropped[0].zone == "south-1"
    assert tracker.finger_move((1, 0), *inside(zone, 0.6, 0.5)) == []
    assert tracker.finger_up((1, 0), *inside(zone, 0.6, 0.5)) == []
    assert tracker.fingers_down == 0


def test_a_stuck_finger_whose_lift_never_comes_is_forgotten() -> None:
    tracker = tracker_with_zones()
    tracker.finger_down((1, 0), *inside(EIGHT_ZONES["south-1"], 0.5, 0.5))
    tracker.advance(5.0)
    assert tracker.fingers_in_use
    tracker.advance(5.0)
    tracker.advance(FINGER_AFTERGLOW_SECONDS)
    assert tracker.fingers_down == 0 and not tracker.fingers_in_use


def test_a_moving_finger_is_not_silent() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["south-2"]
    tracker.finger_down((1, 0), *inside(zone, 0.0, 0.5))
    inputs: list[ZoneInput] = []
    for step in range(1, 9):  # a slow slide: a move every second, for eight seconds
        inputs += tracker.finger_move((1, 0), *inside(zone, 0.1 * step, 0.5))
        inputs += tracker.advance(1.0)
    assert not any(isinstance(item, Cancel) for item in inputs)
    assert kinds(tracker.finger_up((1, 0), *inside(zone, 0.8, 0.5))) == ["Up"]


def test_a_contact_resting_still_for_more_than_ten_seconds_is_ignored_until_it_lifts() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["north-3"]
    x, y = inside(zone, 0.5, 0.5)
    tracker.finger_down((1, 0), x, y)
    inputs: list[ZoneInput] = []
    for step in range(1, 21):  # a cup on the glass: tiny jitter every half second, never silent
        inputs += tracker.advance(0.5)
        inputs += tracker.finger_move((1, 0), x + 0.001 * (step % 2), y)
        if step == 20:
            break
        assert not any(isinstance(item, Cancel) for item in inputs)
    inputs += tracker.advance(0.01)
    assert kinds(inputs).count("Cancel") == 1 and kinds(inputs)[-2:] == ["HoldEnd", "Cancel"]
    assert tracker.finger_move((1, 0), x + 0.1, y) == []
    assert tracker.advance(1.0) == []
    assert tracker.finger_up((1, 0), x, y) == []
    assert kinds(tracker.finger_down((1, 0), x, y)) == ["Down"]  # the same id, a new touch: it counts again


def test_a_finger_that_keeps_moving_is_not_resting() -> None:
    tracker = tracker_with_zones({"all": TouchZone((0.0, 0.0, 1.0, 1.0))})
    tracker.finger_down((1, 0), 0.1, 0.5)
    inputs: list[ZoneInput] = []
    for step in range(1, 25):
        inputs += tracker.advance(0.5)
        inputs += tracker.finger_move((1, 0), 0.1 + 0.03 * step, 0.5)
    assert not any(isinstance(item, Cancel) for item in inputs)


def test_tap_slop_is_five_millimetres_on_the_screen() -> None:
    big = TouchSettings.for_screen(55.0, (3840, 2160))
    height_mm = 55 * 25.4 * 2160 / math.hypot(3840, 2160)
    assert big.tap_slop * height_mm == pytest.approx(5.0)
    assert big.aspect == pytest.approx(16 / 9)
    small = TouchSettings.for_screen(32.0, (1920, 1080))
    assert small.tap_slop > big.tap_slop  # the same 5 mm are more of a smaller screen
    # 4 mm across is inside the slop on a 55" screen, 6 mm is not.
    for millimetres, expected in [(4.0, Tap), (6.0, Up)]:
        tracker = FingerTracker(settings=big)
        tracker.set_zones({"all": TouchZone((0.0, 0.0, 1.0, 1.0))})
        width_mm = height_mm * 16 / 9
        tracker.finger_down((1, 0), 0.5, 0.5)
        assert isinstance(tracker.finger_up((1, 0), 0.5 + millimetres / width_mm, 0.5)[-1], expected)


def test_changed_zones_cancel_their_touches() -> None:
    tracker = tracker_with_zones()
    tracker.finger_down((1, 0), *inside(EIGHT_ZONES["east"], 0.5, 0.5))
    tracker.finger_down((1, 1), *inside(EIGHT_ZONES["west"], 0.5, 0.5))
    remaining = {name: zone for name, zone in EIGHT_ZONES.items() if name != "east"}
    cancelled = tracker.set_zones(remaining)
    assert kinds(cancelled) == ["Cancel"] and cancelled[0].zone == "east"
    assert kinds(tracker.finger_up((1, 1), *inside(EIGHT_ZONES["west"], 0.5, 0.5))) == ["Tap"]
    assert tracker.finger_up((1, 0), *inside(EIGHT_ZONES["east"], 0.5, 0.5)) == []


def test_cancel_all_ends_every_touch_once() -> None:
    tracker = tracker_with_zones()
    for number, zone in enumerate(EIGHT_ZONES.values()):
        tracker.finger_down((1, number), *inside(zone, 0.5, 0.5))
    assert kinds(tracker.cancel_all()) == ["Cancel"] * 8
    assert tracker.cancel_all() == []


@pytest.mark.parametrize("bad", [math.nan, math.inf, None, "x"])
def test_bad_positions_and_unknown_fingers_never_crash(bad: object) -> None:
    tracker = tracker_with_zones()
    assert tracker.finger_down((1, 0), bad, 0.5) == []  # type: ignore[arg-type]
    assert tracker.finger_move((1, 9), 0.5, 0.5) == []
    assert tracker.finger_up((1, 9), 0.5, 0.5) == []
    tracker.finger_down((1, 1), *inside(EIGHT_ZONES["south-1"], 0.5, 0.5))
    assert tracker.finger_move((1, 1), bad, 0.5) == []  # type: ignore[arg-type]
    assert kinds(tracker.finger_up((1, 1), bad, 0.5)) == ["Tap"]  # type: ignore[arg-type]
    assert tracker.advance(math.nan) == [] and tracker.advance(-1.0) == [] and tracker.now == 0.0


def test_positions_off_the_screen_are_clamped() -> None:
    tracker = tracker_with_zones({"corner": TouchZone((0.9, 0.9, 0.1, 0.1))})
    [down] = tracker.finger_down((1, 0), 1.3, 1.2)
    assert down.pos == pytest.approx((1.0, 1.0))


# -- the mouse filter ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", [MouseKind.BUTTON_DOWN, MouseKind.BUTTON_UP, MouseKind.MOTION])
def test_mouse_copies_of_touches_are_dropped_and_a_real_mouse_is_kept(kind: MouseKind) -> None:
    assert not keep_mouse_event(kind, touch=True, fingers_in_use=True)
    assert not keep_mouse_event(kind, touch=True, fingers_in_use=False)
    assert not keep_mouse_event(kind, touch=False, fingers_in_use=True)  # an unmarked copy
    assert keep_mouse_event(kind, touch=False, fingers_in_use=False)


def test_the_wheel_is_never_a_copy() -> None:
    assert keep_mouse_event(MouseKind.WHEEL, touch=False, fingers_in_use=True)


def test_fingers_stay_in_use_a_moment_after_the_last_lift() -> None:
    tracker = tracker_with_zones()
    assert not tracker.fingers_in_use
    tracker.finger_down((1, 0), 0.5, 0.5)
    assert tracker.fingers_in_use
    tracker.finger_up((1, 0), 0.5, 0.5)
    assert tracker.fingers_in_use
    tracker.advance(FINGER_AFTERGLOW_SECONDS)
    assert not tracker.fingers_in_use


def test_the_mouse_is_no_finger_in_use_and_a_touch_cancels_its_press() -> None:
    tracker = tracker_with_zones()
    zone = EIGHT_ZONES["south-2"]
    tracker.finger_down(MOUSE_FINGER, *inside(zone, 0.5, 0.5))
    assert not tracker.fingers_in_use and tracker.fingers_down == 0
    assert kinds(tracker.finger_up(MOUSE_FINGER, *inside(zone, 0.5, 0.5))) == ["Tap"]
    assert not tracker.fingers_in_use  # a double click is not taken for a touch's copy
    tracker.finger_down(MOUSE_FINGER, *inside(zone, 0.5, 0.5))
    touched = tracker.finger_down((1, 0), *inside(zone, 0.2, 0.5))
    assert kinds(touched) == ["Cancel", "Down"] and touched[0].finger == MOUSE_FINGER


# -- the property: whatever the fingers do, each touch counts in its own zone and ends exactly once -------------
FINGER_KEYS = st.tuples(st.integers(0, 1), st.integers(0, 9))
POSITIONS = st.floats(-0.05, 1.05, allow_nan=False)
ACTIONS = st.one_of(
    st.tuples(st.just("down"), FINGER_KEYS, POSITIONS, POSITIONS),
    st.tuples(st.just("move"), FINGER_KEYS, POSITIONS, POSITIONS),
    st.tuples(st.just("nudge"), FINGER_KEYS, st.floats(-0.01, 0.01), st.floats(-0.01, 0.01)),
    st.tuples(st.just("up"), FINGER_KEYS, POSITIONS, POSITIONS),
    st.tuples(st.just("wait"), FINGER_KEYS, st.sampled_from([1 / 60, 0.3, 0.6, 2.0, 5.0, 11.0]), st.just(0.0)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(ACTIONS, max_size=150))
def test_every_touch_counts_only_where_it_started_and_ends_exactly_once(actions: list[tuple]) -> None:
    tracker = tracker_with_zones()
    last: dict[tuple[int, int], tuple[float, float]] = {}
    inputs: list[ZoneInput] = []
    started_in: list[tuple[tuple[int, int], str]] = []  # each Down in order, by (finger, zone)
    for kind, key, a, b in actions:
        if kind == "down":
            new = tracker.finger_down(key, a, b)
            last[key] = (a, b)
            expected_zone = next((name for name, zone in EIGHT_ZONES.items()
                                  if zone.contains(min(max(a, 0.0), 1.0), min(max(b, 0.0), 1.0))), None)
            downs = [item for item in new if isinstance(item, Down)]
            assert [item.zone for item in downs] == ([expected_zone] if expected_zone else [])
        elif kind == "move":
            new, last[key] = tracker.finger_move(key, a, b), (a, b)
        elif kind == "nudge":
            x, y = last.get(key, (0.5, 0.5))
            new, last[key] = tracker.finger_move(key, x + a, y + b), (x + a, y + b)
        elif kind == "up":
            new = tracker.finger_up(key, a, b)
        else:
            new = tracker.advance(a)
        inputs += new
    inputs += tracker.cancel_all()
    open_touches: dict[tuple[int, int], tuple[str, bool]] = {}  # finger -> (zone, holding)
    touches_ended = 0
    for item in inputs:
        if isinstance(item, Down):
            assert item.finger not in open_touches
            open_touches[item.finger] = (item.zone, False)
            started_in.append((item.finger, item.zone))
            continue
        assert item.finger in open_touches, item  # nothing before a Down or after its end
        zone, holding = open_touches[item.finger]
        assert item.zone == zone  # only the zone where it started hears of it
        assert -1e-9 <= item.pos[0] <= 1 + 1e-9 and -1e-9 <= item.pos[1] <= 1 + 1e-9
        if isinstance(item, HoldStart):
            assert not holding
            open_touches[item.finger] = (zone, True)
        elif isinstance(item, HoldEnd):
            assert holding
            open_touches[item.finger] = (zone, False)
        elif isinstance(item, TOUCH_ENDS):
            assert not holding  # a hold always ends before its touch does
            if isinstance(item, Tap):
                assert EIGHT_ZONES[zone].contains(*EIGHT_ZONES[zone].to_screen(*item.pos))
            del open_touches[item.finger]
            touches_ended += 1
        else:
            assert isinstance(item, (Drag, Up, Cancel))
    assert open_touches == {}
    assert touches_ended == len(started_in)
