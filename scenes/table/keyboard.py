"""The name keyboard of a table seat: the language's letter rows (``scenes.kit.widgets.onscreen_keyboard``) at the
table's physical key size, laid out in a seat's panel by ``table.seating_layout``."""
from __future__ import annotations

from program import i18n
from scenes.table.seating_paint import NEXT_PAGE
from scenes.kit.widgets.onscreen_keyboard import BACKSPACE, CANDIDATE_ROW, PINYIN_LETTERS, SHIFT, SPACE, rows_for
from table.keyboard_layout import KeySizes
from table.physical import TableScreen
from table.seating_layout import PanelLayout, panel_layout

WIDE_KEYS = {SHIFT: 1.5, BACKSPACE: 1.5, NEXT_PAGE: 1.5, SPACE: 3.0, PINYIN_LETTERS: 1.5}


def table_key_sizes(screen: TableScreen) -> KeySizes:
    return KeySizes(screen.target_px, screen.gap_px, WIDE_KEYS, (SHIFT, BACKSPACE), NEXT_PAGE, CANDIDATE_ROW)


def seat_keyboard_layout(screen: TableScreen, own_size: tuple[int, int], lang: str | None = None) -> PanelLayout:
    """A panel's name, problem line, keys (in the current language's layout), Leave and Done."""
    return panel_layout(screen, own_size, rows_for(lang or i18n.current_language()), table_key_sizes(screen))
