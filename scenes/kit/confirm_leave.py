"""Asks before leaving a game: it stays saved, so nothing is lost (an overlay over any game screen)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from art.veil import lay_veil
from scenes.kit.flow_protocol import GameFlow
from scenes.kit.text_panels import draw_panel, draw_text_block

INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)


class ConfirmLeaveScene(Scene):
    is_overlay = True

    def __init__(self, flow: GameFlow) -> None:
        super().__init__(flow.app)
        self.flow = flow
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)
        self.yes: pygame_gui.elements.UIButton | None = None
        self.no: pygame_gui.elements.UIButton | None = None

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        content = layout.content_rect(self.size)
        width = min(content.width, layout.scaled(760, self.size))
        height = min(content.height, layout.scaled(380, self.size))
        self.panel = layout.centred_rect(width, height, content.center)
        pad = layout.gap_px(self.size) * 2
        button_h = layout.button_height(self.size)
        buttons = pygame.Rect(self.panel.left + pad, self.panel.bottom - pad - button_h, self.panel.width - 2 * pad, button_h)
        self.message_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad, self.panel.width - 2 * pad,
                                        buttons.top - self.panel.top - 2 * pad)
        no_rect, yes_rect = layout.stack_horizontal(buttons, 2, buttons.width, layout.gap_px(self.size))
        self.no = pygame_gui.elements.UIButton(no_rect, gui_key("leave.stay"), ui,
                                               object_id=ObjectID(class_id="@primary_button", object_id="#leave_no"))
        self.yes = pygame_gui.elements.UIButton(yes_rect, gui_key("leave.confirm"), ui,
                                                object_id=ObjectID(class_id="@secondary_button", object_id="#leave_yes"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = super().handle_event(event)
        # Modal: nothing reaches the game screen underneath while the question is open.
        return used or event.type in INPUT_EVENTS

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.yes:
            self.flow.leave()
            return True
        if event.ui_element is self.no:
            self.close()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.flow.leave()
            return True
        return False

    def close(self) -> None:
        """Back to the game at once (no fade: the game screen never left)."""
        if self.is_top():
            self.app.scenes.pop(transition=False)  # itself, or the table screen showing it twice

    def draw_background(self, surface: pygame.Surface) -> None:
        lay_veil(surface, theme.colour("public_overlay"), 190)
        draw_panel(surface, self.panel, 245)
        heading_h = self.message_rect.height * 2 // 5
        title = pygame.Rect(self.message_rect.left, self.message_rect.top, self.message_rect.width, heading_h)
        draw_text_block(surface, t("leave.title"), title, theme.font_px("@heading", self.size), theme.colour("public_title"), role="heading")
        body = pygame.Rect(self.message_rect.left, title.bottom, self.message_rect.width, self.message_rect.height - heading_h)
        kiosk = "_kiosk" if self.app.locked else ""  # the café kiosk keeps no unfinished game for later
        message = t(f"leave.message_over{kiosk}") if self.flow.session.game_over else t(f"leave.message{kiosk}")
        draw_text_block(surface, message, body, layout.body_text_px(self.size), theme.colour("public_text"))
