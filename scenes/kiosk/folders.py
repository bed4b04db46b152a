"""A folder list for staff to choose where the CSV files go: big buttons a finger can hit, a page at a time.

It starts on a plugged-in USB stick when there is one (``kiosk.folders.start_folder``), else the home folder;
tapping a folder opens it, "Up one level" goes back, "Export here" hands the folder to the caller and
closes. A folder that cannot be read simply shows no folders inside.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key, t
from app.scene import Scene
from kiosk.folders import parent_of, start_folder, subfolders
from scenes.kit.public_common import draw_heading, draw_text_block

if TYPE_CHECKING:
    from app.app import App


class FolderPickerScene(Scene):
    def __init__(self, app: "App", on_pick: Callable[[Path], None], start: Path | None = None) -> None:
        super().__init__(app)
        self.on_pick = on_pick
        self.folder = start if start is not None else start_folder()
        self.folders = subfolders(self.folder)
        self.page = 0
        self.per_page = 1
        self.cancel_button: pygame_gui.elements.UIButton | None = None
        self.up_button: pygame_gui.elements.UIButton | None = None
        self.here_button: pygame_gui.elements.UIButton | None = None
        self.previous_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None
        self.folder_buttons: dict[pygame_gui.elements.UIButton, Path] = {}
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.path_rect = pygame.Rect(0, 0, 1, 1)
        self.list_rect = pygame.Rect(0, 0, 1, 1)

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        button_h = layout.button_height(size)
        back, self.title_rect = layout.header_with_back(size)
        self.cancel_button = self._button(ui, back, "kiosk.folders.cancel", "#cancel", "@secondary_button")
        self.path_rect = pygame.Rect(content.left, back.bottom + gap, content.width, int(layout.body_text_px(size) * 1.8))
        actions = pygame.Rect(content.left, self.path_rect.bottom + gap, content.width, button_h)
        up, here = layout.stack_horizontal(actions, 2, (content.width - gap) // 2, gap)
        self.up_button = self._button(ui, up, "kiosk.folders.up", "#up", "@secondary_button")
        self.here_button = self._button(ui, here, "kiosk.folders.here", "#export_here", "@primary_button")
        if parent_of(self.folder) is None:
            self.up_button.disable()
        pages = pygame.Rect(content.left, content.bottom - button_h, content.width, button_h)
        self.list_rect = pygame.Rect(content.left, actions.bottom + gap, content.width, pages.top - actions.bottom - 2 * gap)
        columns = 1 if layout.is_portrait(size) else 2
        rows = max(1, (self.list_rect.height + gap) // (button_h + gap))
        self.per_page = rows * columns
        self.page = min(self.page, max(0, (len(self.folders) - 1) // self.per_page))
        shown = self.folders[self.page * self.per_page:(self.page + 1) * self.per_page]
        cell = ((self.list_rect.width - (columns - 1) * gap) // columns, button_h)
        self.folder_buttons = {}
        used_rows = (len(shown) + columns - 1) // columns
        block = pygame.Rect(self.list_rect.left, self.list_rect.top, self.list_rect.width,
                            max(0, used_rows * (button_h + gap) - gap))  # the list starts at the top, not centred
        for index, (rect, folder) in enumerate(zip(layout.grid(block, len(shown), columns, cell, gap), shown)):
            button = pygame_gui.elements.UIButton(
                rect, folder.name, ui, object_id=ObjectID(class_id="@setup_name_button", object_id=f"#folder_{index}"))
            self.folder_buttons[button] = folder
        self.previous_button = self.next_button = None
        if len(self.folders) <= self.per_page:
            return  # one page: no page buttons to puzzle over
        previous, following = layout.stack_horizontal(pages, 2, min((content.width - gap) // 2,
                                                                    layout.scaled(320, size)), gap)
        self.previous_button = self._button(ui, previous, "kiosk.folders.previous", "#previous", "@secondary_button")
        self.next_button = self._button(ui, following, "kiosk.folders.next", "#next", "@secondary_button")
        if self.page == 0:
            self.previous_button.disable()
        if (self.page + 1) * self.per_page >= len(self.folders):
            self.next_button.disable()

    def _button(self, ui: pygame_gui.UIManager, rect: pygame.Rect, key: str, object_id: str,
                class_id: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(rect, gui_key(key), ui, object_id=ObjectID(class_id=class_id, object_id=object_id))

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element is self.cancel_button:
            self.go_back()
        elif element is self.here_button:
            self.pick()
        elif element is self.up_button:
            parent = parent_of(self.folder)
            if parent is not None:
                self.open(parent)
        elif element is self.previous_button:
            self.turn_page(-1)
        elif element is self.next_button:
            self.turn_page(1)
        elif element in self.folder_buttons:
            self.open(self.folder_buttons[element])
        else:
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()
            return True
        return False

    def open(self, folder: Path) -> None:
        self.folder, self.folders, self.page = folder, subfolders(folder), 0
        self.rebuild_ui()
        self.app.request_redraw()

    def turn_page(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.rebuild_ui()
        self.app.request_redraw()

    def pick(self) -> None:
        folder = self.folder
        self.go_back()
        self.on_pick(folder)

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_heading(surface, t("kiosk.folders.heading"), self.title_rect, self.size)
        self._draw_path(surface)
        if not self.folders:
            draw_text_block(surface, t("kiosk.folders.none"), self.list_rect, layout.body_text_px(self.size),
                            theme.colour("public_dim"))

    def _draw_path(self, surface: pygame.Surface) -> None:
        """The folder's full path; a path too long for the line loses its beginning, the end tells the most."""
        area = self.path_rect
        px = layout.body_text_px(self.size)
        full = str(self.folder)
        text, cut = full, 0
        font = fonts.font_for_text(full, "body", px)
        while cut < len(full) - 1 and font.size(text)[0] > area.width:
            cut += 1
            text = t("kiosk.folders.path_end", path=full[cut:])
        rendered = fonts.render(text, "body", px, theme.colour("public_text"))
        surface.blit(rendered, rendered.get_rect(midleft=(area.left, area.centery)))
