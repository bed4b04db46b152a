"""A face-up Cheese Thief screen that offers Rules at a glance for its table (the discussion, the point vote)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout
from program.i18n import gui_key
from game.cheese_thief.table_rules import table_rules
from scenes.cheese_thief.rules_glance import open_rules_at_a_glance
from scenes.cheese_thief.warm_ups import rules_glance_pictures
from scenes.kit.public_common import PublicPlayScene
from scenes.kit.table_scene import TableScene

if TYPE_CHECKING:
    from play.flow import Step
    from scenes.cheese_thief.play_flow import PlayFlow


class RulesOfferingScene(PublicPlayScene["PlayFlow"]):
    """Its "Rules" button opens Rules at a glance, from the public view only (the count and the agreed options)."""

    def __init__(self, flow: "PlayFlow", step: "Step | None" = None) -> None:
        super().__init__(flow, step)
        self.rules_button: pygame_gui.elements.UIButton | None = None
        self.rules_seen = False  # "Rules at a glance" was opened from here (the demo looks once)

    def build_rules_button(self, ui: pygame_gui.UIManager, rect: pygame.Rect | None = None) -> pygame.Rect:
        """"Rules" (rules at a glance for this table), by default in the top-right corner facing Leave."""
        if rect is None:
            content = layout.content_rect(self.size)
            width = min(layout.scaled(190, self.size), content.width // 4)
            width = max(layout.min_touch_px(self.size), width)
            rect = pygame.Rect(content.right - width, content.top, width, self.header_height())
        self.rules_button = pygame_gui.elements.UIButton(
            rect, gui_key("glance.open"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#rules_open"))
        # Painted ahead at the window's size, as a tablet shows it; a table shows it over half the table, so there
        # these tasks painted pictures never shown, 10-20 ms each at 4K in steps that drew nothing.
        if not isinstance(self.app.scenes.top(), TableScene):
            public = self.flow.public()
            self.app.frames.warm_up.add_all(rules_glance_pictures(self.app, table_rules(
                public.player_count, public.fall_mouse, public.house_rules)))
        return rect

    def handle_rules_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.rules_button:
            self.open_rules()
            return True
        return False

    def open_rules(self) -> None:
        """Rules at a glance for this table, from the public view only (the count and the agreed options)."""
        public = self.flow.public()
        if open_rules_at_a_glance(self.app, public.player_count, public.fall_mouse, public.house_rules) is not None:
            self.rules_seen = True
