"""Rules at a glance: the rules of one table on one screen, in seven small panels of pictures and short lines.

For the player count and options of the table (the Fall Mouse, the house rule R11.2): the goal of each side,
the night, the theft, peeking, the followers, the vote and the reveal, and who wins in which order. Every fact
comes from ``game.cheese_thief.table_rules``. It is public, like the rulebook on the table: it reads no seat's view and no
game state, only the count and the options everyone agreed to.

Opened with :func:`open_rules_at_a_glance` from the setup, the discussion and the pointed vote (screens that
say ``offers_rules = True``), never from a curtain or a private screen; Back returns to that screen as it was. Opened from a table screen it is
shown twice, facing both long sides (``scenes.kit.both_sides``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, theme
from program import i18n
from program.i18n import t
from app.frames.layer_cache import LayerCache
from scenes.kit.back_screen import BackScreen
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.table_rules import TableRules, table_rules
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block
from scenes.cheese_thief.rules_glance_panels import GlancePanel, glance_panels, options_key
from scenes.cheese_thief.rules_glance_pictures import draw_panel_picture
from scenes.kit.both_sides import facing_like

if TYPE_CHECKING:
    from app.app import App

LANDSCAPE_COLUMNS, PORTRAIT_COLUMNS = 4, 2
PICTURE_SHARE = 0.38  # of a panel below its heading; the text gets the rest
# The winner checks are rows of small cards: their panel is wide, so its text needs fewer lines. Portrait panels
# are wider than tall enough for bigger pictures.
PICTURE_SHARES = {"win": 0.58}
PORTRAIT_PICTURE_SHARE = 0.46


@dataclass(frozen=True)
class PanelRects:
    heading: pygame.Rect
    picture: pygame.Rect
    text: pygame.Rect


@dataclass(frozen=True)
class GlanceLayout:
    back: pygame.Rect
    title: pygame.Rect
    options: pygame.Rect
    panels: tuple[pygame.Rect, ...]


def glance_layout(size: tuple[int, int], count: int) -> GlanceLayout:
    """Panels in a grid (4 across in landscape, 2 in portrait) under a header; the last panel takes what is left
    of its row, so the order of the winner checks has room to read left to right."""
    content = layout.content_rect(size)
    gap = layout.gap_px(size)
    back, title = layout.header_with_back(size)
    header_h = back.height
    portrait = layout.is_portrait(size)
    if portrait:  # the title has the header to itself and the options line a row of its own, full width
        options = pygame.Rect(content.left, back.bottom + gap // 2, content.width, layout.body_text_px(size) * 3 // 2)
    else:
        title.height = header_h * 3 // 5
        options = pygame.Rect(title.left, title.bottom, title.width, header_h - title.height)
    top = max(back.bottom, options.bottom) + gap
    body = pygame.Rect(content.left, top, content.width, content.bottom - top)
    columns = PORTRAIT_COLUMNS if portrait else LANDSCAPE_COLUMNS
    rows = (count + columns - 1) // columns
    cell_w = (body.width - (columns - 1) * gap) // columns
    cell_h = (body.height - (rows - 1) * gap) // rows
    panels = []
    for index in range(count):
        row, column = divmod(index, columns)
        span = columns - column if index == count - 1 else 1
        panels.append(pygame.Rect(body.left + column * (cell_w + gap), body.top + row * (cell_h + gap),
                                  span * cell_w + (span - 1) * gap, cell_h))
    return GlanceLayout(back, title, options, tuple(panels))


def panel_parts(rect: pygame.Rect, size: tuple[int, int], share: float = PICTURE_SHARE) -> PanelRects:
    pad = max(4, layout.gap_px(size) // 2)
    inner = rect.inflate(-2 * pad, -2 * pad)
    heading_h = int(theme.font_px("@setup_section", size) * 1.4)
    heading = pygame.Rect(inner.left, inner.top, inner.width, heading_h)
    rest = inner.height - heading_h - pad
    picture = pygame.Rect(inner.left, heading.bottom + pad // 2, inner.width, int(rest * share))
    text = pygame.Rect(inner.left, picture.bottom + pad, inner.width, inner.bottom - picture.bottom - pad)
    return PanelRects(heading, picture, text)


class RulesGlanceScene(BackScreen):

    def __init__(self, app: "App", rules: TableRules) -> None:
        super().__init__(app)
        self.rules = rules
        self.panels: tuple[GlancePanel, ...] = glance_panels(rules)
        self.grid: GlanceLayout = glance_layout(self.size, len(self.panels))
        self._still = LayerCache()

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.grid = glance_layout(self.size, len(self.panels))
        self.add_back_button(ui, self.grid.back, "glance.back", "#glance_back")

    # ----- input --------------------------------------------------------------------------------------------

    # ----- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # Nothing on this screen moves: everything under the Back button is one picture, painted once.
        self._still.blit(surface, (i18n.current_language(), self.size, self.rules), self.paint)

    def forget_pictures(self) -> None:
        self._still.clear()

    def paint(self, surface: pygame.Surface) -> None:
        """The whole screen but the Back button."""
        self.paint_backdrop(surface)
        self.paint_header(surface)
        for panel, rect in zip(self.panels, self.grid.panels):
            self.paint_panel(surface, panel, rect)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)

    def paint_header(self, surface: pygame.Surface) -> None:
        grid = self.grid
        gap = layout.gap_px(self.size)
        header = grid.title.union(grid.options) if grid.options.left == grid.title.left else grid.title
        draw_panel(surface, header.inflate(gap, layout.scaled(6, self.size)))
        draw_line(surface, t("glance.title", count=str(self.rules.player_count)), grid.title.inflate(-gap, 0),
                  theme.font_px("@heading", self.size) * 3 // 4, theme.colour("public_title"), align="center")
        draw_line(surface, t(options_key(self.rules)), grid.options.inflate(-gap, 0), layout.body_text_px(self.size),
                  theme.colour("public_dim"), role="body", align="center")

    def paint_panel(self, surface: pygame.Surface, panel: GlancePanel, rect: pygame.Rect) -> None:
        share = PORTRAIT_PICTURE_SHARE if layout.is_portrait(self.size) else PICTURE_SHARE
        parts = panel_parts(rect, self.size, PICTURE_SHARES.get(panel.name, share))
        draw_panel(surface, rect)
        draw_line(surface, t(panel.heading_key), parts.heading, theme.font_px("@setup_section", self.size),
                  theme.colour("public_title"))
        draw_panel_picture(surface, panel.name, parts.picture, self.rules)
        draw_text_block(surface, t(panel.text_key, **panel.values), parts.text, layout.body_text_px(self.size),
                        theme.colour("public_text"), align="left")


def open_rules_at_a_glance(app: "App", player_count: int, fall_mouse: bool = False,
                           house_rules: HouseRules = NO_HOUSE_RULES) -> RulesGlanceScene | None:
    """Show the rules for this table over the current screen; Back returns to it.

    The entry point for the screens that offer it and for the tutorial. Refused (returns None, nothing shown)
    over a screen that does not offer it, which every curtain and private screen is: the privacy protocol keeps
    a private turn free of anything to open. Raises a RuleError for a table the game refuses.
    """
    top = app.scenes.top()
    if top is not None and (top.is_private or not top.offers_rules):
        return None
    scene = RulesGlanceScene(app, table_rules(player_count, fall_mouse, house_rules))
    app.scenes.push(facing_like(top, scene), transition=True)  # at a table: facing both long sides
    return scene


# ----- gallery ---------------------------------------------------------------------------------------------------
