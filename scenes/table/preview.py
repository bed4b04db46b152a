"""A screen showing every piece of the table art at once (gallery and visual checks)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from program import i18n
from program.i18n import t
from app.frames.layer_cache import LayerCache
from app.scene import Scene
from art.cards import draw_card
from art.clock import draw_clock
from art.cup import draw_cup
from art.die import draw_die
from art.palette import seat_color
from art.pointer import draw_vote_pointer
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from art.sky import draw_moon, draw_sun
from motion.cup_peek import draw_covered_dice

if TYPE_CHECKING:
    from app.app import App

SEATS = 8
TABLE_SHARE = 0.66  # of the long side given to the table; the rest is a tray of loose pieces
CARD_KEYS = (("thief", "table.card.thief"), ("sleepyhead", "table.card.sleepyhead"), ("fall_mouse", "table.card.fall_mouse"), ("back", "table.card.back"))


def split_screen(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """(table area, tray area): side by side in landscape, stacked in portrait."""
    width, height = size
    if width >= height:
        cut = int(width * TABLE_SHARE)
        return pygame.Rect(0, 0, cut, height), pygame.Rect(cut, 0, width - cut, height)
    cut = int(height * TABLE_SHARE)
    return pygame.Rect(0, 0, width, cut), pygame.Rect(0, cut, width, height - cut)


def seat_names(count: int) -> list[str]:
    return [t("table.preview.seat_name", n=seat + 1) for seat in range(count)]


def _tray_cells(tray: pygame.Rect, columns: int, rows: int) -> list[pygame.Rect]:
    pad = max(4, min(tray.size) // 40)
    inner = tray.inflate(-2 * pad, -2 * pad)
    cell_w, cell_h = inner.width // columns, inner.height // rows
    return [pygame.Rect(inner.x + c * cell_w, inner.y + r * cell_h, cell_w, cell_h).inflate(-pad, -pad) for r in range(rows) for c in range(columns)]


class TablePreviewScene(Scene):
    uses_gui = False

    def __init__(self, app: "App", variant: str = "night") -> None:
        super().__init__(app)
        self.variant = variant
        self._picture = LayerCache()

    def table_layout(self) -> TableLayout:
        table_area, _ = split_screen(self.size)
        return layout_table(self.size, SEATS, table_area)

    def draw_background(self, surface: pygame.Surface) -> None:
        # A still picture: painted once per size and language, then copied each frame.
        self._picture.blit(surface, (self.size, i18n.current_language(), self.variant), self._paint_picture)

    def _paint_picture(self, surface: pygame.Surface) -> None:
        layout = self.table_layout()
        eyes = {seat: (1.0 if seat % 2 == 0 else 0.0) for seat in range(SEATS)}
        draw_seated_table(surface, layout, seat_names(SEATS), self.variant, eyes=eyes, cups=False)
        self._draw_cups(surface, layout)
        self._draw_pointers(surface, layout)
        self._draw_tray(surface)

    def _draw_cups(self, surface: pygame.Surface, layout: TableLayout) -> None:
        for spot in sorted(layout.seats, key=lambda s: s.center[1]):
            lift = (0.0, 1.0, 0.5)[spot.seat % 3]
            if spot.seat < 6:
                draw_covered_dice(surface, spot.cup, [spot.seat + 1], lift, seat_color(spot.seat))
            else:
                draw_covered_dice(surface, spot.cup, [spot.seat - 5, 6], 1.0, seat_color(spot.seat))

    def _draw_pointers(self, surface: pygame.Surface, layout: TableLayout) -> None:
        width = max(6, layout.mouse_width * 0.1)
        seats = layout.seats
        for voter, suspect in ((0, 4), (2, 4), (5, 1)):
            start = seats[voter].mouse.center
            end = seats[suspect].mouse.center
            draw_vote_pointer(surface, start, short_of(start, end, layout.mouse_width * 0.45), voter, width)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        _, tray = split_screen(self.size)
        landscape = self.size[0] >= self.size[1]
        columns, rows = (3, 4) if landscape else (6, 2)
        cells = _tray_cells(tray, columns, rows)
        for cell, (kind, key) in zip(cells[:4], CARD_KEYS):
            draw_card(surface, cell, kind, t(key) if kind != "back" else "", glow=0.6 if kind == "thief" else 0.0)
        draw_clock(surface, cells[4], 2.5, 3)
        draw_moon(surface, cells[5])
        draw_sun(surface, cells[6])
        draw_cup(surface, cells[7], 0.0, seat_color(3))
        # A lifted cup rises above its resting rect: rest it in the lower part of the cell.
        lifted = pygame.Rect(cells[8].x, cells[8].centery - cells[8].height // 6, cells[8].width, cells[8].height * 2 // 3)
        draw_covered_dice(surface, lifted, [4], 1.0, seat_color(4))
        dice_row = cells[9].union(cells[-1])
        side = min(dice_row.width // 6, dice_row.height)
        for value in range(1, 7):
            cell = pygame.Rect(dice_row.x + (value - 1) * dice_row.width // 6, dice_row.centery - side // 2, dice_row.width // 6, side)
            draw_die(surface, cell.inflate(-side // 5, -side // 5), value, tilt=0 if value % 2 else 12)


def short_of(start: tuple[int, int], end: tuple[int, int], gap: float) -> tuple[float, float]:
    """A point on the way from start to end, `gap` px before end (arrows stop at the mouse, not inside it)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    keep = max(0.0, (length - gap) / length)
    return (start[0] + dx * keep, start[1] + dy * keep)
