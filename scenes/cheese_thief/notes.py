""""My notes" during the discussion: one player's summary, behind its own curtain (privacy protocol, rule 6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from art.mouse import draw_mouse
from play.summary import full_summary
from scenes.kit.widgets.names import line_text
from scenes.kit.widgets.text_block import draw_paragraphs

if TYPE_CHECKING:
    from app.app import App

IDLE_SECONDS = 90.0


class NotesFlow(Protocol):
    """What the notes read of the game's flow, which opens them (``PlayFlow`` fits it without naming it): the
    window, the names and one seat's own view."""

    @property
    def app(self) -> App: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    def view(self, seat: int) -> Any: ...


class NotesScene(Scene):
    is_private = True

    def __init__(self, flow: NotesFlow, seat: int) -> None:
        super().__init__(flow.app)
        self.flow = flow
        self.seat = seat
        self.idle = 0.0
        self.close_button: pygame_gui.elements.UIButton | None = None
        self.text_rect = pygame.Rect(0, 0, 1, 1)
        self.mouse_rect = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        margin = layout.margin_px(size)
        side, column = layout.split_for_orientation(content, 0.25)
        m = int(min(side.width, side.height) * 0.8)
        self.mouse_rect = pygame.Rect(0, 0, m, m)
        self.mouse_rect.center = side.center
        button = pygame.Rect(0, 0, min(column.width, layout.scaled(480, size)), layout.button_height(size))
        button.midbottom = (column.centerx, column.bottom)
        heading_h = int(theme.font_px("@heading", size) * 1.4)
        self.heading_rect = pygame.Rect(column.left, column.top, column.width, heading_h)
        self.text_rect = pygame.Rect(column.left, self.heading_rect.bottom, column.width, button.top - margin - self.heading_rect.bottom)
        self.close_button = pygame_gui.elements.UIButton(
            button, gui_key("notes.close"), ui, object_id=ObjectID("#notes_close", "@primary_button"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.idle = 0.0
        return super().handle_event(event)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.close()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return False

    def close(self) -> None:
        if self.app.scenes.top() is self:
            self.app.scenes.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.idle += dt
        if self.idle >= IDLE_SECONDS:
            self.close()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_mouse(surface, self.mouse_rect, self.seat, eyes_open=1.0)
        heading = t("notes.heading", name=self.flow.names[self.seat])
        px = fonts.fit_px(heading, "heading", theme.font_px("@heading", self.size), self.heading_rect.width,
                          min_px=layout.body_text_px(self.size))
        image = fonts.render(heading, "heading", px, theme.colour("title_text"))
        surface.blit(image, image.get_rect(midleft=self.heading_rect.midleft))
        lines = [line_text(line, self.flow.names) for line in full_summary(self.flow.view(self.seat))]
        draw_paragraphs(surface, self.text_rect, lines, theme.colour("private_text"))
