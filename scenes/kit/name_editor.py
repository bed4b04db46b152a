"""Choosing one player's name: type it (keyboard or on-screen keys) or tap a remembered or default name."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program import i18n
from program.i18n import gui_key, t
from app.scene import Scene
from art.mouse import draw_mouse
from play.setup import MAX_NAME_LENGTH
from scenes.kit.widgets.onscreen_keyboard import OnscreenKeyboard, erase_last, type_into

MAX_CHIPS = 16


class NameEditorScene(Scene):
    def __init__(self, app, seat: int, current: str, taken: Sequence[str], suggestions: Sequence[str],
                 on_done: Callable[[str], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.text = current
        self.taken = {name.casefold() for name in taken}
        seen: set[str] = set()
        self.suggestions = []
        for name in suggestions:
            if name and name.casefold() not in seen:
                seen.add(name.casefold())
                self.suggestions.append(name)
        self.on_done = on_done
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.done_button: pygame_gui.elements.UIButton | None = None
        self.cancel_button: pygame_gui.elements.UIButton | None = None
        self.chips: dict[pygame_gui.elements.UIButton, str] = {}
        self.keyboard: OnscreenKeyboard | None = None
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.icon_rect = pygame.Rect(0, 0, 1, 1)

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        touch = layout.min_touch_px(size)
        header_h = max(touch, layout.scaled(72, size))
        button_w = max(touch, min(layout.scaled(200, size), content.width // 4))
        self.cancel_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.left, content.top, button_w, header_h), gui_key("setup.cancel"), ui,
            object_id=ObjectID(class_id="@secondary_button", object_id="#name_cancel"))
        self.done_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.right - button_w, content.top, button_w, header_h), gui_key("setup.done"), ui,
            object_id=ObjectID(class_id="@primary_button", object_id="#name_done"))
        self.title_rect = pygame.Rect(content.left + button_w + gap, content.top, content.width - 2 * (button_w + gap), header_h)
        entry_h = max(touch, layout.scaled(68, size))
        entry_w = min(content.width, layout.scaled(640, size))
        self.icon_rect = pygame.Rect(0, 0, entry_h, entry_h)
        entry_rect = pygame.Rect(0, content.top + header_h + gap, entry_w, entry_h)
        entry_rect.centerx = content.centerx + (entry_h + gap) // 2
        self.icon_rect.midright = (entry_rect.left - gap, entry_rect.centery)
        self.entry = pygame_gui.elements.UITextEntryLine(entry_rect, ui, object_id=ObjectID(class_id="@setup_entry", object_id="#name_entry"))
        self.entry.set_text_length_limit(MAX_NAME_LENGTH)
        self.entry.set_text(self.text[:MAX_NAME_LENGTH])
        self.entry.focus()
        body = pygame.Rect(content.left, entry_rect.bottom + gap, content.width, content.bottom - entry_rect.bottom - gap)
        if layout.is_portrait(size):
            chips_area = pygame.Rect(body.left, body.top, body.width, int(body.height * 0.36))
            keys_area = pygame.Rect(body.left, chips_area.bottom + gap, body.width, body.bottom - chips_area.bottom - gap)
        else:
            chips_area, keys_area = layout.split_for_orientation(body, 0.36)
            keys_area = keys_area.inflate(-gap, 0).move(gap // 2, 0)
        self._build_chips(ui, chips_area, gap, touch)
        self.keyboard = OnscreenKeyboard(ui, keys_area, i18n.current_language(), size, self.type_text, self.backspace)

    def _build_chips(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int, touch: int) -> None:
        chip_h = max(touch, min(layout.scaled(60, self.size), touch))
        chip_w = max(touch, layout.scaled(190, self.size))
        columns = max(1, (area.width + gap // 2) // (chip_w + gap // 2))
        rows = max(1, (area.height + gap // 2) // (chip_h + gap // 2))
        names = self.suggestions[: min(MAX_CHIPS, columns * rows)]
        chip_w = max(touch, (area.width - (columns - 1) * (gap // 2)) // columns)
        used_rows = max(1, (len(names) + columns - 1) // columns)
        block = pygame.Rect(area.left, area.top, area.width, used_rows * chip_h + (used_rows - 1) * (gap // 2))
        self.chips = {}
        for rect, name in zip(layout.grid(block, len(names), columns, (chip_w, chip_h), gap // 2), names):
            chip = pygame_gui.elements.UIButton(rect, name, ui, object_id=ObjectID(class_id="@name_chip", object_id="#name_chip"))
            if name.casefold() in self.taken:
                chip.disable()
            self.chips[chip] = name

    # ----- typing -----------------------------------------------------------------------------------------
    def type_text(self, text: str) -> None:
        if self.entry is not None:
            type_into(self.entry, self.ui, text, MAX_NAME_LENGTH)
            self.text = self.entry.get_text()

    def backspace(self) -> None:
        if self.entry is not None:
            erase_last(self.entry, self.ui)
            self.text = self.entry.get_text()

    # ----- input --------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.keyboard is not None and self.keyboard.handle(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.text = self.entry.get_text()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.finish()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.done_button:
            self.finish()
            return True
        if event.ui_element is self.cancel_button:
            self.go_back()
            return True
        if event.ui_element in self.chips:
            self.text = self.chips[event.ui_element]
            self.finish()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.go_back()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish()
            return True
        return False

    def finish(self) -> None:
        self.on_done(self.text)
        self.go_back()

    # ----- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        title = t("setup.name_title", seat=self.seat + 1)
        px = fonts.fit_px(title, "heading", theme.font_px("@heading", self.size), self.title_rect.width,
                          min_px=layout.body_text_px(self.size))
        rendered = fonts.render(title, "heading", px, theme.colour("public_title"))
        surface.blit(rendered, rendered.get_rect(center=self.title_rect.center))
        draw_mouse(surface, self.icon_rect, self.seat)
