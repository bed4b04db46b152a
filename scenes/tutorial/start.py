"""The tutorial's first screen: how many are you (and the Fall Mouse, from six), resume, or "I know the game"."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, theme
from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from game.cheese_thief.errors import RuleError
from scenes.kit.public_common import draw_panel, draw_text_block
from scenes.tutorial.base import TutorialScreen
from tutorial.table import Table
from tutorial.texts import Text

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import TutorialHost

COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


class TutorialStartScene(TutorialScreen):
    def __init__(self, flow: "TutorialHost") -> None:
        super().__init__(flow)
        table = flow.session.table
        self.players = table.players
        self.fall_mouse = table.fall_mouse
        self.tie_protects_thief = table.tie_protects_thief  # chosen at setup, not here: kept as it came
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        self.fall_label_rect = pygame.Rect(0, 0, 1, 1)
        self.step = flow.session.step  # kept: the flow moves on while this screen fades out

    @property
    def table(self) -> Table:
        try:
            return Table(self.players, self.fall_mouse, self.tie_protects_thief)
        except RuleError:
            return Table(self.players, tie_protects_thief=self.tie_protects_thief)

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        button_h = layout.button_height(size)
        column = layout.centred_rect(min(content.width, layout.scaled(980, size)), content.height, content.center)
        self.heading_rect = pygame.Rect(column.left, column.top, column.width, max(button_h, layout.scaled(70, size)))
        rows = 5 if self.tutorial.saved is not None else 4  # the counts, the Fall Mouse, [resume,] begin, the ways out
        controls_h = rows * (button_h + gap)
        self.text_rect = pygame.Rect(column.left, self.heading_rect.bottom + gap, column.width,
                                     max(button_h, column.bottom - controls_h - self.heading_rect.bottom - 2 * gap))
        top = self.text_rect.bottom + gap
        counts = pygame.Rect(column.left, top, column.width, button_h)
        for count, rect in zip(COUNTS, layout.stack_horizontal(counts, len(COUNTS), column.width, gap)):
            self.add_button(ui, rect, "tutorial.start.players", f"count_{count}",
                            partial(lambda count: self.choose(count, self.fall_mouse), count), "@choice_button",
                            {"count": str(count)})
        row = pygame.Rect(column.left, counts.bottom + gap, column.width, button_h)
        self.fall_label_rect = pygame.Rect(row.left, row.top, row.width // 2 - gap, row.height)
        switches = pygame.Rect(row.centerx, row.top, row.width // 2, row.height)
        off, on = layout.stack_horizontal(switches, 2, switches.width, gap)
        self.add_button(ui, off, "setup.off", "fall_off", lambda: self.choose(self.players, False), "@choice_button")
        self.add_button(ui, on, "setup.on", "fall_on", lambda: self.choose(self.players, True), "@choice_button")
        rects = layout.stack_vertical(pygame.Rect(column.left, row.bottom + gap, column.width, column.bottom - row.bottom - gap),
                                      rows - 2, button_h, gap, min(column.width, layout.scaled(620, size)))
        if self.tutorial.saved is not None:
            self.add_button(ui, rects.pop(0), "tutorial.start.resume", "resume", self.tutorial.resume, "@primary_button")
            self.add_button(ui, rects.pop(0), "tutorial.start.again", "begin", self.begin)
        else:
            self.add_button(ui, rects.pop(0), "tutorial.start.begin", "begin", self.begin, "@primary_button")
        know, leave = layout.stack_horizontal(rects[0], 2, rects[0].width, gap)
        self.add_button(ui, know, "tutorial.start.know_game", "know_game", lambda: self.tutorial.open_setup(None))
        self.add_button(ui, leave, "tutorial.nav.exit", "exit", self.tutorial.exit)

    def refresh(self) -> None:
        table = self.table
        for count in COUNTS:
            button = self.buttons.get(f"count_{count}")
            if button is not None:
                button.select() if count == table.players else button.unselect()
        for on in (False, True):
            button = self.buttons.get("fall_on" if on else "fall_off")
            if button is None:
                continue
            button.select() if on == table.fall_mouse else button.unselect()
            allowed = on is False or _fall_mouse_allowed(table.players)
            button.enable() if allowed else button.disable()
        super().refresh()

    def choose(self, players: int, fall_mouse: bool) -> None:
        self.players = players
        self.fall_mouse = fall_mouse and _fall_mouse_allowed(players)
        self.refresh()

    def begin(self) -> None:
        self.tutorial.begin(self.table)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.begin()
            return True
        return super().on_key(event)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        step = self.step
        self.draw_heading(surface, self.words_key("tutorial.chapter.start"), self.heading_rect)
        draw_panel(surface, self.text_rect)
        inner = self.text_rect.inflate(-2 * layout.gap_px(self.size), -layout.gap_px(self.size))
        draw_text_block(surface, self.words(step.text), inner, layout.body_text_px(self.size) * 5 // 4,
                        theme.colour("public_text"))
        label = self.words_key("setup.section.fall_mouse" if _fall_mouse_allowed(self.players)
                               else "setup.section.fall_mouse_unavailable")
        draw_text_block(surface, label, self.fall_label_rect, layout.body_text_px(self.size),
                        theme.colour("public_text"), align="left")

    def words_key(self, key: str) -> str:
        return self.words(Text.of(key))


def _fall_mouse_allowed(players: int) -> bool:
    try:
        Table(players, True)
    except RuleError:
        return False
    return True
