"""A group's language and table leave nothing behind when the kiosk's attract loop comes back.

Groups choose their own language: each language's widget managers hold its theme, its fonts and a 4 MB cache of
widget shapes, and the card faces are painted in the language of the table. A café's day kept one set of each per
language chosen (the soak's memory grew by about 17 MB between its second and third hours when a group played in
another language). The names fitted for the group's seats go too.
"""
from __future__ import annotations

import gc
import random

from app.frames import ui_manager
from art.cache import CARDS
from art.text import _fit, fit_text, forget_fitted_text
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from play.flow import StepKind
from program import i18n
from scenes.kiosk.mode import KioskMode
from tests.test_kiosk_no_names import CLOCK, group_game


def languages_with_a_theme() -> set[str]:
    gc.collect()
    return {language for _short_side, language in ui_manager._themes.keys()}


def test_the_attract_loop_keeps_only_the_cafes_language_and_no_card_faces(make_app, data_dir) -> None:
    app = make_app()
    config = KioskConfig(venue_name="Le Meep", languages=("en", "de"), default_players=5, pin=hash_pin("2468"))
    mode = KioskMode(app, config, rng=random.Random(3), clock=lambda: CLOCK)
    mode.start()
    app.step(0.25)
    before = languages_with_a_theme()  # other tests' apps may still hold theirs
    assert "de" not in before

    mode.play("de")
    group_game(app, 1, 5, StepKind.NIGHT_TURN)
    assert "de" in languages_with_a_theme(), "the group's screens were built in its language"
    assert len(CARDS) > 0, "the group's night turn painted its card"

    mode.show_attract()
    app.step(0.25)
    assert i18n.current_language() == "en"
    assert languages_with_a_theme() - before <= {"en"}
    assert len(CARDS) == 0


def test_a_manager_given_back_lets_go_of_those_of_a_language_no_longer_shown(make_app) -> None:
    # The attract loop's demonstration app switched language with a group and kept that language's managers in its
    # pool: the next demonstration, in the café's language, gives its managers back and the old ones go.
    app = make_app()
    try:
        i18n.set_language("de")
        app.frames.recycle_ui_manager(app.frames.new_ui_manager((900, 600)))
        assert "de" in languages_with_a_theme()
        i18n.set_language("en")
        app.frames.recycle_ui_manager(app.frames.new_ui_manager((900, 600)))
        assert "de" not in languages_with_a_theme()
    finally:
        i18n.set_language("en")


def test_forgetting_fitted_text_drops_the_names_fitted() -> None:
    fit_text("Zoë 1.2", 200, 24)
    assert _fit.cache_info().currsize > 0
    forget_fitted_text()
    assert _fit.cache_info().currsize == 0
