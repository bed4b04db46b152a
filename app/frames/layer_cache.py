"""A still picture drawn once and then only copied: for the parts of a screen that change with nothing but
their key (window size, language...). Redrawing a whole seated table or title picture every frame costs
milliseconds; copying an opaque layer costs a fraction of one.

When a cache is dropped with its screen (or cleared, or its size changes), its layer goes back to
``art.surfaces`` for the next screen's caches, which saves the first touch of a fresh screen-sized surface."""
from __future__ import annotations

import weakref
from typing import Callable, Hashable

import pygame

from art.surfaces import give_back, opaque_surface


_UNPAINTED = object()  # equal to no key


class LayerCache:
    def __init__(self) -> None:
        self.key: Hashable = None
        self.layer: pygame.Surface | None = None
        self._handed_back: weakref.finalize | None = None

    def _take(self, size: tuple[int, int]) -> None:
        self._let_go()
        self.layer, self.key = opaque_surface(size), _UNPAINTED
        # Hands the layer on once this cache is gone; the finalizer holds the surface, never the cache.
        self._handed_back = weakref.finalize(self, give_back, self.layer)
        self._handed_back.atexit = False  # nothing to hand on once the program ends

    def _let_go(self) -> None:
        if self._handed_back is not None:
            self._handed_back()  # gives the layer back now, and never again
            self._handed_back = None

    def blit(self, target: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        """Copy the layer for ``key`` onto ``target``, painting it first when the key or size changed.
        ``paint`` must cover the whole surface (the layer is opaque)."""
        size = target.get_size()
        if self.layer is None or self.layer.get_size() != size:
            self._take(size)
        assert self.layer is not None  # taken just above when missing
        if self.key != key:
            paint(self.layer)  # over the old picture: a fresh screen-sized surface costs more than the copy
            self.key = key
        target.blit(self.layer, (0, 0))

    def clear(self) -> None:
        self._let_go()
        self.layer, self.key = None, None
