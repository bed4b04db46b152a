"""A seam for making the data folder's writes fail on purpose, the way SQLite tests itself.

Every write into the data folder asks ``faults.check(op)`` first (``op``: "open", "write", "fsync", "rename",
"mkdir", "sqlite_open", "sqlite_write", "sqlite_commit"). Normally it only counts; a test arms it to make the
Nth operation (or every one from the Nth on, as a disk that stays full) fail with a chosen errno. Nothing here
touches ``os`` itself: only the program's own writers consult it.

Pure Python: no pygame.
"""
from __future__ import annotations

import errno
import os
import sqlite3
from dataclasses import dataclass, field

FILE_OPS = ("open", "write", "fsync", "rename", "mkdir")
SQLITE_OPS = ("sqlite_open", "sqlite_write", "sqlite_commit")
# What SQLite says for each errno, so an injected failure reads like a real one.
SQLITE_MESSAGES = {
    errno.ENOSPC: "database or disk is full",
    errno.EROFS: "attempt to write a readonly database",
    errno.EACCES: "unable to open database file",
    errno.EPERM: "unable to open database file",
    errno.EIO: "disk I/O error",
}


@dataclass
class FaultPlan:
    """Counts the operations; when armed, fails the ``fail_at``-th (1-based) of them, or every one from it on."""

    count: int = 0
    fail_at: int | None = None
    error: int = errno.ENOSPC
    lasting: bool = False  # every operation from fail_at on fails (a full disk), not only that one
    ops: frozenset[str] = field(default_factory=lambda: frozenset(FILE_OPS + SQLITE_OPS))
    failed: int = 0  # how many operations were made to fail

    def arm(self, fail_at: int, error: int = errno.ENOSPC, lasting: bool = False,
            ops: tuple[str, ...] | None = None) -> None:
        self.count, self.failed = 0, 0
        self.fail_at, self.error, self.lasting = fail_at, error, lasting
        if ops is not None:
            self.ops = frozenset(ops)

    def disarm(self) -> None:
        self.fail_at = None
        self.count, self.failed = 0, 0
        self.ops = frozenset(FILE_OPS + SQLITE_OPS)

    def _due(self, op: str) -> bool:
        if op not in self.ops:
            return False
        self.count += 1
        if self.fail_at is None:
            return False
        due = self.count == self.fail_at or (self.lasting and self.count >= self.fail_at)
        self.failed += due
        return due

    def check(self, op: str, path: object = None) -> None:
        """Raise the armed OSError if this file operation is the one to fail."""
        if self._due(op):
            raise OSError(self.error, os.strerror(self.error), None if path is None else str(path))

    def check_sqlite(self, op: str) -> None:
        """Raise the sqlite3 error SQLite would give for the armed errno."""
        if self._due(op):
            raise sqlite3.OperationalError(SQLITE_MESSAGES.get(self.error, "disk I/O error"))


faults = FaultPlan()
