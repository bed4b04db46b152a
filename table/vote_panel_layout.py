"""Where things go in a seat's vote panel, in the panel's own upright pixels (as its player sees it).

From the far side down to the table edge: the seat's name, the players it may vote for (one row, or a grid when
the panel is narrow), then a row at the edge with what to do now and the "Lock" button. Every target is at least
20 mm with 5 mm gaps (``table.physical``); the voting tiles grow up to a comfortable size where there is room.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from table.physical import GAP_MM, TableScreen
from table.rect import Rect

MARGIN_MM = GAP_MM
TITLE_MM = 7.0
TILE_MIN_WIDTH_MM = 26.0  # a name under the symbol needs more than the bare 20 mm
TILE_MAX_WIDTH_MM = 48.0
TILE_MAX_HEIGHT_MM = 44.0
LOCK_WIDTH_MM = 60.0


@dataclass(frozen=True)
class VotePanelLayout:
    size: tuple[int, int]
    title: Rect
    tiles: tuple[tuple[int, Rect], ...]  # (seat voted for, its tile)
    status: Rect
    lock: Rect

    def tile_at(self, u: float, v: float) -> int | None:
        """The seat whose tile holds the panel point, if any."""
        return next((seat for seat, rect in self.tiles if rect.contains(u, v)), None)

    def on_lock(self, u: float, v: float) -> bool:
        return self.lock.contains(u, v)


def vote_panel_layout(screen: TableScreen, own_size: tuple[int, int], options: Sequence[int]) -> VotePanelLayout:
    width, height = own_size
    margin, gap, target = screen.px(MARGIN_MM), screen.gap_px, screen.target_px
    title = Rect(margin, margin, width - 2 * margin, screen.type_px(TITLE_MM))
    lock_width = min(screen.px(LOCK_WIDTH_MM), (width - 2 * margin - gap) // 2)
    lock = Rect(width - margin - lock_width, height - margin - target, lock_width, target)
    status = Rect(margin, lock.y, lock.x - gap - margin, target)
    grid = Rect(margin, title.bottom + gap, width - 2 * margin, max(target, lock.y - gap - title.bottom - gap))
    return VotePanelLayout((width, height), title, _tiles(screen, grid, tuple(options)), status, lock)


def _tiles(screen: TableScreen, grid: Rect, options: tuple[int, ...]) -> tuple[tuple[int, Rect], ...]:
    if not options:
        return ()
    gap, target = screen.gap_px, screen.target_px
    columns, tile_width, tile_height = _best_grid(screen, grid, len(options))
    rows = math.ceil(len(options) / columns)
    block_height = rows * tile_height + (rows - 1) * gap
    top = grid.y + max(0, (grid.height - block_height) // 2)
    tiles = []
    for index, seat in enumerate(options):
        row, column = divmod(index, columns)
        in_row = min(columns, len(options) - row * columns)
        row_width = in_row * tile_width + (in_row - 1) * gap
        left = grid.x + (grid.width - row_width) // 2
        tiles.append((seat, Rect(left + column * (tile_width + gap), top + row * (tile_height + gap),
                                 max(target, tile_width), max(target, tile_height))))
    return tuple(tiles)


def _best_grid(screen: TableScreen, grid: Rect, count: int) -> tuple[int, int, int]:
    """(columns, tile width, tile height) giving the largest tiles: one row on a wide panel, a grid on a narrow one.
    Rows are as even as they can be; with no room for even the smallest tiles, as many columns as fit."""
    gap, target = screen.gap_px, screen.target_px
    least_width = max(target, screen.px(TILE_MIN_WIDTH_MM))
    best: tuple[int, int, int] | None = None
    for rows in range(1, count + 1):
        columns = math.ceil(count / rows)
        rows = math.ceil(count / columns)
        width = min(screen.px(TILE_MAX_WIDTH_MM), (grid.width - (columns - 1) * gap) // columns)
        height = min(screen.px(TILE_MAX_HEIGHT_MM), (grid.height - (rows - 1) * gap) // rows)
        if width < least_width or height < target:
            continue
        if best is None or min(width, height) > min(best[1], best[2]):
            best = (columns, width, height)
    if best is not None:
        return best
    columns = max(1, min(count, (grid.width + gap) // (least_width + gap)))
    return columns, least_width, target
