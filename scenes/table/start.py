"""Starting and resuming a game on a touch table (table mode): seats first, then the game at every edge.

Whether table mode is on and the window can seat a game is ``scenes.kit.table_mode``'s to say.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from app import routes, theme
from program.i18n import current_language
from play.session import PlaySession
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.setup import SetupScene
from scenes.kit.table_mode import CJK_LANGUAGE, table_mode_on, table_screen
from scenes.table.flow import TableFlow
from scenes.table.seating import TableSeatingScene
from table.sitting import TableSitting

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene
    from play.setup import GameSetup


def setup_scene(app: "App") -> "Scene":
    """What Play opens: the seats around the table in table mode, the tablet's setup otherwise."""
    if table_mode_on(app):
        screen = table_screen(app)
        if screen is not None:
            return TableSeatingScene(app, screen, on_start=lambda sitting, setup: start_game(app, sitting, setup),
                                     on_back=lambda: app.scenes.pop())
    return SetupScene(app)


def start_game(app: "App", sitting: TableSitting, setup: "GameSetup", seed: int | None = None,
               persist: bool = True) -> None:
    session = PlaySession.start(setup, random.randrange(2**31) if seed is None else seed)
    play_step_scenes.register_all()
    TableFlow(app, session, sitting, persist=persist).show_current(0)


def resume_flow(app: "App", session: PlaySession) -> PlayFlow:
    """The flow to continue a saved game: at the table it was played at if the window can seat it again,
    otherwise passed around as on a tablet (the game itself is the same)."""
    play_step_scenes.register_all()
    if session.table is not None:
        try:
            sitting = TableSitting.from_json(session.table, app.size, theme.least_text_px(current_language()),
                                             theme.least_text_px(CJK_LANGUAGE))
            if sitting.player_count == session.player_count:
                return TableFlow(app, session, sitting)
        except ValueError:
            pass
    session.keep_table(None)  # finished turns kept with the table are taken again as the tablet goes round
    return PlayFlow(app, session)


def register_routes() -> None:
    routes.register("setup", setup_scene)  # the seats around the table in table mode
