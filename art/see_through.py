"""An opaque picture laid over another at any opacity, the way a cross-blend's frames need it.

pygame blends an opaque surface given a surface-wide alpha through SDL's plain loop: about 2 ms for 1920x1080
here, in every frame of a fade. A picture with an alpha channel of its own is blended by pygame-ce's vector code,
in about a third of that. A surface in the window's usual format (XRGB8888) has a fourth byte per pixel that
nothing reads. Seen through a second surface that shares its pixels as BGRA, that byte is an alpha channel:
filled with the opacity wanted, it lets the vector code do the blend, with no copy of the picture. The result is
the surface-alpha blend's to within one level of a channel.

A picture in any other format (no spare byte, or a byte order this view does not describe) is blended the plain
way, with the same result.
"""
from __future__ import annotations

import sys

import pygame

# The window's usual format: 0x00RRGGBB words, which a little-endian machine stores as B, G, R, spare.
_SPARE_BYTE_MASKS = (0xFF0000, 0x00FF00, 0x0000FF, 0)


def _alpha_view(picture: pygame.Surface) -> pygame.Surface | None:
    """A surface sharing ``picture``'s pixels, its spare byte read as alpha; None when the format has no such byte."""
    if sys.byteorder != "little" or picture.get_bitsize() != 32 or picture.get_masks() != _SPARE_BYTE_MASKS \
            or picture.get_flags() & pygame.SRCALPHA or picture.get_parent() is not None:
        return None
    # pygame's stubs do not count its own BufferProxy as a buffer.
    return pygame.image.frombuffer(picture.get_view("1"), picture.get_size(), "BGRA",  # type: ignore[arg-type]
                                   picture.get_pitch())


class SeeThrough:
    """``picture`` laid over other pictures at an opacity. Nothing may paint on ``picture`` while this is in use
    (painting fills the spare byte anew); make another for a picture painted again."""

    def __init__(self, picture: pygame.Surface) -> None:
        self.picture = picture
        self._view = _alpha_view(picture)
        self._alpha: int | None = None  # what the spare bytes hold now; None while not known

    def lay_over(self, target: pygame.Surface, alpha: int, where: tuple[int, int] = (0, 0)) -> None:
        """Blend the picture onto ``target`` at opacity ``alpha`` (0-255)."""
        alpha = max(0, min(255, int(alpha)))
        view = self._view
        if view is None:
            self.picture.set_alpha(alpha)
            target.blit(self.picture, where)
            self.picture.set_alpha(None)
            return
        if self._alpha is None or alpha > self._alpha:
            view.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MULT)
            view.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_ADD)
        elif alpha < self._alpha:
            # A fade's old picture only ever grows fainter: one fill lowers every alpha byte to the new one.
            view.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MIN)
        self._alpha = alpha
        target.blit(view, where)
