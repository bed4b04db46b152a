"""Charts in the program's own look: cheese-yellow bars with rounded tops on the night panel, counts written
on the bars, labels in the theme's dim ink. Taken in at a glance from across a café counter."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

from app import fonts, theme

LABEL_SHARE = 0.2  # of a vertical chart's height, for the labels under the bars


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    highlight: bool = False  # today, this week: drawn in the brighter cheese


def _text(surface: pygame.Surface, text: str, centre: tuple[int, int], px: int, width: int, colour: pygame.Color,
          role: str = "number", only_if_fits: bool = False) -> None:
    size = fonts.fit_px(text, role, px, max(1, width), min_px=max(8, px // 2))
    rendered = fonts.render(text, role, size, colour)
    if only_if_fits and rendered.get_width() > width:
        return
    surface.blit(rendered, rendered.get_rect(center=centre))


def _label_step(bars: Sequence[Bar], px: int, pitch: float) -> int:
    """Every how many bars a label fits: crowded labels are thinned out rather than shrunk past reading."""
    widest = max(fonts.font_for_text(bar.label, "body", px).size(bar.label)[0] for bar in bars)
    return max(1, math.ceil(widest * 1.15 / max(1.0, pitch)))


def draw_bar_chart(surface: pygame.Surface, area: pygame.Rect, bars: Sequence[Bar], px: int) -> None:
    """Vertical bars scaled to the largest value; each count above its bar, each label below."""
    if not bars or area.width < len(bars) or area.height < 3 * px:
        return
    label_h = max(px + 4, int(area.height * LABEL_SHARE))
    value_h = px + 4
    plot = pygame.Rect(area.left, area.top + value_h, area.width, area.height - label_h - value_h)
    pitch = area.width / len(bars)
    width = max(2, int(pitch * 0.7))
    top = max(1, max(bar.value for bar in bars))
    baseline = theme.colour("public_dim")
    step = _label_step(bars, px, pitch)
    pygame.draw.line(surface, baseline, (plot.left, plot.bottom), (plot.right - 1, plot.bottom), max(1, px // 12))
    for index, bar in enumerate(bars):
        centre_x = int(area.left + pitch * (index + 0.5))
        height = round(plot.height * bar.value / top)
        if height > 0:
            rect = pygame.Rect(centre_x - width // 2, plot.bottom - height, width, height)
            colour = theme.colour("public_highlight" if bar.highlight else "cheese_shade")
            pygame.draw.rect(surface, colour, rect, border_top_left_radius=min(width // 3, height),
                             border_top_right_radius=min(width // 3, height))
        _text(surface, str(bar.value), (centre_x, plot.bottom - height - value_h // 2), px, int(pitch),
              theme.colour("public_text"))
        if (len(bars) - 1 - index) % step == 0:  # the newest bar always keeps its label
            _text(surface, bar.label, (centre_x, plot.bottom + label_h // 2), px, int(pitch * step),
                  theme.colour("public_dim"), role="body")


def draw_row_bars(surface: pygame.Surface, area: pygame.Rect, rows: Sequence[Bar], px: int,
                  colours: Sequence[pygame.Color] | None = None) -> None:
    """Horizontal bars, one row each: the label on the left, the bar and its count to the right (a funnel
    when the rows go from more to fewer)."""
    if not rows or area.height < len(rows):
        return
    pitch = area.height / len(rows)
    widest = max(fonts.font_for_text(row.label, "body", px).size(row.label)[0] for row in rows)
    label_w = max(int(area.width * 0.25), min(int(area.width * 0.55), widest + px // 2))
    count_w = max(px * 3, int(area.width * 0.14))
    track_w = max(1, area.width - label_w - count_w)
    top = max(1, max(row.value for row in rows))
    for index, row in enumerate(rows):
        y = int(area.top + pitch * index)
        line = pygame.Rect(area.left, y, area.width, int(pitch))
        label_px = fonts.fit_px(row.label, "body", min(px, int(pitch * 0.8)), label_w - px // 2, min_px=max(8, px // 2))
        label = fonts.render(row.label, "body", label_px, theme.colour("public_text"))
        surface.blit(label, label.get_rect(midleft=(line.left, line.centery)))
        thickness = max(2, int(pitch * 0.6))
        length = round(track_w * row.value / top)
        if length > 0:
            colour = colours[index % len(colours)] if colours else theme.colour(
                "public_highlight" if row.highlight else "cheese_shade")
            bar = pygame.Rect(line.left + label_w, line.centery - thickness // 2, length, thickness)
            pygame.draw.rect(surface, colour, bar, border_radius=thickness // 3)
        _text(surface, str(row.value), (line.left + label_w + length + count_w // 2, line.centery),
              min(px, int(pitch * 0.8)), count_w, theme.colour("public_text"))


def draw_share_bar(surface: pygame.Surface, area: pygame.Rect, shares: Sequence[tuple[str, int, pygame.Color]],
                   px: int) -> None:
    """One bar cut into coloured parts by share (who wins), with each part's percentage written under it."""
    total = sum(value for _, value, _ in shares)
    bar_h = max(px, area.height // 2)
    bar = pygame.Rect(area.left, area.top, area.width, bar_h)
    if total <= 0:
        pygame.draw.rect(surface, theme.colour("public_dim"), bar, width=max(1, px // 10), border_radius=bar_h // 3)
        return
    x = bar.left
    for index, (label, value, colour) in enumerate(shares):
        width = bar.right - x if index == len(shares) - 1 else round(bar.width * value / total)
        if width <= 0:
            continue
        part = pygame.Rect(x, bar.top, width, bar_h)
        pygame.draw.rect(surface, colour, part)
        if value:
            _text(surface, label, (part.centerx, part.centery), px, part.width - px // 2,
                  theme.colour("public_panel"), only_if_fits=True)
        x += width
    pygame.draw.rect(surface, theme.colour("public_panel_edge"), bar, width=max(1, px // 10))
