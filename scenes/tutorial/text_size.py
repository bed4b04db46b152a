"""How large the tutorial's words are drawn over a screen, and whether a sentence fits its place."""
from __future__ import annotations

import pygame

from app import fonts, layout

TEXT_SHARE = 0.58  # of the words' panel for the step's sentence when an answer or a hint shows below it


def text_px(size: tuple[int, int]) -> tuple[int, int]:
    """(wished, smallest) size of the step's words: big enough to read across a table."""
    body = layout.body_text_px(size)
    return body * 9 // 8, max(12, body * 3 // 4)


def fits(text: str, area: pygame.Rect, px: int, role: str = "body") -> bool:
    """Whether `text` wrapped at `px` fits `area` (the line height of draw_text_block)."""
    lines = fonts.wrap(text, role, px, area.width)
    widest = max((fonts.font_for_text(line, role, px).size(line)[0] for line in lines), default=0)
    return len(lines) * int(px * 1.25) <= area.height and widest <= area.width
