"""One copy of the program at a time per data folder, so two never write the same autosave and history.

An autostart entry and staff can start the kiosk twice. The lock is ``fcntl.flock`` on ``instance.lock`` in the
data folder: the operating system releases it when the process ends however it ends (kill -9, a power cut), so
a stale lock never blocks a start. The file holds the holder's process id, for staff.

Commands that show a window or play a game (play, kiosk, tutorial, the narrator window, demo: a demo saves its
autosave and history in the same folder) take it; gallery, resolve and the dry runs write nothing there and do
not. A second start says so on standard error and exits 0.

A data folder where the lock file cannot be made (a file in its place, a read-only or full disk) takes no lock:
nothing can be saved there anyway, and the game must still start.

Pure Python: no pygame.
"""
from __future__ import annotations

import argparse
import fcntl
import os
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from storage.files import PRIVATE_FILE_MODE, data_dir

LOCK_NAME = "instance.lock"
LOCKED_COMMANDS = frozenset({"command_play", "command_kiosk", "command_tutorial", "command_narrator",
                             "command_demo"})

# The folders this process holds, with the open file that holds each (closing it would release the lock).
_held: dict[Path, int] = {}


def acquire(folder: Path) -> bool:
    """Hold the folder's lock for the rest of this process; False when another process holds it."""
    key = folder.resolve()
    if key in _held:
        return True
    try:
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, PRIVATE_FILE_MODE)
    except OSError:
        return True  # no lock file, no saving either: the game starts
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return False
    except OSError:
        os.close(fd)
        return True  # a file system without locks (some network disks): start unguarded rather than not at all
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
    except OSError:
        pass  # a full disk: the lock holds without the process id
    _held[key] = fd
    return True


def release(folder: Path) -> None:
    fd = _held.pop(folder.resolve(), None)
    if fd is not None:
        os.close(fd)


def needs_lock(args: argparse.Namespace) -> bool:
    """Whether this command writes to the data folder and so runs alone."""
    handler = getattr(getattr(args, "handler", None), "__name__", "")
    return handler in LOCKED_COMMANDS and not getattr(args, "dry_run", False) and not getattr(args, "status", False)


@contextmanager
def alone_with_the_data_folder(args: argparse.Namespace) -> Iterator[bool]:
    """Hold the lock for a command that needs it while the command runs (a command run in-process, as tests do,
    leaves it free after). Yields False, after one line on standard error, when another copy holds it."""
    if not needs_lock(args):
        yield True
        return
    folder = data_dir()
    if not acquire(folder):
        print(f"Cheese Thief Table is already running with the data folder {folder}; not starting a second copy.",
              file=sys.stderr)
        yield False
        return
    try:
        yield True
    finally:
        release(folder)
