"""A group's language and table leave nothing behind when the kiosk's attract loop comes back.

Groups choose their own language: each language's widget managers hold its theme, its fonts and a 4 MB cache of
widget shapes, and the card faces are painted in the language of the table. A café's day kept one set of each per
language chosen (the soak's memory grew by about 17 MB between its second and third hours when a group played in
another language). The names fitted for the group's seats go too.
"""
from __future__ import annotations

import random

from app import theme
from app.app import App
from app.frames import frames, ui_manager
from art.cache import CARDS
from art.text import _fit, fit_text, forget_fitted_text
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from play.flow import StepKind
from program import i18n
from scenes.kiosk.mode import KioskMode
from tests.test_kiosk_no_names import CLOCK, group_game


def languages_with_a_theme(app: App) -> set[str]:
    """The languages of the widget managers ``app`` holds in any way (in use, kept for reuse or reserved, handed
    to the next app) and of the themes parsed ahead for them: what the kiosk itself keeps, whatever other tests
    of this process left alive."""
    held = set(app.frames._ui_keys.values()) | {key for key, _ in app.frames._ui_pool} | set(app.frames._ui_reserved)
    held |= {key for key, _ in frames._handed_over}
    return {language for _size, language in held} | {language for _side, language in ui_manager._parsed_ahead}


def test_the_attract_loop_keeps_only_the_cafes_language_and_no_card_faces(make_app, data_dir) -> None:
    del frames._handed_over[:]  # as in a fresh kiosk: no earlier app's managers
    app = make_app()
    config = KioskConfig(venue_name="Le Meep", languages=("en", "de"), default_players=5, pin=hash_pin("2468"))
    mode = KioskMode(app, config, rng=random.Random(3), clock=lambda: CLOCK)
    mode.start()
    app.step(0.25)
    before = languages_with_a_theme(app)
    assert "de" not in before

    mode.play("de")
    group_game(app, 1, 5, StepKind.NIGHT_TURN)
    assert "de" in languages_with_a_theme(app), "the group's screens were built in its language"
    assert len(CARDS) > 0, "the group's night turn painted its card"

    mode.show_attract()
    app.step(0.25)
    assert i18n.current_language() == "en"
    assert languages_with_a_theme(app) - before <= {"en"}
    assert len(CARDS) == 0


def test_a_manager_given_back_lets_go_of_those_of_a_language_no_longer_shown(make_app) -> None:
    # The attract loop's demonstration app switched language with a group and kept that language's managers in its
    # pool: the next demonstration, in the café's language, gives its managers back and the old ones go.
    del frames._handed_over[:]  # as in a fresh kiosk: no earlier app's managers
    app = make_app()
    try:
        i18n.set_language("de")
        app.frames.recycle_ui_manager(app.frames.new_ui_manager((900, 600)))
        assert "de" in languages_with_a_theme(app)
        i18n.set_language("en")
        app.frames.recycle_ui_manager(app.frames.new_ui_manager((900, 600)))
        assert "de" not in languages_with_a_theme(app)
    finally:
        i18n.set_language("en")


def test_forgetting_fitted_text_drops_the_names_fitted() -> None:
    fit_text("Zoë 1.2", 200, 24)
    assert _fit.cache_info().currsize > 0
    forget_fitted_text()
    assert _fit.cache_info().currsize == 0



def test_a_theme_parsed_ahead_for_a_language_no_longer_shown_goes_too(make_app) -> None:
    app = make_app()
    try:
        i18n.set_language("de")
        ui_manager.parse_theme_ahead((333, 211), "de", theme.scaled_theme((333, 211), "de"))
        assert (211, "de") in ui_manager._parsed_ahead
        i18n.set_language("en")
        app.frames.let_go_of_other_languages()
        assert (211, "de") not in ui_manager._parsed_ahead
    finally:
        i18n.set_language("en")
