"""The kiosk fails closed: a damaged kiosk.json is replaced by its last good copy, and without one the kiosk is
"Out of order" until staff run ``main.py kiosk --reset-config``; only a missing set-up opens the wizard."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from program.i18n import t
from kiosk.config import (KIOSK_FILE, LAST_GOOD_FILE, ConfigState, KioskConfig, load_kiosk_config, reset_config,
                          save_kiosk_config)
from kiosk.pin import hash_pin
from kiosk.pin_lock import PIN_LOCK_FILE
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.mode import KioskMode
from scenes.kiosk.out_of_order import KioskOutOfOrderScene
from scenes.kiosk.wizard import KioskWizardScene
from tests.test_kiosk_mode import hold_corner, top, wait

ROOT = Path(__file__).resolve().parent.parent
GOOD = KioskConfig(venue_name="Chez Mimi", languages=("en", "fr"), pin=hash_pin("2580", n=2**4))
DAMAGE = {"garbage": b"\x00{not json", "empty": b"", "no pin": json.dumps({"version": 1, "kiosk": {"pin": None}}).encode(),
          "wrong version": json.dumps({"version": 7, "kiosk": {}}).encode()}


def folder_of(data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    return data_dir


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_file_is_replaced_by_the_last_good_copy(data_dir: Path, damage: str) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(DAMAGE[damage])
    assert load_kiosk_config() == (GOOD, ConfigState.RESTORED)
    assert load_kiosk_config() == (GOOD, ConfigState.CONFIGURED), "kiosk.json itself was written back"
    assert any(name.name.startswith(KIOSK_FILE + ".corrupt-") for name in data_dir.iterdir()), "kept for a look"


def test_a_missing_file_with_a_last_good_copy_is_restored(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).unlink()
    assert load_kiosk_config() == (GOOD, ConfigState.RESTORED)


def test_an_unreadable_file_is_replaced_too(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).unlink()
    (data_dir / KIOSK_FILE).mkdir()  # reading it raises an OSError, as a file without permission would
    assert load_kiosk_config() == (GOOD, ConfigState.RESTORED)


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_with_no_good_copy_the_kiosk_is_out_of_order(data_dir: Path, damage: str) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(DAMAGE[damage])
    (data_dir / LAST_GOOD_FILE).write_bytes(DAMAGE[damage])
    assert load_kiosk_config() == (KioskConfig(), ConfigState.OUT_OF_ORDER)
    assert load_kiosk_config()[1] is ConfigState.OUT_OF_ORDER, "and it stays so at the next start"


def test_a_file_set_aside_earlier_means_a_kiosk_was_configured(data_dir: Path) -> None:
    folder_of(data_dir)
    (data_dir / f"{KIOSK_FILE}.corrupt-20260101-000000").write_text("{", encoding="utf-8")
    assert load_kiosk_config()[1] is ConfigState.OUT_OF_ORDER


def test_a_setup_saved_before_copies_were_kept_gets_one(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / LAST_GOOD_FILE).unlink()
    assert load_kiosk_config() == (GOOD, ConfigState.CONFIGURED)
    (data_dir / KIOSK_FILE).write_bytes(b"{")
    assert load_kiosk_config() == (GOOD, ConfigState.RESTORED)


def test_only_an_empty_folder_is_a_first_start(data_dir: Path) -> None:
    folder_of(data_dir)
    assert load_kiosk_config() == (KioskConfig(), ConfigState.FIRST_START)


def test_reset_config_removes_the_setup_and_nothing_else(data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(b"{")
    load_kiosk_config()  # sets the damaged file aside
    (data_dir / LAST_GOOD_FILE).write_bytes(b"{")
    (data_dir / PIN_LOCK_FILE).write_text('{"locked_left": 60}', encoding="utf-8")
    (data_dir / "history.sqlite3").write_bytes(b"games")
    (data_dir / "settings.json").write_text("{}", encoding="utf-8")
    deleted = reset_config()
    assert LAST_GOOD_FILE in deleted and PIN_LOCK_FILE in deleted
    assert sorted(path.name for path in data_dir.iterdir()) == ["history.sqlite3", "settings.json"]
    assert load_kiosk_config()[1] is ConfigState.FIRST_START


def kiosk_on_disk(make_app) -> tuple[object, KioskMode]:
    app = make_app()
    mode = KioskMode(app)
    mode.start()
    app.step(0.0)
    return app, mode


def test_the_kiosk_shows_out_of_order_and_nothing_leads_on(make_app, data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(b"\x00")
    (data_dir / LAST_GOOD_FILE).unlink()
    app, mode = kiosk_on_disk(make_app)
    assert isinstance(top(app), KioskOutOfOrderScene) and app.locked
    assert not app.notices, "no file name or error is shown"
    hold_corner(app, 3.2, finger=True)
    for key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_1):
        app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    wait(app, 700.0, 5.0)  # past every idle timeout
    assert [type(scene) for scene in app.scenes.stack] == [KioskOutOfOrderScene]
    from kiosk.health import default_log

    assert default_log().events()[-1]["kind"] == "config_unreadable"


def test_out_of_order_says_calm_words_in_every_language() -> None:
    for lang in ("en", "fr", "de", "zh"):
        from program import i18n

        i18n.set_language(lang)
        assert t("kiosk.out_of_order.title") and t("kiosk.out_of_order.body") != "kiosk.out_of_order.body"
    i18n.set_language("en")
    assert t("kiosk.out_of_order.title") == "Out of order"


def test_a_restored_kiosk_starts_on_its_attract_loop(make_app, data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(b"not json")
    app, mode = kiosk_on_disk(make_app)
    assert isinstance(top(app), KioskAttractScene) and mode.config == GOOD and not app.notices


def test_an_empty_data_folder_starts_the_wizard(make_app, data_dir: Path) -> None:
    folder_of(data_dir)
    app, _ = kiosk_on_disk(make_app)
    assert isinstance(top(app), KioskWizardScene)


def test_a_damaged_autosave_is_told_in_calm_words(make_app, data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / "autosave.json").write_bytes(b"\xff\xfe broken")
    app = make_app()
    shown: list[str] = []
    app.show_notice = lambda text, seconds=0.0: shown.append(text)  # the attract loop clears notices at once
    KioskMode(app).start()
    assert shown == [t("resume.damaged")]


def test_reset_config_from_the_command_line_then_the_wizard(make_app, data_dir: Path) -> None:
    save_kiosk_config(GOOD)
    (data_dir / KIOSK_FILE).write_bytes(b"\x00")
    (data_dir / LAST_GOOD_FILE).write_bytes(b"\x00")
    env = dict(os.environ, CHEESE_THIEF_DATA_DIR=str(data_dir))
    done = subprocess.run([sys.executable, "main.py", "kiosk", "--reset-config"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and f"removed {LAST_GOOD_FILE}" in done.stdout
    app, _ = kiosk_on_disk(make_app)
    assert isinstance(top(app), KioskWizardScene)
