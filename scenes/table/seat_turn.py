"""One seat's private turn on the table, shown in its own panel: the tablet's turn, pages and all.

The turn is the pass-and-play ``PrivateTurnScene`` drawn at the panel's size, so it has exactly the same pages,
required taps, minimum times and sounds for every role (privacy protocol, rule 3). Two things differ:

- Its decisions (a peek, followers, a waking hour) are kept aside until the turn ends, and the seat's own view
  shows them meanwhile; they then enter the game together, so a restart never finds half a turn, and the other
  seats' turns, played at the same time, never see a game changing under them.
- Its clock runs only while its owner holds the curtain open: the minimum time of a page is time spent looking
  at it, the same for everyone.
"""
from __future__ import annotations

from collections.abc import Callable

from game.cheese_thief.actions import Action
from game.cheese_thief.views import PublicView, SeatView
from play.flow import Step
from play.session import PlaySession
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.table.table_flow_protocol import TableFlowShape


class SeatFlow:
    """What a page may ask of the game during a table turn: the shared flow, with this seat's decisions held back."""

    def __init__(self, flow: TableFlowShape, seat: int) -> None:
        self.flow = flow
        self.seat = seat
        self.pending: list[Action] = []

    @property
    def app(self):
        return self.flow.app

    @property
    def session(self) -> PlaySession:
        return self.flow.session

    @property
    def names(self) -> tuple[str, ...]:
        return self.flow.names

    @property
    def player_count(self) -> int:
        return self.flow.player_count

    def view(self, seat: int) -> SeatView:
        if seat != self.seat:
            raise ValueError("a seat's turn shows only its own view")
        return self.flow.session.view_with(seat, self.pending)

    def public(self) -> PublicView:
        return self.flow.public()

    def apply(self, action: Action) -> None:
        """Check the decision against the game as this seat will leave it, and keep it for the turn's end."""
        self.flow.session.view_with(self.seat, [*self.pending, action])  # raises RuleError if not allowed
        self.pending.append(action)


class SeatTurnScene(PrivateTurnScene):
    """A private turn drawn inside a seat's panel; ``on_done`` hears its decisions and its trace when it ends."""

    plain_cards = True  # a neighbour's glance at a shielded panel must not read the role from a colour

    def __init__(self, flow: TableFlowShape, step: Step, size: tuple[int, int],
                 on_done: Callable[["SeatTurnScene"], None]) -> None:
        self.seat_flow = SeatFlow(flow, step.seat if step.seat is not None else 0)
        # The pages use only SeatFlow's members of a PlayFlow.
        super().__init__(self.seat_flow, step)  # type: ignore[arg-type]
        self.size = size
        self.on_done = on_done

    @property
    def pending(self) -> list[Action]:
        return self.seat_flow.pending

    def _finish(self) -> None:
        self.on_done(self)

    def back_to_curtain(self) -> None:
        """Never called on the table: letting go of the panel is the curtain."""
