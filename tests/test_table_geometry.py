"""Table mode's geometry: millimetres on the glass, seat places and zones, clockwise seat order, zone rotations."""
from __future__ import annotations

import math

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from table.physical import GAP_MM, TARGET_MM, TEXT_MM, TableScreen, TableScreenError
from table.rect import Rect
from table.rotation import ROTATIONS, own_size, rect_to_own, rect_to_screen, to_own, to_screen
from table.seats import (
    CLOCKWISE_EDGES,
    ZONE_DEPTH_MM,
    ZONE_WIDTH_MM,
    Edge,
    SeatPlace,
    TableTooSmall,
    facing_copies,
    middle_area,
    offered_count,
    offered_places,
    place_at,
    places_that_fit,
    seat_order,
    table_layout,
    zone_size,
)
from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame

TABLE = ROOT / "table"
SIZES = [(1920, 1080), (3840, 2160)]
SCREENS = [(width, height, diagonal) for width, height in SIZES for diagonal in (32, 55)]


@st.composite
def table_screens(draw: st.DrawFn) -> TableScreen:
    """Any valid screen: landscape, up to 4:1, 480-16384 pixels a side, 10-100 inches."""
    height = draw(st.integers(480, 4096))
    width = draw(st.integers(height, min(4 * height, 16384)))
    diagonal = draw(st.floats(10, 100, allow_nan=False))
    return TableScreen(width, height, diagonal)


@st.composite
def seated_screens(draw: st.DrawFn) -> TableScreen:
    """A screen around which a game fits."""
    screen = draw(table_screens())
    assume(offered_count(screen) >= 4)
    return screen


# --- the package -------------------------------------------------------------------------------------------

def test_the_package_says_what_it_is_in_one_line() -> None:
    text = (TABLE / "__init__.py").read_text(encoding="utf-8")
    assert text == (
        '"""Table mode: players around one large multi-touch screen, each with a zone at their own edge."""\n')


def test_the_table_geometry_is_pure_python() -> None:
    # The one adapter from pygame's events to the finger router is the package's only pygame module.
    sources = sorted(path for path in TABLE.glob("*.py") if path.stem != "pygame_events")
    assert {path.stem for path in sources} >= {"__init__", "physical", "seats", "rotation"}
    assert_sources_do_not_mention_pygame(sources)
    assert_imports_leave_pygame_out([f"table.{path.stem}" for path in sources if path.stem != "__init__"])


# --- millimetres ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("width, height, diagonal", SCREENS)
def test_a_16_by_9_screen_measures_its_diagonal_in_millimetres(width: int, height: int, diagonal: int) -> None:
    screen = TableScreen(width, height, diagonal)
    diagonal_mm = diagonal * 25.4
    assert screen.width_mm == pytest.approx(diagonal_mm * 16 / math.hypot(16, 9))
    assert screen.height_mm == pytest.approx(diagonal_mm * 9 / math.hypot(16, 9))
    assert math.hypot(screen.width_mm, screen.height_mm) == pytest.approx(diagonal_mm)


@pytest.mark.parametrize("width, height, diagonal, px_per_mm, width_mm, height_mm", [
    (1920, 1080, 32, 2.7103, 708.4, 398.5),
    (1920, 1080, 55, 1.5769, 1217.6, 684.9),
    (3840, 2160, 32, 5.4205, 708.4, 398.5),
    (3840, 2160, 55, 3.1538, 1217.6, 684.9),
])
def test_pixels_per_millimetre(width: int, height: int, diagonal: int, px_per_mm: float, width_mm: float,
                               height_mm: float) -> None:
    screen = TableScreen(width, height, diagonal)
    assert screen.px_per_mm == pytest.approx(px_per_mm, abs=1e-4)
    assert (round(screen.width_mm, 1), round(screen.height_mm, 1)) == (width_mm, height_mm)
    assert screen.mm(screen.width_px) == pytest.approx(screen.width_mm)


@pytest.mark.parametrize("width, height, diagonal, target, gap, text", [
    (1920, 1080, 32, 55, 14, 14),
    (1920, 1080, 55, 32, 8, 8),
    (3840, 2160, 32, 109, 28, 28),
    (3840, 2160, 55, 64, 16, 16),
])
def test_targets_gaps_and_text_in_pixels(width: int, height: int, diagonal: int, target: int, gap: int,
                                         text: int) -> None:
    screen = TableScreen(width, height, diagonal)
    assert (screen.target_px, screen.gap_px, screen.text_px) == (target, gap, text)
    for pixels, minimum in ((target, TARGET_MM), (gap, GAP_MM), (text, TEXT_MM)):
        assert screen.mm(pixels) >= minimum > screen.mm(pixels - 1)


@given(table_screens(), st.floats(0, 2000, allow_nan=False))
def test_px_is_the_fewest_whole_pixels_at_least_that_long(screen: TableScreen, length_mm: float) -> None:
    pixels = screen.px(length_mm)
    assert screen.mm(pixels) >= length_mm - 1e-6
    assert pixels == 0 or screen.mm(pixels - 1) < length_mm


@pytest.mark.parametrize("width, height, diagonal, complaint", [
    (1920, 1080, 9.9, "between 10 and 100 inches"),
    (1920, 1080, 100.5, "between 10 and 100 inches"),
    (1920, 1080, float("nan"), "number of inches"),
    (1920, 1080, float("inf"), "number of inches"),
    (1920, 1080, "55", "number of inches"),
    (1920, 1080, True, "number of inches"),
    (1920.0, 1080, 55, "whole number of pixels"),
    (1920, True, 55, "whole number of pixels"),
    (1920, 0, 55, "between 480 and 16384"),
    (-1920, 1080, 55, "between 480 and 16384"),
    (20000, 10000, 55, "between 480 and 16384"),
    (1080, 1920, 55, "landscape"),
    (4000, 960, 55, "wider than 4:1"),
])
def test_a_screen_that_is_no_table_is_refused_clearly(width: object, height: object, diagonal: object,
                                                     complaint: str) -> None:
    with pytest.raises(TableScreenError, match=complaint):
        TableScreen(width, height, diagonal)  # type: ignore[arg-type]


@pytest.mark.parametrize("length", [-1, float("nan"), float("inf"), "20", None])
def test_a_length_that_is_no_length_is_refused(length: object) -> None:
    with pytest.raises(TableScreenError):
        TableScreen(1920, 1080, 55).px(length)  # type: ignore[arg-type]


# --- zones and places -------------------------------------------------------------------------------------

def test_a_zone_holds_a_row_of_eight_targets_and_two_lines_of_text() -> None:
    assert ZONE_WIDTH_MM == 5 + 8 * 20 + 7 * 5 + 5 == 205
    assert ZONE_DEPTH_MM == 5 + 5 + 5 + 5 + 5 + 20 + 5 == 50


@given(table_screens())
def test_a_zone_is_at_least_its_millimetres_in_pixels(screen: TableScreen) -> None:
    size = zone_size(screen)
    assert screen.mm(size.across) >= ZONE_WIDTH_MM - 1e-6
    assert screen.mm(size.depth) >= ZONE_DEPTH_MM - 1e-6


@given(seated_screens())
def test_zones_stay_inside_the_screen_apart_and_out_of_the_corners(screen: TableScreen) -> None:
    places = offered_places(screen)
    whole = Rect(0, 0, screen.width_px, screen.height_px)
    depth = zone_size(screen).depth
    corners = [Rect(x, y, depth, depth) for x in (0, screen.width_px - depth) for y in (0, screen.height_px - depth)]
    for index, place in enumerate(places):
        assert place.zone.inside(whole)
        assert not any(place.zone.overlaps(corner) for corner in corners)
        assert not any(place.zone.overlaps(other.zone) for other in places[index + 1:])


@given(seated_screens())
def test_each_zone_lies_along_its_own_edge_the_right_way_round(screen: TableScreen) -> None:
    size = zone_size(screen)
    for place in offered_places(screen):
        zone = place.zone
        touches = {Edge.BOTTOM: zone.bottom == screen.height_px, Edge.TOP: zone.y == 0,
                   Edge.LEFT: zone.x == 0, Edge.RIGHT: zone.right == screen.width_px}
        assert [edge for edge, touching in touches.items() if touching] == [place.edge]
        assert own_size(zone, place.rotation) == (size.across, size.depth)


@given(seated_screens())
def test_as_many_places_as_fit_are_offered_up_to_eight(screen: TableScreen) -> None:
    places = offered_places(screen)
    size = zone_size(screen)
    fits = {edge: places_that_fit(screen, edge) for edge in CLOCKWISE_EDGES}
    for edge, count in fits.items():
        length = screen.width_px if edge.is_long else screen.height_px
        # One zone more would run into a corner square or a neighbour.
        assert count * size.across <= length - 2 * size.depth < (count + 1) * size.across
        assert sum(place.edge is edge for place in places) <= count
    assert len(places) == min(8, sum(fits.values())) == offered_count(screen)
    assert len(places) % 2 == 0


@pytest.mark.parametrize("width, height", SIZES)
def test_a_55_inch_table_offers_eight_places_three_along_each_side_and_one_at_each_end(width: int,
                                                                                       height: int) -> None:
    places = offered_places(TableScreen(width, height, 55))
    assert [place.edge for place in places] == [Edge.BOTTOM] * 3 + [Edge.LEFT] + [Edge.TOP] * 3 + [Edge.RIGHT]


@pytest.mark.parametrize("width, height", SIZES)
def test_a_32_inch_table_offers_six_places(width: int, height: int) -> None:
    places = offered_places(TableScreen(width, height, 32))
    assert [place.edge for place in places] == [Edge.BOTTOM] * 2 + [Edge.LEFT] + [Edge.TOP] * 2 + [Edge.RIGHT]


@pytest.mark.parametrize("width, height, six_up_to, eight_from", [
    (1920, 1080, 33.3, 33.4),
    (3840, 2160, 32.4, 32.5),
])
def test_eight_places_need_a_third_zone_along_each_long_side(width: int, height: int, six_up_to: float,
                                                              eight_from: float) -> None:
    short_of_it = TableScreen(width, height, six_up_to)
    assert places_that_fit(short_of_it, Edge.BOTTOM) == 2 and offered_count(short_of_it) == 6
    just_enough = TableScreen(width, height, eight_from)
    assert places_that_fit(just_enough, Edge.BOTTOM) == 3 and offered_count(just_enough) == 8


@pytest.mark.parametrize("width, height", SIZES)
def test_a_screen_too_small_for_four_players_is_refused(width: int, height: int) -> None:
    assert len(offered_places(TableScreen(width, height, 23.2))) == 4
    with pytest.raises(TableTooSmall, match="a game needs 4"):
        offered_places(TableScreen(width, height, 23.1))


def test_sit_here_touches_find_the_place_touched() -> None:
    places = offered_places(TableScreen(1920, 1080, 55))
    for place in places:
        assert place_at(places, *place.zone.center) == place
        assert place_at(places, place.zone.x, place.zone.y) == place
        assert place_at(places, place.zone.right, place.zone.bottom) != place
    assert place_at(places, 960, 540) is None
    assert place_at(places, 0, 0) is None


# --- seat order -------------------------------------------------------------------------------------------

def _clockwise_from_bottom_right(screen: TableScreen, place: SeatPlace) -> float:
    """The angle round the screen's centre, clockwise as seen from above (y grows downwards on the screen)."""
    centre_x, centre_y = screen.width_px / 2, screen.height_px / 2
    start = math.atan2(screen.height_px - centre_y, screen.width_px - centre_x)
    x, y = place.zone.center
    return (math.atan2(y - centre_y, x - centre_x) - start) % math.tau


def test_offered_places_go_clockwise_from_the_bottom_right() -> None:
    places = offered_places(TableScreen(1920, 1080, 55))
    bottom = [place.zone.x for place in places[:3]]
    top = [place.zone.x for place in places[4:7]]
    assert bottom == sorted(bottom, reverse=True) and top == sorted(top)


@given(seated_screens(), st.data())
def test_seat_order_is_clockwise_whatever_places_are_taken_in_whatever_order(screen: TableScreen,
                                                                          data: st.DataObject) -> None:
    places = offered_places(screen)
    count = data.draw(st.integers(4, len(places)))
    taken = data.draw(st.permutations(places).map(lambda shuffled: shuffled[:count]))
    order = seat_order(taken)
    assert sorted(order, key=lambda place: _clockwise_from_bottom_right(screen, place)) == list(order)
    assert set(order) == set(taken) and len(order) == count
    assert seat_order(reversed(taken)) == order


@pytest.mark.parametrize("count", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("width, height", SIZES)
def test_seat_order_at_every_count(width: int, height: int, count: int) -> None:
    screen = TableScreen(width, height, 55)
    places = offered_places(screen)
    for first_left_out in range(len(places)):
        taken = [places[(first_left_out + step) % 8] for step in range(8 - count, 8)][::-1]
        order = seat_order(taken)
        assert list(order) == [place for place in places if place in taken]
        angles = [_clockwise_from_bottom_right(screen, place) for place in order]
        assert angles == sorted(angles)


def test_nobody_sits_at_the_bottom_so_the_left_end_goes_first() -> None:
    places = offered_places(TableScreen(1920, 1080, 55))
    by_edge = {edge: [place for place in places if place.edge is edge] for edge in Edge}
    taken = by_edge[Edge.RIGHT] + by_edge[Edge.TOP][::-1] + by_edge[Edge.LEFT]
    assert [place.edge for place in seat_order(taken)] == [Edge.LEFT] + [Edge.TOP] * 3 + [Edge.RIGHT]


def test_two_players_cannot_take_one_place() -> None:
    places = offered_places(TableScreen(1920, 1080, 55))
    with pytest.raises(ValueError, match="same place"):
        seat_order([places[0], places[1], places[2], places[0]])


# --- rotations --------------------------------------------------------------------------------------------

def test_each_edge_turns_its_content_to_face_the_player_sitting_there() -> None:
    assert {edge: edge.rotation for edge in Edge} == {Edge.BOTTOM: 0, Edge.RIGHT: 90, Edge.TOP: 180, Edge.LEFT: 270}


@pytest.mark.parametrize("rotation, corner", [(0, (0, 0)), (90, (0, 20)), (180, (30, 20)), (270, (30, 0))])
def test_the_own_top_left_lands_where_a_counter_clockwise_turn_puts_it(rotation: int,
                                                                       corner: tuple[int, int]) -> None:
    # pygame.transform.rotate turns counter-clockwise: by 90 the picture's top-left corner ends at the bottom-left.
    assert to_screen(0, 0, Rect(0, 0, 30, 20), rotation) == corner


@pytest.mark.parametrize("edge, rightwards, away", [
    (Edge.BOTTOM, (1, 0), (0, -1)),
    (Edge.RIGHT, (0, -1), (-1, 0)),
    (Edge.TOP, (-1, 0), (0, 1)),
    (Edge.LEFT, (0, 1), (1, 0)),
])
def test_own_right_is_the_players_right_and_own_up_points_across_the_table(
        edge: Edge, rightwards: tuple[int, int], away: tuple[int, int]) -> None:
    zone = Rect(100, 200, 60, 40)
    origin = to_screen(10, 10, zone, edge.rotation)
    right = to_screen(11, 10, zone, edge.rotation)
    up = to_screen(10, 9, zone, edge.rotation)
    assert (right[0] - origin[0], right[1] - origin[1]) == rightwards
    assert (up[0] - origin[0], up[1] - origin[1]) == away


zones = st.builds(Rect, st.integers(0, 4000), st.integers(0, 4000), st.integers(1, 2000), st.integers(1, 2000))
rotations = st.sampled_from(ROTATIONS)
coordinates = st.floats(-5000, 5000, allow_nan=False)


@given(zones, rotations, coordinates, coordinates)
def test_screen_to_own_and_back_is_the_same_point(zone: Rect, rotation: int, x: float, y: float) -> None:
    back = to_screen(*to_own(x, y, zone, rotation), zone, rotation)
    assert back == pytest.approx((x, y), abs=1e-6)


@given(zones, rotations, coordinates, coordinates)
def test_own_to_screen_and_back_is_the_same_point(zone: Rect, rotation: int, u: float, v: float) -> None:
    back = to_own(*to_screen(u, v, zone, rotation), zone, rotation)
    assert back == pytest.approx((u, v), abs=1e-6)


@given(zones, rotations, st.data())
def test_own_rectangles_cover_the_same_pixels_both_ways(zone: Rect, rotation: int, data: st.DataObject) -> None:
    own_width, own_height = own_size(zone, rotation)
    u = data.draw(st.integers(0, own_width - 1))
    v = data.draw(st.integers(0, own_height - 1))
    part = Rect(u, v, data.draw(st.integers(1, own_width - u)), data.draw(st.integers(1, own_height - v)))
    on_screen = rect_to_screen(part, zone, rotation)
    assert on_screen.inside(zone)
    assert (on_screen.width * on_screen.height) == part.width * part.height
    assert rect_to_own(on_screen, zone, rotation) == part
    assert rect_to_screen(Rect(0, 0, own_width, own_height), zone, rotation) == zone


@given(zones, rotations, coordinates, coordinates)
def test_a_point_is_in_the_zone_exactly_when_it_is_in_the_own_picture(zone: Rect, rotation: int, x: float,
                                                                      y: float) -> None:
    own_width, own_height = own_size(zone, rotation)
    u, v = to_own(x, y, zone, rotation)
    inside_own = 0 <= u <= own_width and 0 <= v <= own_height
    assert inside_own == (zone.x <= x <= zone.right and zone.y <= y <= zone.bottom)


@given(seated_screens(), st.floats(0, 1))
def test_a_zones_own_bottom_is_the_table_edge_its_seat_sits_at(screen: TableScreen, share: float) -> None:
    for place in offered_places(screen):
        own_width, own_height = own_size(place.zone, place.rotation)
        x, y = to_screen(share * own_width, own_height, place.zone, place.rotation)
        on_edge = {Edge.BOTTOM: y == screen.height_px, Edge.TOP: y == 0, Edge.LEFT: x == 0,
                   Edge.RIGHT: x == screen.width_px}
        assert [edge for edge, there in on_edge.items() if there] == [place.edge]


@pytest.mark.parametrize("rotation", [45, -90, 360, True, "90", None])
def test_a_rotation_that_is_no_quarter_turn_is_refused(rotation: object) -> None:
    with pytest.raises(ValueError, match="0, 90, 180 or 270"):
        to_screen(0, 0, Rect(0, 0, 10, 10), rotation)  # type: ignore[arg-type]


# --- the middle and its facing copies ---------------------------------------------------------------------

@pytest.mark.parametrize("width, height, diagonal", SCREENS)
def test_the_middle_is_the_screen_less_a_zone_depth_at_each_edge(width: int, height: int, diagonal: int) -> None:
    layout = table_layout(TableScreen(width, height, diagonal))
    depth = layout.zone_size.depth
    assert layout.middle == Rect(depth, depth, width - 2 * depth, height - 2 * depth)


@given(seated_screens())
def test_the_middle_and_its_copies_leave_every_zone_alone(screen: TableScreen) -> None:
    layout = table_layout(screen)
    lower, upper = layout.facing_copies
    assert (lower.rotation, upper.rotation) == (0, 180)
    assert lower.area.inside(layout.middle) and upper.area.inside(layout.middle)
    assert not lower.area.overlaps(upper.area)
    assert lower.area.y - upper.area.bottom >= screen.gap_px
    assert lower.area.center[1] > upper.area.center[1]
    assert (lower.area.width, lower.area.height) == (upper.area.width, upper.area.height)
    assert lower.area.height >= 2 * screen.text_px
    for place in layout.places:
        assert not place.zone.overlaps(layout.middle)


def test_without_seats_at_the_ends_the_middle_reaches_them() -> None:
    screen = TableScreen(1920, 1080, 55)
    along_the_sides = [place for place in offered_places(screen) if place.edge.is_long]
    middle = middle_area(screen, along_the_sides)
    depth = zone_size(screen).depth
    assert middle == Rect(0, depth, 1920, 1080 - 2 * depth)
    lower, upper = facing_copies(screen, middle)
    assert lower.area.bottom == middle.bottom and upper.area.y == middle.y
