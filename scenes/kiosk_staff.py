"""The staff menu, reached only through the PIN: statistics, settings, the set-up wizard, factory reset, exit.

Statistics appear when something provides the route ``"kiosk_stats"``. A factory reset first shows what it erases
and asks again; only then are the files deleted (kiosk.config.factory_reset) and ``on_reset`` told, so the caller
can start the wizard afresh.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from app.i18n import gui_key, t
from app.scene import Scene
from driver.protocol import DemoWish, Gesture
from kiosk.config import factory_reset
from scenes.public_common import draw_heading, draw_panel, draw_text_block, tap

if TYPE_CHECKING:
    from app.app import App

STATS_ROUTE = "kiosk_stats"
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
                 erase: Callable[[], object] = factory_reset) -> None:
        super().__init__(app)
        self.on_back = on_back
        self.on_run_wizard = on_run_wizard
        self.on_reset = on_reset
        self.on_exit_to_desktop = on_exit_to_desktop
        self.erase = erase
        self.confirming_reset = False
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.message_rect = pygame.Rect(0, 0, 1, 1)

    def entries(self) -> list[tuple[str, str]]:
        return [entry for entry in ENTRIES if entry[0] != "statistics" or routes.has(STATS_ROUTE)]

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.buttons = {}
        if self.confirming_reset:
            self._build_confirmation(ui)
        else:
            self._build_menu(ui)

    def _build_menu(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        header_h = max(layout.min_touch_px(size), layout.scaled(80, size))
        self.heading_rect = pygame.Rect(content.left, content.top, content.width, header_h)
        body = pygame.Rect(content.left, content.top + header_h + gap, content.width, content.height - header_h - gap)
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
        keep, erase = layout.stack_horizontal(row, 2, (row.width - gap) // 2, gap)
        self.buttons["keep"] = pygame_gui.elements.UIButton(
            keep, gui_key("kiosk.reset.keep"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#reset_keep"))
        self.buttons["erase"] = pygame_gui.elements.UIButton(
            erase, gui_key("kiosk.reset.erase"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#reset_erase"))

    # ----- actions -----------------------------------------------------------------------------------------
    def choose(self, name: str) -> None:
        if name in ("statistics", "settings"):
            scene = routes.make(STATS_ROUTE if name == "statistics" else "settings", self.app)
            if scene is not None:
                self.app.scenes.push(scene)
        elif name == "wizard":
            self.on_run_wizard()
        elif name == "reset":
            self._ask_reset(True)
        elif name == "exit":
            self.on_exit_to_desktop()
        elif name == "back":
            self.on_back()
        elif name == "keep":
            self._ask_reset(False)
        elif name == "erase":
            self.confirming_reset = False
            self.erase()
            self.on_reset()

    def _ask_reset(self, asking: bool) -> None:
        self.confirming_reset = asking
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
            self.choose("keep" if self.confirming_reset else "back")
            return True
        return False

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if self.confirming_reset:
            draw_panel(surface, self.panel)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        if self.confirming_reset:
            draw_heading(surface, t("kiosk.reset.title"), self.heading_rect, self.size)
            draw_text_block(surface, t("kiosk.reset.body"), self.message_rect, layout.body_text_px(self.size),
                            theme.colour("public_text"))
        else:
            draw_heading(surface, t("kiosk.staff.title"), self.heading_rect, self.size)

    def demo_plan(self, rng: random.Random, wish: DemoWish) -> list[Gesture]:
        """A driver that got here goes straight back to the customers, and never erases or leaves."""
        return tap(self.buttons.get("keep") or self.buttons.get("back"))


# ----- gallery -------------------------------------------------------------------------------------------------
def _gallery_scene(app: "App", confirming: bool = False) -> KioskStaffScene:
    def nothing() -> None:
        return None

    scene = KioskStaffScene(app, on_back=nothing, on_run_wizard=nothing, on_reset=nothing,
                            on_exit_to_desktop=nothing, erase=nothing)
    app.scenes.push(scene, transition=False)
    if confirming:
        scene.choose("reset")
    return scene


def register(gallery) -> None:
    gallery.register_screen(114, "kiosk-staff-menu", _gallery_scene)
    gallery.register_screen(115, "kiosk-staff-reset", lambda app: _gallery_scene(app, confirming=True))
