"""Starting and resuming a game on a touch table (table mode): seats first, then the game at every edge.

Table mode is on when the Settings say so or the program was started with ``--table`` (which may also give the
screen's diagonal). The window must be able to seat four (``table.seats``); otherwise Play opens the tablet's
setup and a notice says why.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from table.physical import TableScreen, TableScreenError
from table.panels import seatable_places
from table.seats import TableTooSmall

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene
    from play.session import PlaySession
    from play.setup import GameSetup
    from table.sitting import TableSitting


def table_mode_on(app: "App") -> bool:
    return app.table_flag or app.settings.table_mode


def table_diagonal(app: "App") -> float:
    flag = app.table_diagonal_flag
    return float(flag) if flag is not None else float(app.settings.table_diagonal_in)


def table_screen(app: "App") -> TableScreen | None:
    """The table the window is, or None (with a notice) when it cannot seat a game."""
    screen = seatable_table(app)
    if screen is None:
        from app.i18n import t

        app.show_notice(t("table.too_small", inches=f"{table_diagonal(app):g}"))
    return screen


def seatable_table(app: "App") -> TableScreen | None:
    """The table the window is, in table mode where it can seat a game; None otherwise (then the screens are the
    tablet's)."""
    if not table_mode_on(app):
        return None
    try:
        screen = TableScreen(app.size[0], app.size[1], table_diagonal(app))
        seatable_places(screen)
    except (TableScreenError, TableTooSmall):
        return None
    return screen


def setup_scene(app: "App") -> "Scene":
    """What Play opens: the seats around the table in table mode, the tablet's setup otherwise."""
    from scenes.cheese_thief.setup import SetupScene

    if table_mode_on(app):
        screen = table_screen(app)
        if screen is not None:
            from scenes.table.seating import TableSeatingScene

            return TableSeatingScene(app, screen, on_start=lambda sitting, setup: start_game(app, sitting, setup),
                                     on_back=lambda: app.scenes.pop())
    return SetupScene(app)


def start_game(app: "App", sitting: "TableSitting", setup: "GameSetup", seed: int | None = None,
               persist: bool = True) -> None:
    from play.session import PlaySession
    from scenes.table.flow import TableFlow

    session = PlaySession.start(setup, random.randrange(2**31) if seed is None else seed)
    TableFlow(app, session, sitting, persist=persist).show_current(0)


def resume_flow(app: "App", session: "PlaySession"):
    """The flow to continue a saved game: at the table it was played at if the window can seat it again,
    otherwise passed around as on a tablet (the game itself is the same)."""
    from scenes.cheese_thief.play_flow import PlayFlow
    from scenes.table.flow import TableFlow
    from table.sitting import TableSitting

    if session.table is not None:
        try:
            sitting = TableSitting.from_json(session.table, app.size)
            if sitting.player_count == session.player_count:
                return TableFlow(app, session, sitting)
        except ValueError:
            pass
    session.table = None  # finished turns kept with the table are taken again as the tablet goes round
    return PlayFlow(app, session)
