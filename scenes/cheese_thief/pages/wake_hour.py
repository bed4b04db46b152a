"""4 players: choose which of your two dice wakes you (R3.3). The Thief taps too, changing nothing."""

from __future__ import annotations

import pygame

from app import fonts, layout, theme
from program.i18n import t
from art.die import draw_die
from art.shapes import fill_circle_aa
from play.moves import MoveKind, final_actions, move_for
from scenes.cheese_thief.pages.base import Page


class WakeHourPage(Page):
    continue_key = "turn.wake.done"

    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.move = move_for(self.view)
        self.picked: int | None = None
        self.die_rects: list[pygame.Rect] = []

    def build(self, ui, extra_area) -> None:
        area = self.turn.visual_rect
        side = int(min(area.width / 2.6, area.height * 0.5))
        gap = side // 2
        self.die_rects = []
        for index in range(2):
            rect = pygame.Rect(0, 0, side, side)
            rect.center = (area.centerx + (index * 2 - 1) * (side + gap) // 2, area.centery)
            self.die_rects.append(rect)

    @property
    def dice(self) -> tuple[int, ...]:
        assert self.view.dice is not None
        return self.view.dice

    def heading(self) -> str:
        return t("turn.wake.heading")

    def paragraphs(self) -> list[str]:
        a, b = self.dice
        if self.move.kind is MoveKind.WAKE_HOUR:
            lines = [t("turn.wake.choose")]
            if self.picked is not None:
                lines.append(t("turn.wake.chosen", hour=self.dice[self.picked]))
            return lines
        if a == b:
            lines = [t("turn.wake.thief_once", hour=a)]
        else:
            lines = [t("turn.wake.thief_both", a=min(a, b), b=max(a, b))]
        return lines + [t("turn.wake.thief_tap")]

    def on_press(self, pos) -> bool:
        if self.picked is not None:
            return False
        for index, rect in enumerate(self.die_rects):
            if rect.inflate(rect.width // 4, rect.height // 4).collidepoint(pos):
                self.picked = index
                self.turn.required_tap()
                return True
        return False

    def ready(self) -> bool:
        return self.picked is not None

    def on_continue(self) -> None:
        assert self.picked is not None
        for action in final_actions(self.view, self.move, (self.picked,)):
            self.turn.flow.apply(action)

    def draw_visual(self, surface, rect) -> None:
        size = surface.get_size()
        for index, (die, value) in enumerate(zip(self.die_rects, self.dice)):
            if index == self.picked:
                fill_circle_aa(surface, die.center, die.width * 0.66, theme.colour("pick_ring"))
            draw_die(surface, die, value)
            # The hour each die would wake you at, so the choice reads as a time, not a number.
            label = fonts.render(t("turn.night.hour_heading", hour=value), "heading", layout.body_text_px(size) * 5 // 4,
                                 theme.colour("private_text"))
            surface.blit(label, label.get_rect(midtop=(die.centerx, die.bottom + die.height // 4)))

    def targets(self):
        return [(f"die{i}", r) for i, r in enumerate(self.die_rects)] if self.picked is None else []
