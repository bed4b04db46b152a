"""Settings round-trip, atomic writes and recovery from corrupt files (never a crash)."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from storage import files as storage
from app.settings import Settings, load_settings, save_settings, settings_path


def test_round_trip(data_dir: Path) -> None:
    original = Settings(language="fr", sound_volume=0.3, ambience_volume=0.9, reduced_motion=True,
                        fullscreen=True, discussion_seconds=420)
    save_settings(original)
    loaded, notice = load_settings()
    assert notice is None
    assert loaded == original
    assert settings_path().parent == data_dir
    assert not list(data_dir.glob("*.tmp")), "no temporary files are left behind"


def test_missing_file_gives_defaults_silently(data_dir: Path) -> None:
    loaded, notice = load_settings()
    assert loaded == Settings() and loaded.discussion_seconds == 300
    assert notice is None


def test_corrupt_file_is_moved_aside_with_a_notice(data_dir: Path) -> None:
    path = settings_path()
    path.write_text("{not json", encoding="utf-8")
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice
    assert not path.exists()
    kept = list(data_dir.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"


def test_wrong_version_and_binary_garbage_are_moved_aside(data_dir: Path) -> None:
    path = settings_path()
    path.write_text(json.dumps({"version": 99, "settings": {}}), encoding="utf-8")
    assert load_settings()[1]
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_settings()[1]
    assert len(list(data_dir.glob("settings.json.corrupt-*"))) == 2


def test_out_of_range_values_are_cleaned(data_dir: Path) -> None:
    storage.atomic_write_json(settings_path(), {"version": 1, "settings": {
        "language": "xx", "sound_volume": 7, "ambience_volume": "loud", "discussion_seconds": 1, "unknown": 1}})
    loaded, notice = load_settings()
    assert notice is None
    assert loaded.language == "" and loaded.sound_volume == 1.0 and loaded.ambience_volume == 0.5
    assert loaded.discussion_seconds == 60


def test_app_starts_with_defaults_and_shows_a_notice(data_dir: Path) -> None:
    from app.app import App

    settings_path().write_text("]]]", encoding="utf-8")
    app = App(size=(1024, 600), lang="en", persist_settings=True)
    assert app.settings == Settings()
    assert app.notices and "settings" in app.notices[0].text.lower()
    app.step(0.0)
    app.step(60.0)
    assert not app.notices, "the notice goes away by itself"
    app.show_notice("x")
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1, touch=False)])
    assert not app.notices, "a tap dismisses the notice"


def test_load_json_never_raises_on_a_directory(tmp_path: Path) -> None:
    folder = tmp_path / "settings.json"
    folder.mkdir()
    result = storage.load_json(folder)
    assert result.value is None and result.notice


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.dictionaries(st.sampled_from(["language", "sound_volume", "ambience_volume", "reduced_motion",
                                                "fullscreen", "discussion_seconds", "other"]), json_values))
def test_any_json_settings_load_into_valid_settings(data_dir: Path, content: dict) -> None:
    storage.atomic_write_json(settings_path(), {"version": 1, "settings": content})
    loaded, _notice = load_settings()
    assert 0.0 <= loaded.sound_volume <= 1.0 and 0.0 <= loaded.ambience_volume <= 1.0
    assert 60 <= loaded.discussion_seconds <= 3600
    assert loaded.language in ("", "zh", "en", "fr", "de")
    assert isinstance(loaded.reduced_motion, bool) and isinstance(loaded.fullscreen, bool)


def test_settings_are_written_for_a_person_to_read_and_the_autosave_compact(tmp_path) -> None:
    import json

    from storage.files import atomic_write_json

    data = {"names": ["Ann", "李"], "moves": [[1, 2], {"seat": 3}]}
    atomic_write_json(tmp_path / "settings.json", data)
    atomic_write_json(tmp_path / "autosave.json", data, readable=False)
    readable = (tmp_path / "settings.json").read_text(encoding="utf-8")
    compact = (tmp_path / "autosave.json").read_text(encoding="utf-8")
    assert "\n  " in readable and "李" in readable
    assert compact.count("\n") == 1 and " " not in compact and "李" in compact
    assert json.loads(readable) == json.loads(compact) == data
