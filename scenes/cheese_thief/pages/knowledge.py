"""Pages that sum up what a player knows: dawn (5-8), the end of a 4-player night, and "My notes"."""

from __future__ import annotations

import pygame

from program.i18n import t
from art.mouse import draw_mouse
from art.sky import draw_moon, draw_sun
from play.summary import dawn_lines, full_summary, goal_line, night_lines
from scenes.cheese_thief.pages.base import Page
from scenes.kit.widgets.names import line_text


class DawnPage(Page):
    """Follower news first, then everything else the player knows (privacy protocol, rule 4)."""

    visual_share = 0.3
    continue_key = "turn.dawn.done"

    def heading(self) -> str:
        return t("turn.dawn.heading")

    def paragraphs(self) -> list[str]:
        lines = dawn_lines(self.view) + [goal_line(self.view)] + night_lines(self.view)
        return [line_text(line, self.turn.names) for line in lines]

    def draw_visual(self, surface, rect) -> None:
        side = int(min(rect.width, rect.height) * 0.8)
        sun = pygame.Rect(0, 0, side, side)
        sun.center = rect.center
        draw_sun(surface, sun)
        mouse = pygame.Rect(0, 0, side // 2, side // 2)
        mouse.midbottom = (rect.centerx, rect.bottom)
        draw_mouse(surface, mouse, self.turn.seat, eyes_open=1.0)


class SummaryPage(Page):
    """The end of a 4-player night turn: what you saw, and your goal."""

    visual_share = 0.3
    continue_key = "turn.summary.done"

    def heading(self) -> str:
        return t("turn.summary.heading")

    def paragraphs(self) -> list[str]:
        return [line_text(line, self.turn.names) for line in full_summary(self.view)]

    def draw_visual(self, surface, rect) -> None:
        side = int(min(rect.width, rect.height) * 0.7)
        moon = pygame.Rect(0, 0, side, side)
        moon.center = rect.center
        draw_moon(surface, moon)
