"""Setup: defaults, player count, Fall Mouse rule, seat order, names, validation and starting a game."""
from __future__ import annotations

import pygame
import pytest

from program import i18n
from app.plan_lookup import demo_plan
from play.flow import StepKind
from storage.history import History
from play.setup import VoteMode
from scenes.kit.curtain import CurtainScene
from scenes.kit.name_editor import NameEditorScene
from scenes.cheese_thief.setup import SetupScene, default_name
from scenes.cheese_thief.setup_draft import SetupDraft
from tests.public_screen_helpers import key, press, run


def open_setup(make_app, draft: SetupDraft | None = None, size=(1280, 800), lang="en") -> SetupScene:
    app = make_app(size=size, lang=lang)
    app.scenes.push(SetupScene(app, draft), transition=False)
    app.step(0.0)
    return app.scenes.top()


@pytest.mark.parametrize("finger", [False, True])
def test_three_taps_start_a_game_on_a_curtain(make_app, data_dir, finger: bool) -> None:
    scene = open_setup(make_app)
    app = scene.app
    assert scene.draft.count == 5 and scene.draft.vote_mode is VoteMode.POINT
    press(app, scene.count_buttons[6], finger)
    scene = app.scenes.top()
    assert scene.draft.count == 6 and len(scene.name_buttons) == 6
    press(app, scene.start_button, finger)
    app.step(1.0)
    top = app.scenes.top()
    assert isinstance(top, CurtainScene) and top.seat == 0
    assert not any(isinstance(s, SetupScene) for s in app.scenes.stack), "the curtain replaces the setup"
    history = History()
    assert history.recent_players(6)[0] == default_name(0)
    assert history.last_setup()["count"] == 6


def test_last_count_is_the_next_default(make_app, data_dir) -> None:
    History().remember_setup({"count": 7, "fall_mouse": True, "vote_mode": "secret", "hour_seconds": 2.0})
    scene = open_setup(make_app)
    assert scene.draft.count == 7 and scene.draft.fall_mouse and scene.draft.vote_mode is VoteMode.SECRET


@pytest.mark.parametrize("finger", [False, True])
def test_fall_mouse_only_from_six_players(make_app, data_dir, finger: bool) -> None:
    scene = open_setup(make_app, SetupDraft(count=5))
    assert not scene.fall_buttons[True].is_enabled
    press(scene.app, scene.fall_buttons[True], finger)
    assert not scene.app.scenes.top().draft.fall_mouse
    press(scene.app, scene.count_buttons[6], finger)
    scene = scene.app.scenes.top()
    press(scene.app, scene.fall_buttons[True], finger)
    assert scene.draft.fall_mouse
    press(scene.app, scene.count_buttons[4], finger)
    assert not scene.draft.fall_mouse, "fewer than six players switches the Fall Mouse off"


def test_moving_a_player_keeps_their_name(make_app, data_dir) -> None:
    draft = SetupDraft(count=5)
    draft.players[0].custom = "Ada"
    scene = open_setup(make_app, draft)
    press(scene.app, scene.down_buttons[0], finger=False)
    names = scene.draft.names(default_name)
    assert names[1] == "Ada" and names[0] == default_name(1)
    press(scene.app, scene.up_buttons[0], finger=True)  # seat 0 up wraps round to the last seat
    assert scene.draft.names(default_name)[4] == default_name(1)


def test_default_names_follow_the_language(make_app, data_dir) -> None:
    scene = open_setup(make_app, lang="zh")
    zh_names = scene.draft.names(default_name)
    scene.app.set_language("de")
    de_names = scene.draft.names(default_name)
    assert zh_names != de_names and all(de_names)
    assert [b.text for b in scene.name_buttons] == list(de_names) and len(set(de_names)) == len(de_names)


@pytest.mark.parametrize("finger", [False, True])
def test_name_editor_with_onscreen_keys_and_chips(make_app, data_dir, finger: bool) -> None:
    History().remember_players(["Zed"])
    scene = open_setup(make_app)
    app = scene.app
    press(app, scene.name_buttons[2], finger)
    run(app, 0.5)  # the editor fades in; taps during a fade are ignored
    editor = app.scenes.top()
    assert isinstance(editor, NameEditorScene)
    for _ in range(20):
        press(app, editor.keyboard.button_for("backspace"), finger)
    assert editor.entry.get_text() == ""
    press(app, editor.keyboard.button_for("shift"), finger)
    for letter in "mia":
        press(app, editor.keyboard.button_for(letter), finger)
    assert editor.entry.get_text() == "Mia"
    press(app, editor.done_button, finger)
    run(app, 0.5)
    assert app.scenes.top() is scene
    assert scene.draft.names(default_name)[2] == "Mia"
    press(app, scene.name_buttons[3], finger)
    run(app, 0.5)
    editor = app.scenes.top()
    chip = next(button for button, name in editor.chips.items() if name == "Zed")
    press(app, chip, finger)
    run(app, 0.5)
    assert scene.draft.names(default_name)[3] == "Zed"
    press(app, scene.name_buttons[0], finger)
    run(app, 0.5)
    editor = app.scenes.top()
    taken = next(button for button, name in editor.chips.items() if name == "Zed")
    assert not taken.is_enabled, "a name used at another seat is not offered twice"
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert app.scenes.top() is scene


def test_duplicate_names_are_refused_next_to_the_seat(make_app, data_dir) -> None:
    draft = SetupDraft(count=5)
    draft.players[1].custom = "Bo"
    draft.players[3].custom = "bo"
    scene = open_setup(make_app, draft)
    press(scene.app, scene.start_button, finger=True)
    scene = scene.app.scenes.top()
    assert isinstance(scene, SetupScene)
    assert scene.error is not None and scene.error.key == "duplicate_name" and scene.error.seat == 3
    scene.app.draw()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(1024, 600), (800, 1280)])
def test_keyboard_keys_are_big_enough_everywhere(make_app, data_dir, lang: str, size) -> None:
    from app import layout

    scene = open_setup(make_app, size=size, lang=lang)
    press(scene.app, scene.name_buttons[0], finger=False)
    run(scene.app, 0.5)
    editor = scene.app.scenes.top()
    minimum = layout.min_touch_px(size)
    for button in editor.keyboard.keys:
        rect = button.rect
        assert rect.width >= minimum and rect.height >= minimum
        assert scene.app.surface.get_rect().contains(rect)


def test_demo_plan_follows_the_wish(make_app, data_dir) -> None:
    import random

    from app.gestures import DemoWish, Tap

    scene = open_setup(make_app)
    app = scene.app
    wish = DemoWish(players=7, seed=1, vote_mode="secret", fall_mouse=True, hour_seconds=2.0)
    for _ in range(10):
        if isinstance(app.scenes.top(), CurtainScene):
            break
        plan = demo_plan(app.scenes.top(), random.Random(1), wish)
        assert plan and isinstance(plan[0], Tap)
        press(app, pygame.Rect(plan[0].pos, (1, 1)), finger=True)
        app.step(1.0)
    curtain = app.scenes.top()
    assert isinstance(curtain, CurtainScene)
    session = curtain_flow_session(app)
    assert session.player_count == 7 and session.setup.fall_mouse and session.setup.vote_mode is VoteMode.SECRET
    assert session.setup.hour_seconds == 2.0 and session.step.kind is StepKind.CURTAIN


def curtain_flow_session(app):
    from storage import autosave

    offer = autosave.load()
    assert offer.session is not None
    return offer.session


def test_a_physical_keyboard_types_into_the_name_field(make_app, data_dir) -> None:
    scene = open_setup(make_app)
    app = scene.app
    press(app, scene.name_buttons[1], finger=True)
    run(app, 0.5)
    editor = app.scenes.top()
    press(app, editor.keyboard.button_for("backspace"), finger=True)  # the field keeps the focus after on-screen keys
    before = editor.entry.get_text()
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text="x")])
    assert editor.entry.get_text() == before + "x"
    key(app, pygame.K_RETURN)
    run(app, 0.5)
    assert scene.draft.names(default_name)[1] == before + "x"


def test_the_setup_screen_prepared_by_its_fade_paints_no_sprite_in_its_first_frame(make_app) -> None:
    from art.cache import SPRITES
    from scenes.cheese_thief.setup import SetupScene

    app = make_app(size=(1024, 600), lang="fr")
    app.scenes.push(SetupScene(app, remember=False))
    fade = app.scenes.fade
    assert fade is not None and fade.preparing
    while fade.preparing:
        fade.prepare()
    misses = SPRITES.misses
    app.scenes.top().draw(pygame.Surface(app.size))
    assert SPRITES.misses == misses


@pytest.mark.parametrize("finger", [False, True])
def test_in_the_kiosk_names_are_neither_offered_from_earlier_groups_nor_kept(make_app, data_dir, finger: bool) -> None:
    History().remember_players(["Zed"])
    app = make_app()
    app.locked = True  # the café kiosk: its setup forgets names by default
    app.scenes.push(SetupScene(app), transition=False)
    app.step(0.0)
    scene = app.scenes.top()
    assert scene.remember_names is False and scene.recent == []
    press(app, scene.name_buttons[1], finger)
    run(app, 0.5)
    editor = app.scenes.top()
    assert isinstance(editor, NameEditorScene)
    assert "Zed" not in editor.suggestions and "Zed" not in editor.chips.values()
    assert editor.suggestions, "the friendly default names are still offered"
    for _ in range(20):
        press(app, editor.keyboard.button_for("backspace"), finger)
    for letter in "mia":
        press(app, editor.keyboard.button_for(letter), finger)
    press(app, editor.done_button, finger)
    run(app, 0.5)
    press(app, scene.count_buttons[6], finger)
    press(app, app.scenes.top().start_button, finger)
    app.step(1.0)
    assert isinstance(app.scenes.top(), CurtainScene)
    history = History()
    assert history.recent_players(24) == ["Zed"], "this group's names were not kept"
    assert history.last_setup()["count"] == 6, "the options still are"
    from storage import autosave

    assert autosave.load().session is not None, "the game is still saved, to resume after a power cut"


def test_names_can_be_left_unremembered_outside_the_kiosk_too(make_app, data_dir) -> None:
    History().remember_players(["Zed"])
    app = make_app()
    scene = SetupScene(app, remember_names=False)
    assert scene.recent == []
    assert SetupScene(app).recent == ["Zed"]


@pytest.mark.parametrize("finger", [False, True])
def test_another_count_adds_or_removes_seat_rows_and_keeps_the_other_widgets(make_app, data_dir, finger: bool) -> None:
    scene = open_setup(make_app, SetupDraft(count=5))
    app = scene.app
    start, first_name = scene.start_button, scene.name_buttons[0]
    for count in (8, 4, 6):
        before = list(scene.name_buttons)
        press(app, scene.count_buttons[count], finger)
        assert not any(button.alive() for button in before[count:])  # rows removed are gone from the screen
        assert scene.start_button is start and scene.name_buttons[0] is first_name  # nothing else was rebuilt
        fresh = SetupScene(app, SetupDraft(count=count), remember=False)
        fresh.build_ui(app.frames.new_ui_manager())
        assert [button.rect for button in scene.name_buttons] == [button.rect for button in fresh.name_buttons]
        assert [button.rect for button in scene.down_buttons] == [button.rect for button in fresh.down_buttons]
        assert scene.seat_rows == fresh.seat_rows and scene.icon_rects == fresh.icon_rects
        assert [button.text for button in scene.name_buttons] == list(scene.draft.names(default_name))
        assert all(button.alive() for button in scene.name_buttons) and len(scene.name_buttons) == count
