"""The kiosk's "Out of order: please call staff" screen, shown when a configuration existed but none can be read.

Customers must never reach the set-up wizard (whoever finished it would choose the PIN), so this screen has no
button and no way on; the staff corner finds no PIN to ask for. Only ``main.py kiosk --reset-config`` on the
machine clears it (see the README). It says nothing of what went wrong: the health log and ``--status`` do.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app import layout, theme
from program.i18n import t
from app.scene import Scene
from scenes.kit.public_common import draw_heading, draw_panel, draw_text_block

if TYPE_CHECKING:
    from app.app import App


class KioskOutOfOrderScene(Scene):
    status_name = "out-of-order"

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)

    def build_ui(self, ui) -> None:
        content = layout.content_rect(self.size)
        self.panel = layout.centred_rect(min(content.width, layout.scaled(900, self.size)),
                                         min(content.height, layout.scaled(360, self.size)), content.center)
        pad = layout.gap_px(self.size) * 2
        heading_h = max(layout.min_touch_px(self.size), layout.scaled(96, self.size))
        self.heading_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad, self.panel.width - 2 * pad, heading_h)
        self.message_rect = pygame.Rect(self.heading_rect.left, self.heading_rect.bottom, self.heading_rect.width,
                                        self.panel.bottom - pad - self.heading_rect.bottom)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        draw_panel(surface, self.panel)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_heading(surface, t("kiosk.out_of_order.title"), self.heading_rect, self.size)
        draw_text_block(surface, t("kiosk.out_of_order.body"), self.message_rect, layout.body_text_px(self.size),
                        theme.colour("public_text"))

    def on_key(self, event: pygame.event.Event) -> bool:
        return True  # Escape and every other key lead nowhere
