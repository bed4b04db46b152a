"""The staff menu, reached only through the PIN: statistics, settings, the set-up wizard, factory reset, exit.

Statistics appear when something provides the route ``"kiosk_stats"``. A factory reset first shows what it erases
and asks again; only then are the files deleted (kiosk.config.factory_reset) and ``on_reset`` told, so the caller
can start the wizard afresh. "Exit to the desktop" asks too, since the kiosk then stays closed. Under the heading
one line tells the program's health this week (``kiosk.health_summary``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from program.i18n import gui_key, t
from app.scene import Scene
from kiosk.config import factory_reset
from kiosk.health_summary import health_line
from scenes.kit.public_common import draw_heading, draw_panel, draw_text_block

if TYPE_CHECKING:
    from app.app import App

STATS_ROUTE = "kiosk_stats"
# The questions the menu asks before it acts: (title, body, keep button, go button), each a translation key.
QUESTIONS: dict[str, tuple[str, str, str, str]] = {
    "reset": ("kiosk.reset.title", "kiosk.reset.body", "kiosk.reset.keep", "kiosk.reset.erase"),
    "exit": ("kiosk.exit.title", "kiosk.exit.body", "kiosk.exit.stay", "kiosk.exit.confirm"),
}
# (name, translation key); the order staff see them in.
ENTRIES: tuple[tuple[str, str], ...] = (
    ("statistics", "kiosk.staff.statistics"),
    ("settings", "kiosk.staff.settings"),
    ("wizard", "kiosk.staff.wizard"),
    ("reset", "kiosk.staff.reset"),
    ("exit", "kiosk.staff.exit"),
    ("back", "kiosk.staff.back"),
)


class KioskStaffScene(Scene):
    def __init__(self, app: "App", on_back: Callable[[], None], on_run_wizard: Callable[[], None],
                 on_reset: Callable[[], None], on_exit_to_desktop: Callable[[], None],
                 erase: Callable[[], object] = factory_reset, health: Callable[[], str] = health_line) -> None:
        super().__init__(app)
        self.on_back = on_back
        self.on_run_wizard = on_run_wizard
        self.on_reset = on_reset
        self.on_exit_to_desktop = on_exit_to_desktop
        self.erase = erase
        self.health = health
        self.health_text = ""
        self.asking: str | None = None  # "reset" or "exit" while the menu asks before acting
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)
        self.health_rect = pygame.Rect(0, 0, 1, 1)

    @property
    def confirming_reset(self) -> bool:
        return self.asking == "reset"

    def entries(self) -> list[tuple[str, str]]:
        return [entry for entry in ENTRIES if entry[0] != "statistics" or routes.has(STATS_ROUTE)]

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.buttons = {}
        if self.asking is not None:
            self._build_confirmation(ui)
        else:
            self._build_menu(ui)

    def _build_menu(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        header_h = max(layout.min_touch_px(size), layout.scaled(80, size))
        self.heading_rect = pygame.Rect(content.left, content.top, content.width, header_h)
        self.health_text = self.health()
        health_h = layout.body_text_px(size) * 2 if self.health_text else 0
        self.health_rect = pygame.Rect(content.left, self.heading_rect.bottom, content.width, health_h)
        top = self.health_rect.bottom + gap
        body = pygame.Rect(content.left, top, content.width, content.bottom - top)
        entries = self.entries()
        columns = 1 if layout.is_portrait(size) else 2
        rows = (len(entries) + columns - 1) // columns
        button_w = min(layout.scaled(520, size), (body.width - (columns - 1) * gap) // columns)
        button_h = max(layout.min_touch_px(size), min(layout.scaled(96, size), (body.height - (rows - 1) * gap) // rows))
        for rect, (name, key) in zip(layout.grid(body, len(entries), columns, (button_w, button_h), gap), entries):
            style = "@secondary_button" if name == "back" else "@choice_button"
            self.buttons[name] = pygame_gui.elements.UIButton(
                rect, gui_key(key), ui, object_id=ObjectID(class_id=style, object_id=f"#staff_{name}"))

    def _build_confirmation(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        self.panel = layout.centred_rect(min(content.width, layout.scaled(900, size)),
                                         min(content.height, layout.scaled(560, size)), content.center)
        pad = gap * 2
        button_h = layout.button_height(size)
        heading_h = max(layout.min_touch_px(size), layout.scaled(72, size))
        self.heading_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad // 2, self.panel.width - 2 * pad, heading_h)
        row = pygame.Rect(self.panel.left + pad, self.panel.bottom - pad - button_h, self.panel.width - 2 * pad, button_h)
        self.message_rect = pygame.Rect(row.left, self.heading_rect.bottom, row.width, row.top - self.heading_rect.bottom - gap)
        keep, go = layout.stack_horizontal(row, 2, (row.width - gap) // 2, gap)
        _title, _body, keep_key, go_key = QUESTIONS[self.asking or "reset"]
        go_name = "erase" if self.asking == "reset" else "leave"
        self.buttons["keep"] = pygame_gui.elements.UIButton(
            keep, gui_key(keep_key), ui, object_id=ObjectID(class_id="@secondary_button", object_id=f"#{self.asking}_keep"))
        self.buttons[go_name] = pygame_gui.elements.UIButton(
            go, gui_key(go_key), ui, object_id=ObjectID(class_id="@primary_button", object_id=f"#{self.asking}_{go_name}"))

    # ----- actions -----------------------------------------------------------------------------------------
    def choose(self, name: str) -> None:
        if name in ("statistics", "settings"):
            scene = routes.make(STATS_ROUTE if name == "statistics" else "settings", self.app)
            if scene is not None:
                self.app.scenes.push(scene)
        elif name == "wizard":
            self.on_run_wizard()
        elif name in QUESTIONS:
            self._ask(name)
        elif name == "back":
            self.on_back()
        elif name == "keep":
            self._ask(None)
        elif name == "erase" and self.asking == "reset":
            self.asking = None
            self.erase()
            self.on_reset()
        elif name == "leave" and self.asking == "exit":
            self.asking = None
            self.on_exit_to_desktop()

    def _ask(self, asking: str | None) -> None:
        self.asking = asking
        self.rebuild_ui()
        self.app.request_redraw()

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for name, button in self.buttons.items():
            if event.ui_element is button:
                self.choose(name)
                return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.choose("keep" if self.asking else "back")
            return True
        return False

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if self.asking is not None:
            draw_panel(surface, self.panel)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        if self.asking is not None:
            title, body, _keep, _go = QUESTIONS[self.asking]
            draw_heading(surface, t(title), self.heading_rect, self.size)
            draw_text_block(surface, t(body), self.message_rect, layout.body_text_px(self.size),
                            theme.colour("public_text"))
            return
        draw_heading(surface, t("kiosk.staff.title"), self.heading_rect, self.size)
        if self.health_text:
            draw_text_block(surface, self.health_text, self.health_rect, layout.body_text_px(self.size),
                            theme.colour("public_text"))
