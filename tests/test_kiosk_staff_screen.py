"""The staff menu driven with synthetic mouse and finger events: every entry, and the factory reset's second step."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app import routes
from app.plan_lookup import demo_plan
from kiosk.config import KioskConfig, load_kiosk_config, save_kiosk_config
from kiosk.pin import hash_pin
from scenes.kiosk.staff import STATS_ROUTE, KioskStaffScene
from scenes.home.settings import SettingsScene
from tests.kiosk_screen_helpers import key, tap


class Calls(dict):
    def record(self, name: str):
        return lambda: self.__setitem__(name, self.get(name, 0) + 1)


def open_menu(make_app, size: tuple[int, int] = (1280, 800)) -> tuple[object, KioskStaffScene, Calls]:
    app = make_app(size=size)
    calls = Calls()
    scene = KioskStaffScene(app, on_back=calls.record("back"), on_run_wizard=calls.record("wizard"),
                            on_reset=calls.record("reset"), on_exit_to_desktop=calls.record("exit"),
                            health=lambda: "This week: restarts 2, crashes 1.")
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    return app, scene, calls


def test_statistics_are_hidden_when_no_screen_provides_them(make_app, monkeypatch) -> None:
    real_has = routes.has
    monkeypatch.setattr(routes, "has", lambda name: name != STATS_ROUTE and real_has(name))
    _, scene, _ = open_menu(make_app)
    assert "statistics" not in scene.buttons and "settings" in scene.buttons


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_statistics_open_the_statistics_screen(make_app, with_finger: bool) -> None:
    from scenes.kiosk.stats import KioskStatsScene

    app, scene, _ = open_menu(make_app)
    tap(app, scene.buttons["statistics"].rect, with_finger)
    assert isinstance(app.scenes.top(), KioskStatsScene)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_settings_open_the_settings_screen_and_come_back(make_app, with_finger: bool) -> None:
    app, scene, _ = open_menu(make_app)
    tap(app, scene.buttons["settings"].rect, with_finger)
    app.step(1.0)
    settings = app.scenes.top()
    assert isinstance(settings, SettingsScene)
    tap(app, settings.back_button.rect, with_finger)
    app.step(1.0)
    assert app.scenes.top() is scene


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
@pytest.mark.parametrize("name", ["wizard", "back"])
def test_each_entry_calls_its_callback_once(make_app, name: str, with_finger: bool) -> None:
    app, scene, calls = open_menu(make_app)
    tap(app, scene.buttons[name].rect, with_finger)
    assert calls == {name: 1}


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_factory_reset_asks_first_and_keep_erases_nothing(make_app, data_dir: Path, with_finger: bool) -> None:
    save_kiosk_config(KioskConfig(venue_name="Chez Mimi", pin=hash_pin("1234")))
    app, scene, calls = open_menu(make_app)
    tap(app, scene.buttons["reset"].rect, with_finger)
    assert scene.confirming_reset and set(scene.buttons) == {"keep", "erase"}
    assert load_kiosk_config()[0].configured, "nothing is erased before the second tap"
    tap(app, scene.buttons["keep"].rect, with_finger)
    assert not scene.confirming_reset and "reset" in scene.buttons and calls == {}
    assert load_kiosk_config()[0].configured


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_factory_reset_erases_after_the_confirmation(make_app, data_dir: Path, with_finger: bool) -> None:
    save_kiosk_config(KioskConfig(venue_name="Chez Mimi", pin=hash_pin("1234")))
    app, scene, calls = open_menu(make_app)
    tap(app, scene.buttons["reset"].rect, with_finger)
    tap(app, scene.buttons["erase"].rect, with_finger)
    assert calls == {"reset": 1}
    assert not (data_dir / "kiosk.json").exists() and not load_kiosk_config()[0].configured


def test_escape_steps_back_from_the_confirmation_then_to_the_customers(make_app) -> None:
    app, scene, calls = open_menu(make_app)
    scene.choose("reset")
    key(app, pygame.K_ESCAPE)
    assert not scene.confirming_reset and calls == {}
    key(app, pygame.K_ESCAPE)
    assert calls == {"back": 1}


def test_the_demo_driver_only_ever_goes_back(make_app) -> None:
    import random

    from app.gestures import DemoWish, Tap

    app, scene, _ = open_menu(make_app)
    wish = DemoWish(players=5, seed=1)
    assert demo_plan(scene, random.Random(1), wish) == [Tap(scene.buttons["back"].rect.center)]
    scene.choose("reset")
    assert demo_plan(scene, random.Random(1), wish) == [Tap(scene.buttons["keep"].rect.center)]


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_exit_to_the_desktop_asks_first_and_stay_keeps_the_kiosk(make_app, with_finger: bool) -> None:
    app, scene, calls = open_menu(make_app)
    tap(app, scene.buttons["exit"].rect, with_finger)
    assert scene.asking == "exit" and set(scene.buttons) == {"keep", "leave"} and calls == {}
    tap(app, scene.buttons["keep"].rect, with_finger)
    assert scene.asking is None and "exit" in scene.buttons and calls == {}
    tap(app, scene.buttons["exit"].rect, with_finger)
    tap(app, scene.buttons["leave"].rect, with_finger)
    assert calls == {"exit": 1}


def test_escape_on_the_exit_question_stays(make_app) -> None:
    app, scene, calls = open_menu(make_app)
    scene.choose("exit")
    key(app, pygame.K_ESCAPE)
    assert scene.asking is None and calls == {}


def test_the_menu_shows_the_weeks_health_line(make_app) -> None:
    _, scene, _ = open_menu(make_app)
    assert scene.health_text == "This week: restarts 2, crashes 1." and scene.health_rect.height > 0
    assert all(button.rect.top >= scene.health_rect.bottom for button in scene.buttons.values())
