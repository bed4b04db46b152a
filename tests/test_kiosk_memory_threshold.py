"""The kiosk keeps screen-sized blocks out of glibc's heap: freed, they go back to the system at once instead of
leaving holes in a heap that a process on for weeks would otherwise see grow."""
from __future__ import annotations

import random

import pytest

from app.frames import memory
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from scenes.kiosk.mode import KioskMode
from tools.memory_probe import glibc_heap

THREE_MB = 3 * 1024 * 1024


def own_mappings_grow_for(size: int) -> float:
    """Megabytes of blocks with mappings of their own that one block of ``size`` bytes adds while it lives."""
    before = glibc_heap()["own_mappings"]
    block = bytearray(size)
    after = glibc_heap()["own_mappings"]
    del block
    return after - before


@pytest.mark.skipif(not glibc_heap() or not memory.can_give_back(), reason="glibc only")
def test_a_kiosk_gives_a_screen_sized_block_a_mapping_of_its_own(make_app) -> None:
    app = make_app()
    try:
        memory.choose_separate_block_bytes(memory.SEPARATE_BLOCK_BYTES)
        assert own_mappings_grow_for(THREE_MB) < 1, "the ordinary threshold keeps a 3 MB block in the heap"
        KioskMode(app, KioskConfig(venue_name="Le Meep", pin=hash_pin("2468")), rng=random.Random(3))
        assert own_mappings_grow_for(THREE_MB) >= 2.9
        make_app()  # the demonstration's app, made after the kiosk's: it keeps the kiosk's choice
        assert own_mappings_grow_for(THREE_MB) >= 2.9
    finally:
        memory.choose_separate_block_bytes(memory.SEPARATE_BLOCK_BYTES)
