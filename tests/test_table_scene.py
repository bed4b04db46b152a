"""The table screens' finger routing through the real app loop: every finger reaches the zone it started in."""
from __future__ import annotations

import pygame
import pytest

from app.app import App
from scenes.kit.table_scene import TableScene
from table.physical import TableScreen
from table.seats import offered_places
from table.touch_events import Cancel, Tap

SIZE = (1920, 1080)


class Recorder(TableScene):
    def __init__(self, app: App) -> None:
        super().__init__(app, TableScreen(*SIZE, 55))
        self.places = offered_places(self.screen)
        self.heard: list[tuple[object, type, tuple[float, float]]] = []

    def on_enter(self) -> None:
        super().on_enter()
        self.set_touch_zones({seat: (place.zone, place.rotation) for seat, place in enumerate(self.places)})

    def on_zone_input(self, item, pos) -> None:
        self.heard.append((item.zone, type(item), pos))


@pytest.fixture()
def table(make_app):
    app = make_app(SIZE)
    scene = Recorder(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, scene


def _finger(kind: int, finger: int, x: float, y: float) -> pygame.event.Event:
    width, height = SIZE
    return pygame.event.Event(kind, x=x / width, y=y / height, dx=0.0, dy=0.0, finger_id=finger, touch_id=1,
                              pressure=1.0)


def test_eight_zones_tapped_in_the_same_frame_each_hear_one_tap(table) -> None:
    app, scene = table
    centres = [place.zone.center for place in scene.places]
    downs = [_finger(pygame.FINGERDOWN, index, *centre) for index, centre in enumerate(centres)]
    ups = [_finger(pygame.FINGERUP, index, *centre) for index, centre in enumerate(centres)]
    # SDL's mouse copies of the first touch come along too: they must not count again.
    copies = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, centres[0])), button=1, touch=True),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, centres[0])), button=1, touch=True)]
    app.step(1 / 60, downs + copies[:1] + ups + copies[1:])
    taps = [zone for zone, kind, _ in scene.heard if kind is Tap]
    assert sorted(taps) == list(range(len(centres)))


def test_a_drag_into_the_next_zone_is_cancelled_where_it_started(table) -> None:
    app, scene = table
    first, second = scene.places[0].zone, scene.places[1].zone
    app.step(1 / 60, [_finger(pygame.FINGERDOWN, 3, *first.center)])
    app.step(1 / 60, [_finger(pygame.FINGERMOTION, 3, *second.center)])
    app.step(1 / 60, [_finger(pygame.FINGERUP, 3, *second.center)])
    kinds = [(zone, kind) for zone, kind, _ in scene.heard]
    assert (0, Cancel) in kinds
    assert not any(zone == 1 for zone, _ in kinds)
    assert not any(kind is Tap for _, kind in kinds)


def test_positions_arrive_in_the_zones_own_pixels_facing_its_seat(table) -> None:
    app, scene = table
    for seat, place in enumerate(scene.places):
        zone = place.zone
        # A point near the zone's screen top-left corner: for the seat at the top edge that is its near right.
        x, y = zone.x + 2, zone.y + 2
        app.step(1 / 60, [_finger(pygame.FINGERDOWN, 10 + seat, x, y), _finger(pygame.FINGERUP, 10 + seat, x, y)])
    for seat, place in enumerate(scene.places):
        (zone_id, _, (u, v)), = [entry for entry in scene.heard if entry[0] == seat and entry[1] is Tap]
        width, height = (place.zone.width, place.zone.height) if place.rotation in (0, 180) else (
            place.zone.height, place.zone.width)
        expected = {0: (2, 2), 90: (width - 2, 2), 180: (width - 2, height - 2), 270: (2, height - 2)}[place.rotation]
        assert (round(u), round(v)) == expected, place.edge


def test_a_real_mouse_click_is_one_tap_when_no_finger_is_down(table) -> None:
    app, scene = table
    x, y = map(int, scene.places[0].zone.center)
    app.step(1.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)])
    assert [(zone, kind.__name__) for zone, kind, _ in scene.heard] == [(0, "Down"), (0, "Tap")]


def test_sixteen_fingers_in_one_frame_are_sixteen_taps_two_in_each_zone(table) -> None:
    app, scene = table
    events = []
    for seat, place in enumerate(scene.places):
        zone = place.zone
        for finger, share in ((2 * seat, 0.3), (2 * seat + 1, 0.7)):
            x, y = zone.x + zone.width * share, zone.y + zone.height * share
            events += [_finger(pygame.FINGERDOWN, finger, x, y)]
    app.step(1 / 60, events)
    ups = [_finger(pygame.FINGERUP, event.finger_id, event.x * SIZE[0], event.y * SIZE[1]) for event in events]
    app.step(1 / 60, ups)
    taps = [zone for zone, kind, _ in scene.heard if kind is Tap]
    assert len(events) == 16
    assert sorted(taps) == sorted(list(range(8)) * 2)
