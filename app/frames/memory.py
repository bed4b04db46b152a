"""Give freed memory back to the system.

Screens come and go with screen-sized surfaces, fonts and widget managers; glibc keeps the freed blocks in its
heap, so without help the resident size only ever grows. Two remedies, both glibc-only (elsewhere they do
nothing): blocks of at least ``SEPARATE_BLOCK_BYTES`` get mappings of their own, which return to the
system the moment they are freed, and the heap is trimmed after screens are released (at most once a
second of the app's clock: ``app.scene_manager.TRIM_EVERY_S``).

A process that runs for weeks (the café kiosk) also trims at rest, on a thread of its own
(``give_back_free_memory_in_background``): blocks freed after the last screen change, by its attract loop's
demonstration for one, still crept up about 7 MB an hour in the kiosk's soak. A trim walks every heap under the
allocator's locks, tens of milliseconds on a busy machine; on its own thread the loop goes on drawing, waiting only
if it allocates from a heap while that heap is being trimmed.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
import threading
from typing import Any

# glibc's own threshold starts at 128 KiB but rises to the size of every large block freed, so after the first
# screen-sized surface is dropped, every later one is carved out of the heap and stays resident. A fixed
# threshold stops that rise. It sits above a 1280x800 screen (4 MB): a block with a mapping of its own is zeroed
# page by page each time it is made, and at 128 KiB those page faults took a fifth of a headless game's time
# (2.3 of 11 s) for no gain in peak memory (182 MB then, 179 MB now, 5-player demo game). At 1 or 2 MB, where
# screen-sized surfaces would leave the heap, a whole game's slowest 1% of steps took 4.1-4.5 ms instead of 3.8 and
# the kiosk's attract loop 6.5 ms instead of 5.7, for 2-10 MB less at the peak (docs/performance.md).
SEPARATE_BLOCK_BYTES = 8 * 1024 * 1024
# A process left on for weeks (the café kiosk) pays that price for a heap that does not fragment: with 4 MB screen
# layers carved out of the heap and freed again, the heap's free space left resident grew over a simulated day
# (15 MB at hour 3, 55 MB at hour 12, seed 4) while the memory in use stayed level.
LONG_RUN_SEPARATE_BLOCK_BYTES = 2 * 1024 * 1024
_M_MMAP_THRESHOLD = -3  # from glibc's malloc.h

_libc: Any = None
_looked_up = False
_frozen = False


def _glibc() -> Any:
    global _libc, _looked_up
    if not _looked_up:
        _looked_up = True
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                _libc = libc if hasattr(libc, "malloc_trim") else None
            except OSError:
                _libc = None
    return _libc


def give_back_free_memory() -> None:
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


def can_give_back() -> bool:
    """Whether this system's allocator can be asked (glibc)."""
    return _glibc() is not None


def give_back_free_memory_in_background(wait: bool = False) -> threading.Thread | None:
    """``give_back_free_memory`` on a daemon thread (joined first when ``wait``); the thread, or None where there
    is nothing to ask."""
    if _glibc() is None:
        return None
    worker = threading.Thread(target=give_back_free_memory, name="give-back-free-memory", daemon=True)
    worker.start()
    if wait:
        worker.join()
    return worker


_chosen_bytes = SEPARATE_BLOCK_BYTES  # the process's choice: every app made later (a kiosk's demonstration) keeps it


def keep_big_blocks_separate() -> None:
    """Blocks of the process's chosen size and more get mappings of their own from now on. Call at start-up, before
    the window and the widgets allocate their surfaces."""
    libc = _glibc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(_M_MMAP_THRESHOLD, _chosen_bytes)


def keep_start_up_objects_out_of_collections() -> None:
    """Call once the first frame is drawn. The modules, theme and fonts loaded by then live as long as the
    program, yet every full collection walked them all: 20-40 ms in one step, twice a twenty-player Double Kill
    game. Frozen, they are skipped (a full collection then takes 2-4 ms); what dies later is collected as before.
    Only once a process: a later app's first frame (the tests make many) would freeze the garbage of the last."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()


def choose_separate_block_bytes(threshold: int) -> None:
    """From now on, for this process, blocks of ``threshold`` bytes and more get mappings of their own (a kiosk:
    ``LONG_RUN_SEPARATE_BLOCK_BYTES``)."""
    global _chosen_bytes
    _chosen_bytes = int(threshold)
    keep_big_blocks_separate()
