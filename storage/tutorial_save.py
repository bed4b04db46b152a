"""The tutorial's place, kept under the user data folder so it can be resumed (a bad file is put aside)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from storage.files import data_dir, keep_json, load_json
from tutorial.session import SAVE_FORMAT, TutorialSession
from tutorial.table import Table

TUTORIAL_FILE = "tutorial.json"


@dataclass(frozen=True)
class SavedTutorial:
    session: TutorialSession | None  # None when nothing was saved or the file could not be used
    notice: str | None = None  # a damaged file was moved aside


def tutorial_path() -> Path:
    return data_dir() / TUTORIAL_FILE


def load_tutorial(fallback: Table) -> SavedTutorial:
    result = load_json(tutorial_path(), lambda value: isinstance(value, dict) and value.get("format") == SAVE_FORMAT)
    if result.value is None:
        return SavedTutorial(None, result.notice)
    return SavedTutorial(TutorialSession.from_json(result.value, fallback))


def save_tutorial(session: TutorialSession) -> bool:
    """Keep the session; False when the device refused (reported by ``storage.health``; the tutorial goes
    on, unsaved)."""
    return keep_json(tutorial_path(), session.to_json(), readable=False)


def forget_tutorial() -> None:
    try:
        tutorial_path().unlink(missing_ok=True)
    except OSError:
        pass
