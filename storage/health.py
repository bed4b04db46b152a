"""Whether the data folder takes writes: the one place every writer reports to.

A write that fails because of the storage (full, read-only, refused, failing, or a data path that is not a
folder) starts a *fault episode*: the game goes on from memory, the health log gets one ``STORAGE_FAULT``,
listeners (the window's notice, the command line's one line on standard error) hear of it once. The next write
that succeeds ends the episode: one ``STORAGE_RECOVERED``, and listeners hear ``None``. Writes are not retried
on a timer: they happen at the game's pace (a move, a finished game), so the next one is the retry.

Errors that are not the storage's (a damaged file's content, a bug) are not classified here and stay the
caller's business. Pure Python: no pygame.
"""
from __future__ import annotations

import errno
import os
import sqlite3
import sys
from pathlib import Path
from typing import Callable, TypeVar


FULL, READ_ONLY, DENIED, IO, NOT_A_FOLDER = "full", "read_only", "denied", "io", "not_a_folder"
# The health log's kinds for an episode (kiosk.health counts them by name).
STORAGE_FAULT = "storage_fault"        # a write failed (details: reason such as "full", "read_only")
STORAGE_RECOVERED = "storage_recovered"
REASONS = (FULL, READ_ONLY, DENIED, IO, NOT_A_FOLDER)
_BY_ERRNO = {
    errno.ENOSPC: FULL, errno.EDQUOT: FULL, errno.EFBIG: FULL,
    errno.EROFS: READ_ONLY,
    errno.EACCES: DENIED, errno.EPERM: DENIED,
    errno.EIO: IO,
    errno.ENOTDIR: NOT_A_FOLDER, errno.EEXIST: NOT_A_FOLDER, errno.EISDIR: NOT_A_FOLDER,
}
# SQLite names its failures; the message is the fallback (an error raised by hand has no name).
_BY_SQLITE_NAME = (("SQLITE_FULL", FULL), ("SQLITE_READONLY", READ_ONLY), ("SQLITE_PERM", DENIED),
                   ("SQLITE_BUSY", DENIED), ("SQLITE_LOCKED", DENIED), ("SQLITE_IOERR", IO))
_BY_SQLITE_MESSAGE = (("disk is full", FULL), ("readonly", READ_ONLY), ("read-only", READ_ONLY),
                      ("locked", DENIED), ("busy", DENIED), ("disk i/o", IO))

Listener = Callable[[str | None], None]
T = TypeVar("T")


def reason_of(error: BaseException, folder: Path | None = None) -> str | None:
    """The storage fault behind ``error`` (one of REASONS), or None when the storage is not to blame."""
    reason = _reason_said(error, folder)
    # SQLite calls a write refused by a full disk an I/O error when it was extending its shared-memory file.
    return _disk_state(folder) or reason if reason in (IO, DENIED) else reason


def _reason_said(error: BaseException, folder: Path | None) -> str | None:
    if isinstance(error, OSError):
        return _BY_ERRNO.get(error.errno or 0)
    if isinstance(error, sqlite3.OperationalError):
        name = str(getattr(error, "sqlite_errorname", "") or "")
        for prefix, reason in _BY_SQLITE_NAME:
            if name.startswith(prefix):
                return reason
        message = str(error).lower()
        for words, reason in _BY_SQLITE_MESSAGE:
            if words in message:
                return reason
        if name.startswith("SQLITE_CANTOPEN") or "unable to open" in message:
            return _why_unopenable(folder)
    return None


FULL_BELOW_BYTES = 1 << 20  # a disk with less free than this refuses an autosave or a history page soon


def _disk_state(folder: Path | None) -> str | None:
    """FULL or READ_ONLY when the folder's file system says so; None otherwise or when it cannot tell."""
    if folder is None:
        return None
    try:
        info = os.statvfs(folder)
    except OSError:
        return None
    if info.f_flag & os.ST_RDONLY:
        return READ_ONLY
    return FULL if info.f_bavail * info.f_frsize < FULL_BELOW_BYTES else None


def _why_unopenable(folder: Path | None) -> str:
    """SQLite only says it could not open the file; the folder tells why."""
    if folder is None:
        return DENIED
    if folder.exists() and not folder.is_dir():
        return NOT_A_FOLDER
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return READ_ONLY
    except OSError:
        return NOT_A_FOLDER if not folder.exists() else IO
    return DENIED


def print_on_stderr(reason: str | None) -> None:
    """The command line's line for staff: one per fault episode."""
    if reason is not None:
        print(f"warning: games are not being saved: the storage {_STDERR_WORDS.get(reason, 'cannot be written')}"
              " (the game goes on; saving resumes by itself)", file=sys.stderr)


_STDERR_WORDS = {FULL: "is full", READ_ONLY: "is read-only"}


def notice_key(reason: str) -> str:
    """The translation key of the players' one calm notice for a fault episode."""
    return f"app.storage_fault.{reason if reason in (FULL, READ_ONLY) else 'cannot_write'}"


class StorageHealth:
    """The state of the data folder's storage, and who is told when it changes."""

    def __init__(self, log: Callable[[], object] | None = None) -> None:
        self.fault: str | None = None  # the reason of the episode going on, None while healthy
        self.last_fault: str | None = None  # the reason of the latest episode, even after it ended
        self.episodes = 0
        self._log = log
        self._listeners: dict[str, Listener] = {"stderr": print_on_stderr}

    @property
    def healthy(self) -> bool:
        return self.fault is None

    def listen(self, name: str, listener: Listener | None) -> None:
        """Tell ``listener`` the reason when an episode starts and None when it ends; one listener per name
        (a new window replaces the old one's), None removes it."""
        if listener is None:
            self._listeners.pop(name, None)
        else:
            self._listeners[name] = listener

    def failed(self, error: BaseException, folder: Path | None = None) -> bool:
        """Report a failed write. True when the storage is to blame (the caller goes on without it)."""
        reason = reason_of(error, folder)
        if reason is None:
            return False
        if self.fault is None:
            self.fault = self.last_fault = reason  # set first: the health log's own folder lookup may report too
            self.episodes += 1
            self._record(STORAGE_FAULT, reason=reason, error=str(error)[:200])
            self._tell(reason)
        return True

    def succeeded(self) -> None:
        """Report a write that reached the storage: an episode going on ends."""
        if self.fault is None:
            return
        self.fault = None
        self._record(STORAGE_RECOVERED, reason=self.last_fault)
        self._tell(None)

    def attempt(self, write: Callable[[], T], folder: Path | None = None) -> T | None:
        """Run ``write``; None (and the fault reported) when the storage refuses it. Other errors propagate."""
        try:
            result = write()
        except (OSError, sqlite3.OperationalError) as error:
            if self.failed(error, folder):
                return None
            raise
        self.succeeded()
        return result

    def _record(self, kind: str, **details: object) -> None:
        try:
            log = self._log() if self._log is not None else _default_log()
            if log is not None:
                log.record(kind, **details)  # type: ignore[attr-defined]
        except Exception:  # the log never stops a game, and is exempt from this module's reports
            pass

    def _tell(self, reason: str | None) -> None:
        for listener in list(self._listeners.values()):
            try:
                listener(reason)
            except Exception:  # a listener's fault is not the storage's, and never stops a game
                pass


# The program's health log (kiosk.health) names itself here when it is loaded: storage/ sits below it, so it is
# told where to write rather than importing it.
_log_provider: Callable[[], object] | None = None


def report_to(provider: Callable[[], object]) -> None:
    """Storage faults and recoveries go to the log ``provider`` gives (unless a StorageHealth has its own)."""
    global _log_provider
    _log_provider = provider


def _default_log() -> object | None:
    return _log_provider() if _log_provider is not None else None


_shared = StorageHealth()


def health() -> StorageHealth:
    """The process's one view of its data folder's storage."""
    return _shared
