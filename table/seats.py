"""Where players can sit around the table screen, the zone at each place, and the shared middle.

A seat's zone is a band at its own edge holding that seat's private turn and vote controls, facing the seat.
Its size comes from the touch minimums in `table.physical`, seen by the player sitting there:

- across (along the edge): a 5 mm margin, one row of eight 20 mm targets with 5 mm gaps (the seven other
  players to vote for and one more: the lock, or the turn's next step), a 5 mm margin: 205 mm;
- deep (from the far side down to the edge): a 5 mm margin, a 5 mm line of text (the seat's name), a 5 mm gap,
  a 5 mm line of text (what to do now), a 5 mm gap, the 20 mm row of targets, a 5 mm margin: 50 mm.

Each part is rounded up to whole pixels on its own, so a zone always holds every part at its minimum.

Zones lie along the two long edges and the two short ends, and none reaches into a corner square (as deep as a
zone on both sides), so the zones of neighbouring edges never meet. Up to eight places are offered: as many as
fit, at most eight, shared out so that each new place goes to the edge leaving the most room per place.
Opposite edges are equally long and hold as many zones, so the count offered is even. On a 16:9 screen eight places
(three along each long edge, one at each end) need a diagonal of at least 33.4 inches at 1920x1080 and 32.5 at
3840x2160, where rounding to whole pixels costs less; a 32-inch screen seats six, and below 23.2 inches fewer
than the four a game needs fit.
"""
from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS
from table.physical import GAP_MM, TARGET_MM, TEXT_MM, TableScreen
from table.rect import Rect
from table.rotation import Rotation

MARGIN_MM = GAP_MM
TARGETS_IN_A_ROW = MAX_PLAYERS
TEXT_LINES = 2
ZONE_WIDTH_MM = 2 * MARGIN_MM + TARGETS_IN_A_ROW * TARGET_MM + (TARGETS_IN_A_ROW - 1) * GAP_MM
ZONE_DEPTH_MM = 2 * MARGIN_MM + TEXT_LINES * (TEXT_MM + GAP_MM) + TARGET_MM


class Edge(enum.Enum):
    """A side of the screen, named as it looks on the screen, the way a seat there faces."""

    BOTTOM = "bottom"
    RIGHT = "right"
    TOP = "top"
    LEFT = "left"

    @property
    def rotation(self) -> Rotation:
        """The counter-clockwise turn (`table.rotation`) that makes content upright for a player at this edge."""
        return _EDGE_ROTATION[self]

    @property
    def is_long(self) -> bool:
        return self in (Edge.BOTTOM, Edge.TOP)


_EDGE_ROTATION: dict[Edge, Rotation] = {Edge.BOTTOM: 0, Edge.RIGHT: 90, Edge.TOP: 180, Edge.LEFT: 270}
# Clockwise as seen from above, starting at the bottom-right corner: along the bottom leftwards, up the left
# end, along the top rightwards, down the right end. Clockwise is each player's left-hand neighbour next.
CLOCKWISE_EDGES = (Edge.BOTTOM, Edge.LEFT, Edge.TOP, Edge.RIGHT)


class TableTooSmall(ValueError):
    """Fewer places fit around the screen than a game needs."""


@dataclass(frozen=True)
class SeatPlace:
    """A place at the table: the edge it is at and its zone there, in screen pixels."""

    edge: Edge
    zone: Rect

    @property
    def rotation(self) -> Rotation:
        return self.edge.rotation


@dataclass(frozen=True)
class FacingCopy:
    """Where one copy of a shared text goes, and which long side it faces."""

    area: Rect
    rotation: Rotation


@dataclass(frozen=True)
class ZoneSize:
    """A zone as its own player sees it: `across` along the table edge, `depth` from the edge inwards."""

    across: int
    depth: int


@dataclass(frozen=True)
class TableLayout:
    screen: TableScreen
    zone_size: ZoneSize
    places: tuple[SeatPlace, ...]
    middle: Rect
    facing_copies: tuple[FacingCopy, FacingCopy]


def zone_size(screen: TableScreen) -> ZoneSize:
    margin = screen.px(MARGIN_MM)
    across = 2 * margin + TARGETS_IN_A_ROW * screen.target_px + (TARGETS_IN_A_ROW - 1) * screen.gap_px
    depth = 2 * margin + TEXT_LINES * (screen.text_px + screen.gap_px) + screen.target_px
    return ZoneSize(across, depth)


def places_that_fit(screen: TableScreen, edge: Edge) -> int:
    """How many zones fit side by side along one edge, clear of the corner squares."""
    size = zone_size(screen)
    return max(0, _edge_room(screen, edge, size) // size.across)


def offered_count(screen: TableScreen) -> int:
    """The number of places offered: all that fit, at most eight."""
    return min(MAX_PLAYERS, sum(places_that_fit(screen, edge) for edge in CLOCKWISE_EDGES))


def offered_places(screen: TableScreen) -> tuple[SeatPlace, ...]:
    """The places offered, in clockwise order from the bottom-right corner (see `seat_order`)."""
    count = offered_count(screen)
    if count < MIN_PLAYERS:
        raise TableTooSmall(
            f"only {count} seat zones of {ZONE_WIDTH_MM:g} x {ZONE_DEPTH_MM:g} mm fit around a "
            f"{screen.diagonal_in:g}-inch {screen.width_px}x{screen.height_px} screen; a game needs {MIN_PLAYERS}")
    size = zone_size(screen)
    per_edge = {edge: 0 for edge in CLOCKWISE_EDGES}
    for _ in range(count):
        open_edges = [edge for edge in CLOCKWISE_EDGES if per_edge[edge] < places_that_fit(screen, edge)]
        roomiest = max(open_edges, key=lambda edge: _edge_room(screen, edge, size) / (per_edge[edge] + 1))
        per_edge[roomiest] += 1
    places = [place for edge in CLOCKWISE_EDGES for place in _edge_places(screen, edge, per_edge[edge], size)]
    return seat_order(places)


def seat_order(taken: Iterable[SeatPlace]) -> tuple[SeatPlace, ...]:
    """The taken places in seat order: clockwise as seen from above, starting at the bottom-right corner.

    The first seat is the rightmost taken place on the bottom edge (or, with nobody there, the lowest on the left
    end, then the leftmost on the top edge, then the highest on the right end), and each next seat is the
    previous player's left-hand neighbour. The order depends only on where people sit, not on who sat first.
    """
    places = list(taken)
    if len(set(places)) != len(places):
        raise ValueError("two players cannot take the same place")
    return tuple(sorted(places, key=_clockwise_key))


def place_at(places: Iterable[SeatPlace], x: float, y: float) -> SeatPlace | None:
    """The place whose zone holds the screen point, if any: a "Sit here" touch takes that place."""
    return next((place for place in places if place.zone.contains(x, y)), None)


def middle_area(screen: TableScreen, places: Iterable[SeatPlace]) -> Rect:
    """What is left for shared content: the screen less a zone's depth at every edge where someone can sit."""
    depth = zone_size(screen).depth
    edges = {place.edge for place in places}
    left = depth if Edge.LEFT in edges else 0
    top = depth if Edge.TOP in edges else 0
    right = screen.width_px - (depth if Edge.RIGHT in edges else 0)
    bottom = screen.height_px - (depth if Edge.BOTTOM in edges else 0)
    return Rect(left, top, right - left, bottom - top)


def facing_copies(screen: TableScreen, middle: Rect) -> tuple[FacingCopy, FacingCopy]:
    """Two halves of the middle, a target gap apart: the lower one upright for the bottom side, the upper one
    upside down for the top side, so every player along a long edge has a copy of each shared text facing them."""
    gap = screen.gap_px
    half = (middle.height - gap) // 2
    upper = Rect(middle.x, middle.y, middle.width, half)
    lower = Rect(middle.x, middle.bottom - half, middle.width, half)
    return (FacingCopy(lower, 0), FacingCopy(upper, 180))


def end_facing_copies(screen: TableScreen, middle: Rect) -> tuple[FacingCopy, FacingCopy]:
    """The middle turned to the ends: a copy at each end of the middle, the left one facing the left end and the
    right one facing the right end, so a player sitting at either end reads one upright. Each is as deep as a long
    side's copy is (at most half the middle), so the screen inside keeps the proportions it is laid out for there
    rather than a square that crowds its buttons' words."""
    depth = min((middle.width - screen.gap_px) // 2, (middle.height - screen.gap_px) // 2)
    left = Rect(middle.x, middle.y, depth, middle.height)
    right = Rect(middle.right - depth, middle.y, depth, middle.height)
    return (FacingCopy(left, 270), FacingCopy(right, 90))


def table_layout(screen: TableScreen) -> TableLayout:
    places = offered_places(screen)
    middle = middle_area(screen, places)
    return TableLayout(screen, zone_size(screen), places, middle, facing_copies(screen, middle))


def _edge_room(screen: TableScreen, edge: Edge, size: ZoneSize) -> int:
    length = screen.width_px if edge.is_long else screen.height_px
    return length - 2 * size.depth


def _edge_places(screen: TableScreen, edge: Edge, count: int, size: ZoneSize) -> list[SeatPlace]:
    """`count` zones along one edge, each centred in an equal share of the room between the corner squares."""
    room = _edge_room(screen, edge, size)
    places = []
    for index in range(count):
        # Integer shares: each is at least `size.across` wide since count * across <= room.
        start = size.depth + room * index // count
        end = size.depth + room * (index + 1) // count
        along = start + (end - start - size.across) // 2
        places.append(SeatPlace(edge, _zone_rect(screen, edge, along, size)))
    return places


def _zone_rect(screen: TableScreen, edge: Edge, along: int, size: ZoneSize) -> Rect:
    if edge is Edge.BOTTOM:
        return Rect(along, screen.height_px - size.depth, size.across, size.depth)
    if edge is Edge.TOP:
        return Rect(along, 0, size.across, size.depth)
    if edge is Edge.LEFT:
        return Rect(0, along, size.depth, size.across)
    return Rect(screen.width_px - size.depth, along, size.depth, size.across)


def _clockwise_key(place: SeatPlace) -> tuple[int, float]:
    centre_x, centre_y = place.zone.center
    along = {Edge.BOTTOM: -centre_x, Edge.LEFT: -centre_y, Edge.TOP: centre_x, Edge.RIGHT: centre_y}[place.edge]
    return (CLOCKWISE_EDGES.index(place.edge), along)
