"""Names with French and German letters typed by touch alone, in every language's on-screen keys: the name editor
(pass-and-play and the kiosk's setup) and the kiosk wizard's venue field, keys thumb-sized and apart at 1024x600."""
from __future__ import annotations

import itertools

import pytest

from app import layout
from program import i18n
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from scenes.kiosk.wizard import KioskWizardScene
from scenes.cheese_thief.setup import SetupScene
from tests.kiosk_screen_helpers import tap

ALL_ACCENTS = "Éèêàçëïôùûüöäß"  # every accented letter of French and German, a capital first: 14, a whole name
SIZES = [(1024, 600), (800, 1280)]


def type_by_touch(app, keyboard, word: str) -> None:
    for letter in word:
        if letter.isupper():
            tap(app, keyboard.button_for("shift").rect, True)
        tap(app, keyboard.button_for("space" if letter == " " else letter.lower()).rect, True)


def name_editor(make_app, lang: str, size: tuple[int, int]):
    app = make_app(size=size, lang=lang)
    setup = SetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    tap(app, setup.name_buttons[0].rect, True)
    for _ in range(30):
        app.step(1 / 60)
    return app, app.scenes.top()


def assert_targets_fit(app, scene, size: tuple[int, int]) -> None:
    targets = scene.touch_targets()
    for name, rect in targets:
        assert min(rect.size) >= layout.min_touch_px(size), name
        assert app.surface.get_rect().contains(rect), name
    for (one, first), (other, second) in itertools.combinations(targets, 2):
        assert not first.colliderect(second), (one, other)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_name_editor_types_accented_names(make_app, data_dir, lang: str, size: tuple[int, int]) -> None:
    app, editor = name_editor(make_app, lang, size)
    assert_targets_fit(app, editor, size)
    if size == SIZES[0]:  # typing is the same at every size; the keys' sizes are checked at both
        tap(app, editor.keyboard.button_for("backspace").rect, True)
        while editor.entry.get_text():
            editor.backspace()
        type_by_touch(app, editor.keyboard, ALL_ACCENTS)
        assert editor.entry.get_text() == ALL_ACCENTS


@pytest.mark.parametrize("lang", ["en", "fr"])  # the same keys as the name editor's, checked in every language
def test_the_wizard_types_an_accented_venue(make_app, lang: str) -> None:
    size = (1024, 600)
    app = make_app(size=size, lang=lang)
    wizard = KioskWizardScene(app, on_done=lambda config: None, current=KioskConfig(venue_name="", pin=hash_pin("9999")))
    app.scenes.push(wizard, transition=False)
    app.step(0.0)
    assert wizard.step == "venue"
    assert_targets_fit(app, wizard, size)
    type_by_touch(app, wizard.keyboard, "Café Jürgen")
    assert wizard.config.venue_name == "Café Jürgen"
