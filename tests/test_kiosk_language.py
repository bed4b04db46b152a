"""The kiosk's language comes back to the café's own whenever a group leaves, and a group's choice is never saved."""
from __future__ import annotations

import json
import random
from pathlib import Path

from program import i18n
from app.settings import SETTINGS_FILE
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.mode import KioskMode


def kiosk(make_app, default_language: str | None = None) -> tuple[object, KioskMode]:
    app = make_app(lang="de", persist_settings=True)
    config = KioskConfig(venue_name="Le Meep", languages=("fr", "en", "zh"), pin=hash_pin("2468"),
                         menu_idle_seconds=30)
    mode = KioskMode(app, config, rng=random.Random(1), clock=lambda: 1_800_000_000.0,
                     default_language=default_language)
    mode.start()
    return app, mode


def saved_language(data_dir: Path) -> str | None:
    path = data_dir / SETTINGS_FILE
    return json.loads(path.read_text(encoding="utf-8")).get("language") if path.exists() else None


def wait(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.5)):
        app.step(0.5)


def test_every_return_to_the_attract_loop_brings_the_cafes_language_back(make_app, data_dir: Path) -> None:
    app, mode = kiosk(make_app)
    assert i18n.current_language() == "fr"  # the first language the café offers, not the one the app opened in
    attract = app.scenes.top()
    attract.choose_language("zh")
    assert i18n.current_language() == "zh"
    mode.play("zh")
    assert i18n.current_language() == "zh"
    wait(app, 31.0)  # the group walked away from the setup screen
    assert isinstance(app.scenes.top(), KioskAttractScene) and i18n.current_language() == "fr"
    mode.learn("en")
    mode.show_attract()
    assert i18n.current_language() == "fr"
    assert app.settings.language != "zh" and saved_language(data_dir) not in ("zh", "en")
    mode.open_staff_menu()
    assert i18n.current_language() == "fr"  # the staff screens too


def test_the_kiosks_lang_option_is_the_default_when_the_cafe_offers_it(make_app, data_dir: Path) -> None:
    app, mode = kiosk(make_app, default_language="en")
    assert i18n.current_language() == "en"
    mode.play("zh")
    mode.show_attract()
    assert i18n.current_language() == "en"
    _, other = kiosk(make_app, default_language="de")  # not offered by the café: its first language
    assert i18n.current_language() == "fr" and other.default_language == "fr"


def test_a_restart_after_a_customers_choice_starts_in_the_cafes_language(make_app, data_dir: Path) -> None:
    app, mode = kiosk(make_app)
    app.scenes.top().choose_language("en")
    app.scenes.clear()
    kiosk(make_app)  # the process started again (settings read from the disk)
    assert i18n.current_language() == "fr" and saved_language(data_dir) != "en"
