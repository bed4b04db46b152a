"""A bounded cache of pre-rendered surfaces.

Expensive sprites (table, mice, cards...) are rendered once at their exact target
size and reused. Keys are (what, size, params) with float params quantised, so a
smoothly animated parameter does not fill the cache with near-identical copies.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame

DEFAULT_CAPACITY = 256
# Also bounded by pixel memory: a few screen-sized entries must not add hundreds of megabytes.
DEFAULT_MAX_BYTES = 24 * 1024 * 1024
SCREENFULS = 4  # a big window needs room for about this many screen-sized layers (backdrop, still tables...)
DEFAULT_STEPS = 32


def quantise(value: float, steps: int = DEFAULT_STEPS) -> float:
    """Round `value` (expected 0..1, but any float works) to 1/steps."""
    return round(value * steps) / steps


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class SurfaceCache:
    """LRU cache of surfaces keyed by (what, size, params)."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.capacity = capacity
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(
        self,
        what: str,
        size: tuple[int, int],
        params: tuple[Hashable, ...],
        render: Callable[[], pygame.Surface],
    ) -> pygame.Surface:
        key = (what, (int(size[0]), int(size[1])), params)
        surface = self._items.get(key)
        if surface is not None:
            self.hits += 1
            self._items.move_to_end(key)
            return surface
        self.misses += 1
        surface = render()
        self._items[key] = surface
        self.bytes += _bytes(surface)
        while len(self._items) > 1 and (len(self._items) > self.capacity or self.bytes > self.max_bytes):
            _key, dropped = self._items.popitem(last=False)
            self.bytes -= _bytes(dropped)
        return surface

    def holds(self, what: str, size: tuple[int, int], params: tuple[Hashable, ...]) -> bool:
        """Whether :meth:`get` would find this sprite without painting it (counts neither a hit nor a miss)."""
        return (what, (int(size[0]), int(size[1])), params) in self._items

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


def budget_for_window(size: tuple[int, int]) -> int:
    """Pixel memory for the sprite cache at a window size: enough screen-sized layers not to redraw them."""
    return max(DEFAULT_MAX_BYTES, SCREENFULS * int(size[0]) * int(size[1]) * 4)


SPRITES = SurfaceCache()
# One moment of a movement: a cup at one tilt, its shadow at one height, a dust ring at one size, eyes half
# open. A movement makes dozens of them, each shown for a frame or two; in SPRITES they pushed out the mice,
# cards and tables that every screen needs, which were then painted again at each change of screen.
POSES = SurfaceCache(capacity=192, max_bytes=4 * 1024 * 1024)
# The card faces, in a cache of their own: every private turn opens on its card, and a face pushed out of
# SPRITES by the screens between two turns (a 1920x1080 backdrop is 8 MB) was painted again in the first frame
# of one seat's turn only, 27 ms for that role alone. A full set of faces for a 1920x1080 turn is 18 MB.
CARDS = SurfaceCache(capacity=64, max_bytes=20 * 1024 * 1024)
