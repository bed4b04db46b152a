"""The kiosk's configuration (``kiosk.json`` in the data folder): what the staff wizard asked, and the PIN's hash.

Loading never crashes, and it fails closed: every save also writes a last good copy (``kiosk.json.last-good``),
and a damaged or unreadable ``kiosk.json`` (or one without a usable PIN) is moved aside and replaced by that copy.
When no copy can be read either, the kiosk is out of order until staff clear it on the machine
(``main.py kiosk --reset-config``): only a missing file, with no copy and no damaged file set aside, is a first
start that runs the wizard. Every value of any type is brought into range one by one.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Callable

from program import i18n
from game.cheese_thief.config import FALL_MOUSE_COUNTS, MAX_PLAYERS, MIN_PLAYERS
from kiosk.pin import PinHash, pin_hash_from_json
from kiosk.pin_lock import PIN_LOCK_FILE
from play.discussion_time import DEFAULT_DISCUSSION_SECONDS, clean_discussion_seconds
from play.setup import VoteMode
from storage import files as storage
from storage.files import SETTINGS_FILE
from storage.autosave import AUTOSAVE_NAME
from storage.history import HISTORY_NAME
from storage.tutorial_save import TUTORIAL_FILE

KIOSK_FILE = "kiosk.json"
LAST_GOOD_FILE = KIOSK_FILE + ".last-good"
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


class ConfigState(Enum):
    CONFIGURED = "configured"      # kiosk.json read as it is
    RESTORED = "restored"          # kiosk.json was damaged or gone: the last good copy took its place
    FIRST_START = "first_start"    # nothing was ever configured here: the wizard runs
    OUT_OF_ORDER = "out_of_order"  # a configuration existed but none can be read: staff must clear it


def _valid(data: Any) -> bool:
    return (isinstance(data, dict) and data.get("version") == KIOSK_VERSION and isinstance(data.get("kiosk"), dict)
            and pin_hash_from_json(data["kiosk"].get("pin")) is not None)


def _config_from(data: dict[str, Any]) -> KioskConfig:
    values = dict(data["kiosk"])
    known = set(KioskConfig.__dataclass_fields__) - {"pin"}
    config = KioskConfig(**{key: value for key, value in values.items() if key in known},
                         pin=pin_hash_from_json(values.get("pin")))
    return config.cleaned()


def load_kiosk_config(folder: Path | None = None) -> tuple[KioskConfig, ConfigState]:
    """The configuration, and how it was found. Never raises, never returns an unconfigured kiosk for a folder
    where a configuration was ever saved (a file without a usable PIN counts as damaged)."""
    base = folder or storage.data_dir()
    main, copy = base / KIOSK_FILE, base / LAST_GOOD_FILE
    had_main = main.exists() or main.is_symlink()
    result = storage.load_json(main, validate=_valid)
    if result.value is not None:
        config = _config_from(result.value)
        if not (copy.exists() or copy.is_symlink()):
            _keep_a_copy(copy, config)  # set up before copies were kept: from now on there is one
        return config, ConfigState.CONFIGURED
    earlier = had_main or copy.exists() or copy.is_symlink() or _set_aside_copies(base)
    if not earlier:
        return KioskConfig(), ConfigState.FIRST_START
    try:
        data = storage.read_json_file(copy)
    except (OSError, ValueError, RecursionError):
        return KioskConfig(), ConfigState.OUT_OF_ORDER
    if not _valid(data):
        return KioskConfig(), ConfigState.OUT_OF_ORDER
    config = _config_from(data)
    _keep_a_copy(main, config)
    return config, ConfigState.RESTORED


def _keep_a_copy(path: Path, config: KioskConfig) -> None:
    _write(path, config)  # when refused, the file that was read still serves; the next start tries again


def _set_aside_copies(base: Path) -> bool:
    """Whether a damaged kiosk.json was set aside earlier (``<name>.<reason>-<stamp>``): a sign of a kiosk that
    was configured, so a missing file must not open the wizard to customers."""
    try:
        return any(entry.name.startswith(KIOSK_FILE + ".") and not entry.name.endswith(".tmp")
                   for entry in base.iterdir())
    except OSError:
        return True  # an unreadable folder proves nothing either way: stay closed


def _write(path: Path, config: KioskConfig) -> bool:
    # Through the storage's health, so a full or read-only disk is reported to staff once, like every other write.
    return storage.keep_json(path, {"version": KIOSK_VERSION, "kiosk": config.cleaned().to_json()})


def save_kiosk_config(config: KioskConfig, folder: Path | None = None) -> bool:
    """Write kiosk.json, then its last good copy (each atomically). False when the disk refused either: the
    kiosk runs on with the configuration in memory. Never raises."""
    base = folder or storage.data_dir()
    return _write(base / KIOSK_FILE, config) and _write(base / LAST_GOOD_FILE, config)


def reset_config(folder: Path | None = None) -> list[str]:
    """What ``main.py kiosk --reset-config`` does: delete kiosk.json, its last good copy, the copies set aside
    as damaged and the PIN lock, so the next start runs the wizard. Asks nothing; returns the names deleted."""
    base = folder or storage.data_dir()
    return _delete_where(base, lambda name: name in (KIOSK_FILE, PIN_LOCK_FILE) or name.startswith(KIOSK_FILE + "."))


def factory_reset(folder: Path | None = None) -> list[str]:
    """Delete the kiosk's configuration and the user data the program wrote (autosave, history, tutorial save,
    settings, and copies of them moved aside as damaged), so the next start runs the wizard. Only plain files
    directly in the data folder are removed, by name: a link is removed as a link, never followed.
    Returns the names deleted."""
    return _delete_where(folder or storage.data_dir(), _erased_by_reset)


def _delete_where(base: Path, chosen: Callable[[str], bool]) -> list[str]:
    try:
        entries = sorted(base.iterdir())
    except OSError:  # gone or unreadable: there is nothing of ours to erase
        return []
    deleted: list[str] = []
    for entry in entries:
        if not chosen(entry.name) or entry.is_dir() and not entry.is_symlink():
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
