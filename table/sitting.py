"""Who sits where once the places are taken: the table's layout for one game, in seat order."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from table.panels import SeatPanel, seat_panels, seatable_places
from table.physical import TableScreen
from table.rect import Rect
from table.seats import Edge, FacingCopy, SeatPlace, end_facing_copies, facing_copies, middle_area, seat_order


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

    @property
    def end_copies(self) -> tuple[FacingCopy, FacingCopy]:
        """The middle's two copies turned to face the two ends (``table.seats.end_facing_copies``)."""
        return end_facing_copies(self.screen, self.middle)

    @property
    def end_seats(self) -> tuple[int, ...]:
        """The seats at the short ends of the table, who read the long sides' copies sideways."""
        return tuple(seat for seat, place in enumerate(self.places) if not place.edge.is_long)

    def to_json(self) -> dict[str, object]:
        """Enough to seat everyone again after a restart: the diagonal and each seat's zone (the window's size is
        the one the program finds when it starts again)."""
        return {
            "diagonal_in": self.screen.diagonal_in,
            "zones": [[place.edge.value, *place.zone.as_tuple()] for place in self.places],
        }

    @classmethod
    def from_json(cls, data: object, size: tuple[int, int], least_text_px: int = 0,
                  least_cjk_px: int = 0) -> "TableSitting":
        """The saved places again on a screen of this size (raises ValueError for anything else than a sitting).

        On the same screen each saved zone is an offered place; on another size or diagonal each player gets the
        place of the same rank along the same edge, so the order around the table is kept.
        """
        if not isinstance(data, dict):
            raise ValueError("a table sitting is an object")
        diagonal = data.get("diagonal_in")
        if isinstance(diagonal, bool) or not isinstance(diagonal, (int, float)):
            raise ValueError("the table's diagonal is missing")
        # TableScreenError is a ValueError
        screen = TableScreen(int(size[0]), int(size[1]), float(diagonal), least_text_px, least_cjk_px)
        zones = data.get("zones")
        if not isinstance(zones, list) or not zones:
            raise ValueError("the table's places are missing")
        saved: list[tuple[Edge, tuple[int, ...]]] = []
        for zone in zones:
            if (not isinstance(zone, list) or len(zone) != 5 or not isinstance(zone[0], str)
                    or not all(isinstance(n, int) and not isinstance(n, bool) for n in zone[1:])):
                raise ValueError("a saved place is not [edge, x, y, width, height]")
            saved.append((Edge(zone[0]), tuple(zone[1:])))
        offered = seatable_places(screen)  # TableTooSmall is a ValueError
        by_rect: dict[tuple[Edge, tuple[int, ...]], SeatPlace] = {
            (place.edge, place.zone.as_tuple()): place for place in offered}
        found = [by_rect.get((edge, rect)) for edge, rect in saved]
        taken = [place for place in found if place is not None]
        if len(taken) != len(found):
            taken = _same_ranks(offered, saved)
        if len(set(taken)) != len(saved):
            raise ValueError("the saved places do not fit this table")
        return cls.of(screen, taken)


def _same_ranks(offered: tuple[SeatPlace, ...], saved: list[tuple[Edge, tuple[int, ...]]]) -> list[SeatPlace]:
    """Each saved place's rank along its edge, taken at the same rank on this screen's edge."""
    taken: list[SeatPlace] = []
    for edge, rect in saved:
        along = [r for e, r in saved if e is edge]
        rank = sorted(along).index(rect)
        here = sorted((place for place in offered if place.edge is edge), key=lambda place: place.zone.as_tuple())
        if rank >= len(here):
            raise ValueError(f"this table has fewer places at the {edge.value} edge")
        taken.append(here[rank])
    return taken
