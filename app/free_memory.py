"""Handing memory the program has freed back to the system, for a process that runs for weeks (the café kiosk).

glibc's allocator keeps freed blocks in the middle of its heaps for reuse and returns only the top of a heap by
itself, so a day of screens built and dropped leaves the resident size creeping up (about 7 MB an hour in the
kiosk's soak) although nothing is held: ``malloc_trim`` gives those pages back (the soak stayed within a few
percent with it). It walks every heap under the allocator's locks, which takes tens of milliseconds on a busy
machine, so it runs on a thread of its own: the loop goes on drawing, waiting only if it allocates from a heap
while that heap is being trimmed. Elsewhere than glibc (musl, macOS, Windows) there is nothing to call and
nothing happens."""
from __future__ import annotations

import ctypes
import ctypes.util
import threading
from typing import Callable

_trim: Callable[[int], int] | None = None
_looked = False


def _malloc_trim() -> Callable[[int], int] | None:
    global _trim, _looked
    if not _looked:
        _looked = True
        name = ctypes.util.find_library("c")
        try:
            library = ctypes.CDLL(name) if name else None
        except OSError:
            library = None
        function = getattr(library, "malloc_trim", None) if library is not None else None
        if function is not None:
            function.argtypes = [ctypes.c_size_t]
            function.restype = ctypes.c_int
            _trim = function
    return _trim


def can_give_back() -> bool:
    """Whether this system's allocator can be asked (glibc)."""
    return _malloc_trim() is not None


def give_back_free_memory(wait: bool = False) -> threading.Thread | None:
    """Ask the allocator to return its free pages, on a daemon thread (joined first when ``wait``); the thread,
    or None where there is no such call."""
    trim = _malloc_trim()
    if trim is None:
        return None
    worker = threading.Thread(target=trim, args=(0,), name="give-back-free-memory", daemon=True)
    worker.start()
    if wait:
        worker.join()
    return worker
