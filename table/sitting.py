"""Who sits where once the places are taken: the table's layout for one game, in seat order."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from table.panels import SeatPanel, seat_panels
from table.physical import TableScreen
from table.rect import Rect
from table.seats import FacingCopy, SeatPlace, facing_copies, middle_area, seat_order


@dataclass(frozen=True)
class TableSitting:
    """The taken places in seat order (seat 0 first, then each player's left-hand neighbour), their panels,
    and the shared middle with its two copies facing the long sides."""

    screen: TableScreen
    places: tuple[SeatPlace, ...]
    panels: tuple[SeatPanel, ...]
    middle: Rect
    copies: tuple[FacingCopy, FacingCopy]

    @classmethod
    def of(cls, screen: TableScreen, taken: Iterable[SeatPlace]) -> "TableSitting":
        places = seat_order(taken)
        middle = middle_area(screen, places)
        return cls(screen, places, seat_panels(screen, places), middle, facing_copies(screen, middle))

    @property
    def player_count(self) -> int:
        return len(self.places)

    def to_json(self) -> dict[str, object]:
        """Enough to seat everyone again after a restart: the screen and each seat's zone."""
        return {
            "diagonal_in": self.screen.diagonal_in,
            "size": [self.screen.width_px, self.screen.height_px],
            "zones": [[place.edge.value, *place.zone.as_tuple()] for place in self.places],
        }
