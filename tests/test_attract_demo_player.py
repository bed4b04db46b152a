"""The attract loop's demonstration is played by what whoever starts the kiosk hands it
(``scenes.kiosk.attract_demo.play_demonstrations_with``): the screens import nothing of the demo driver."""
from __future__ import annotations

import random

import pytest

from app.app import App
from app.gestures import DemoWish
from driver.player import DemoDriver
from scenes.kiosk import attract_demo
from scenes.kiosk.attract_demo import AttractDemo, demo_wish, play_demonstrations_with

SIZE = (1024, 600)


class StandStill:
    """A player that never moves: the demonstration it plays never ends."""

    def __init__(self) -> None:
        self.steps = 0

    def step(self, simulated_dt: float = 1 / 60) -> None:
        self.steps += 1

    def finished(self) -> bool:
        return False


def test_the_player_handed_over_plays_the_demonstration(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    make_app(SIZE)  # the window the kiosk's demonstration draws beside
    monkeypatch.setattr(attract_demo, "_player_factory", None)
    asked: list[tuple[App, DemoWish]] = []
    player = StandStill()

    def factory(app: App, wish: DemoWish) -> StandStill:
        asked.append((app, wish))
        return player

    play_demonstrations_with(factory)
    demo = AttractDemo(SIZE)
    wish = demo_wish(random.Random(1))
    demo.start(wish, reduced_motion=True)
    demo.advance(1 / 60)
    assert asked == [(demo.app, wish)] and demo.driver is player and player.steps >= 1
    assert not demo.over()
    demo.stop()


def test_without_a_player_the_loop_skips_its_demonstration(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    make_app(SIZE)
    monkeypatch.setattr(attract_demo, "_player_factory", None)
    assert not attract_demo.can_play_demonstrations()
    demo = AttractDemo(SIZE)
    demo.start(demo_wish(random.Random(2)), reduced_motion=True)
    assert demo.driver is None and demo.over() and not demo.shows_picture()
    demo.advance(1.0)  # nothing to step: no error


def test_the_drivers_player_is_the_one_handed_to_the_kiosk(make_app) -> None:
    make_app(SIZE)
    # tests/conftest.py hands it over before every test, as the kiosk's command does.
    assert attract_demo.can_play_demonstrations()
    demo = AttractDemo(SIZE)
    demo.start(demo_wish(random.Random(3)), reduced_motion=True)
    assert isinstance(demo.driver, DemoDriver)
    demo.stop()
