"""Where a long run's memory sits, for the kiosk's soak (``tools/kiosk_soak.py --probe FILE``).

One reading says which of three places grew: glibc's heap (``mallinfo2``: in use, free inside the heap, blocks
with mappings of their own; and the resident pages of the heap and of anonymous mappings from
``/proc/self/smaps``), Python's own (pymalloc's arenas, object counts by type, what changed since the last reading)
or the program's caches (the picture and text caches, pygame_gui's themes with their fonts and shape caches,
python-i18n's languages, every ``lru_cache`` of the program's packages) and which screens are alive.
Elsewhere than on Linux with glibc the allocator's part is left out.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

MB = 1024 * 1024
OWN_PACKAGES = ("app", "art", "audio", "driver", "game", "gallery", "kiosk", "motion", "narrator", "play", "program",
                "scenes", "storage", "table", "tutorial")
GREW_MOST = 12  # object types listed per reading, by how much their count changed


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def glibc_heap() -> dict[str, float]:
    """Megabytes glibc holds: ``arena`` (taken from the system for the heaps), ``in_use`` and ``free`` inside
    them, ``own_mappings`` (blocks above the mmap threshold). Empty where there is no ``mallinfo2``."""
    if not sys.platform.startswith("linux"):
        return {}
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallinfo2 = libc.mallinfo2
    except (OSError, AttributeError):
        return {}
    mallinfo2.restype = _Mallinfo2
    info = mallinfo2()
    return {"arena": round(info.arena / MB, 1), "in_use": round(info.uordblks / MB, 1),
            "free": round(info.fordblks / MB, 1), "own_mappings": round(info.hblkhd / MB, 1)}


def resident_by_kind(smaps: Path = Path("/proc/self/smaps")) -> dict[str, float]:
    """Resident megabytes of the heap (``[heap]``), of anonymous mappings (other heaps, big blocks, pymalloc) and
    of files (libraries, fonts)."""
    kinds: Counter[str] = Counter()
    kind = "other"
    try:
        lines = smaps.read_text().splitlines()
    except OSError:
        return {}
    for line in lines:
        fields = line.split()
        if not fields:
            continue
        if "-" in fields[0] and not fields[0].endswith(":"):  # a mapping's header: range, perms, offset, dev, inode
            name = fields[5] if len(fields) > 5 else ""
            kind = "heap" if name == "[heap]" else "anonymous" if not name else "file" if name.startswith("/") \
                else "other"
        elif fields[0] == "Rss:":
            kinds[kind] += int(fields[1])
    return {kind: round(kilobytes / 1024, 1) for kind, kilobytes in kinds.items()}


def pymalloc_arenas() -> int:
    """pymalloc's arenas in use now (256 KiB each), from ``sys._debugmallocstats`` (it writes to file 2)."""
    with tempfile.TemporaryFile(mode="w+") as capture:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(capture.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        capture.seek(0)
        for line in capture.read().splitlines():
            if line.startswith("# arenas allocated current"):
                return int(line.split("=")[-1].replace(",", ""))
    return -1


def _surface_cache(cache: Any) -> list[float]:
    return [len(cache), round(cache.bytes / MB, 1)]


def program_caches() -> dict[str, Any]:
    """Entries (and megabytes, for pictures) of the caches a long run could fill."""
    from app import fonts, widget_shapes
    from app.frames import ui_manager
    from art import cache, surfaces
    import i18n.translations as python_i18n_translations

    themes = list(ui_manager._themes.items())
    return {
        "sprites": _surface_cache(cache.SPRITES), "poses": _surface_cache(cache.POSES),
        "cards": _surface_cache(cache.CARDS), "rendered_text": _surface_cache(fonts._RENDERED),
        "widget_shapes": _surface_cache(widget_shapes.SHAPES), "spare_surfaces": len(surfaces._spares),
        "gui_themes": sorted(f"{side}:{language}" for (side, language), _theme in themes),
        "gui_fonts": sum(len(fonts_of.loaded_fonts) for fonts_of in ui_manager._font_dictionaries.values()),
        "gui_shape_cache_sheets": sum(len(shapes.cache_surfaces) for shapes in ui_manager._shape_caches.values()),
        "i18n_languages": len(python_i18n_translations.container),
    }


def lru_caches() -> dict[str, int]:
    """Entries of every non-empty ``functools.lru_cache`` of the program's own modules."""
    sizes: dict[str, int] = {}
    for module_name, module in list(sys.modules.items()):
        if module is None or module_name.split(".")[0] not in OWN_PACKAGES:
            continue
        for name, value in list(vars(module).items()):
            cache_info = getattr(value, "cache_info", None)
            if callable(cache_info) and getattr(value, "__module__", None) == module_name:
                size = cache_info().currsize
                if size:
                    sizes[f"{module_name}.{name}"] = size
    return sizes


def screens_alive(objects: list[Any]) -> dict[str, int]:
    """Screens still in memory, by kind: a reading taken while a game's screens are alive counts that game."""
    from app.scene import Scene

    return dict(Counter(type(item).__name__ for item in objects if isinstance(item, Scene)))


class MemoryProbe:
    """Readings of one run, each with the object types whose count changed most since the one before."""

    def __init__(self) -> None:
        self._types: Counter[str] = Counter()

    def read(self) -> dict[str, Any]:
        gc.collect()
        objects = gc.get_objects()
        types = Counter(type(item).__qualname__ for item in objects)
        changed = {name: types[name] - self._types.get(name, 0) for name in types | self._types}
        self._types = types
        grew = dict(sorted(changed.items(), key=lambda item: -abs(item[1]))[:GREW_MOST])
        return {"glibc": glibc_heap(), "resident": resident_by_kind(), "pymalloc_arenas": pymalloc_arenas(),
                "objects": sum(types.values()), "objects_changed": grew, "screens_alive": screens_alive(objects),
                "caches": program_caches(),
                "lru_caches": lru_caches()}
