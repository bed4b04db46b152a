"""The kiosk's configuration (``kiosk.json`` in the data folder): what the staff wizard asked, and the PIN's hash.

Loading never crashes: a file of any bytes or shape is moved aside with a notice and the kiosk starts as if
unconfigured, so the wizard runs again. Every value of any type is brought into range one by one.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import i18n, storage
from app.settings import DEFAULT_DISCUSSION_SECONDS, SETTINGS_FILE
from app.settings import _discussion_seconds as clean_discussion_seconds
from app.tutorial_save import TUTORIAL_FILE
from game.config import FALL_MOUSE_COUNTS, MAX_PLAYERS, MIN_PLAYERS
from kiosk.pin import PinHash, pin_hash_from_json
from play.autosave import AUTOSAVE_NAME
from play.history import HISTORY_NAME
from play.setup import VoteMode

KIOSK_FILE = "kiosk.json"
KIOSK_VERSION = 1
MAX_VENUE_LENGTH = 40
DEFAULT_PLAYERS = 5
VOTE_MODES: tuple[str, ...] = tuple(mode.value for mode in VoteMode)
# (smallest, default, largest) seconds; the wizard offers a few choices inside each range.
MENU_IDLE_RANGE = (15, 60, 600)
GAME_IDLE_RANGE = (60, 180, 1800)
STILL_PLAYING_RANGE = (10, 30, 120)
MENU_IDLE_CHOICES: tuple[int, ...] = (30, 60, 120)
GAME_IDLE_CHOICES: tuple[int, ...] = (120, 180, 300)
# Everything a factory reset erases: the kiosk's own file and the user data the program writes there. The
# history's WAL and journal files hold recent games too.
RESET_FILES: tuple[str, ...] = (KIOSK_FILE, AUTOSAVE_NAME, HISTORY_NAME, f"{HISTORY_NAME}-wal", f"{HISTORY_NAME}-shm",
                                f"{HISTORY_NAME}-journal", TUTORIAL_FILE, SETTINGS_FILE)


@dataclass(frozen=True)
class KioskConfig:
    venue_name: str = ""
    languages: tuple[str, ...] = i18n.LANGUAGES
    default_players: int = DEFAULT_PLAYERS
    vote_mode: str = VoteMode.POINT.value
    discussion_seconds: int = DEFAULT_DISCUSSION_SECONDS
    tie_protects_thief: bool = False  # house rule R11.2, off unless the café chooses it
    fall_mouse: bool = False  # offered as the default only at 6-8 players
    menu_idle_seconds: int = MENU_IDLE_RANGE[1]
    game_idle_seconds: int = GAME_IDLE_RANGE[1]
    still_playing_seconds: int = STILL_PLAYING_RANGE[1]
    pin: PinHash | None = None

    @property
    def configured(self) -> bool:
        """True once the wizard has stored a PIN; until then the kiosk starts with the wizard."""
        return self.pin is not None

    def cleaned(self) -> "KioskConfig":
        """A copy with every value, of any type, brought into range (a hand-edited file must not break the kiosk)."""
        return KioskConfig(
            venue_name=clean_venue_name(self.venue_name),
            languages=_languages(self.languages),
            default_players=_whole(self.default_players, (MIN_PLAYERS, DEFAULT_PLAYERS, MAX_PLAYERS)),
            vote_mode=self.vote_mode if isinstance(self.vote_mode, str) and self.vote_mode in VOTE_MODES else VOTE_MODES[0],
            discussion_seconds=clean_discussion_seconds(self.discussion_seconds),
            tie_protects_thief=self.tie_protects_thief is True,
            fall_mouse=self.fall_mouse is True,
            menu_idle_seconds=_whole(self.menu_idle_seconds, MENU_IDLE_RANGE),
            game_idle_seconds=_whole(self.game_idle_seconds, GAME_IDLE_RANGE),
            still_playing_seconds=_whole(self.still_playing_seconds, STILL_PLAYING_RANGE),
            pin=self.pin if isinstance(self.pin, PinHash) else None,
        )

    @property
    def fall_mouse_offered(self) -> bool:
        """The Fall Mouse default applies only where the game has one (6-8 players)."""
        return self.fall_mouse and self.default_players in FALL_MOUSE_COUNTS

    def to_json(self) -> dict[str, Any]:
        return {
            "venue_name": self.venue_name, "languages": list(self.languages), "default_players": self.default_players,
            "vote_mode": self.vote_mode, "discussion_seconds": self.discussion_seconds,
            "tie_protects_thief": self.tie_protects_thief, "fall_mouse": self.fall_mouse,
            "menu_idle_seconds": self.menu_idle_seconds, "game_idle_seconds": self.game_idle_seconds,
            "still_playing_seconds": self.still_playing_seconds, "pin": self.pin.to_json() if self.pin else None,
        }


def clean_venue_name(value: Any) -> str:
    """Trimmed, on one line, at most 40 characters (control characters would draw as boxes)."""
    if not isinstance(value, str):
        return ""
    text = "".join(char if char.isprintable() else " " for char in value)
    text = text.encode("utf-8", "replace").decode("utf-8")  # a lone surrogate cannot be drawn or saved
    return " ".join(text.split())[:MAX_VENUE_LENGTH].strip()


def _languages(value: Any) -> tuple[str, ...]:
    """The offered languages in the app's order, each once; all of them when none is usable."""
    chosen = set(value) & set(i18n.LANGUAGES) if isinstance(value, (list, tuple)) and all(
        isinstance(item, str) for item in value) else set()
    return tuple(lang for lang in i18n.LANGUAGES if lang in chosen) or i18n.LANGUAGES


def _whole(value: Any, bounds: tuple[int, int, int]) -> int:
    smallest, default, largest = bounds
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if value != value or value in (float("inf"), float("-inf")):  # NaN and infinities
        return default
    return min(largest, max(smallest, int(value)))


def kiosk_path() -> Path:
    return storage.data_dir() / KIOSK_FILE


def _valid(data: Any) -> bool:
    return isinstance(data, dict) and data.get("version") == KIOSK_VERSION and isinstance(data.get("kiosk"), dict)


def load_kiosk_config(path: Path | None = None) -> tuple[KioskConfig, str | None]:
    """The configuration on disk, or defaults (unconfigured). The second value is a notice when a bad file was
    moved aside."""
    result = storage.load_json(path or kiosk_path(), validate=_valid)
    if result.value is None:
        return KioskConfig(), result.notice
    values = dict(result.value["kiosk"])
    known = set(KioskConfig.__dataclass_fields__) - {"pin"}
    config = KioskConfig(**{key: value for key, value in values.items() if key in known},
                         pin=pin_hash_from_json(values.get("pin")))
    return config.cleaned(), None


def save_kiosk_config(config: KioskConfig, path: Path | None = None) -> None:
    storage.keep_json(path or kiosk_path(), {"version": KIOSK_VERSION, "kiosk": config.cleaned().to_json()})


def factory_reset(folder: Path | None = None) -> list[str]:
    """Delete the kiosk's configuration and the user data the program wrote (autosave, history, tutorial save,
    settings, and copies of them moved aside as damaged), so the next start runs the wizard. Only plain files
    directly in the data folder are removed, by name: a link is removed as a link, never followed.
    Returns the names deleted."""
    base = folder or storage.data_dir()
    try:
        entries = sorted(base.iterdir())
    except OSError:  # gone or unreadable: there is nothing of ours to erase
        return []
    deleted: list[str] = []
    for entry in entries:
        if not _erased_by_reset(entry.name) or entry.is_dir() and not entry.is_symlink():
            continue
        try:
            entry.unlink()
            deleted.append(entry.name)
        except OSError:
            continue  # in use or read-only: the rest still goes
    return deleted


def _erased_by_reset(name: str) -> bool:
    # storage.move_aside keeps a damaged file as "<name>.<reason>-<stamp>": it holds the same user data.
    # An interrupted atomic write leaves "<name>.<random>.tmp", with the same data.
    return any(name == known or name.startswith(known + ".") for known in RESET_FILES)
