"""After the last step: play now with the table the tutorial was made for, see the chapters again, or leave.

Screens that build on the tutorial (a quiz, the rules at a glance) are linked here by adding their route to
`FOLLOW_UPS`: each shows as a button once its screen is registered.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, routes, theme
from app.i18n import t
from driver.protocol import DemoWish, Gesture
from scenes.public_common import draw_panel, draw_text_block
from scenes.tutorial_base import TutorialScreen

if TYPE_CHECKING:
    from scenes.tutorial_flow import TutorialFlow

FOLLOW_UPS: tuple[tuple[str, str], ...] = ()  # (button's translation key, route) of screens that follow on


class TutorialEndScene(TutorialScreen):
    backdrop_variant = "day"

    def __init__(self, flow: "TutorialFlow") -> None:
        super().__init__(flow)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.text_rect = pygame.Rect(0, 0, 1, 1)

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        button_h = layout.button_height(size)
        column = layout.centred_rect(min(content.width, layout.scaled(820, size)), content.height, content.center)
        follow_ups = [(key, route) for key, route in FOLLOW_UPS if routes.has(route)]
        rows = 4 + len(follow_ups)
        buttons_h = rows * button_h + (rows - 1) * gap
        self.heading_rect = pygame.Rect(column.left, column.top, column.width, max(button_h, layout.scaled(90, size)))
        room = column.bottom - buttons_h - 2 * gap - self.heading_rect.bottom
        self.text_rect = pygame.Rect(column.left, self.heading_rect.bottom + gap, column.width,
                                     min(room, layout.scaled(300, size)))
        rects = layout.stack_vertical(pygame.Rect(column.left, column.bottom - buttons_h, column.width, buttons_h),
                                      rows, button_h, gap, min(column.width, layout.scaled(560, size)))
        table = self.tutorial.session.table
        self.add_button(ui, rects[0], "tutorial.end.play", "play", lambda: self.tutorial.open_setup(table),
                        "@primary_button")
        for rect, (key, route) in zip(rects[1:], follow_ups):
            self.add_button(ui, rect, key, f"follow_{route}", lambda route=route: self.open_route(route))
        rest = rects[1 + len(follow_ups):]
        self.add_button(ui, rest[0], "tutorial.nav.chapters", "chapters", self.open_menu)
        self.add_button(ui, rest[1], "tutorial.nav.back", "back", lambda: self.tutorial.change(self.tutorial.session.back()))
        self.add_button(ui, rest[2], "tutorial.nav.exit", "exit", self.tutorial.exit)

    def open_route(self, route: str) -> None:
        scene = routes.make(route, self.app)
        if scene is not None:
            self.app.scenes.push(scene)

    def open_menu(self) -> None:
        from scenes.tutorial_menu import TutorialMenuScene

        self.app.scenes.push(TutorialMenuScene(self.tutorial))

    def draw_foreground(self, surface: pygame.Surface) -> None:
        self.draw_heading(surface, t("tutorial.end.heading"), self.heading_rect)
        draw_panel(surface, self.text_rect)
        table = self.tutorial.session.table
        key = "tutorial.end.text_fall_mouse" if table.fall_mouse else "tutorial.end.text"
        inner = self.text_rect.inflate(-2 * layout.gap_px(self.size), -layout.gap_px(self.size))
        draw_text_block(surface, t(key, players=table.players), inner, layout.body_text_px(self.size) * 5 // 4,
                        theme.colour("public_text"))

    def demo_plan(self, rng: random.Random, wish: DemoWish) -> list[Gesture]:
        return []  # the end: a demo stops here
