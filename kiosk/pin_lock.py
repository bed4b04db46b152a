"""The PIN pad's lock on disk (``kiosk-pin-lock.json`` in the data folder): the count of wrong PINs and the lock's
remaining seconds, so neither a restart nor a power cut lifts a lock or forgets how long the next one lasts.

Reading never raises (a damaged or missing file is no lock, as a hand-edited file could only shorten it anyway;
a file that says more than an hour is cut to an hour). A write that fails (a full or read-only disk) is given up
quietly: the lock still holds in memory.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from storage import files as storage
from kiosk.pin import LOCK_STEPS_SECONDS, WRONG_TRIES_BEFORE_LOCK, LockState

PIN_LOCK_FILE = "kiosk-pin-lock.json"


def _count(value: Any, largest: int) -> int:
    return min(largest, value) if type(value) is int and value > 0 else 0


def state_from_json(data: Any) -> LockState:
    if not isinstance(data, dict):
        return LockState()
    left = data.get("locked_left")
    seconds = float(left) if isinstance(left, (int, float)) and not isinstance(left, bool) and left == left \
        and left > 0 else 0.0
    return LockState(wrong_in_a_row=_count(data.get("wrong_in_a_row"), WRONG_TRIES_BEFORE_LOCK - 1),
                     locks_in_a_row=_count(data.get("locks_in_a_row"), len(LOCK_STEPS_SECONDS)),
                     locked_left=min(seconds, max(LOCK_STEPS_SECONDS)))


@dataclass
class PinLockFile:
    folder: Callable[[], Path] = storage.data_dir
    write_failures: int = 0  # writes refused since the start (the disk full or read-only)

    def path(self) -> Path:
        return self.folder() / PIN_LOCK_FILE

    def load(self) -> LockState:
        try:
            return state_from_json(storage.read_json_file(self.path()))
        except (OSError, ValueError, RecursionError):
            return LockState()

    def save(self, state: LockState) -> None:
        data = {"wrong_in_a_row": state.wrong_in_a_row, "locks_in_a_row": state.locks_in_a_row,
                "locked_left": round(state.locked_left, 1)}
        # Through the storage's health: a full or read-only disk is reported once, and the lock holds in memory.
        if not storage.keep_json(self.path(), data, readable=False):
            self.write_failures += 1
