"""An opaque picture laid over another at an opacity: the same pixels as pygame's surface-alpha blend, faster."""
from __future__ import annotations

import pygame
import pytest

from art.see_through import SeeThrough, _alpha_view

SIZE = (48, 32)


def _pictures(depth_flags: int = 0) -> tuple[pygame.Surface, pygame.Surface]:
    under = pygame.Surface(SIZE, depth_flags)
    over = pygame.Surface(SIZE, depth_flags)
    for x in range(SIZE[0]):
        for y in range(SIZE[1]):
            under.set_at((x, y), ((x * 5) % 256, (y * 7) % 256, (x * y) % 256))
            over.set_at((x, y), ((255 - x * 3) % 256, (x + y * 9) % 256, (40 + y) % 256))
    return under, over


def _plain_blend(under: pygame.Surface, over: pygame.Surface, alpha: int) -> bytes:
    target = under.copy()
    over.set_alpha(alpha)
    target.blit(over, (0, 0))
    over.set_alpha(None)
    return pygame.image.tobytes(target, "RGB")


def _largest_difference(a: bytes, b: bytes) -> int:
    return max(abs(x - y) for x, y in zip(a, b))


def test_the_window_s_format_is_seen_with_an_alpha_channel_sharing_its_pixels() -> None:
    under, _over = _pictures()
    assert under.get_masks() == (0xFF0000, 0x00FF00, 0x0000FF, 0)
    view = _alpha_view(under)
    assert view is not None and view.get_flags() & pygame.SRCALPHA
    under.set_at((3, 4), (10, 20, 30))
    assert tuple(view.get_at((3, 4)))[:3] == (10, 20, 30)


@pytest.mark.parametrize("alphas", [
    [255, 230, 180, 128, 64, 20, 1, 0],  # a fade's old picture growing fainter
    [0, 90, 200, 255, 100],  # any order
])
def test_each_opacity_gives_the_plain_blend_to_within_one_level(alphas: list[int]) -> None:
    under, over = _pictures()
    see_through = SeeThrough(over)
    for alpha in alphas:
        target = under.copy()
        see_through.lay_over(target, alpha)
        assert _largest_difference(pygame.image.tobytes(target, "RGB"), _plain_blend(under, over, alpha)) <= 1, alpha
    if 0 in alphas:
        target = under.copy()
        see_through.lay_over(target, 0)
        assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(under, "RGB")


def test_the_picture_itself_still_draws_opaque_and_unchanged() -> None:
    under, over = _pictures()
    before = pygame.image.tobytes(over, "RGB")
    SeeThrough(over).lay_over(under.copy(), 77)
    assert pygame.image.tobytes(over, "RGB") == before
    target = under.copy()
    target.blit(over, (0, 0))
    assert pygame.image.tobytes(target, "RGB") == before


@pytest.mark.parametrize("make", ["24-bit", "per-pixel alpha", "part of another"])
def test_a_picture_without_a_spare_byte_is_blended_the_plain_way(make: str) -> None:
    under, over = _pictures()
    if make == "24-bit":
        other = pygame.Surface(SIZE, 0, 24)
        other.blit(over, (0, 0))
    elif make == "per-pixel alpha":
        other = pygame.Surface(SIZE, pygame.SRCALPHA)
        other.blit(over, (0, 0))
    else:
        whole = pygame.Surface((SIZE[0] + 8, SIZE[1]))
        whole.blit(over, (0, 0))
        other = whole.subsurface(pygame.Rect((0, 0), SIZE))
    assert _alpha_view(other) is None
    target = under.copy()
    SeeThrough(other).lay_over(target, 150)
    assert _largest_difference(pygame.image.tobytes(target, "RGB"), _plain_blend(under, over, 150)) <= 1
