"""The part of the middle that no seat's panel covers, halved to face both long sides.

Panels reach far into the middle (`table.panels`), so a shared text placed in the plain facing copies
(`table.seats.facing_copies`) could land under a panel. While the panels are up (a vote), shared texts go in the
open part between them instead: the lower half upright for the bottom side, the upper half upside down for the top.
"""
from __future__ import annotations

from table.seats import Edge, FacingCopy
from table.sitting import TableSitting
from table.rect import Rect


def open_middle(sitting: TableSitting) -> Rect:
    """The largest rectangle of the middle clear of every panel by a gap (the middle itself without panels)."""
    gap = sitting.screen.gap_px
    middle = sitting.middle
    left, top, right, bottom = middle.x, middle.y, middle.right, middle.bottom
    for panel in sitting.panels:
        rect = panel.rect
        if panel.place.edge is Edge.LEFT:
            left = max(left, rect.right + gap)
        elif panel.place.edge is Edge.RIGHT:
            right = min(right, rect.x - gap)
        elif panel.place.edge is Edge.TOP:
            top = max(top, rect.bottom + gap)
        else:
            bottom = min(bottom, rect.y - gap)
    return Rect(left, top, max(0, right - left), max(0, bottom - top))


def open_copies(sitting: TableSitting) -> tuple[FacingCopy, FacingCopy]:
    """Two halves of the open middle, a gap apart: (lower, upright; upper, upside down). Where the panels leave
    less than two text lines' room, the plain facing copies of the middle."""
    screen = sitting.screen
    area = open_middle(sitting)
    half = (area.height - screen.gap_px) // 2
    if half < 2 * screen.text_px or area.width < screen.target_px:
        return sitting.copies
    upper = Rect(area.x, area.y, area.width, half)
    lower = Rect(area.x, area.bottom - half, area.width, half)
    return (FacingCopy(lower, 0), FacingCopy(upper, 180))
