"""Damaged files never crash the program: settings, autosave, history and game records that are truncated,
empty, binary or of another version give a clear message, are moved aside, and the program goes on."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from storage import autosave, history
from play.session import PlaySession
from play.setup import GameSetup

ROOT = Path(__file__).resolve().parent.parent
BINARY = bytes(range(256)) * 8 + b"\xff\xfe\x00\x80"


def _good_autosave() -> str:
    return json.dumps(PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 4).to_json())


def _damaged(good: str) -> dict[str, bytes]:
    data = json.loads(good)
    other_version = dict(data)
    for key in ("format", "version"):
        if key in other_version:
            other_version[key] = other_version[key] + 99 if isinstance(other_version[key], int) else other_version[key] + "-future"
    return {
        "truncated": good.encode("utf-8")[: len(good) // 2],
        "empty": b"",
        "binary": BINARY,
        "wrong-version": json.dumps(other_version).encode("utf-8"),
    }


def _moved_aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


# ----- settings ---------------------------------------------------------------------------------------------
def _good_settings(data_dir: Path) -> str:
    from app.settings import Settings, save_settings, settings_path

    save_settings(Settings())
    return settings_path().read_text(encoding="utf-8")


@pytest.mark.parametrize("damage", ["truncated", "empty", "binary", "wrong-version"])
def test_bad_settings_are_moved_aside_and_the_app_starts_with_a_notice(data_dir: Path, damage: str) -> None:
    from app.app import App
    from app.settings import Settings, settings_path

    good = _good_settings(data_dir)
    path = settings_path()
    path.write_bytes(_damaged(good)[damage])
    app = App(size=(1024, 600), fullscreen=False, lang="en", persist_settings=True)
    try:
        assert app.settings == Settings()  # back to the defaults
        assert app.notices, "the player is told the settings were reset"
        assert app.step(0.0)  # and the first frame draws, notice included
        assert len(_moved_aside(path.parent, path.name)) == 1
    finally:
        app.scenes.clear()


# ----- autosave ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["truncated", "empty", "binary", "wrong-version"])
def test_a_bad_autosave_is_moved_aside_with_a_notice(data_dir: Path, damage: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = autosave.autosave_path()
    path.write_bytes(_damaged(_good_autosave())[damage])
    offer = autosave.load()
    assert offer.session is None
    assert offer.notice and path.name in offer.notice
    assert not path.exists()
    assert len(_moved_aside(path.parent, path.name)) == 1


def test_an_autosave_with_impossible_moves_is_moved_aside(data_dir: Path) -> None:
    data = json.loads(_good_autosave())
    data["actions"] = data["actions"] + [{"type": "cast_vote", "seat": 0, "target": 0}, {"nonsense": True}]
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    offer = autosave.load()
    assert offer.session is None and offer.notice


def test_an_autosave_pointing_past_the_last_step_is_moved_aside(data_dir: Path) -> None:
    data = json.loads(_good_autosave())
    data["step_index"] = 10_000
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    assert autosave.load().session is None


@pytest.mark.parametrize("damage", ["truncated", "binary"])
def test_the_program_starts_on_the_title_with_a_notice_after_a_bad_autosave(data_dir: Path, damage: str, make_app) -> None:
    from scenes.home.resume_prompt import offer_resume
    from scenes.home.title import TitleScene

    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_bytes(_damaged(_good_autosave())[damage])
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    offer_resume(app)
    app.step(0.0)
    assert isinstance(app.scenes.top(), TitleScene)
    assert app.notices


# ----- history (remembered players and finished game records) ----------------------------------------------
@pytest.mark.parametrize("damage", ["truncated", "empty-header", "binary"])
def test_a_bad_history_file_is_moved_aside_and_a_fresh_one_works(data_dir: Path, damage: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    store = history.History(path)
    store.remember_players(["Ada", "Bo"])
    store.close()
    good = path.read_bytes()
    path.write_bytes({"truncated": good[: len(good) // 3], "empty-header": b"SQLite format 3\x00" + b"\x00" * 84,
                      "binary": BINARY}[damage])
    store = history.History(path)
    try:
        assert store.available
        assert store.notice and path.name in store.notice
        assert len(_moved_aside(path.parent, path.name)) == 1
        store.remember_players(["Cai"])
        assert store.recent_players() == ["Cai"]
    finally:
        store.close()


@pytest.mark.parametrize("version", [99, 0], ids=["newer-version", "unversioned-other-tables"])
def test_a_history_of_another_version_is_moved_aside_and_a_fresh_one_works(data_dir: Path, version: int) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    db = sqlite3.connect(str(path))
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, something_else TEXT)")
    db.execute("CREATE TABLE players (x TEXT)")
    db.execute("INSERT INTO players VALUES ('kept for the program that wrote it')")
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
    store = history.History(path)
    try:
        assert store.notice and path.name in store.notice
        moved = _moved_aside(path.parent, path.name)
        assert len(moved) == 1
        kept = sqlite3.connect(str(moved[0]))
        assert kept.execute("SELECT x FROM players").fetchall() == [("kept for the program that wrote it",)]
        kept.close()
        store.remember_players(["Ada"])
        store.save_finished_game({"format": "cheese-thief/1"})
        assert store.recent_players() == ["Ada"]
        assert len(store.finished_games()) == 1
    finally:
        store.close()


def test_a_history_written_before_versions_were_stamped_is_kept(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = history.history_path()
    db = sqlite3.connect(str(path))
    for statement in history.SCHEMA:
        db.execute(statement)
    db.execute("INSERT INTO players VALUES ('ada', 'Ada', 1.0)")
    db.commit()
    db.close()
    store = history.History(path)
    try:
        assert store.notice is None and store.recent_players() == ["Ada"]
    finally:
        store.close()


def test_a_damaged_game_record_row_is_skipped(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    store = history.History(history.history_path())
    try:
        store.save_finished_game({"format": "cheese-thief/1", "players": ["A", "B", "C", "D", "E"]})
        assert store._db is not None
        store._db.execute("INSERT INTO games (finished, winners, record) VALUES (?, ?, ?)", (1.0, "[", "{not json"))
        store._db.commit()
        games = store.finished_games()
        assert len(games) == 1 and games[0].record["format"] == "cheese-thief/1"
    finally:
        store.close()


# ----- resolve on a bad record file ------------------------------------------------------------------------
RECORD = {
    "format": "cheese-thief/1", "players": ["Ada", "Bo", "Cai", "Dee", "Eve"],
    "roles": ["sleepyhead", "thief", "sleepyhead", "sleepyhead", "sleepyhead"],
    "dice": [[3], [4], [1], [3], [5]],
}


@pytest.mark.parametrize("damage", ["truncated", "empty", "binary", "wrong-version"])
def test_resolve_on_a_bad_record_exits_2_with_one_clear_line(tmp_path: Path, damage: str) -> None:
    good = json.dumps(RECORD)
    content = {"truncated": good.encode()[: len(good) // 2], "empty": b"", "binary": BINARY,
               "wrong-version": json.dumps(dict(RECORD, format="cheese-thief/9")).encode()}[damage]
    path = tmp_path / "record.json"
    path.write_bytes(content)
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "resolve", str(path)], capture_output=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stdout == b""
    lines = done.stderr.decode("utf-8", "replace").strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert "Traceback" not in lines[0]


def test_resolve_on_a_missing_file_exits_2_with_one_clear_line(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "resolve", str(tmp_path / "nowhere.json")],
                          capture_output=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert len(done.stderr.decode().strip().splitlines()) == 1
