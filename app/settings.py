"""Player preferences, saved atomically under the user data folder."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from program import i18n
from play.discussion_time import DEFAULT_DISCUSSION_SECONDS, clean_discussion_seconds
from storage import files as storage
from storage.files import SETTINGS_FILE

SETTINGS_VERSION = 1
DISCUSSION_CHOICES: tuple[int, ...] = (120, 180, 240, 300, 420, 600)
# Touch-table screens people sit around (table mode); sizes on the table are worked out from the diagonal.
TABLE_DIAGONAL_CHOICES: tuple[float, ...] = (32.0, 40.0, 43.0, 50.0, 55.0, 65.0, 75.0)
DEFAULT_TABLE_DIAGONAL = 55.0
MIN_TABLE_DIAGONAL, MAX_TABLE_DIAGONAL = 10.0, 100.0


@dataclass
class Settings:
    language: str = ""  # empty: follow the system locale
    sound_volume: float = 0.8
    ambience_volume: float = 0.5
    reduced_motion: bool = False
    fullscreen: bool = False
    discussion_seconds: int = DEFAULT_DISCUSSION_SECONDS
    tutorial_voice_muted: bool = False  # the tutorial speaks its sentences unless muted (subtitles always show)
    table_mode: bool = False  # players sit around a touch table, each at their own edge (table/)
    table_diagonal_in: float = DEFAULT_TABLE_DIAGONAL

    def cleaned(self) -> "Settings":
        """A copy with every value brought into range (hand-edited files must not break the app)."""
        language = self.language if isinstance(self.language, str) and self.language in i18n.LANGUAGES else ""
        return Settings(
            language=language,
            sound_volume=_clamp01(self.sound_volume),
            ambience_volume=_clamp01(self.ambience_volume),
            reduced_motion=_flag(self.reduced_motion),
            fullscreen=_flag(self.fullscreen),
            discussion_seconds=clean_discussion_seconds(self.discussion_seconds),
            tutorial_voice_muted=_flag(self.tutorial_voice_muted),
            table_mode=_flag(self.table_mode),
            table_diagonal_in=_table_diagonal(self.table_diagonal_in),
        )


def _flag(value: Any) -> bool:
    """Only a real true counts as on: bool("false") is True, so a hand-edited text must not switch a flag on."""
    return value is True


def _clamp01(value: Any) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return 0.5
    return 0.5 if number != number else min(1.0, max(0.0, number))  # NaN -> middle


def _table_diagonal(value: Any) -> float:
    """Inches of a table screen: any finite number in range (the Settings screen offers common sizes)."""
    if isinstance(value, bool):
        return DEFAULT_TABLE_DIAGONAL
    try:
        inches = float(value)
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_TABLE_DIAGONAL
    if inches != inches or inches in (float("inf"), float("-inf")):
        return DEFAULT_TABLE_DIAGONAL
    return min(MAX_TABLE_DIAGONAL, max(MIN_TABLE_DIAGONAL, inches))


def settings_path() -> Path:
    return storage.data_dir() / SETTINGS_FILE


def _valid(data: Any) -> bool:
    return isinstance(data, dict) and data.get("version") == SETTINGS_VERSION and isinstance(data.get("settings"), dict)


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Settings from disk, or defaults. The second value is a short notice when a bad file was moved aside."""
    result = storage.load_json(path or settings_path(), validate=_valid)
    if result.value is None:
        return Settings(), result.notice
    known = {field.name for field in fields(Settings)}
    values = {key: value for key, value in result.value["settings"].items() if key in known}
    return Settings(**values).cleaned(), None  # every value of any type is brought into range, one by one


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """False when the storage refused them (reported by ``storage.health``; they stay in use unsaved)."""
    return storage.keep_json(path or settings_path(), {"version": SETTINGS_VERSION, "settings": asdict(settings)})
