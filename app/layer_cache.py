"""A still picture drawn once and then only copied: for the parts of a screen that change with nothing but
their key (window size, language...). Redrawing a whole seated table or title picture every frame costs
milliseconds; copying an opaque layer costs a fraction of one."""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

from art.surfaces import opaque_surface


_UNPAINTED = object()  # equal to no key


class LayerCache:
    def __init__(self) -> None:
        self.key: Hashable = None
        self.layer: pygame.Surface | None = None

    def blit(self, target: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        """Copy the layer for ``key`` onto ``target``, painting it first when the key or size changed.
        ``paint`` must cover the whole surface (the layer is opaque)."""
        size = target.get_size()
        if self.layer is None or self.layer.get_size() != size:
            self.layer, self.key = opaque_surface(size), _UNPAINTED
        if self.key != key:
            paint(self.layer)  # over the old picture: a fresh screen-sized surface costs more than the copy
            self.key = key
        target.blit(self.layer, (0, 0))

    def clear(self) -> None:
        self.layer, self.key = None, None
