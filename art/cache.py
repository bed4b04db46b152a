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
DEFAULT_STEPS = 32


def quantise(value: float, steps: int = DEFAULT_STEPS) -> float:
    """Round `value` (expected 0..1, but any float works) to 1/steps."""
    return round(value * steps) / steps


class SurfaceCache:
    """LRU cache of surfaces keyed by (what, size, params)."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self.capacity = capacity
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
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return surface

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


SPRITES = SurfaceCache()
