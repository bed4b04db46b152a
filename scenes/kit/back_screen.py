"""A public screen laid over another, which Back, Escape or Backspace closes: rules at a glance (both games),
Double Kill's seating check and the café's statistics."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app.scene import Scene
from program.i18n import gui_key


class BackScreen(Scene):
    is_private = False
    back_button: pygame_gui.elements.UIButton | None = None

    def add_back_button(self, ui: pygame_gui.UIManager, rect: pygame.Rect, text_key: str, object_id: str) -> None:
        self.back_button = pygame_gui.elements.UIButton(
            rect, gui_key(text_key), ui, object_id=ObjectID(class_id="@secondary_button", object_id=object_id))

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.go_back()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()
            return True
        return False

    def go_back(self) -> None:
        if self.is_top():  # itself, or the table screen showing it twice
            self.app.scenes.pop(transition=True)
