"""Wrapped paragraphs drawn into a box, shrinking the type only as far as legibility allows."""

from __future__ import annotations

import pygame

from app import fonts, layout


def fit_paragraphs(
    paragraphs: list[str], role: str, box: pygame.Rect, px: int, min_px: int
) -> tuple[int, list[list[str]]]:
    """The largest size from `px` down to `min_px` at which the paragraphs fit `box` (or `min_px`)."""
    size = px
    while True:
        wrapped = [fonts.wrap(text, role, size, box.width) for text in paragraphs]
        line_height = int(size * 1.3)
        height = sum(len(lines) * line_height for lines in wrapped) + int(size * 0.5) * (len(paragraphs) - 1)
        if height <= box.height or size <= min_px:
            return size, wrapped
        size = max(min_px, int(size * 0.92))


def draw_paragraphs(
    surface: pygame.Surface,
    box: pygame.Rect,
    paragraphs: list[str],
    colour: pygame.Color,
    role: str = "body",
    px: int | None = None,
    centred: bool = False,
) -> int:
    """Draw `paragraphs` top-down in `box`; returns the height used."""
    size, wrapped = _fitted(surface.get_size(), box, paragraphs, role, px)
    line_height = int(size * 1.3)
    y = box.top
    for lines in wrapped:
        for line in lines:
            image = fonts.render(line, role, size, colour)
            x = box.centerx - image.get_width() // 2 if centred else box.left
            surface.blit(image, (x, y))
            y += line_height
        y += int(size * 0.5)
    return y - box.top


def paragraphs_height(screen: tuple[int, int], box: pygame.Rect, paragraphs: list[str], role: str = "body",
                      px: int | None = None) -> int:
    """The height ``draw_paragraphs`` would use for `paragraphs` in `box` on a screen of `screen`, without drawing."""
    size, wrapped = _fitted(screen, box, paragraphs, role, px)
    return sum(len(lines) * int(size * 1.3) + int(size * 0.5) for lines in wrapped)


def _fitted(screen: tuple[int, int], box: pygame.Rect, paragraphs: list[str], role: str,
            px: int | None) -> tuple[int, list[list[str]]]:
    return fit_paragraphs(paragraphs, role, box, px or layout.body_text_px(screen), layout.body_text_px(screen))
