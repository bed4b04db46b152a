"""Roll your die (two at 4 players): shake the cup, slam it down, lift it to look."""

from __future__ import annotations

import pygame

from program.i18n import t
from art.die import draw_die
from art.palette import seat_color
from motion.cup_peek import CupPeekAnimation, draw_covered_dice
from motion.dice_roll import DiceRollAnimation
from scenes.cheese_thief.pages.base import Page


def cup_rect_in(area: pygame.Rect) -> pygame.Rect:
    """Where the roll page's cup stands in its picture ``area``."""
    side = int(min(area.width, area.height) * 0.5)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (area.centerx, area.centery + side // 6)
    return rect


class RollPage(Page):
    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.cup_rect = pygame.Rect(0, 0, 0, 0)
        self.roll: DiceRollAnimation | None = None
        self.look: CupPeekAnimation | None = None

    @property
    def dice(self) -> tuple[int, ...]:
        assert self.view.dice is not None
        return self.view.dice

    @property
    def rolled(self) -> bool:
        return self.roll is not None

    def build(self, ui, extra_area) -> None:
        self.cup_rect = cup_rect_in(self.turn.visual_rect)
        # After a resize the running animations keep their progress on the new rect.
        if self.roll is not None:
            self.roll = self._restarted(DiceRollAnimation(self.cup_rect, seat_color(self.turn.seat), self.turn.reduced_motion), self.roll)
        if self.look is not None:
            self.look = self._restarted(CupPeekAnimation(self.cup_rect, self.dice, seat_color(self.turn.seat), self.turn.reduced_motion), self.look)

    @staticmethod
    def _restarted(new, old):
        new.seek(old.elapsed)
        return new

    def heading(self) -> str:
        return t("turn.roll.heading_two" if len(self.dice) == 2 else "turn.roll.heading")

    def paragraphs(self) -> list[str]:
        if self.look is None:
            return [t("turn.roll.tap_cup_two" if len(self.dice) == 2 else "turn.roll.tap_cup")]
        if len(self.dice) == 2:
            return [t("summary.dice_two", a=self.dice[0], b=self.dice[1]), t("turn.roll.secret_two")]
        return [t("summary.dice_one", value=self.dice[0]), t("turn.roll.wake_at", hour=self.dice[0]), t("turn.roll.secret")]

    @property
    def finished(self) -> bool:
        return self.look is not None and self.look.done

    def on_press(self, pos) -> bool:
        if self.rolled or not self.cup_rect.inflate(self.cup_rect.width // 3, self.cup_rect.height // 3).collidepoint(pos):
            return False
        self.turn.required_tap()
        self.roll = DiceRollAnimation(self.cup_rect, seat_color(self.turn.seat), self.turn.reduced_motion)
        return True

    def update(self, dt: float) -> None:
        if self.roll is not None and not self.roll.done:
            for cue in self.roll.update(dt):
                self.turn.sound(cue)
            if self.roll.done:
                self.look = CupPeekAnimation(self.cup_rect, self.dice, seat_color(self.turn.seat), self.turn.reduced_motion)
        elif self.look is not None and not self.look.done:
            for cue in self.look.update(dt):
                self.turn.sound(cue)

    def ready(self) -> bool:
        return self.finished

    def is_animating(self) -> bool:
        return self.rolled and not self.finished

    def moving_area(self) -> pygame.Rect | None:
        return pygame.Rect(self.turn.visual_rect)  # the cup shaken, slammed and lifted within the page's picture

    def draw_visual(self, surface, rect) -> None:
        if self.roll is not None and not self.roll.done:
            self.roll.draw(surface)
        elif self.look is not None and not self.look.done:
            self.look.draw(surface)
        else:
            draw_covered_dice(surface, self.cup_rect, self.dice, 0.0, seat_color(self.turn.seat))
        if self.finished:
            self._draw_dice_beside(surface)

    def _draw_dice_beside(self, surface: pygame.Surface) -> None:
        side = self.cup_rect.width // 3
        for index, value in enumerate(self.dice):
            die = pygame.Rect(0, 0, side, side)
            die.bottomleft = (self.cup_rect.right + side // 4 + index * (side + side // 5), self.cup_rect.bottom)
            die.clamp_ip(self.turn.visual_rect)
            draw_die(surface, die, value)

    def targets(self):
        return [("cup", pygame.Rect(self.cup_rect))] if not self.rolled else []
