"""Opaque surfaces in the window's own pixel format, and a few kept for reuse.

``pygame.Surface(size).convert()`` paints a fresh surface and then copies it into the display format: at
1280x800 that costs 4-8 ms, the largest part of a screen change's first frame. Creating the surface in the
display's format from the start costs about 0.5 ms and blits just as fast.

A new screen-sized surface also costs its memory's first touch: the system hands out zeroed pages one fault at a
time (a 1920x1080 surface is a mapping of its own, ``app.frames.memory``), a few milliseconds in the first frame of every
screen. Screens come and go one after another, so the still layers of a screen that has gone are kept (at most
``SPARE_SURFACES``) and handed to the next one, which paints over them whole.
"""
from __future__ import annotations

from collections import deque

import pygame

SPARE_SURFACES = 3  # two screens' layers during a fade, and one more (a 1920x1080 one is 8 MB)
# Read only through a copy (``tuple(_spares)``): a layer cache gives its layer back from a finalizer, which the
# garbage collector may run at any allocation, even one made while the spares are being looked through.
_spares: deque[pygame.Surface] = deque(maxlen=SPARE_SURFACES)
# Surfaces of another size made ahead by a screen that knows the next one paints pictures of that size (a 4K table's
# middle: its picture, backdrop, still layer and scratch, 12 MB each, were made in the steps of the discussion's fade).
_others_ahead: deque[pygame.Surface] = deque(maxlen=4)


def opaque_surface(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface of ``size`` in the display's format when a window exists: a spare one when there is
    one of that size and format (its old picture is still on it: paint it all), else a new one."""
    display = pygame.display.get_surface()
    if display is None:
        return pygame.Surface(size)
    size = (int(size[0]), int(size[1]))
    for pool in (_spares, _others_ahead):
        for spare in reversed(tuple(pool)):  # the one given back last: its memory is the likeliest to be warm
            if spare.get_size() == size and spare.get_bitsize() == display.get_bitsize() \
                    and spare.get_masks() == display.get_masks():
                pool.remove(spare)
                return spare
    return pygame.Surface(size, 0, display)


def make_spare_ahead(size: tuple[int, int], wanted: int) -> None:
    """Make one more surface of ``size`` (not the window's) for :func:`opaque_surface` to hand out, unless
    ``wanted`` are waiting already: a step each, ahead of the screen that needs them."""
    display = pygame.display.get_surface()
    size = (int(size[0]), int(size[1]))
    if display is not None and sum(1 for spare in tuple(_others_ahead) if spare.get_size() == size) < wanted:
        _others_ahead.append(pygame.Surface(size, 0, display))


def make_spares(size: tuple[int, int]) -> None:
    """Fill the spares with new surfaces of ``size`` (the window's), for screens and fades to take later instead
    of making their own in a frame (20 ms each at 4K, most of it the memory's first touch)."""
    display = pygame.display.get_surface()
    if display is None:
        return
    while len(_spares) < SPARE_SURFACES:
        _spares.append(pygame.Surface((int(size[0]), int(size[1])), 0, display))


def spare_count(size: tuple[int, int]) -> int:
    """How many spares of ``size`` :func:`opaque_surface` could hand out now."""
    size = (int(size[0]), int(size[1]))
    return sum(1 for spare in tuple(_spares) if spare.get_size() == size)


def give_back(surface: pygame.Surface | None) -> None:
    """A surface nothing will draw with or read any more, for ``opaque_surface`` to hand out again (the oldest
    spare is let go when there are enough). Only the window's size is kept: a table's panels give back their
    layers by the dozen, which pushed the screen-sized spares out, and the next fade then made two fresh
    screen-sized pictures in its first frame (9 ms at 1920x1080)."""
    if surface is None or surface.get_flags() & pygame.SRCALPHA or any(spare is surface for spare in tuple(_spares)):
        return
    display = pygame.display.get_surface()
    if display is None or surface.get_size() != display.get_size():
        return
    _spares.append(surface)


def forget_spares() -> None:
    """Let every spare go (the window changed size or format)."""
    _spares.clear()
    _others_ahead.clear()
