"""Files under the user data folder: atomic writes, and loads that never crash on a bad file."""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import platformdirs

from storage.fault_injection import faults
from storage.health import health

APP_NAME = "cheese-thief-table"
DATA_DIR_ENV = "CHEESE_THIEF_DATA_DIR"
# The player's settings (app/settings.py keeps them through this package; the kiosk lists the data folder's files).
SETTINGS_FILE = "settings.json"


PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE = 0o600, 0o700  # names, games and a PIN hash: the owner's only


def data_dir() -> Path:
    """The folder for settings, autosave and history (``CHEESE_THIEF_DATA_DIR`` overrides it, e.g. in tests).

    Never raises: a folder that cannot be made (a file in its way, a read-only or full disk) is reported to
    ``storage.health`` and its path returned anyway, so each write fails, is reported, and the game goes on."""
    # Every file made from now on (SQLite's -wal and -shm too) is the owner's only; set here, not at start-up,
    # so every entry point that stores anything gets it.
    os.umask(0o077)
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        if not path.is_dir():
            faults.check("mkdir", path)
            path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER_MODE)
        make_private(path, PRIVATE_FOLDER_MODE)
    except OSError as error:
        health().failed(error, path.parent)
    return path


def make_private(path: Path, mode: int = PRIVATE_FILE_MODE) -> None:
    """Give an existing file or folder of ours the owner-only ``mode`` (one written by an older version, or
    created by SQLite). Quietly does nothing when it cannot (missing, not ours, read-only disk)."""
    try:
        if path.stat().st_mode & 0o777 != mode:
            path.chmod(mode)
    except OSError:
        pass


def keep_json(path: Path | str, obj: Any, readable: bool = True) -> bool:
    """Write a data-folder file through ``storage.health``: False (and the fault reported once per episode)
    when the storage refuses it; never raises for the storage's sake. What the program keeps goes through here."""
    def write() -> bool:
        atomic_write_json(path, obj, readable)
        return True

    return health().attempt(write, Path(path).parent) is True


def atomic_write_json(path: Path | str, obj: Any, readable: bool = True) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half of one.

    ``readable`` indents it for a person to read (settings). A file written after every move (the autosave) is
    written compact instead: Python encodes indented JSON in Python, compact JSON in C, and a long Double Kill
    game spent a quarter of its headless time indenting its autosave."""
    target = Path(path)
    if not target.parent.is_dir():
        faults.check("mkdir", target.parent)
        target.parent.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER_MODE)
    text = (json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=True) if readable
            else json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
    atomic_write_text(target, text + "\n")


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write UTF-8 text (line ends as given) so that a crash leaves the old file or the new one, never half of
    one. The folder must exist. Raises OSError; the file is the owner's only (mkstemp makes it 0600).

    Each step consults ``storage.fault_injection.faults``, so tests can make any one of them fail."""
    target = Path(path)
    faults.check("open", target)
    fd, tmp_name = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            try:
                faults.check("write", target)
            except OSError:
                handle.write(text[: len(text) // 2])  # a disk filling up mid-write leaves half a file behind
                raise
            handle.write(text)
            handle.flush()
            faults.check("fsync", target)
            os.fsync(handle.fileno())
        faults.check("rename", target)
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


@dataclass(frozen=True)
class LoadResult:
    """``value`` is None when the file was missing or unusable; ``notice`` explains a file moved aside."""

    value: Any
    notice: str | None = None
    moved_to: Path | None = None


def move_aside(path: Path, reason: str = "corrupt") -> Path | None:
    """Rename a bad file to ``<name>.<reason>-<timestamp>`` so it is kept for inspection but not reused."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{reason}-{stamp}")
    counter = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{reason}-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, candidate)
        return candidate
    except OSError:
        return None


MAX_FILE_BYTES = 1_000_000  # settings and autosave are a few kilobytes; a bigger file is not one of ours


def read_json_file(path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON value in ``path``; raises OSError, ValueError or RecursionError if it is not a sane JSON file."""
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ValueError(f"larger than {max_bytes} bytes")
    # utf-8-sig: some editors start a UTF-8 file with a byte-order mark. json raises ValueError for a number
    # of thousands of digits and RecursionError for lists nested thousands deep.
    return json.loads(data.decode("utf-8-sig"))


def load_json(path: Path | str, validate: Callable[[Any], bool] | None = None) -> LoadResult:
    """Load a JSON file. Missing, or unreadable for now (refused, a failing disk) -> LoadResult(None), the file
    left where it is. Proven damaged (a folder in its place, too big, not JSON, rejected by ``validate``, e.g. a
    wrong format version) -> the file is moved aside and a notice is returned. Never raises."""
    source = Path(path)
    if not source.exists():
        return LoadResult(None)
    try:
        value = read_json_file(source)
        if validate is not None and not validate(value):
            raise ValueError("unexpected content or version")
    except (OSError, ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
        if isinstance(error, OSError) and not isinstance(error, IsADirectoryError):
            return LoadResult(None)  # refused or failing storage proves nothing bad: it is tried again next time
        moved = move_aside(source)
        where = moved.name if moved else source.name
        return LoadResult(None, notice=f"{source.name}: {error.__class__.__name__}; kept as {where}", moved_to=moved)
    return LoadResult(value)
