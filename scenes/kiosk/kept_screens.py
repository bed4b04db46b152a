"""The six "how to play" pictures kept once painted, so that later rounds of the attract loop copy them instead of
making the game's screens again on the demonstration's app (whose sprites that making pushed out of its cache).

They are the same every round at one language and size, and kept compressed (a picture of 1-2 MB comes to
130-240 KB at 1280x800, 370-520 KB at 1920x1080); a new language or size drops them all. Compressing and
unpacking go a band at a time, a piece per ``yield``, like the painting they replace.
"""
from __future__ import annotations

import zlib
from typing import Generator, Hashable

import pygame

BANDS = 4  # a picture compressed in one piece took 4-6 ms at 1280x800, about twice that at 1920x1080
LEVEL = 1  # the fastest: a screen's flat areas compress well at any level


class KeptScreens:
    """Compressed pictures by step name, for one key (language, sizes) at a time."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._pictures: dict[str, tuple[tuple[int, int], bytes]] = {}

    def kept(self, key: Hashable, name: str) -> bool:
        return self._key == key and name in self._pictures

    def size_in_bytes(self) -> int:
        return sum(len(data) for _size, data in self._pictures.values())

    def keep(self, key: Hashable, name: str, picture: pygame.Surface) -> Generator[None, None, None]:
        """``picture`` compressed under ``name``, a band per ``yield``; a new key first drops what was kept."""
        raw = pygame.image.tobytes(picture, "RGB")
        packer = zlib.compressobj(LEVEL)
        band = -(-len(raw) // BANDS)
        parts = []
        for start in range(0, len(raw), band):
            parts.append(packer.compress(raw[start:start + band]))
            yield
        parts.append(packer.flush())
        if self._key != key:
            self._key, self._pictures = key, {}
        self._pictures[name] = (picture.get_size(), b"".join(parts))

    def paint(self, key: Hashable, name: str, into: pygame.Surface) -> Generator[None, None, None]:
        """The picture kept under ``name`` copied into ``into`` (of its size), unpacked a band per ``yield``."""
        assert self.kept(key, name)
        size, data = self._pictures[name]
        unpacker = zlib.decompressobj()
        band = -(-len(data) // BANDS)
        parts = []
        for start in range(0, len(data), band):
            parts.append(unpacker.decompress(data[start:start + band]))
            yield
        parts.append(unpacker.flush())
        into.blit(pygame.image.frombytes(b"".join(parts), size, "RGB"), (0, 0))
