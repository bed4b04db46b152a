"""After the last step: play now with the table the tutorial was made for, see the chapters again, or leave.

Screens that build on the tutorial are linked from here (`FOLLOW_UPS`): a quiz for the tutorial's table, whose
answers count for the tutorial's run, and the rules at a glance for that table. Both come back here on leaving.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from app import layout, theme
from program import i18n
from program.i18n import t
from scenes.kit.public_common import draw_panel, draw_text_block
from scenes.tutorial.base import TutorialScreen
from scenes.tutorial.quiz import open_quiz
from game.cheese_thief.house_rules import HouseRules
from scenes.cheese_thief.rules_glance import open_rules_at_a_glance

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import TutorialHost



def open_quiz_for(flow: "TutorialHost") -> None:
    """A quiz at the tutorial's table, with the names of its last chapter's game when they fit that table."""
    table = flow.session.table
    names = flow.session.chapter_steps.names(i18n.current_language())
    open_quiz(flow.app, table.players, table.fall_mouse, names if len(names) == table.players else None,
              on_answer=flow.record.answer)


def open_rules_for(flow: "TutorialHost") -> None:
    """The rules at a glance for the tutorial's table, with its house rule when it plays one."""
    table = flow.session.table
    open_rules_at_a_glance(flow.app, table.players, table.fall_mouse,
                           HouseRules(tie_protects_thief=table.tie_protects_thief))


# (button's translation key, button's name, what it opens) for each screen that follows on
FOLLOW_UPS: tuple[tuple[str, str, Callable[["TutorialHost"], None]], ...] = (
    ("tutorial.end.quiz", "quiz", open_quiz_for),
    ("tutorial.end.rules", "rules", open_rules_for),
)


class TutorialEndScene(TutorialScreen):
    backdrop_variant = "day"
    offers_rules = True  # the rules of the table just learnt, like on the setup screen

    def __init__(self, flow: "TutorialHost") -> None:
        super().__init__(flow)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        button_h = layout.button_height(size)
        column = layout.centred_rect(min(content.width, layout.scaled(820, size)), content.height, content.center)
        # Play now alone on top; then the follow-ups side by side, Chapters beside Back, and Exit.
        rows = 4
        buttons_h = rows * button_h + (rows - 1) * gap
        self.heading_rect = pygame.Rect(column.left, column.top, column.width, max(button_h, layout.scaled(90, size)))
        room = column.bottom - buttons_h - 2 * gap - self.heading_rect.bottom
        self.text_rect = pygame.Rect(column.left, self.heading_rect.bottom + gap, column.width,
                                     max(1, min(room, layout.scaled(300, size))))
        width = min(column.width, layout.scaled(760, size))
        play, follow, moves, leave = layout.stack_vertical(
            pygame.Rect(column.left, column.bottom - buttons_h, column.width, buttons_h), rows, button_h, gap, width)
        table = self.tutorial.session.table
        self.add_button(ui, play, "tutorial.end.play", "play", lambda: self.tutorial.open_setup(table),
                        "@primary_button")
        share = (width - gap * (len(FOLLOW_UPS) - 1)) // len(FOLLOW_UPS)
        for rect, (key, name, opener) in zip(layout.stack_horizontal(follow, len(FOLLOW_UPS), share, gap), FOLLOW_UPS):
            self.add_button(ui, rect, key, name, partial(lambda opener: opener(self.tutorial), opener))
        chapters, back = layout.stack_horizontal(moves, 2, (width - gap) // 2, gap)
        self.add_button(ui, chapters, "tutorial.nav.chapters", "chapters", self.open_menu)
        self.add_button(ui, back, "tutorial.nav.back", "back", lambda: self.tutorial.change(self.tutorial.session.back()))
        self.add_button(ui, leave, "tutorial.nav.exit", "exit", self.tutorial.exit)

    def on_exit(self) -> None:
        if self.tutorial.session.finished:
            self.tutorial.record.leave(self.tutorial.session)  # the end is left for good, not for a step again
        super().on_exit()

    def open_menu(self) -> None:
        self.tutorial.open_menu()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.heading_rect)  # the day sky is too pale for the title's yellow on its own
        self.draw_heading(surface, t("tutorial.end.heading"), self.heading_rect)
        draw_panel(surface, self.text_rect)
        table = self.tutorial.session.table
        key = "tutorial.end.text_fall_mouse" if table.fall_mouse else "tutorial.end.text"
        inner = self.text_rect.inflate(-2 * layout.gap_px(self.size), -layout.gap_px(self.size))
        draw_text_block(surface, t(key, players=table.players), inner, layout.body_text_px(self.size) * 5 // 4,
                        theme.colour("public_text"))
