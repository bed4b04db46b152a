"""What the kit's screens ask of a game's flow: the curtain, the leave question and the public screen base serve
Cheese Thief's flow, Double Kill's and the table's alike, so they name none of them; each game's flow fits this
shape without declaring it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.app import App


class FinishedOrNot(Protocol):
    """The little the leave question reads of a session: whether there is still a game to keep."""

    @property
    def game_over(self) -> bool: ...


class SeatedPlayers(Protocol):
    """The little the public screen base reads of a public view: who sits at the table."""

    @property
    def players(self) -> tuple[str, ...]: ...


class GameFlow(Protocol):
    """One sitting of a game as the kit sees it: its window, where the game is, what everyone may see, and the
    way out."""

    @property
    def app(self) -> App: ...

    @property
    def session(self) -> FinishedOrNot: ...

    @property
    def step(self) -> object: ...

    def public(self) -> SeatedPlayers: ...

    def leave(self) -> None: ...
