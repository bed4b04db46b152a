"""What the table's screens ask of its flow (``TableFlow`` fits it without naming it): the flow opens those
screens, so they name only this shape."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from game.cheese_thief.actions import Action
from play.session import PlaySession
from play.turn_progress import TurnTrace
from table.sitting import TableSitting

if TYPE_CHECKING:
    from app.app import App


class TableFlowShape(Protocol):
    """A game at the table as its screens see it: the window and the sitting, what everyone or one seat may see,
    and the turns every seat takes at once."""

    sitting: TableSitting
    middle_faces_ends: bool

    @property
    def app(self) -> App: ...

    @property
    def session(self) -> PlaySession: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def player_count(self) -> int: ...

    def public(self) -> Any: ...

    def view(self, seat: int) -> Any: ...

    def table_done(self) -> list[int]: ...

    def seat_done(self, seat: int, actions: list[Action], trace: TurnTrace) -> None: ...

    def finish_table_turns(self) -> None: ...

    def next_public_screen_rehearsal(self, steps: int) -> list[Callable[[], None]]: ...
