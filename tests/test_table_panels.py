"""Seat panels: the zone grown into a screen for a private turn, a keyboard or a vote, never overlapping."""
from __future__ import annotations

import pytest

from table.panels import MIN_PAGE_MM, page_depth, seat_panels, seatable_places
from table.physical import TableScreen
from table.seats import Edge, offered_places, zone_size

SCREENS = [TableScreen(w, h, d) for (w, h) in ((1920, 1080), (3840, 2160)) for d in (32, 40, 55)]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width_px}x{s.height_px}@{s.diagonal_in}")
def test_panels_hold_their_zone_at_the_edge_and_never_overlap(screen: TableScreen) -> None:
    places = offered_places(screen)
    panels = seat_panels(screen, places)
    gap = screen.gap_px
    for panel in panels:
        zone = panel.place.zone
        assert zone.inside(panel.rect)
        assert panel.rect.inside(type(zone)(0, 0, screen.width_px, screen.height_px))
        edge = panel.place.edge
        touching = {Edge.BOTTOM: panel.rect.bottom == screen.height_px, Edge.TOP: panel.rect.y == 0,
                    Edge.LEFT: panel.rect.x == 0, Edge.RIGHT: panel.rect.right == screen.width_px}[edge]
        assert touching
    for index, one in enumerate(panels):
        for other in panels[index + 1:]:
            grown = type(one.rect)(one.rect.x - gap + 1, one.rect.y - gap + 1, one.rect.width + 2 * gap - 2,
                                   one.rect.height + 2 * gap - 2)
            assert not grown.overlaps(other.rect), (one, other)


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width_px}x{s.height_px}@{s.diagonal_in}")
def test_every_panel_is_deeper_than_a_zone_and_at_least_as_long(screen: TableScreen) -> None:
    panels = seat_panels(screen, offered_places(screen))
    zone = zone_size(screen)
    for panel in panels:
        assert panel.own_size[1] >= 1.7 * zone.depth
        assert panel.own_size[0] >= zone.across


def test_a_panel_faces_its_seat() -> None:
    screen = TableScreen(1920, 1080, 55)
    for panel in seat_panels(screen, offered_places(screen)):
        width, height = panel.own_size
        if panel.place.edge.is_long:
            assert (width, height) == (panel.rect.width, panel.rect.height)
        else:
            assert (width, height) == (panel.rect.height, panel.rect.width)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("diagonal, seats", [(32, 4), (34, 6), (40, 8), (55, 8)])
def test_places_are_offered_only_where_each_panel_holds_a_turn(size: tuple[int, int], diagonal: float,
                                                                 seats: int) -> None:
    """A 32-inch table fits six zones, but the end zones would leave the long sides 38 mm for a turn's pages:
    it seats four, each with a panel about 100 mm deep above its zone."""
    screen = TableScreen(*size, diagonal)
    places = seatable_places(screen)
    assert len(places) == seats
    for panel in seat_panels(screen, places):
        assert page_depth(screen, panel) >= screen.px(MIN_PAGE_MM) - 1
    if diagonal == 32:
        assert all(place.edge.is_long for place in places)
