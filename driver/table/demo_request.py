"""Whether a table demo can play the game its command line asks for (pure Python, no pygame).

A demo that cannot honour a request says so and plays nothing: a silent game of another size or another kind
would look like a pass, and a record of it would be taken for the game that was asked for.
"""
from __future__ import annotations

from table.panels import seatable_places
from table.physical import TableScreen, TableScreenError
from table.seats import TableTooSmall

# Options of the pass-and-play demo that the table's screens do not offer: the seating asks no house rule, a
# table demo starts from the seats, and Rules at a glance is not opened by the table's players.
TABLE_DEMO_SIZE = (1920, 1080)  # a table game's demo window unless --size says otherwise
TABLE_UNSUPPORTED_OPTIONS = (("resume", "--resume"), ("tie_protects_thief", "--tie-protects-thief"),
                             ("look_at_rules", "--look-at-rules"))


def table_demo_refusal(game: str, players: int, size: tuple[int, int], diagonal_in: float,
                       options: dict[str, bool] | None = None) -> str | None:
    """Why a table demo of this game, player count, screen and options cannot be played; None when it can."""
    if game != "cheese-thief":
        return f"--table plays Cheese Thief only, not {game}"
    for key, flag in TABLE_UNSUPPORTED_OPTIONS:
        if (options or {}).get(key):
            return f"{flag} is not available with --table"
    try:
        screen = TableScreen(size[0], size[1], diagonal_in)
        places = len(seatable_places(screen))
    except (TableScreenError, TableTooSmall) as refused:
        return f"--table: {refused}"
    if players < 4:
        return f"a game needs at least 4 players, not {players}"
    if players > places:
        return f"a {diagonal_in:g}-inch {size[0]}x{size[1]} table seats at most {places} players, not {players}"
    return None
