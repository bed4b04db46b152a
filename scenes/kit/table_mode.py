"""Whether the window is a touch table in table mode, and whether it can seat a game there.

Table mode is on when the Settings say so or the program was started with ``--table`` (which may also give the
screen's diagonal). The window must be able to seat four (``table.seats``); otherwise Play opens the tablet's
setup and a notice says why. Light on purpose: the title asks at start-up which form to take.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app import theme
from program.i18n import current_language, t
from table.physical import TableScreen, TableScreenError
from table.panels import seatable_places
from table.seats import TableTooSmall

if TYPE_CHECKING:
    from app.app import App


def table_mode_on(app: "App") -> bool:
    return app.table_flag or app.settings.table_mode


def table_diagonal(app: "App") -> float:
    flag = app.table_diagonal_flag
    return float(flag) if flag is not None else float(app.settings.table_diagonal_in)


def table_screen(app: "App") -> TableScreen | None:
    """The table the window is, or None (with a notice) when it cannot seat a game."""
    screen = seatable_table(app)
    if screen is None:
        app.show_notice(t("table.too_small", inches=f"{table_diagonal(app):g}"))
    return screen


def seatable_table(app: "App") -> TableScreen | None:
    """The table the window is, in table mode where it can seat a game; None otherwise (then the screens are the
    tablet's)."""
    if not table_mode_on(app):
        return None
    try:
        screen = table_screen_in_language(app.size, table_diagonal(app))
        seatable_places(screen)
    except (TableScreenError, TableTooSmall):
        return None
    return screen


def table_screen_in_language(size: tuple[int, int], diagonal_in: float, lang: str | None = None) -> TableScreen:
    """The table of this size and diagonal with the least text size of the language (default: the current one),
    and Chinese's for Chinese names."""
    return TableScreen(int(size[0]), int(size[1]), float(diagonal_in), theme.least_text_px(lang or current_language()),
                       theme.least_text_px(CJK_LANGUAGE))


CJK_LANGUAGE = "zh"  # the language whose least text size every Chinese name keeps
