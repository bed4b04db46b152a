"""Folders staff may export to, listed without ever failing: a USB stick pulled out, a folder without
permission or a name the system cannot show gives an empty list, not an error."""
from __future__ import annotations

import getpass
import os
from pathlib import Path

MAX_LISTED = 400  # a folder of thousands of folders is not where a café keeps its spreadsheets


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no name for this user id (a container, a service account)
        return ""


def mount_roots() -> list[Path]:
    """Where Debian, Raspberry Pi OS and most desktops mount a USB stick for the logged-in user."""
    user = _user()
    candidates = [Path("/media") / user, Path("/run/media") / user, Path("/media")] if user else [Path("/media")]
    return [path for path in candidates if _is_dir(path)]


def start_folder() -> Path:
    """The first folder offered: a USB stick if one is plugged in, else the home folder."""
    for root in mount_roots():
        sticks = subfolders(root)
        if sticks:
            return sticks[0]
    home = Path.home()
    return home if _is_dir(home) else Path(os.sep)


def subfolders(folder: Path) -> list[Path]:
    """The visible folders inside `folder`, sorted by name regardless of case."""
    found: list[Path] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.startswith(".") or not entry.name.isprintable():
                    continue
                try:
                    if entry.is_dir():
                        found.append(Path(entry.path))
                except OSError:
                    continue
                if len(found) >= MAX_LISTED:
                    break
    except (OSError, ValueError):
        return []
    return sorted(found, key=lambda path: (path.name.casefold(), path.name))


def parent_of(folder: Path) -> Path | None:
    """The folder above, or None at the top of the disk."""
    parent = folder.parent
    return None if parent == folder else parent


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False
