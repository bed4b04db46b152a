"""The seating screen's rectangles, in each area's own upright pixels: a free place's "Sit here" target, a taken
place's panel (its name, what is wrong with it, the keyboard, Leave and Done) and each copy of the shared middle.

Every target is at least 20 mm square with 5 mm between targets, and text lines at least 5 mm tall
(``table.physical``). A panel deep enough keeps Leave and Done in a row along the seat's edge, under the keys; a
shallow one (a long edge of a small table) puts them in a column beside the keys, so more rows of keys fit.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from table.keyboard_layout import KeyboardPages, KeySizes, lay_out_keyboard
from table.physical import TableScreen
from table.rect import Rect
from table.seats import Edge, FacingCopy, SeatPlace, facing_copies, middle_area
from table.panels import SeatPanel

NAME_LINE_MM = 12.0  # the name being typed: larger than the least text, since it is the panel's subject
TEXT_LINE_MM = 7.0  # a line of 5 mm capitals with room for accents and descenders
ACTION_MM = 80.0  # Leave and Done: wide enough for their words at a legible size
SIT_TARGET_MM = (120.0, 30.0)  # the "Sit here" target, across and deep, in a 205 x 50 mm zone
MIDDLE_BUTTON_MM = 60.0
MIDDLE_LINE_MM = 10.0  # the shared lines are read from across the table


@dataclass(frozen=True)
class PanelLayout:
    name: Rect
    problem: Rect
    keys: KeyboardPages
    leave: Rect
    done: Rect

    def targets(self, page: int) -> list[Rect]:
        return [self.leave, self.done, *(placed.rect for placed in self.keys.page(page))]


def panel_layout(screen: TableScreen, own_size: tuple[int, int], rows: Sequence[Sequence[str]],
                 sizes: KeySizes) -> PanelLayout:
    """The panel's parts, with Leave and Done in a row at the edge or in a column, whichever needs fewer pages."""
    in_row = _with_actions_in_a_row(screen, own_size, rows, sizes)
    in_column = _with_actions_in_a_column(screen, own_size, rows, sizes)
    return in_row if len(in_row.keys.pages) <= len(in_column.keys.pages) else in_column


def _header(screen: TableScreen, width: int) -> tuple[Rect, Rect, int]:
    """The name line and the problem line across the top, and where the part under them starts."""
    margin, gap = screen.gap_px, screen.gap_px
    name = Rect(margin, margin, width - 2 * margin, screen.type_px(NAME_LINE_MM))
    problem = Rect(margin, name.bottom, width - 2 * margin, screen.type_px(TEXT_LINE_MM))
    return name, problem, problem.bottom + gap


def _with_actions_in_a_row(screen: TableScreen, own_size: tuple[int, int], rows: Sequence[Sequence[str]],
                           sizes: KeySizes) -> PanelLayout:
    width, height = own_size
    margin, gap, target = screen.gap_px, screen.gap_px, screen.target_px
    name, problem, top = _header(screen, width)
    action_w = min(screen.px(ACTION_MM), (width - 2 * margin - gap) // 2)
    action_y = height - margin - target
    leave = Rect(margin, action_y, action_w, target)
    done = Rect(width - margin - action_w, action_y, action_w, target)
    keys = lay_out_keyboard(rows, Rect(margin, top, width - 2 * margin, action_y - gap - top), sizes)
    return PanelLayout(name, problem, keys, leave, done)


def _with_actions_in_a_column(screen: TableScreen, own_size: tuple[int, int], rows: Sequence[Sequence[str]],
                              sizes: KeySizes) -> PanelLayout:
    width, height = own_size
    margin, gap, target = screen.gap_px, screen.gap_px, screen.target_px
    name, problem, top = _header(screen, width)
    action_w = screen.px(ACTION_MM)
    column_x = width - margin - action_w
    done = Rect(column_x, height - margin - target, action_w, target)
    leave = Rect(column_x, done.y - gap - target, action_w, target)
    keys = lay_out_keyboard(rows, Rect(margin, top, column_x - gap - margin, height - margin - top), sizes)
    return PanelLayout(name, problem, keys, leave, done)


def sit_target(screen: TableScreen, own_size: tuple[int, int]) -> Rect:
    """The "Sit here" target, centred along the zone and at its near side (by the seat's edge)."""
    width, height = own_size
    across = min(width - 2 * screen.gap_px, screen.px(SIT_TARGET_MM[0]))
    deep = min(height - 2 * screen.gap_px, max(screen.target_px, screen.px(SIT_TARGET_MM[1])))
    return Rect((width - across) // 2, height - screen.gap_px - deep, across, deep)


def free_middle(screen: TableScreen, places: Sequence[SeatPlace], panels: Sequence[SeatPanel]) -> Rect:
    """The middle left clear of every panel (the keyboards reach far beyond their zones)."""
    middle = middle_area(screen, places)
    left, top, right, bottom = middle.x, middle.y, middle.right, middle.bottom
    for panel in panels:
        rect, edge = panel.rect, panel.place.edge
        if edge is Edge.LEFT:
            left = max(left, rect.right + screen.gap_px)
        elif edge is Edge.RIGHT:
            right = min(right, rect.x - screen.gap_px)
        elif edge is Edge.TOP:
            top = max(top, rect.bottom + screen.gap_px)
        else:
            bottom = min(bottom, rect.y - screen.gap_px)
    return Rect(left, top, max(0, right - left), max(0, bottom - top))


def seating_copies(screen: TableScreen, places: Sequence[SeatPlace],
                   panels: Sequence[SeatPanel]) -> tuple[FacingCopy, FacingCopy]:
    """The two facing copies of the shared middle, in the part no panel covers."""
    return facing_copies(screen, free_middle(screen, places, panels))


MIDDLE_BUTTONS = ("vote_point", "vote_secret", "fall_mouse", "back", "start")


@dataclass(frozen=True)
class MiddleLayout:
    count: Rect  # how many are seated and named
    advice: Rect  # what Start still waits for
    buttons: dict[str, Rect]

    def button_at(self, x: float, y: float) -> str | None:
        return next((name for name, rect in self.buttons.items() if rect.contains(x, y)), None)


def middle_layout(screen: TableScreen, own_size: tuple[int, int], with_fall_mouse: bool) -> MiddleLayout:
    """The count and advice lines on top, then the buttons in rows: the vote modes side by side, Fall Mouse when it is
    offered, Back and Start side by side (Start last, on the right)."""
    width, height = own_size
    margin, gap, target = screen.gap_px, screen.gap_px, screen.target_px
    count = Rect(margin, margin, width - 2 * margin, screen.type_px(MIDDLE_LINE_MM))
    status = Rect(margin, count.bottom, width - 2 * margin, screen.type_px(MIDDLE_LINE_MM))
    names = [name for name in MIDDLE_BUTTONS if with_fall_mouse or name != "fall_mouse"]
    inner = width - 2 * margin
    columns = max(2, min(len(names), (inner + gap) // (screen.px(MIDDLE_BUTTON_MM) + gap)))
    button_w = (inner - (columns - 1) * gap) // columns
    rows = _button_rows(names, columns)
    block_h = len(rows) * target + (len(rows) - 1) * gap
    top = status.bottom + gap + max(0, (height - margin - status.bottom - gap - block_h) // 2)
    buttons: dict[str, Rect] = {}
    for index, row in enumerate(rows):
        row_w = len(row) * button_w + (len(row) - 1) * gap
        x = margin + (inner - row_w) // 2
        for name in row:
            buttons[name] = Rect(x, top + index * (target + gap), button_w, target)
            x += button_w + gap
    return MiddleLayout(count, status, buttons)


def _button_rows(names: list[str], columns: int) -> list[list[str]]:
    """All in one row when they fit; otherwise the vote pair, Fall Mouse and Back with Start each kept together."""
    if len(names) <= columns:
        return [names]
    groups = [["vote_point", "vote_secret"], [name for name in names if name == "fall_mouse"], ["back", "start"]]
    rows: list[list[str]] = []
    for group in (group for group in groups if group):
        if rows and len(rows[-1]) + len(group) <= columns:
            rows[-1].extend(group)
        else:
            rows.append(list(group))
    return rows
