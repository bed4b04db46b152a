"""The "Rules" button of the Double Kill screens that offer Rules at a glance: the setup and the day's screens."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key
from game.double_kill.config import RoleSet
from scenes.double_kill.common import DkPublicScene
from scenes.double_kill.rules_glance import open_dk_rules_at_a_glance
from scenes.kit.public_common import draw_text_block

if TYPE_CHECKING:
    from app.scene import Scene

    _SceneMixin = Scene  # a mixin's super() calls reach the screen it is mixed into
else:
    _SceneMixin = object


def rules_button_rect(size: tuple[int, int], height: int) -> pygame.Rect:
    """The top-right corner, facing the Leave or Back button."""
    content = layout.content_rect(size)
    width = max(layout.min_touch_px(size), min(layout.scaled(190, size), content.width // 4))
    return pygame.Rect(content.right - width, content.top, width, height)


class OffersDkRules(_SceneMixin):
    """A screen with a "Rules" button that opens this table's rules at a glance, from public facts only (the
    player count and the agreed role set)."""

    offers_rules = True
    rules_button: pygame_gui.elements.UIButton | None = None
    rules_seen = False  # Rules at a glance was opened from this screen (the demo looks once)

    def table_for_rules(self) -> tuple[int, RoleSet]:
        """The player count and role set of the table (override)."""
        raise NotImplementedError

    def build_rules_button(self, ui: pygame_gui.UIManager, height: int) -> pygame.Rect:
        rect = rules_button_rect(self.size, height)
        self.rules_button = pygame_gui.elements.UIButton(
            rect, gui_key("glance.open"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#rules_open"))
        return rect

    def handle_rules_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.rules_button is not None and event.ui_element is self.rules_button:
            self.open_rules()
            return True
        return False

    def open_rules(self) -> bool:
        count, role_set = self.table_for_rules()
        try:
            shown = open_dk_rules_at_a_glance(self.app, count, role_set) is not None
        except ValueError:  # a table the rules refuse (the setup says why when it is dealt): nothing to show
            return False
        self.rules_seen = self.rules_seen or shown
        return shown


class DkRulesOfferingScene(OffersDkRules, DkPublicScene):
    """A day screen: the Leave button, the heading, and "Rules" in the top-right corner."""

    def table_for_rules(self) -> tuple[int, RoleSet]:
        return self.shown.player_count, RoleSet(**self.shown.role_set)

    def build_header(self, ui: pygame_gui.UIManager) -> pygame.Rect:
        body = super().build_header(ui)
        rules = self.build_rules_button(ui, self.header_height())
        room = rules.left - layout.gap_px(self.size) - self.title_rect.left
        if self.title_rect.width > room:  # an upright tablet: the heading gives up the corner
            self.title_rect.width = room
        return body

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        return self.handle_rules_event(event) or super().on_gui_event(event)

    def draw_title(self, surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
        body_px = layout.body_text_px(self.size)
        if fonts.fit_px(text, "heading", theme.font_px("@heading", self.size), area.width, min_px=1) >= body_px:
            super().draw_title(surface, text, area)
        else:  # an upright tablet between Leave and Rules: two lines rather than words under the buttons
            draw_text_block(surface, text, area, body_px, theme.colour("public_title"), role="heading")
