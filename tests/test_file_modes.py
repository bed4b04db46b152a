"""Every file the program writes in the data folder is its owner's only (0600; folders 0700)."""
from __future__ import annotations

import os
import random
import stat
from pathlib import Path

from storage import files as storage
from app.settings import Settings, save_settings
from storage import autosave, history
from play.autoplay import play_step
from storage.game_log import LoggedGame
from play.session import PlaySession
from play.setup import GameSetup
from play.turns import StepKind


def modes(folder: Path) -> dict[str, str]:
    found = {folder.name: oct(folder.stat().st_mode & 0o777)}
    for path in folder.rglob("*"):
        found[str(path.relative_to(folder))] = oct(path.stat().st_mode & 0o777)
    return found


def test_a_game_leaves_only_private_files(data_dir: Path) -> None:
    os.umask(0o022)  # as a desktop session starts the program
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 5)
    autosave.save(session)
    rng = random.Random(5)
    while session.step.kind is not StepKind.REPLAY:
        play_step(session, rng)
        autosave.save(session)
    store = history.History()  # kept open, so SQLite's -wal and -shm are there to be looked at
    store.save_finished_game(session.record())
    store.log_game(LoggedGame.finished(session, "en"))
    save_settings(Settings())
    found = modes(data_dir)
    store.close()
    assert {"history.sqlite3-wal", "history.sqlite3-shm", "autosave.json", "settings.json"} <= set(found)
    assert found == {name: "0o700" if (data_dir / name).is_dir() or name == data_dir.name else "0o600"
                     for name in found}


def test_files_an_older_version_left_readable_are_made_private(data_dir: Path) -> None:
    os.umask(0o022)
    data_dir.mkdir(mode=0o755)
    history.History().close()
    path = data_dir / history.HISTORY_NAME
    path.chmod(0o644)
    data_dir.chmod(0o755)
    store = history.History()
    store.close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(storage.data_dir().stat().st_mode) == 0o700
