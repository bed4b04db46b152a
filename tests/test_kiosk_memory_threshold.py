"""The kiosk keeps screen-sized blocks out of glibc's heap: freed, they go back to the system at once instead of
leaving holes in a heap that a process on for weeks would otherwise see grow."""
from __future__ import annotations

import random

import pytest

from app.frames import memory
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from scenes.kiosk.mode import KioskMode

THREE_MB = 3 * 1024 * 1024
_M_MMAP_THRESHOLD = -3


class RecordingLibc:
    """glibc as the program sees it, recording the mmap thresholds asked for."""

    def __init__(self) -> None:
        self.thresholds: list[int] = []

    def mallopt(self, option: int, value: int) -> int:
        if option == _M_MMAP_THRESHOLD:
            self.thresholds.append(value)
        return 1

    def malloc_trim(self, pad: int) -> int:
        return 0


def test_a_kiosk_asks_for_screen_sized_blocks_in_mappings_of_their_own_and_later_apps_keep_it(
        make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    libc = RecordingLibc()
    monkeypatch.setattr(memory, "_glibc", lambda: libc)
    # The choice is the process's: another test's kiosk may have made it already.
    monkeypatch.setattr(memory, "_chosen_bytes", memory.SEPARATE_BLOCK_BYTES)
    try:
        app = make_app()
        assert libc.thresholds[-1] == memory.SEPARATE_BLOCK_BYTES  # an ordinary app keeps the usual threshold
        KioskMode(app, KioskConfig(venue_name="Le Meep", pin=hash_pin("2468")), rng=random.Random(3))
        assert libc.thresholds[-1] == memory.LONG_RUN_SEPARATE_BLOCK_BYTES < THREE_MB
        make_app()  # the demonstration's app, made after the kiosk's: it keeps the kiosk's choice
        assert libc.thresholds[-1] == memory.LONG_RUN_SEPARATE_BLOCK_BYTES
    finally:
        memory.choose_separate_block_bytes(memory.SEPARATE_BLOCK_BYTES)

