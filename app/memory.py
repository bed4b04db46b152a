"""Give freed memory back to the system between screens.

Screens come and go with screen-sized surfaces, fonts and widget managers; glibc keeps the freed blocks in its
heap, so without a trim the resident size only ever grows. Elsewhere (other C libraries) this does nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys
from typing import Any

_libc: Any = None
_looked_up = False


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
