"""The gallery's PNG writer: files that read back pixel for pixel as the picture they were written from."""
from __future__ import annotations

from pathlib import Path

import pygame

from gallery.png import SIGNATURE, save_png


def test_a_written_picture_reads_back_the_same_pixel_for_pixel(tmp_path: Path) -> None:
    picture = pygame.Surface((37, 23))  # odd sizes: rows are not a multiple of four bytes
    picture.fill((250, 240, 200))
    pygame.draw.circle(picture, (120, 90, 40), (18, 11), 9)
    picture.set_at((0, 0), (1, 2, 3))
    picture.set_at((36, 22), (255, 0, 128))
    path = tmp_path / "picture.png"
    save_png(picture, path)
    assert path.read_bytes().startswith(SIGNATURE)
    again = pygame.image.load(str(path))
    assert again.get_size() == picture.get_size()
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(picture, "RGB")


def test_a_picture_with_an_alpha_channel_is_written_with_its_colours(tmp_path: Path) -> None:
    picture = pygame.Surface((4, 3), pygame.SRCALPHA)
    picture.fill((10, 200, 30, 255))
    path = tmp_path / "picture.png"
    save_png(picture, path)
    assert pygame.image.load(str(path)).get_at((2, 1))[:3] == (10, 200, 30)
