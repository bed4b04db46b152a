"""The kiosk's configuration file: values brought into range, hostile files moved aside (failing closed: see
tests/test_kiosk_fail_closed.py), and the factory reset."""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from program import i18n
from app.settings import DISCUSSION_CHOICES, Settings, save_settings
from kiosk.config import (GAME_IDLE_CHOICES, KIOSK_FILE, LAST_GOOD_FILE, MENU_IDLE_CHOICES, ConfigState, KioskConfig,
                          factory_reset, load_kiosk_config, save_kiosk_config)
from kiosk.pin import PinHash, hash_pin, verify_pin
from storage import autosave, history
from tests.test_hostile_files import (BOM, encoded, fresh_data_folder, good_session, json_values, moved_aside,
                                      random_bytes, with_field)

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
PIN = hash_pin("4321")
GOOD = KioskConfig(venue_name="Le Fromage Bleu", languages=("en", "fr"), default_players=7, vote_mode="secret",
                   discussion_seconds=420, tie_protects_thief=True, fall_mouse=True, menu_idle_seconds=120,
                   game_idle_seconds=300, still_playing_seconds=30, pin=PIN)
GOOD_FILE = {"version": 1, "kiosk": GOOD.to_json()}


def test_defaults_are_unconfigured_and_sensible() -> None:
    config = KioskConfig()
    assert not config.configured
    assert config.languages == i18n.LANGUAGES
    assert (config.menu_idle_seconds, config.game_idle_seconds, config.still_playing_seconds) == (60, 180, 30)
    assert config.menu_idle_seconds in MENU_IDLE_CHOICES and config.game_idle_seconds in GAME_IDLE_CHOICES
    assert config.discussion_seconds in DISCUSSION_CHOICES and not config.tie_protects_thief


def test_save_and_load_round_trip(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    loaded, state = load_kiosk_config()
    assert state is ConfigState.CONFIGURED and loaded == GOOD and loaded.configured
    assert (data_dir / LAST_GOOD_FILE).read_bytes() == (data_dir / KIOSK_FILE).read_bytes(), "a last good copy"
    assert loaded.pin is not None and verify_pin("4321", loaded.pin)
    text = (data_dir / KIOSK_FILE).read_text(encoding="utf-8")
    assert "4321" not in text, "only the hash is stored"


def test_missing_file_gives_an_unconfigured_kiosk(data_dir: Path) -> None:
    assert load_kiosk_config() == (KioskConfig(), ConfigState.FIRST_START)


def test_a_byte_order_mark_is_read_normally(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / KIOSK_FILE).write_bytes(encoded(GOOD_FILE, bom=True))
    assert load_kiosk_config() == (GOOD, ConfigState.CONFIGURED)


@pytest.mark.parametrize("field, value, expected", [
    ("venue_name", "  Chez\tMimi \n ", "Chez Mimi"),
    ("venue_name", "x" * 90, "x" * 40),
    ("venue_name", 42, ""),
    ("languages", ["de", "zh", "de", "xx"], ("zh", "de")),
    ("languages", [], i18n.LANGUAGES),
    ("languages", "en", i18n.LANGUAGES),
    ("default_players", 3, 4),
    ("default_players", 12, 8),
    ("default_players", "6", 5),
    ("default_players", True, 5),
    ("vote_mode", "shout", "point"),
    ("discussion_seconds", 5, 60),
    ("discussion_seconds", math.inf, 300),
    ("tie_protects_thief", "true", False),
    ("fall_mouse", 1, False),
    ("menu_idle_seconds", 1, 15),
    ("game_idle_seconds", 10**9, 1800),
    ("still_playing_seconds", math.nan, 30),
    ("pin", "1234", None),
])
def test_cleaned_brings_each_value_into_range(field: str, value: Any, expected: Any) -> None:
    assert getattr(KioskConfig(**{field: value}).cleaned(), field) == expected


def test_the_fall_mouse_default_applies_only_at_six_to_eight() -> None:
    assert KioskConfig(default_players=6, fall_mouse=True).fall_mouse_offered
    assert not KioskConfig(default_players=5, fall_mouse=True).fall_mouse_offered


@FAST
@given(random_bytes)
def test_any_bytes_are_moved_aside_or_read_never_a_crash(data: bytes) -> None:
    with fresh_data_folder() as folder:
        (folder / KIOSK_FILE).write_bytes(data)
        config, state = load_kiosk_config()
        assert isinstance(config, KioskConfig) and config == config.cleaned()
        if state is not ConfigState.CONFIGURED:
            assert state is ConfigState.OUT_OF_ORDER, "a damaged file never opens the wizard"
            assert not (folder / KIOSK_FILE).exists() and len(moved_aside(folder, KIOSK_FILE)) == 1
            assert config == KioskConfig()


@FAST
@given(json_values)
def test_any_json_shape_is_moved_aside_and_the_kiosk_is_out_of_order(value: Any) -> None:
    with fresh_data_folder() as folder:
        (folder / KIOSK_FILE).write_bytes(encoded(value))
        config, state = load_kiosk_config()
        assert config == KioskConfig() and state is ConfigState.OUT_OF_ORDER
        assert len(moved_aside(folder, KIOSK_FILE)) == 1


@FAST
@given(with_field(GOOD.to_json(), tuple(GOOD.to_json())), st.booleans())
def test_any_value_in_any_field_loads_into_range(fields: dict[str, Any], bom: bool) -> None:
    with fresh_data_folder() as folder:
        (folder / KIOSK_FILE).write_bytes(encoded({"version": 1, "kiosk": fields}, bom))
        config, state = load_kiosk_config()
        assert config == config.cleaned()
        if state is not ConfigState.CONFIGURED:  # the PIN's field was what changed: no PIN, no kiosk
            assert state is ConfigState.OUT_OF_ORDER and config == KioskConfig()
            return
        assert isinstance(config.pin, PinHash)
        save_kiosk_config(config)
        assert load_kiosk_config() == (config, ConfigState.CONFIGURED), "what was loaded saves and loads the same"


def test_factory_reset_erases_the_kiosk_and_user_data_and_nothing_else(data_dir: Path, tmp_path: Path) -> None:
    save_kiosk_config(GOOD)
    save_settings(Settings(language="de"))
    autosave.save(good_session())
    store = history.History()
    store.remember_players(["Ada", "Bo"])
    store.close()
    (data_dir / "tutorial.json").write_text("{}", encoding="utf-8")
    (data_dir / "kiosk.json.corrupt-20260101-000000").write_text("old", encoding="utf-8")
    (data_dir / "notes.txt").write_text("not ours", encoding="utf-8")
    (data_dir / "exports").mkdir()
    outside = tmp_path / "outside.json"
    outside.write_text("keep", encoding="utf-8")
    (data_dir / "autosave.json.link").symlink_to(outside)
    deleted = factory_reset()
    assert {"kiosk.json", LAST_GOOD_FILE, "settings.json", "autosave.json", "history.sqlite3", "tutorial.json",
            "kiosk.json.corrupt-20260101-000000", "autosave.json.link"} <= set(deleted)
    assert sorted(path.name for path in data_dir.iterdir()) == ["exports", "notes.txt"]
    assert outside.read_text(encoding="utf-8") == "keep", "a link is removed, never what it points to"
    assert load_kiosk_config()[1] is ConfigState.FIRST_START, "the next start runs the wizard"


def test_factory_reset_on_an_empty_folder_deletes_nothing(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    assert factory_reset() == []


def test_saved_file_is_plain_sorted_json(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    data = json.loads((data_dir / KIOSK_FILE).read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["kiosk"]["languages"] == ["en", "fr"]
    assert (data_dir / KIOSK_FILE).read_bytes()[:3] != BOM


def test_factory_reset_of_a_missing_folder_is_harmless(tmp_path: Path) -> None:
    assert factory_reset(tmp_path / "never-made") == []
    assert not (tmp_path / "never-made").exists()
