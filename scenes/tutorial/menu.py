"""The tutorial's chapters, over the step that opened them: the core path and every module, those made for other
tables marked but still open to anyone curious; and, apart from them, Double Kill's two-minute lesson (it counts
toward none of Cheese Thief's chapters and comes back here)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, routes
from program.i18n import t
from scenes.tutorial.base import TutorialScreen
from scenes.kit.widgets.veiled_panel import draw_veiled_panel
from tutorial.plan import chapter_menu

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import TutorialHost


class TutorialMenuScene(TutorialScreen):
    is_overlay = True

    def __init__(self, flow: "TutorialHost") -> None:
        super().__init__(flow)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.targets_apart(layout.gap_px(size))
        button_h = layout.button_height(size)
        entries = chapter_menu(self.tutorial.session.table)
        # One column of chapters, its buttons a little lower if need be (never below a finger's size); two where
        # one still does not fit (half a touch table is wide and short).
        buttons = len(entries) + 1  # the chapters, then Double Kill's lesson
        rows = buttons + 3
        fitted = (content.height - gap) // rows - gap
        columns = 1 if fitted >= layout.min_touch_px(size) else 2
        if columns == 1:
            button_h = min(button_h, fitted)
        chapter_rows = -(-buttons // columns)
        height = min(content.height, (chapter_rows + 2) * (button_h + gap) + 2 * gap + button_h)
        width = min(content.width, layout.scaled(760, size) * columns)
        self.panel = layout.centred_rect(width, height, content.center)
        inner = self.panel.inflate(-2 * gap, -2 * gap)
        self.heading_rect = pygame.Rect(inner.left, inner.top, inner.width, button_h)
        below = pygame.Rect(inner.left, self.heading_rect.bottom + gap, inner.width,
                            inner.bottom - self.heading_rect.bottom - gap)
        chapters = pygame.Rect(below.left, below.top, below.width, below.height - button_h - gap)
        cell = ((chapters.width - (columns - 1) * gap) // columns,
                min(button_h, (chapters.height - (chapter_rows - 1) * gap) // chapter_rows))
        rects = layout.grid(chapters, buttons, columns, cell, gap)
        rects.append(pygame.Rect(below.left, below.bottom - button_h, below.width, button_h))
        current = self.tutorial.session.chapter
        for rect, entry in zip(rects, entries):
            title = t(entry.title_key)
            if entry.chapter in self.tutorial.session.chapters_done:
                key, params = "tutorial.menu.entry_done", {"title": title}
            elif entry.note_key is None:
                key, params = "tutorial.menu.entry", {"title": title}
            else:
                key, params = "tutorial.menu.entry_marked", {"title": title, "note": t(entry.note_key)}
            style = "@primary_button" if entry.chapter == current else "@secondary_button"
            self.add_button(ui, rect, key, f"chapter_{entry.chapter}",
                            partial(self.open_chapter, entry.chapter), style, params)
        self.add_button(ui, rects[len(entries)], "dk.lesson.title", "dk_lesson", self.open_dk_lesson,
                        "@secondary_button")
        close, leave = layout.stack_horizontal(rects[-1], 2, (rects[-1].width - gap) // 2, gap)
        self.add_button(ui, close, "tutorial.menu.close", "close", self.go_back)
        self.add_button(ui, leave, "tutorial.nav.exit", "exit", self.tutorial.exit)

    def open_chapter(self, chapter_id: str) -> None:
        self.app.scenes.pop(transition=False)
        self.tutorial.change(self.tutorial.session.go_to_chapter(chapter_id))

    def open_dk_lesson(self) -> None:
        """Double Kill in two minutes, over the menu: its end comes back here, the tutorial's place untouched."""
        lesson = routes.make("dk_lesson", self.app, persist=self.tutorial.persist)
        if lesson is not None:
            self.app.scenes.push(lesson)

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = super().handle_event(event)
        return used or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.go_back()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_veiled_panel(surface, self.panel, self.size)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_heading(surface, t("tutorial.menu.heading"), self.heading_rect)
