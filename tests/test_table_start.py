"""Turning table mode on (the setting and the --table flag), starting a table game and resuming one."""
from __future__ import annotations

import pygame
import pygame_gui

import main
from app import routes
from app.settings import Settings
from driver.protocol import DemoWish
from driver.table_demo import start_table_game
from play.session import PlaySession
from scenes.play_flow import PlayFlow
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.table_flow import TableFlow
from scenes.table_seating import TableSeatingScene
from scenes.table_start import resume_flow


def _press(app, button) -> None:
    app.scenes.top().handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def test_the_settings_turn_table_mode_on_and_set_the_diagonal(make_app) -> None:
    app = make_app((1280, 800))
    scene = SettingsScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    _press(app, scene.toggle_buttons[("table_mode", True)])
    assert app.settings.table_mode is True
    _press(app, scene.smaller_table_button)
    assert app.settings.table_diagonal_in == 50.0
    for _ in range(10):
        _press(app, scene.larger_table_button)
    assert app.settings.table_diagonal_in == 75.0 and not scene.larger_table_button.is_enabled


def test_hostile_table_settings_are_brought_into_range() -> None:
    cleaned = Settings(table_mode="yes", table_diagonal_in=float("nan")).cleaned()  # type: ignore[arg-type]
    assert cleaned.table_mode is False and cleaned.table_diagonal_in == 55.0
    assert Settings(table_diagonal_in=1e9).cleaned().table_diagonal_in == 100.0
    assert Settings(table_diagonal_in=True).cleaned().table_diagonal_in == 55.0  # type: ignore[arg-type]


def test_play_opens_the_seats_in_table_mode_and_the_tablet_setup_otherwise(make_app) -> None:
    app = make_app((1920, 1080))
    assert isinstance(routes.make("setup", app), SetupScene)
    app.settings.table_mode = True
    assert isinstance(routes.make("setup", app), TableSeatingScene)
    app.settings.table_diagonal_in = 12.0  # too small a screen to seat four
    assert isinstance(routes.make("setup", app), SetupScene)
    assert app.notices  # and a notice says why


def test_the_table_flag_and_diagonal_are_read() -> None:
    args = main.build_parser().parse_args(["--table", "--diagonal", "43"])
    assert args.table is True and args.diagonal == 43.0
    assert main.build_parser().parse_args([]).table is False


def test_a_saved_table_game_resumes_at_the_table_and_a_damaged_table_falls_back_to_passing(make_app) -> None:
    app = make_app((1920, 1080))
    flow = start_table_game(app, DemoWish(players=5, seed=2), 55.0)
    saved = flow.session.to_json()
    assert isinstance(resume_flow(app, PlaySession.from_json(saved)), TableFlow)
    other_size = make_app((3840, 2160))
    again = resume_flow(other_size, PlaySession.from_json(saved))
    assert isinstance(again, TableFlow)  # the same places, by edge and rank, on the larger screen
    assert [place.edge for place in again.sitting.places] == [place.edge for place in flow.sitting.places]
    for damage in ({"zones": "none"}, {"diagonal_in": "big"}, [], {"zones": [["middle", 1, 2, 3, 4]]}):
        broken = dict(saved, table=damage) if isinstance(damage, dict) else dict(saved, table=None)
        resumed = resume_flow(app, PlaySession.from_json(broken))
        assert type(resumed) is PlayFlow and resumed.session.table is None
