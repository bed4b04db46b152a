"""Smooth gradients and glows, built small and scaled up once.

The ``build_*`` functions make a fresh surface, for painting into a sprite that is itself cached: caching
the ingredient too would keep a second screen-sized copy alive for nothing. ``radial_glow`` is cached."""
from __future__ import annotations

import pygame

from art.cache import SPRITES

GRADIENT_STEPS = 64


def build_vertical_gradient(size: tuple[int, int], top: pygame.Color, bottom: pygame.Color) -> pygame.Surface:
    size = (max(1, int(size[0])), max(1, int(size[1])))
    strip = pygame.Surface((2, GRADIENT_STEPS), pygame.SRCALPHA)
    for y in range(GRADIENT_STEPS):
        strip.fill(pygame.Color(top).lerp(bottom, y / (GRADIENT_STEPS - 1)), pygame.Rect(0, y, 2, 1))
    return pygame.transform.smoothscale(strip, size)


# Rows of a gradient blitted at a time by ``blit_vertical_gradient``: a band stays far below the size at which a
# block gets a mapping of its own (``app.frames.memory``), so no screen-sized gradient is made and zeroed page by page.
GRADIENT_BAND_ROWS = 64


def blit_vertical_gradient(surface: pygame.Surface, top: pygame.Color, bottom: pygame.Color) -> None:
    """Blit ``build_vertical_gradient(surface.get_size(), top, bottom)`` over ``surface``, the same pixels, a band of
    rows at a time: the gradient's rows are each one colour, so the column smoothed to the height and widened by
    plain scaling is the same picture (made whole at a 4K table's middle, it took 10 ms of a step)."""
    width, height = surface.get_size()
    column = build_vertical_gradient((2, height), top, bottom)
    for y in range(0, height, GRADIENT_BAND_ROWS):
        rows = min(GRADIENT_BAND_ROWS, height - y)
        surface.blit(pygame.transform.scale(column.subsurface((0, y, 2, rows)), (width, rows)), (0, y))


def build_radial_glow(size: tuple[int, int], inner: pygame.Color, falloff: float = 1.6) -> pygame.Surface:
    size = (max(1, int(size[0])), max(1, int(size[1])))
    small = pygame.Surface((GRADIENT_STEPS, GRADIENT_STEPS), pygame.SRCALPHA)
    centre = GRADIENT_STEPS / 2
    for step in range(GRADIENT_STEPS // 2, 0, -1):
        fraction = step / (GRADIENT_STEPS / 2)
        shade = pygame.Color(inner)
        shade.a = int(inner.a * max(0.0, 1.0 - fraction) ** falloff)
        pygame.draw.circle(small, shade, (centre, centre), step)
    return pygame.transform.smoothscale(small, size)


def radial_glow(size: tuple[int, int], inner: pygame.Color, falloff: float = 1.6) -> pygame.Surface:
    """An elliptical glow filling `size`, `inner` at the centre fading to transparent (cached)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    return SPRITES.get("radial", size, (tuple(inner), round(falloff, 2)), lambda: build_radial_glow(size, inner, falloff))


def blit_glow(surface: pygame.Surface, center: tuple[int, int], size: tuple[int, int], inner: pygame.Color,
              falloff: float, strength: float = 1.0) -> None:
    """A cached glow centred on `center`, faded to `strength` (0..1) as it is copied. A glow that fades in is
    one cached sprite this way: its alpha in the cache key would render a new glow for every frame."""
    alpha = round(255 * max(0.0, min(1.0, strength)))
    if not alpha:
        return
    glow = radial_glow(size, inner, falloff)
    glow.set_alpha(alpha)
    surface.blit(glow, glow.get_rect(center=center))
    glow.set_alpha(255)  # the shared sprite as it was; None would also switch off its per-pixel alpha
