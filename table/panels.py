"""Each seat's panel: its zone at the table edge, grown inwards (and along the edge) to hold a whole screen.

A zone (`table.seats`) is a 50 mm band: enough for a name, a line and a row of 20 mm targets. A private turn, a
keyboard or a vote needs more, so each seat also has a panel: the zone widened along its edge up to
``PANEL_ACROSS_MM`` (within the seat's share of the edge) and deepened inwards up to ``PANEL_DEPTH_MM``. Panels
never overlap and keep a 5 mm gap between them; the zone stays the panel's own bottom band, at the seat's edge.

Panels along the long edges stop short of the zones at the ends, so that the panels at the ends can reach
inwards as deep as theirs without meeting them. On a small table that leaves the long panels too shallow for a
turn's pages (``MIN_PAGE_MM`` above the zone), so the places at the ends are not offered there
(``seatable_places``): a 32-inch table seats four, with panels half the table deep.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from table.physical import GAP_MM, TableScreen
from table.rect import Rect
from table.rotation import Rotation, own_size
from table.seats import Edge, SeatPlace, TableTooSmall, offered_places, zone_size

PANEL_DEPTH_MM = 240.0
PANEL_ACROSS_MM = 360.0
# A private turn needs this much of a panel above its zone; less, and its pages cannot be read or tapped.
MIN_PAGE_MM = 80.0
# The middle keeps at least this much between the long sides' panels: two facing copies of a line of words and a
# row of buttons (the seats' Start, the vote's count).
MIDDLE_MM = 130.0


@dataclass(frozen=True)
class SeatPanel:
    place: SeatPlace
    rect: Rect  # screen pixels

    @property
    def rotation(self) -> Rotation:
        return self.place.rotation

    @property
    def own_size(self) -> tuple[int, int]:
        """(width, height) as the seat sees it: along the edge, then from the far side to the edge."""
        return own_size(self.rect, self.rotation)


def page_depth(screen: TableScreen, panel: SeatPanel) -> int:
    """How deep the panel is above its zone, as its seat sees it: the room for a turn's pages."""
    return panel.own_size[1] - zone_size(screen).depth


def seatable_places(screen: TableScreen) -> tuple[SeatPlace, ...]:
    """The places offered for a game: every zone that fits (``offered_places``), unless the panels of the places
    at the short ends would leave the long sides' panels too shallow for a turn (on a small table, where the end
    zones reach into the long panels' depth); then only the long sides are offered."""
    places = offered_places(screen)
    if _pages_fit(screen, places):
        return places
    longs = tuple(place for place in places if place.edge.is_long)
    if len(longs) >= 4 and _pages_fit(screen, longs):
        return longs
    raise TableTooSmall(f"a {screen.diagonal_in:g}-inch {screen.width_px}x{screen.height_px} screen leaves no panel "
                        f"{MIN_PAGE_MM:g} mm deep for a private turn at four places")


def _pages_fit(screen: TableScreen, places: tuple[SeatPlace, ...]) -> bool:
    least = screen.px(MIN_PAGE_MM)
    return all(page_depth(screen, panel) >= least for panel in seat_panels(screen, places))


def seat_panels(screen: TableScreen, places: Iterable[SeatPlace]) -> tuple[SeatPanel, ...]:
    """The panels of these places, in the order given."""
    places = tuple(places)
    gap = screen.px(GAP_MM)
    most = screen.px(PANEL_DEPTH_MM)
    long_depth = min(most, (screen.height_px - screen.px(MIDDLE_MM)) // 2)
    for end in (place for place in places if not place.edge.is_long):
        # Long panels stop short of the end zones' reach, so the seats at the ends get a panel as deep as theirs.
        long_depth = min(long_depth, min(end.zone.y, screen.height_px - end.zone.bottom) - gap)
    end_depth = min(most, (screen.width_px - gap) // 2)
    return tuple(SeatPanel(place, _grown(screen, place, places, long_depth if place.edge.is_long else end_depth, gap))
                 for place in places)


def _grown(screen: TableScreen, place: SeatPlace, places: tuple[SeatPlace, ...], depth: int, gap: int) -> Rect:
    zone = place.zone
    depth = max(depth, zone.height if place.edge.is_long else zone.width)
    if place.edge.is_long:
        left, right = _widened(zone.x, zone.right, _neighbours(place, places), screen.px(PANEL_ACROSS_MM), gap,
                               zone_size(screen).depth, screen.width_px)
        top = zone.y if place.edge is Edge.TOP else screen.height_px - depth
        return Rect(left, top, right - left, depth)
    left = 0 if place.edge is Edge.LEFT else screen.width_px - depth
    return Rect(left, zone.y, depth, zone.height)


def _neighbours(place: SeatPlace, places: tuple[SeatPlace, ...]) -> list[Rect]:
    return [other.zone for other in places if other.edge is place.edge and other != place]


def _widened(start: int, end: int, others: list[Rect], most: int, gap: int, corner: int, length: int) -> tuple[int, int]:
    """Grow [start, end) equally on both sides towards `most` pixels, halfway to each neighbour, clear of corners."""
    low, high = corner, length - corner
    for other in others:
        if other.right <= start:
            low = max(low, (other.right + start + gap) // 2)
        elif other.x >= end:
            high = min(high, (end + other.x - gap) // 2)
    grow = max(0, most - (end - start)) // 2
    return max(low, start - grow), min(high, end + grow)
