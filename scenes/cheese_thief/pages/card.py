"""First page of the night: your card turns over."""

from __future__ import annotations

import pygame

from program.i18n import t
from art.cards import PLAIN
from motion.card_flip import CardFlipAnimation
from scenes.cheese_thief.pages.base import Page


class CardPage(Page):
    visual_share = 0.5

    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.flip: CardFlipAnimation | None = None
        self.flip_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def kind(self) -> str:
        assert self.view.role is not None
        return self.view.role.value

    def build(self, ui, extra_area) -> None:
        rect = self.turn.visual_rect.inflate(-self.turn.visual_rect.width // 10, -self.turn.visual_rect.height // 10)
        if self.flip is None or rect != self.flip_rect:
            elapsed = self.flip.elapsed if self.flip else 0.0
            face = PLAIN if self.turn.plain_cards else self.kind
            self.flip = CardFlipAnimation(rect, face, t(f"table.card.{self.kind}"), t("table.card.back"),
                                          reduced_motion=self.turn.reduced_motion)
            self.flip.seek(elapsed)
            self.flip_rect = rect

    def heading(self) -> str:
        return t("turn.card.heading")

    def paragraphs(self) -> list[str]:
        return [t(f"summary.role.{self.kind}"), t(f"turn.card.help.{self.kind}")]

    def draw_visual(self, surface, rect) -> None:
        if self.flip is not None:
            self.flip.draw(surface)

    def update(self, dt: float) -> None:
        if self.flip is not None:
            self.flip.update(dt)  # its card sound is not played: private turns only tick

    def ready(self) -> bool:
        return self.flip is not None and self.flip.done

    def is_animating(self) -> bool:
        return self.flip is not None and not self.flip.done
