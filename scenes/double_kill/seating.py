"""Check the seating: the names entered at the setup, round a table in seat order, clockwise from the top.

The day's speaking order runs round the table (DK16), so the names must follow the seats; only the table can tell
whether they do. This screen shows the order the program will use, an arrow for its direction and how to check
it. Public: it reads the names alone, before any deal. Opened from the setup; Back returns to it unchanged.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from app import layout, theme
from program import i18n
from app.frames.layer_cache import LayerCache
from program.i18n import t
from scenes.kit.back_screen import BackScreen
from art.labels import draw_seat_label
from art.shapes import fill_polygon_aa
from art.table import draw_table, table_top_rect
from scenes.double_kill.seating_ring import SeatingRing, seating_ring
from scenes.kit.public_common import draw_heading, draw_panel, draw_text_block

if TYPE_CHECKING:
    from app.app import App

Point = tuple[float, float]

ARROW_REACH = 0.86  # of the table top's radii: the arrow runs round the wood, inside the names
ARROW_FROM, ARROW_TO = 0.06, 0.86  # of a turn, from the top: it starts just past seat 1 and stops short of it


def arrow_outline(centre: Point, rx: float, ry: float, width: float) -> list[Point]:
    """A thick arc round ``centre`` from ARROW_FROM to ARROW_TO of a turn, clockwise on the screen, ending in a
    head: one outline, so it is filled smoothly in one go."""
    steps = 96
    turns = [ARROW_FROM + (ARROW_TO - ARROW_FROM) * index / steps for index in range(steps + 1)]

    def at(turn: float, grow: float) -> Point:
        angle = -math.pi / 2 + 2 * math.pi * turn
        return centre[0] + (rx + grow) * math.cos(angle), centre[1] + (ry + grow) * math.sin(angle)

    head_turns = width * 2.2 / (math.pi * (rx + ry))  # the head's length along the arc, as a share of a turn
    body = [turn for turn in turns if turn <= ARROW_TO - head_turns]
    neck = body[-1]
    outer = [at(turn, width / 2) for turn in body]
    inner = [at(turn, -width / 2) for turn in reversed(body)]
    head = [at(neck, width * 1.4), at(ARROW_TO, 0.0), at(neck, -width * 1.4)]
    return outer + head + inner


def text_rect(table_top: pygame.Rect, arrow_width: int) -> pygame.Rect:
    """A box inside the arrow's ring, wider than high as lines of words are: they sit on the table, within the
    arrow (its corners stay inside, since 0.78² + 0.6² < 1)."""
    half_w = (table_top.width / 2 * ARROW_REACH - arrow_width * 1.5) * 0.78
    half_h = (table_top.height / 2 * ARROW_REACH - arrow_width * 1.5) * 0.6
    rect = pygame.Rect(0, 0, max(2, int(2 * half_w)), max(2, int(2 * half_h)))
    rect.center = table_top.center
    return rect


class DkSeatingScene(BackScreen):

    def __init__(self, app: "App", names: tuple[str, ...]) -> None:
        super().__init__(app)
        self.names = names
        self.back_rect, self.title_rect = layout.header_with_back(self.size)
        self._still = LayerCache()

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.back_rect, self.title_rect = layout.header_with_back(self.size)
        self.add_back_button(ui, self.back_rect, "dk.seating.back", "#seating_back")


    # ----- layout -------------------------------------------------------------------------------------------
    def label_height(self) -> int:
        return layout.body_text_px(self.size) * 7 // 4

    def arrow_width(self) -> int:
        return max(4, layout.scaled(9, self.size))

    def body(self) -> pygame.Rect:
        content = layout.content_rect(self.size)
        top = self.back_rect.bottom + layout.gap_px(self.size) // 2
        return pygame.Rect(content.left, top, content.width, content.bottom - top)

    def words_below(self) -> pygame.Rect | None:
        """Upright, the names take two columns and leave the table too narrow for words: they go below it."""
        if not layout.is_portrait(self.size):
            return None
        body = self.body()
        height = body.height * 2 // 9
        return pygame.Rect(body.left, body.bottom - height, body.width, height)

    def ring(self) -> SeatingRing:
        area = self.body()
        below = self.words_below()
        if below is not None:
            area.height = below.top - layout.gap_px(self.size) - area.top
        return seating_ring(area, len(self.names), self.label_height(), layout.scaled(230, self.size),
                            max(4, layout.gap_px(self.size) // 3))

    def words_rect(self, wood: pygame.Rect) -> pygame.Rect:
        return self.words_below() or text_rect(wood, self.arrow_width())

    # ----- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # Nothing here moves: everything under the Back button is one picture, painted once.
        self._still.blit(surface, (i18n.current_language(), self.size, self.names), self.paint)

    def forget_pictures(self) -> None:
        self._still.clear()

    def paint(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        draw_heading(surface, t("dk.seating.title"), self.title_rect, self.size)
        ring = self.ring()
        draw_table(surface, ring.table_top, "night")
        wood = table_top_rect(ring.table_top)
        width = self.arrow_width()
        outline = arrow_outline(wood.center, wood.width / 2 * ARROW_REACH, wood.height / 2 * ARROW_REACH, width)
        fill_polygon_aa(surface, outline, theme.colour("public_highlight"))
        words = self.words_rect(wood)
        draw_panel(surface, words)
        pad = max(4, layout.gap_px(self.size) // 2)
        draw_text_block(surface, t("dk.seating.text"), words.inflate(-4 * pad, -2 * pad), layout.body_text_px(self.size),
                        theme.colour("public_text"), min_px=max(8, layout.body_text_px(self.size) // 2))
        for seat, (name, label) in enumerate(zip(self.names, ring.labels)):
            draw_seat_label(surface, label, seat, t("dk.seating.name", number=seat + 1, name=name))


# ----- names for the gallery's pictures (scenes/double_kill/gallery.py) -----------------------------------------
LATIN_NAMES = ("Ada", "Anne-Charlotte", "Bo", "Chloé", "Dmitri", "Elisabeth", "Farah", "Guillaume",
               "Hiroshi", "Ines", "Jean-Baptiste", "Kai", "Léonie", "Mohammed", "Nadia", "Oskar", "Priyanka",
               "Quentin", "Rosalind", "Søren")
CHINESE_NAMES = ("王芳", "欧阳明月", "李娜", "张伟", "刘洋", "陈静", "司马长风与小鱼", "赵磊", "黄敏", "周杰",
                 "吴强", "徐丽", "孙悦", "马超", "朱婷", "胡军", "郭靖", "何雪", "高飞", "林小雨")
