"""A table screen's whole picture, kept between frames, with what changed in it since a surface last got a copy.

A table drives four times the pixels of a tablet, and most of a table screen stands still while a few panels move.
A screen paints what changed into this kept picture and notes where; a whole frame is then one copy of it, and a
frame that may draw only changes (``Scene.draw_changes``) copies only the noted parts, provided the surface holds
the copy this picture last gave (another surface drawn in between, such as a check's scratch, makes the next
frame whole again).
"""
from __future__ import annotations

import pygame

from art.surfaces import give_back, opaque_surface


class KeptFrame:
    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self._key: object = None
        self._changed: list[pygame.Rect] = []
        self._copied_to: pygame.Surface | None = None  # the surface that holds the picture as it was last copied

    def ready(self, size: tuple[int, int], key: object) -> bool:
        """Make sure there is a picture of ``size`` painted for ``key`` (the language, say); True when a new one
        was just made, which the caller must then paint whole."""
        if self.picture is not None and self.picture.get_size() == size and self._key == key:
            return False
        give_back(self.picture)
        self.picture = opaque_surface(size)
        self._key = key
        self._copied_to = None
        self._changed.clear()
        return True

    def changed(self, area: pygame.Rect) -> None:
        """Note that ``area`` of the picture was painted again."""
        self._changed.append(pygame.Rect(area))

    def draw(self, surface: pygame.Surface) -> None:
        """Copy the whole picture."""
        assert self.picture is not None
        surface.blit(self.picture, (0, 0))
        self._changed.clear()
        self._copied_to = surface

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """Copy only what changed since ``surface`` got the picture; False when it did not get the last copy."""
        if self.picture is None or surface is not self._copied_to:
            return False
        for area in self._changed:
            surface.blit(self.picture, area, area)
        self._changed.clear()
        return True

    def release(self) -> None:
        give_back(self.picture)
        self.picture = None
        self._key = None
        self._copied_to = None
        self._changed.clear()
