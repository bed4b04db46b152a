"""Turning table mode on (the setting and the --table flag), starting a table game and resuming one."""
from __future__ import annotations

import pygame
import pygame_gui
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import main
from app import routes
from app.settings import Settings
from app.gestures import DemoWish
from driver.table.demo import start_table_game
from play.session import PlaySession
from play.setup import GameSetup
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.settings import SettingsScene
from scenes.cheese_thief.setup import SetupScene
from scenes.table.flow import TableFlow
from scenes.table.seating import TableSeatingScene
from scenes.table.start import resume_flow


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
    app.settings.table_mode, app.table_flag, app.table_diagonal_flag = False, True, 43.0  # ``--table --diagonal 43``
    seats = routes.make("setup", app)
    assert isinstance(seats, TableSeatingScene) and seats.screen.diagonal_in == 43.0


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


_json = st.recursive(st.none() | st.booleans() | st.integers(-10, 5000) | st.floats(allow_nan=True) | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
                     max_leaves=30)
_table_part = st.fixed_dictionaries({}, optional={"diagonal_in": _json, "zones": _json, "done": _json})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=_table_part | st.dictionaries(st.text(max_size=10), _json, max_size=4)
       | st.builds(lambda done: {**_VALID_TABLE, "done": done}, _json)
       | st.builds(lambda seat, actions: {**_VALID_TABLE, "done": [[seat, actions]]}, _json, _json))
def test_any_table_part_of_a_save_resumes_at_a_table_or_passed_around(make_app, table: dict) -> None:
    """A hand-edited or damaged autosave's table part never breaks a resume: the game goes on, at the table it
    describes if it can, otherwise passed around."""
    app = _hostile_app(make_app)
    saved = dict(_SAVED, table=table)
    flow = resume_flow(app, PlaySession.from_json(saved))
    assert isinstance(flow, (TableFlow, PlayFlow))
    if isinstance(flow, TableFlow):
        assert set(flow.table_done()) <= set(range(flow.player_count))


_APPS: list = []


def _hostile_app(make_app):
    if not _APPS:
        _APPS.append(make_app((1920, 1080)))
    return _APPS[0]


def _saved_game() -> dict:
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 4)
    return session.to_json()


_SAVED = _saved_game()


def _valid_table() -> dict:
    from table.panels import seatable_places
    from table.physical import TableScreen
    from table.sitting import TableSitting

    screen = TableScreen(1920, 1080, 55)
    return TableSitting.of(screen, seatable_places(screen)[:5]).to_json()


_VALID_TABLE = _valid_table()


def test_leave_asks_in_the_middle_facing_both_sides_and_staying_returns_to_the_game(make_app) -> None:
    from scenes.kit.confirm_leave import ConfirmLeaveScene
    from scenes.table.facing_twice import FacingTwiceScene

    app = make_app((1920, 1080))
    flow = start_table_game(app, DemoWish(players=5, seed=2), 55.0)
    game_screen = app.scenes.top()
    flow.ask_to_leave()
    asking = app.scenes.top()
    assert isinstance(asking, FacingTwiceScene) and isinstance(asking.inner, ConfirmLeaveScene)
    app.step(1 / 30)
    upper, lower = asking.copies[1], asking.copies[0]
    assert upper.rotation == 180 and lower.rotation == 0
    _press(app, asking.inner.no)  # "Stay" from either side: the question goes, the game is as it was
    assert app.scenes.top() is game_screen


def test_rules_at_a_glance_may_open_over_the_middle_only_where_the_tablet_screen_offers_it(make_app) -> None:
    import random

    from play.autoplay import play_until
    from play.flow import StepKind
    from scenes.kit.confirm_leave import ConfirmLeaveScene
    from scenes.table.facing_twice import FacingTwiceScene
    from table.panels import seatable_places
    from table.physical import TableScreen
    from table.sitting import TableSitting

    app = make_app((1920, 1080))
    screen = TableScreen(1920, 1080, 55)
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 3)
    play_until(session, StepKind.DISCUSSION, random.Random(3))
    flow = TableFlow(app, session, TableSitting.of(screen, seatable_places(screen)[:5]), persist=False)
    discussion = flow.scene_for(session.step)
    assert isinstance(discussion, FacingTwiceScene) and discussion.offers_rules == discussion.inner.offers_rules
    assert discussion.offers_rules
    assert not FacingTwiceScene(flow, ConfirmLeaveScene(flow)).offers_rules
