"""The players at the ends of the table read the public screens upright too: a tap on an end seat's zone turns the
middle's two copies to face the two ends, and a tap on a long side's zone turns them back."""
from __future__ import annotations

import random

from program.i18n import t
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from scenes.table.flow import TableFlow
from table.panels import seatable_places
from table.physical import TableScreen
from table.rotation import own_size, to_screen
from table.seats import Edge, end_facing_copies
from table.sitting import TableSitting
from tests.test_table_notes_clear import _discussion, _tap


def test_the_end_copies_lie_at_the_ends_of_the_middle_facing_them_at_a_long_copys_depth() -> None:
    screen = TableScreen(1920, 1080, 55.0)
    sitting = TableSitting.of(screen, seatable_places(screen))
    left, right = end_facing_copies(screen, sitting.middle)
    assert (left.rotation, right.rotation) == (270, 90)  # as the left and right ends' zones face
    assert left.area.x == sitting.middle.x and right.area.right == sitting.middle.right
    assert left.area.height == right.area.height == sitting.middle.height
    assert left.area.width == right.area.width == sitting.copies[0].area.height  # a long copy's proportions
    assert left.area.right + screen.gap_px <= right.area.x
    assert own_size(left.area, left.rotation) == own_size(right.area, right.rotation)
    assert {sitting.places[seat].edge for seat in sitting.end_seats} == {Edge.LEFT, Edge.RIGHT}


def _zone_point(discussion, seat: int) -> tuple[float, float]:
    zone = discussion.flow.sitting.places[seat].zone
    return zone.x + zone.width / 2, zone.y + zone.height / 2


def test_an_end_seat_turns_the_middle_to_the_ends_and_a_long_side_turns_it_back(make_app) -> None:
    app = make_app((1920, 1080))
    discussion = _discussion(app, 8)
    sitting = discussion.flow.sitting
    ends = sitting.end_seats
    long_side = next(seat for seat in range(8) if seat not in ends)
    assert len(ends) == 2 and set(discussion.turning_seats()) == set(ends)
    _tap(app, _zone_point(discussion, long_side))  # the long sides have their copies: nothing turns
    assert not discussion.facing_ends and discussion.copies == sitting.copies
    _tap(app, _zone_point(discussion, ends[0]))
    assert discussion.facing_ends
    assert discussion.copies == sitting.end_copies
    assert discussion.inner.size == own_size(sitting.end_copies[0].area, 270)  # laid out again, upright for the ends
    assert set(discussion.turning_seats()) == set(range(8)) - set(ends)
    paused = discussion.inner.running
    button = discussion.inner.pause_button.rect
    left = sitting.end_copies[0]
    _tap(app, to_screen(button.centerx, button.centery, left.area, left.rotation))
    assert discussion.inner.running != paused  # a finger on an end's copy works the screen
    _tap(app, _zone_point(discussion, long_side))
    assert not discussion.facing_ends and discussion.copies == sitting.copies
    assert discussion.inner.size == (sitting.copies[0].area.width, sitting.copies[0].area.height)


def test_the_zones_that_turn_the_middle_say_so_and_a_table_without_end_seats_has_none(make_app) -> None:
    app = make_app((1920, 1080))
    discussion = _discussion(app, 8)
    end = discussion.flow.sitting.end_seats[0]
    assert discussion._bands[end][0][2] == t("table.zone.turn_middle")
    assert discussion._bands[0 if 0 != end else 1][0][2] == t("table.zone.public")
    app.scenes.clear()
    screen = TableScreen(1920, 1080, 55.0)
    long_places = [place for place in seatable_places(screen) if place.edge.is_long][:4]
    sitting = TableSitting.of(screen, long_places)
    assert sitting.end_seats == ()
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee")), 3)
    play_until(session, StepKind.DISCUSSION, random.Random(3))
    flow = TableFlow(app, session, sitting, persist=False)
    flow.show_current(session.step_index, replace=False)
    for _ in range(40):
        app.step(1 / 60)
    four = app.scenes.top()
    assert four.turning_seats() == () and not any(key[0] == "turn" for key in four.extra_zones())
    four.turn_middle(True)
    assert not four.facing_ends


def test_the_next_public_screen_faces_where_the_last_one_was_turned(make_app) -> None:
    from scenes.table.facing_twice import FacingTwiceScene

    app = make_app((1920, 1080))
    discussion = _discussion(app, 8)
    discussion.turn_middle(True)
    app.step(1 / 60)
    flow = discussion.flow
    assert flow.middle_faces_ends
    app.scenes.clear()
    reveal = FacingTwiceScene(flow, discussion.inner)  # any public screen of the same table
    app.scenes.push(reveal, transition=False)
    app.step(1 / 60)
    assert reveal.facing_ends and reveal.copies == flow.sitting.end_copies
    reveal.turn_middle(False)
    assert not flow.middle_faces_ends
