"""pygame's FINGER and mouse events reach the table's seat zones once each; SDL's mouse copies never count."""
from __future__ import annotations

import pygame
import pytest

from table.mouse_filter import FINGER_AFTERGLOW_SECONDS
from table.pygame_events import feed_event
from table.touch_events import MOUSE_FINGER, Tap, ZoneInput
from table.touches import FingerTracker

from tests.table_touch_helpers import EIGHT_ZONES, inside

SIZE = (1920, 1080)


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


@pytest.fixture
def tracker() -> FingerTracker:
    tracker = FingerTracker()
    tracker.set_zones(EIGHT_ZONES)
    return tracker


def finger(kind: int, point: tuple[float, float], finger_id: int = 0, touch_id: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, x=point[0], y=point[1], dx=0.0, dy=0.0, finger_id=finger_id,
                              touch_id=touch_id, pressure=1.0)


def mouse(kind: int, point: tuple[float, float], touch: bool, button: int = 1) -> pygame.event.Event:
    pos = (int(point[0] * SIZE[0]), int(point[1] * SIZE[1]))
    return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), button=button, touch=touch, window=None)


def feed(tracker: FingerTracker, events: list[pygame.event.Event]) -> list[ZoneInput]:
    return [item for event in events for item in feed_event(tracker, event, SIZE)]


def taps(inputs: list[ZoneInput]) -> list[Tap]:
    return [item for item in inputs if isinstance(item, Tap)]


def test_sixteen_fingers_through_the_event_queue_in_one_frame(tracker: FingerTracker) -> None:
    pygame.event.clear()
    for number, zone in enumerate(EIGHT_ZONES.values()):
        for side, across in enumerate((0.3, 0.7)):
            pygame.event.post(finger(pygame.FINGERDOWN, inside(zone, across, 0.5), finger_id=2 * number + side))
    downs = feed(tracker, pygame.event.get())
    assert len(downs) == 16 and {item.zone for item in downs} == set(EIGHT_ZONES)
    for number, zone in enumerate(EIGHT_ZONES.values()):
        for side, across in enumerate((0.3, 0.7)):
            pygame.event.post(finger(pygame.FINGERUP, inside(zone, across, 0.5), finger_id=2 * number + side))
    ups = feed(tracker, pygame.event.get())
    assert len(taps(ups)) == 16
    assert sorted(item.zone for item in ups) == sorted(list(EIGHT_ZONES) * 2)


@pytest.mark.parametrize("marked", [True, False], ids=["marked-copies", "unmarked-copies"])
def test_one_tap_is_one_action_with_the_mouse_copies_around_it(tracker: FingerTracker, marked: bool) -> None:
    point = inside(EIGHT_ZONES["south-2"], 0.5, 0.5)
    inputs = feed(tracker, [
        finger(pygame.FINGERDOWN, point),
        mouse(pygame.MOUSEMOTION, point, touch=marked),
        mouse(pygame.MOUSEBUTTONDOWN, point, touch=marked),
        finger(pygame.FINGERUP, point),
        mouse(pygame.MOUSEBUTTONUP, point, touch=marked),  # SDL's copy may come after the finger lifted
    ])
    assert [type(item).__name__ for item in inputs] == ["Down", "Tap"]
    assert inputs[1].zone == "south-2" and inputs[1].finger == (1, 0)


def test_sdl_marked_copies_are_dropped_even_without_fingers(tracker: FingerTracker) -> None:
    point = inside(EIGHT_ZONES["west"], 0.5, 0.5)
    assert feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, point, touch=True),
                          mouse(pygame.MOUSEBUTTONUP, point, touch=True)]) == []


def test_a_real_mouse_taps_and_drags_when_no_finger_is_down(tracker: FingerTracker) -> None:
    zone = EIGHT_ZONES["north-1"]
    clicked = feed(tracker, [mouse(pygame.MOUSEMOTION, inside(zone, 0.5, 0.5), touch=False),
                             mouse(pygame.MOUSEBUTTONDOWN, inside(zone, 0.5, 0.5), touch=False),
                             mouse(pygame.MOUSEBUTTONUP, inside(zone, 0.5, 0.5), touch=False)])
    assert [type(item).__name__ for item in clicked] == ["Down", "Tap"]
    assert clicked[1].finger == MOUSE_FINGER and clicked[1].zone == "north-1"
    dragged = feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, inside(zone, 0.2, 0.5), touch=False),
                             mouse(pygame.MOUSEMOTION, inside(zone, 0.8, 0.5), touch=False),
                             mouse(pygame.MOUSEBUTTONUP, inside(zone, 0.8, 0.5), touch=False)])
    assert [type(item).__name__ for item in dragged] == ["Down", "Drag", "Up"]
    assert dragged[1].pos == pytest.approx((0.2, 0.5), abs=0.01)  # upside down for its seat at the top edge


def test_the_mouse_is_ignored_while_fingers_are_in_use_and_works_again_after(tracker: FingerTracker) -> None:
    touched, clicked = inside(EIGHT_ZONES["east"], 0.5, 0.5), inside(EIGHT_ZONES["south-1"], 0.5, 0.5)
    feed(tracker, [finger(pygame.FINGERDOWN, touched)])
    assert feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, clicked, touch=False),
                          mouse(pygame.MOUSEBUTTONUP, clicked, touch=False)]) == []
    assert len(taps(feed(tracker, [finger(pygame.FINGERUP, touched)]))) == 1
    assert feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, clicked, touch=False)]) == []  # still the afterglow
    tracker.advance(FINGER_AFTERGLOW_SECONDS)
    clicked_now = feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, clicked, touch=False),
                                 mouse(pygame.MOUSEBUTTONUP, clicked, touch=False)])
    assert [type(item).__name__ for item in clicked_now] == ["Down", "Tap"]


def test_other_buttons_the_wheel_and_other_events_are_no_fingers(tracker: FingerTracker) -> None:
    point = inside(EIGHT_ZONES["south-3"], 0.5, 0.5)
    assert feed(tracker, [mouse(pygame.MOUSEBUTTONDOWN, point, touch=False, button=3),
                          mouse(pygame.MOUSEBUTTONUP, point, touch=False, button=3),
                          pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, touch=False),
                          pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=4),
                          mouse(pygame.MOUSEMOTION, point, touch=False)]) == []
    assert tracker.fingers_down == 0


def test_finger_events_missing_their_fields_never_crash(tracker: FingerTracker) -> None:
    assert feed(tracker, [pygame.event.Event(pygame.FINGERDOWN),
                          pygame.event.Event(pygame.FINGERMOTION, finger_id=3),
                          pygame.event.Event(pygame.FINGERUP, x=0.5)]) == []
