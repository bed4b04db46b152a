"""The title screen: Play (Cheese Thief, the default), Double Kill, Learn to play, Narrator, Settings, Quit over a moonlit table with a cheese.

Keys: Enter plays, Escape quits, F11 toggles fullscreen (handled by the app for every screen). In the locked
café kiosk (``App.locked``) there is no Quit: no button, and Escape does nothing here. At a touch table the title
and its Settings are shown twice, facing both long sides (``scenes.kit.both_sides``). The title takes the form the
settings ask for whenever it is shown again: Settings turned to table mode while the title is showing take effect
as Settings closes, so the group sees the table's title before anyone presses Play, and the Settings screen a
player is using does not move under their finger.
Play, Learn to play and Narrator open the routes ``"setup"``, ``"tutorial"`` and ``"narrator_setup"`` and are
hidden until those exist.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, routes, theme
from program import i18n
from app.frames.layer_cache import LayerCache
from program.i18n import gui_key, t
from app.scene import Scene
from scenes.kit.title_art import draw_title_art
from scenes.kit.both_sides import BothSidesScene, facing_like
from scenes.kit.table_mode import seatable_table
from table.physical import TableScreen

if TYPE_CHECKING:
    from app.app import App

# (button id, translation key, route or None, theme class)
MENU: tuple[tuple[str, str, str | None, str], ...] = (
    ("#play", "title.play", "setup", "@primary_button"),
    ("#double_kill", "title.double_kill", "dk_setup", "@secondary_button"),
    ("#learn", "title.learn", "tutorial", "@secondary_button"),
    ("#narrator", "title.narrator", "narrator_setup", "@secondary_button"),
    ("#settings", "title.settings", "settings", "@secondary_button"),
    ("#quit", "title.quit", None, "@secondary_button"),
)
# Entries left out of a touch table's title (shown inside its panels): Double Kill is played by passing one tablet.
PASS_AND_PLAY_ONLY = ("#double_kill",)
# Routes shown the way the title is: at a table, twice, facing both long sides. Play opens the table's own seats.
KEEPS_THE_TITLES_FORM = ("settings", "narrator_setup", "tutorial")


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.art_rect = pygame.Rect(0, 0, 1, 1)
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self._picture = LayerCache()

    # ----- layout ------------------------------------------------------------------------------------------
    def _menu_entries(self) -> list[tuple[str, str, str | None, str]]:
        return [entry for entry in MENU
                if (entry[2] is None and not self.app.locked) or (entry[2] is not None and routes.has(entry[2]))
                and not (entry[0] in PASS_AND_PLAY_ONLY and self.touch_floor_px)]

    def _layout(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(heading, art, menu) areas for the current window, landscape or portrait."""
        width, height = self.size
        content = layout.content_rect(self.size)
        if layout.is_portrait(self.size):
            heading = pygame.Rect(content.left, content.top, content.width, int(content.height * 0.18))
            art = pygame.Rect(content.left, heading.bottom, content.width, int(content.height * 0.4))
            menu = pygame.Rect(content.left, art.bottom, content.width, content.bottom - art.bottom)
        else:
            heading = pygame.Rect(content.left, content.top, content.width, int(content.height * 0.27))
            lower = pygame.Rect(content.left, heading.bottom, content.width, content.bottom - heading.bottom)
            art, menu = layout.split_for_orientation(lower, 0.55)
        return heading, art, menu

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.heading_rect, self.art_rect, menu = self._layout()
        entries = self._menu_entries()
        button_h = layout.button_height(self.size)
        width = min(menu.width, layout.scaled(440, self.size))
        gap = layout.targets_apart(layout.gap_px(self.size))
        rects = layout.stack_vertical(menu, len(entries), button_h, gap, width)
        self.buttons = {}
        for rect, (object_id, key, _route, class_id) in zip(rects, entries):
            self.buttons[object_id] = pygame_gui.elements.UIButton(
                rect, gui_key(key), ui, object_id=ObjectID(class_id=class_id, object_id=object_id)
            )

    def forget_pictures(self) -> None:
        self._picture.clear()

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for object_id, button in self.buttons.items():
            if event.ui_element is button:
                self.activate(object_id)
                return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate("#play")
            return True
        if event.key == pygame.K_ESCAPE:
            self.activate("#quit")
            return True
        return False

    def activate(self, object_id: str) -> None:
        """Do what the menu entry ``object_id`` says."""
        if object_id == "#quit":
            if not self.app.locked:
                self.app.quit()
            return
        route = next((entry[2] for entry in MENU if entry[0] == object_id), None)
        scene = routes.make(route, self.app) if route else None
        if scene is not None:
            if route in KEEPS_THE_TITLES_FORM:
                scene = facing_like(self.app.scenes.top(), scene)
            self.app.scenes.push(scene)

    def on_resume(self) -> None:
        super().on_resume()
        if self.app.scenes.top() is self:  # the tablet's title: Settings may just have turned table mode on
            keep_title_in_form(self.app, None)

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # A still picture: painted once per size and language, then copied each frame.
        key = (self.size, i18n.current_language(), tuple(self.art_rect), tuple(self.heading_rect))
        self._picture.blit(surface, key, self._paint_picture)

    def _paint_picture(self, surface: pygame.Surface) -> None:
        draw_title_art(surface, self.art_rect)
        self._draw_heading(surface)

    def _draw_heading(self, surface: pygame.Surface) -> None:
        name, tagline = t("title.game_name"), t("title.tagline")
        area = self.heading_rect
        title_px = fonts.fit_px(name, "display", int(area.height * 0.5), area.width)
        tagline_px = fonts.fit_px(tagline, "body", layout.body_text_px(self.size), area.width, min_px=layout.body_text_px(self.size) * 3 // 4)
        title_font = fonts.font_for_text(name, "display", title_px)
        shadow = title_font.render(name, True, theme.colour("title_shadow"))
        text = title_font.render(name, True, theme.colour("title_text"))
        sub = fonts.render(tagline, "body", tagline_px, theme.colour("subtitle_text"))
        total = text.get_height() + sub.get_height()
        top = area.top + max(0, (area.height - total) // 2)
        offset = max(2, title_px // 18)
        surface.blit(shadow, shadow.get_rect(midtop=(area.centerx + offset, top + offset)))
        surface.blit(text, text.get_rect(midtop=(area.centerx, top)))
        surface.blit(sub, sub.get_rect(midtop=(area.centerx, top + text.get_height())))


class TableTitleScene(BothSidesScene):
    """The title at a table. Shown again (Settings closed, a game left), it takes the form the settings now ask
    for: the tablet's title when table mode was turned off, a new table title when the diagonal changed."""

    def __init__(self, app: "App", screen: TableScreen) -> None:
        super().__init__(app, screen, TitleScene(app))

    def on_resume(self) -> None:
        super().on_resume()
        keep_title_in_form(self.app, self.screen)


def title_scene(app: "App") -> Scene:
    """The title in the form the settings and the window ask for: facing both long sides at a table."""
    screen = seatable_table(app)
    return TitleScene(app) if screen is None else TableTitleScene(app, screen)


def keep_title_in_form(app: "App", shown_for: TableScreen | None) -> None:
    """The title on top was made for ``shown_for`` (None: the tablet); if the settings now ask for another form,
    it is swapped for one in that form, in place (the change of screen that showed it fades into the new one)."""
    if seatable_table(app) != shown_for:
        app.scenes.replace(title_scene(app), transition=False)
