"""Title and settings driven with synthetic mouse and finger events, and the language picker's fonts."""
from __future__ import annotations

import json

import pygame
import pytest

from app import fonts, layout, theme
from program import i18n
from app.settings import settings_path
from scenes.home.settings import SettingsScene
from scenes.home.title import TitleScene
from tests.public_screen_helpers import tap_as_sdl_sends_it


def tap(app, rect: pygame.Rect, with_finger: bool) -> None:
    """One tap in the middle of ``rect``: a finger (with SDL's mouse copies) or a mouse click."""
    tap_as_sdl_sends_it(app, rect, with_finger)
    app.step(1.0)  # let any fade finish


def key(app, code: int) -> None:
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])
    app.step(1.0)


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_title_settings_button_opens_settings_once_and_back_returns(make_app, with_finger: bool) -> None:
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    tap(app, title.buttons["#settings"].rect, with_finger)
    assert isinstance(app.scenes.top(), SettingsScene)
    assert len(app.scenes) == 2, "one tap opens exactly one screen"
    settings = app.scenes.top()
    tap(app, settings.back_button.rect, with_finger)
    assert app.scenes.top() is title and len(app.scenes) == 1


def test_title_keys(make_app) -> None:
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    key(app, pygame.K_RETURN)
    assert app.scenes.top() is not title, "Enter starts a game"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top() is title, "Escape goes back"
    key(app, pygame.K_ESCAPE)
    assert app.running is False, "Escape on the title quits"


def test_title_quit_button(make_app) -> None:
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    tap(app, title.buttons["#quit"].rect, with_finger=True)
    assert app.running is False


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_settings_take_effect_at_once_and_are_saved(make_app, data_dir, with_finger: bool) -> None:
    app = make_app(persist_settings=True)
    scene = SettingsScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    tap(app, scene.language_buttons["fr"].rect, with_finger)
    assert i18n.current_language() == "fr" and app.settings.language == "fr"
    assert scene.language_buttons["fr"].is_selected
    tap(app, scene.toggle_buttons[("reduced_motion", True)].rect, with_finger)
    assert app.settings.reduced_motion is True
    tap(app, scene.longer_button.rect, with_finger)
    assert app.settings.discussion_seconds == 420
    tap(app, scene.shorter_button.rect, with_finger)
    tap(app, scene.shorter_button.rect, with_finger)
    assert app.settings.discussion_seconds == 240
    slider = scene.sliders["sound_volume"]
    tap(app, pygame.Rect(slider.rect.left + 4, slider.rect.top, 8, slider.rect.height), with_finger)
    assert app.settings.sound_volume == 0.0, "a tap at the left end of the bar mutes"
    ambience = scene.sliders["ambience_volume"]
    tap(app, pygame.Rect(ambience.rect.right - 10, ambience.rect.top, 8, ambience.rect.height), with_finger)
    assert app.settings.ambience_volume == 1.0
    saved = json.loads(settings_path().read_text(encoding="utf-8"))["settings"]
    assert saved["language"] == "fr" and saved["reduced_motion"] is True and saved["discussion_seconds"] == 240
    assert saved["sound_volume"] == pytest.approx(app.settings.sound_volume)


def test_language_names_use_a_face_that_has_their_script() -> None:
    for lang in i18n.LANGUAGES:
        scaled = theme.scaled_theme((1280, 800), lang)
        assert "NotoSansSC" in scaled["@language_button"]["font"]["regular_path"], "language picker always CJK-capable"
        face = scaled["button"]["font"]["regular_path"]
        assert ("NotoSansSC" in face) == (lang == "zh")
    assert fonts.font_for_text("中文", "button", 30) is fonts.font("button", 30, "zh")
    assert fonts.font_for_text("English", "button", 30) is fonts.font("button", 30, "en")


def test_layout_scales_by_the_short_side() -> None:
    assert layout.min_touch_px((1280, 800)) == 64
    assert layout.min_touch_px((800, 1280)) == 64
    assert layout.min_touch_px((3840, 2160)) == 173
    for size in [(1024, 600), (1280, 800), (800, 1280), (3840, 2160)]:
        assert layout.body_text_px(size) >= 0.025 * min(size)
        area = layout.content_rect(size)
        for rect in layout.stack_vertical(area, 6, layout.button_height(size), layout.gap_px(size), 300):
            assert area.contains(rect)
        for rect in layout.stack_horizontal(area, 4, 9999, layout.gap_px(size)):
            assert area.contains(rect)


def test_wrap_keeps_lines_within_width() -> None:
    for text in ("One night, one cheese, one sneaky mouse. Who took it?", "一个夜晚，一块奶酪，一只偷偷摸摸的老鼠。是谁拿走了它？"):
        lines = fonts.wrap(text, "body", 26, 240)
        assert len(lines) > 1 and "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(fonts.font_for_text(line, "body", 26).size(line)[0] <= 240 for line in lines)


def test_wrap_never_starts_a_line_with_french_high_punctuation() -> None:
    text = "Vous avez vu Fay prendre le fromage ! Qui l'a pris ? Dites « voleur » : on vote."
    for width in range(120, 700, 7):
        lines = fonts.wrap(text, "body", 26, width)
        assert " ".join(lines) == text
        assert not any(line[:1] in "!?:;»" for line in lines), (width, lines)
        assert not any(line.endswith("«") for line in lines), (width, lines)


def test_a_finger_drags_a_volume_slider(make_app) -> None:
    app = make_app()
    scene = SettingsScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    slider = scene.sliders["ambience_volume"]
    width, height = app.size
    y = slider.rect.centery / height

    def finger(kind: int, x: float) -> pygame.event.Event:
        return pygame.event.Event(kind, x=x / width, y=y, dx=0.0, dy=0.0, finger_id=0, touch_id=1, pressure=1.0)

    app.step(0.0, [finger(pygame.FINGERDOWN, slider.rect.left + 2), finger(pygame.FINGERMOTION, slider.rect.centerx),
                   finger(pygame.FINGERMOTION, slider.rect.right - 2)])
    assert app.settings.ambience_volume == 1.0
    app.step(0.0, [finger(pygame.FINGERMOTION, slider.rect.centerx), finger(pygame.FINGERUP, slider.rect.centerx)])
    assert app.settings.ambience_volume == pytest.approx(0.5, abs=0.05)
    assert scene.finger_sliders.dragging is None


def test_the_title_gives_back_its_widgets_and_picture_while_covered_and_rebuilds_them_on_return(make_app) -> None:
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    assert title._picture.layer is not None and title.buttons
    key(app, pygame.K_RETURN)  # Play: the setup screen covers the title
    assert app.scenes.top() is not title
    # The fade waits while the setup screen is prepared, a step per frame: more frames when nothing is cached yet
    # (this test alone in a fresh process), so step frame by frame rather than once by a second.
    for _ in range(240):
        if app.scenes.fade is None:
            break
        app.step(1 / 60)
    app.step(0.1)
    assert app.scenes.fade is None and title.covered and title.ui is None and title._picture.layer is None
    assert title.buttons == {}, "no reference keeps the removed buttons' pictures alive"
    app.resize((1024, 768))
    app.step(0.1)
    assert title.ui is None, "a resize while covered does not build hidden widgets"
    app.scenes.pop(transition=False)
    app.step(0.0)
    app.draw()
    assert not title.covered and title.ui is not None
    assert title.buttons["#play"].alive() and title.buttons["#play"].rect.width > 0
    assert title._picture.layer is not None and title._picture.layer.get_size() == (1024, 768)
