"""Over the coached game the roll's caption waits for the die; the chapter menu offers Double Kill's two-minute
lesson apart from Cheese Thief's chapters."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from scenes.tutorial.coach_overlay import ROLLING
from tests.test_tutorial_coached_screens import SIZE, open_at
from tests.tutorial_drive import mouse_tap
from tutorial.table import Table


def _go_to(app: Any, flow: Any, name: str) -> Any:
    """Follow the overlay's demo plan until the coached step `name` is shown."""
    from driver.demo import DemoDriver
    from app.gestures import DemoWish

    driver = DemoDriver(app, DemoWish(players=flow.session.table.players, seed=3), paced=True)
    for _ in range(5000):
        if flow.session.step.name == name:
            return app.scenes.top()
        driver.step()
    raise AssertionError(f"never reached {name}")


def test_the_roll_caption_gives_the_number_only_once_the_die_shows(make_app, data_dir: Path) -> None:
    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    overlay = _go_to(app, flow, "g01.roll")
    mouse_tap(app, overlay.target_rects()[0][1].center)
    assert flow.session.step.name == "g01.rolled"
    real = overlay.real_scene()
    assert real.page.rolled and not real.page.finished
    assert overlay.caption()[0] == overlay.words(ROLLING)
    for _ in range(100):
        if real.page.finished:
            break
        app.step(0.1)
    assert real.page.finished
    assert overlay.caption()[0] == overlay.words(flow.session.step.text, overlay.names())


def test_the_menu_opens_double_kills_lesson_without_counting_it(make_app, data_dir: Path) -> None:
    from scenes.tutorial.menu import TutorialMenuScene

    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    flow.open_menu()
    app.step(0.5)
    menu = app.scenes.top()
    assert isinstance(menu, TutorialMenuScene)
    before = flow.session
    mouse_tap(app, menu.buttons["dk_lesson"].rect.center)
    app.step(0.5)
    lesson = app.scenes.top()
    assert type(lesson).__module__ == "scenes.tutorial.dk_lesson"
    assert flow.session == before and "double_kill" not in flow.session.chapters_done
