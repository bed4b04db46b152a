"""At start, offer to resume a game that was interrupted (crash, power loss, closed window).

The game resumes on a curtain, never on a private screen (privacy protocol,
rule 7). A damaged autosave has already been moved aside by the loader; the
player sees a short notice and the title. At a touch table the question faces both long sides, like the
title under it, and a table game resumes at the table (``scenes.table.start.resume_flow``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from storage import autosave
from play.session import PlaySession
from scenes.kit.widgets.names import join_names
from scenes.kit.widgets.text_block import draw_paragraphs
from scenes.kit.widgets.veiled_panel import draw_veiled_panel
from scenes.kit.both_sides import facing_like
from play.double_kill.session import DkSession
from scenes.table.start import resume_flow
from scenes.double_kill import screens as dk_screens
from scenes.double_kill.flow import DkFlow

if TYPE_CHECKING:
    from app.app import App
    from play.double_kill.session import DkSession


class ResumePromptScene(Scene):
    is_overlay = True

    def __init__(self, app: "App", session: PlaySession | DkSession) -> None:
        super().__init__(app)
        self.session = session
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)
        self.resume_button: pygame_gui.elements.UIButton | None = None
        self.discard_button: pygame_gui.elements.UIButton | None = None

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        self.panel = layout.centred_rect(min(content.width, layout.scaled(820, size)),
                                         min(content.height, layout.scaled(420, size)), content.center)
        pad = layout.gap_px(size) * 2
        button_h = layout.button_height(size)
        row = pygame.Rect(self.panel.left + pad, self.panel.bottom - pad - button_h, self.panel.width - 2 * pad, button_h)
        self.message_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad, self.panel.width - 2 * pad,
                                        row.top - self.panel.top - 2 * pad)
        discard, resume = layout.stack_horizontal(row, 2, (row.width - layout.gap_px(size)) // 2, layout.gap_px(size))
        self.discard_button = pygame_gui.elements.UIButton(
            discard, gui_key("resume.discard"), ui, object_id=ObjectID("#resume_discard", "@secondary_button"))
        self.resume_button = pygame_gui.elements.UIButton(
            resume, gui_key("resume.resume"), ui, object_id=ObjectID("#resume_resume", "@primary_button"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        used = super().handle_event(event)
        return used or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.resume_button:
            self.resume()
            return True
        if event.ui_element is self.discard_button:
            self.discard()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.resume()
            return True
        if event.key == pygame.K_ESCAPE:
            self.discard()
            return True
        return False

    def resume(self) -> None:
        self.app.scenes.pop(transition=False)
        if isinstance(self.session, DkSession):  # a Double Kill sitting has its own flow
            dk_screens.register_all()
            DkFlow(self.app, self.session).show_current(replace=False)
            return
        resume_flow(self.app, self.session).show_current(replace=False)

    def discard(self) -> None:
        autosave.discard()
        self.app.scenes.pop()

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_veiled_panel(surface, self.panel, self.size)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        names = join_names(list(self.session.setup.names))
        lines = [t("resume.heading"), t("resume.players", count=self.session.player_count, names=names), t("resume.safe")]
        draw_paragraphs(surface, self.message_rect, lines, theme.colour("private_text"))


def offer_resume(app: "App") -> None:
    """Push the question over the title when an unfinished game was saved."""
    offer = autosave.load()
    if offer.notice is not None:
        app.show_notice(t("resume.damaged"))
    if offer.session is not None and not offer.session.game_over:
        # Over the table's title, the question faces both long sides as the title does.
        app.scenes.push(facing_like(app.scenes.top(), ResumePromptScene(app, offer.session)), transition=False)
