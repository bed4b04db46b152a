"""At a touch table the title, Settings and Rules at a glance face both long sides: each is drawn once and shown
twice, upright for the bottom side and turned half round for the top side, and fingers on either copy work it.
The tablet keeps them as they were."""
from __future__ import annotations

import random

import pygame
import pytest

from app.app import App
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from scenes.cheese_thief.rules_glance import RulesGlanceScene
from scenes.home.settings import SettingsScene
from scenes.cheese_thief.setup import SetupScene
from scenes.kit.both_sides import BothSidesScene
from scenes.kit.facing_host import FacingHost
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.flow import TableFlow
from scenes.kit.table_scene import TableScene
from scenes.table.seating import TableSeatingScene
from scenes.home.title import TableTitleScene, TitleScene, title_scene
from table.panels import seatable_places
from table.physical import TableScreen
from table.rotation import to_screen
from table.sitting import TableSitting

LOWER, UPPER = 0, 1  # the copy facing the bottom side, the copy facing the top side


def _table_app(make_app, diagonal: float = 55.0) -> App:
    app = make_app((1920, 1080))
    app.settings.table_mode, app.settings.table_diagonal_in = True, diagonal
    return app


def _finger(app: App, kind: int, finger: int, point: tuple[float, float]) -> pygame.event.Event:
    width, height = app.size
    return pygame.event.Event(kind, x=point[0] / width, y=point[1] / height, dx=0.0, dy=0.0, finger_id=finger,
                              touch_id=1, pressure=1.0)


def _touch(app: App, host: FacingHost, copy_index: int, rect: pygame.Rect, finger: int = 1) -> None:
    """A finger pressed on the centre of ``rect`` (the hosted screen's own pixels) in one copy, and lifted."""
    copy = host.copies[copy_index]
    point = to_screen(rect.centerx + 0.5, rect.centery + 0.5, copy.area, copy.rotation)
    app.step(1 / 60, [_finger(app, pygame.FINGERDOWN, finger, point)])
    app.step(1 / 60)
    app.step(1 / 60, [_finger(app, pygame.FINGERUP, finger, point)])
    _settle(app)


def _settle(app: App) -> None:
    for _ in range(40):  # past any fade
        app.step(1 / 60)


def _assert_faces_both_sides(app: App, host: FacingHost) -> None:
    """The top copy holds exactly the bottom copy's picture turned half round."""
    app.request_redraw()
    app.step(0.0)
    lower = app.surface.subsurface(pygame.Rect(host.copies[LOWER].area.as_tuple()))
    upper = app.surface.subsurface(pygame.Rect(host.copies[UPPER].area.as_tuple()))
    assert lower.get_size() == upper.get_size()
    turned = pygame.transform.flip(upper, True, True)
    assert pygame.image.tobytes(turned, "RGB") == pygame.image.tobytes(lower, "RGB")
    middle = lower.get_at((lower.get_width() // 2, lower.get_height() // 3))
    assert len({lower.get_at((x, y))[:3] for x in range(0, lower.get_width(), 41)
                for y in range(0, lower.get_height(), 23)}) > 20, middle  # a real picture, not a blank


@pytest.mark.parametrize("copy_index", [LOWER, UPPER], ids=["bottom-side", "top-side"])
def test_the_titles_play_settings_and_quit_work_from_either_side(make_app, copy_index: int) -> None:
    app = _table_app(make_app)
    title = title_scene(app)
    assert isinstance(title, TableTitleScene)
    app.scenes.push(title, transition=False)
    _settle(app)
    _assert_faces_both_sides(app, title)
    menu = title.inner.buttons

    _touch(app, title, copy_index, menu["#settings"].rect)
    settings = app.scenes.top()
    assert isinstance(settings, BothSidesScene) and isinstance(settings.inner, SettingsScene)
    _assert_faces_both_sides(app, settings)
    _touch(app, settings, copy_index, settings.inner.toggle_buttons[("reduced_motion", True)].rect)
    assert app.settings.reduced_motion is True
    _touch(app, settings, copy_index, settings.inner.back_button.rect)
    assert app.scenes.top() is title

    _touch(app, title, copy_index, title.inner.buttons["#play"].rect)
    assert isinstance(app.scenes.top(), TableSeatingScene)
    app.scenes.pop(transition=False)
    _settle(app)
    assert app.scenes.top() is title

    _touch(app, title, copy_index, title.inner.buttons["#quit"].rect)
    assert app.running is False


def test_a_settings_slider_follows_a_finger_dragged_on_the_top_side(make_app) -> None:
    app = _table_app(make_app)
    settings = BothSidesScene(app, TableScreen(1920, 1080, 55.0), SettingsScene(app))
    app.scenes.push(settings, transition=False)
    _settle(app)
    slider = settings.inner.sliders["sound_volume"].rect
    copy = settings.copies[UPPER]
    start = to_screen(slider.left + 2, slider.centery, copy.area, copy.rotation)
    end = to_screen(slider.right - 2, slider.centery, copy.area, copy.rotation)
    app.step(1 / 60, [_finger(app, pygame.FINGERDOWN, 4, start)])
    assert app.settings.sound_volume == 0.0  # the far left of the bar as its reader sees it
    app.step(1 / 60, [_finger(app, pygame.FINGERMOTION, 4, end)])
    app.step(1 / 60, [_finger(app, pygame.FINGERUP, 4, end)])
    assert app.settings.sound_volume == 1.0


def _discussion_at_the_table(app: App) -> FacingTwiceScene:
    screen = TableScreen(1920, 1080, 55.0)
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 3)
    play_until(session, StepKind.DISCUSSION, random.Random(3))
    flow = TableFlow(app, session, TableSitting.of(screen, seatable_places(screen)[:5]), persist=False)
    flow.show_current(session.step_index, replace=False)
    _settle(app)
    discussion = app.scenes.top()
    assert isinstance(discussion, FacingTwiceScene)
    return discussion


@pytest.mark.parametrize("copy_index", [LOWER, UPPER], ids=["bottom-side", "top-side"])
def test_rules_at_a_glance_from_the_discussion_faces_both_sides_and_back_returns(make_app, copy_index: int) -> None:
    """The discussion's clock keeps running meanwhile, as on the tablet: the table goes on talking."""
    app = _table_app(make_app)
    discussion = _discussion_at_the_table(app)
    _touch(app, discussion, copy_index, discussion.inner.rules_button.rect)
    rules = app.scenes.top()
    assert isinstance(rules, BothSidesScene) and isinstance(rules.inner, RulesGlanceScene)
    assert rules.inner.rules.player_count == 5
    _assert_faces_both_sides(app, rules)
    left = discussion.inner.left
    for _ in range(60):
        app.step(1 / 60)
    assert discussion.inner.left == pytest.approx(left - 1.0, abs=0.05)
    _touch(app, rules, 1 - copy_index, rules.inner.back_button.rect)  # Back from the other side
    assert app.scenes.top() is discussion
    assert discussion.inner.ui is not None and discussion.inner.rules_button is not None  # its widgets are back
    _assert_faces_both_sides(app, discussion)


def test_turning_table_mode_on_in_settings_turns_the_title_when_settings_close(make_app) -> None:
    """The Settings a player is using stay as they are under their finger; the title they return to takes the
    table's form, before anyone presses Play. Turning it off, or changing the diagonal, works the same way."""
    app = make_app((1920, 1080))
    title = title_scene(app)
    assert type(title) is TitleScene
    app.scenes.push(title, transition=False)
    title.activate("#settings")
    settings = app.scenes.top()
    assert type(settings) is SettingsScene  # the tablet's Settings, over the tablet's title
    settings.set_toggle("table_mode", True)
    assert app.scenes.top() is settings
    settings.go_back()
    _settle(app)
    table_title = app.scenes.top()
    assert isinstance(table_title, TableTitleScene) and len(app.scenes) == 1
    assert table_title.screen.diagonal_in == app.settings.table_diagonal_in
    _assert_faces_both_sides(app, table_title)

    table_title.inner.activate("#settings")
    hosted = app.scenes.top()
    assert isinstance(hosted, BothSidesScene) and isinstance(hosted.inner, SettingsScene)
    hosted.inner.step_table_diagonal(-1)
    hosted.inner.go_back()
    _settle(app)
    smaller = app.scenes.top()
    assert isinstance(smaller, TableTitleScene) and smaller is not table_title
    assert smaller.screen.diagonal_in == app.settings.table_diagonal_in < table_title.screen.diagonal_in

    smaller.inner.activate("#settings")
    app.scenes.top().inner.set_toggle("table_mode", False)
    app.scenes.top().inner.go_back()
    _settle(app)
    assert type(app.scenes.top()) is TitleScene and len(app.scenes) == 1


def test_the_tablet_keeps_its_title_settings_and_rules(make_app) -> None:
    app = make_app((1920, 1080))
    title = title_scene(app)
    assert type(title) is TitleScene
    app.scenes.push(title, transition=False)
    title.activate("#settings")
    assert type(app.scenes.top()) is SettingsScene
    app.scenes.top().go_back()
    title.activate("#play")
    setup = app.scenes.top()
    assert isinstance(setup, SetupScene)
    setup.show_rules()
    assert type(app.scenes.top()) is RulesGlanceScene


def test_a_table_too_small_to_seat_a_game_keeps_the_tablets_title(make_app) -> None:
    app = _table_app(make_app, diagonal=12.0)
    assert type(title_scene(app)) is TitleScene
    app.table_flag, app.table_diagonal_flag = True, 43.0  # ``--table --diagonal 43`` wins over the settings
    table_title = title_scene(app)
    assert isinstance(table_title, TableTitleScene) and table_title.screen.diagonal_in == 43.0


@pytest.mark.parametrize("copy_index", [LOWER, UPPER], ids=["bottom-side", "top-side"])
def test_the_question_to_resume_a_table_game_faces_both_sides_and_resumes_at_the_table(make_app, data_dir, copy_index: int) -> None:
    from storage import autosave
    from scenes.kit.curtain import CurtainScene
    from scenes.home.resume_prompt import ResumePromptScene, offer_resume
    from table.sitting import TableSitting

    app = _table_app(make_app)
    screen = TableScreen(1920, 1080, 55.0)
    places = seatable_places(screen)[:5]
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 3)
    session.table = TableSitting.of(screen, places).to_json()
    autosave.save(session)
    app.scenes.push(title_scene(app), transition=False)
    offer_resume(app)
    _settle(app)
    question = app.scenes.top()
    assert isinstance(question, BothSidesScene) and isinstance(question.inner, ResumePromptScene)
    _assert_faces_both_sides(app, question)
    _touch(app, question, copy_index, question.inner.resume_button.rect)
    top = app.scenes.top()
    assert isinstance(top, TableScene), "the game resumes at the table it was played at"
    assert not any(isinstance(scene, (CurtainScene, ResumePromptScene)) for scene in app.scenes.stack)


def _opened_from_the_table_title(make_app, copy_index: int, entry: str, inner: type) -> tuple[App, FacingHost, FacingHost]:
    """The table's title, and the screen its ``entry`` opened from one side: shown twice, facing both sides."""
    app = _table_app(make_app)
    title = title_scene(app)
    app.scenes.push(title, transition=False)
    _settle(app)
    _touch(app, title, copy_index, title.inner.buttons[entry].rect)
    opened = app.scenes.top()
    assert isinstance(opened, BothSidesScene) and isinstance(opened.inner, inner)
    _assert_faces_both_sides(app, opened)
    return app, title, opened


@pytest.mark.parametrize("copy_index", [LOWER, UPPER], ids=["bottom-side", "top-side"])
def test_the_narrator_faces_both_sides_from_its_setup_to_its_night_and_back(make_app, copy_index: int) -> None:
    from scenes.narrator.night import NarratorNightScene
    from scenes.narrator.setup import NarratorSetupScene

    app, title, setup = _opened_from_the_table_title(make_app, copy_index, "#narrator", NarratorSetupScene)
    _touch(app, setup, copy_index, setup.inner.start_button.rect)
    night = app.scenes.top()
    assert isinstance(night, BothSidesScene) and isinstance(night.inner, NarratorNightScene)
    _assert_faces_both_sides(app, night)
    _touch(app, night, copy_index, night.inner.buttons["back"].rect)
    assert app.scenes.top() is setup
    _touch(app, setup, copy_index, setup.inner.back_button.rect)
    assert app.scenes.top() is title


@pytest.mark.parametrize("copy_index", [LOWER, UPPER], ids=["bottom-side", "top-side"])
def test_learn_to_play_faces_both_sides_and_resumes_a_module_on_the_game_s_own_screens(make_app, data_dir,
                                                                                      copy_index: int) -> None:
    from scenes.tutorial.coach_overlay import CoachOverlay
    from scenes.tutorial.coached_stack import CoachedStack
    from scenes.tutorial.start import TutorialStartScene

    from storage.tutorial_save import save_tutorial
    from tutorial.session import TutorialSession
    from tutorial.table import Table

    # A module resumed from either side opens at its New deal card, coached over the game's own screen.
    save_tutorial(TutorialSession.start(Table(4)).go_to_chapter("four_players"))
    app, title, start = _opened_from_the_table_title(make_app, copy_index, "#learn", TutorialStartScene)
    _touch(app, start, copy_index, start.inner.buttons["resume"].rect)
    host = app.scenes.top()
    assert isinstance(host, CoachedStack)  # the real screen and the coach over it, facing both sides
    coach = host.coach
    assert isinstance(coach, CoachOverlay) and coach.session.chapter == "four_players"
    _assert_faces_both_sides(app, host)
    assert coach.session.table.players == 4 and coach.session.step.name.startswith("deal_")


def test_the_tutorials_quiz_opened_at_a_table_faces_both_sides(make_app, data_dir) -> None:
    from scenes.tutorial.quiz import TutorialQuizScene, open_quiz
    from scenes.tutorial.start import TutorialStartScene

    app, title, start = _opened_from_the_table_title(make_app, LOWER, "#learn", TutorialStartScene)
    open_quiz(app, 5, seed=3)
    _settle(app)
    quiz = app.scenes.top()
    assert isinstance(quiz, BothSidesScene) and isinstance(quiz.inner, TutorialQuizScene)
    _assert_faces_both_sides(app, quiz)
    quiz.inner.leave()
    _settle(app)
    assert app.scenes.top() is start
