"""An open "My notes" panel during the discussion at the table covers nothing a reader needs: both copies of the
middle's screen move clear of every open panel, and come back when the notes close."""
from __future__ import annotations

import random

import pygame
import pytest

from app.app import App
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.flow import TableFlow
from table.clear_copies import copies_clear_of
from table.panels import seatable_places
from table.physical import TableScreen
from table.rect import Rect
from table.rotation import to_screen
from table.seats import FacingCopy
from table.sitting import TableSitting

MIDDLE = (FacingCopy(Rect(80, 544, 1760, 456), 0), FacingCopy(Rect(80, 80, 1760, 456), 180))


def _grown(rect: Rect, by: int) -> Rect:
    return Rect(rect.x - by, rect.y - by, rect.width + 2 * by, rect.height + 2 * by)


def test_copies_no_panel_reaches_stay_as_they_are() -> None:
    assert copies_clear_of(MIDDLE, [], 8) == MIDDLE
    assert copies_clear_of(MIDDLE, [Rect(0, 1010, 300, 70)], 8) == MIDDLE  # a zone's band, below the copies


@pytest.mark.parametrize("panels", [
    [Rect(1262, 712, 568, 368)],  # a bottom seat's panel reaching into the lower copy
    [Rect(1262, 712, 568, 368), Rect(1541, 376, 379, 328)],  # and the right end's, into both
    [Rect(90, 0, 568, 368), Rect(0, 376, 379, 328)],  # a top seat's and the left end's
])
def test_copies_move_clear_of_open_panels_at_one_size(panels: list[Rect]) -> None:
    lower, upper = copies_clear_of(MIDDLE, panels, 8)
    assert (lower.area.width, lower.area.height) == (upper.area.width, upper.area.height)
    assert (lower.rotation, upper.rotation) == (0, 180)
    for copy, middle in ((lower, MIDDLE[0]), (upper, MIDDLE[1])):
        assert copy.area.inside(middle.area)
        assert not any(_grown(panel, 8).overlaps(copy.area) for panel in panels)
    assert lower.area.width >= MIDDLE[0].area.width / 3 and lower.area.height >= MIDDLE[0].area.height / 2


def test_copies_with_no_room_left_between_panels_stay_whole() -> None:
    panels = [Rect(x, 700, 300, 380) for x in (100, 650, 1200)] + [Rect(x, 0, 300, 380) for x in (100, 650, 1200)]
    assert copies_clear_of(MIDDLE, panels, 8) == MIDDLE


def _discussion(app: App, players: int) -> FacingTwiceScene:
    screen = TableScreen(1920, 1080, 55.0)
    session = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")[:players]), 3)
    play_until(session, StepKind.DISCUSSION, random.Random(3))
    flow = TableFlow(app, session, TableSitting.of(screen, seatable_places(screen)[:players]), persist=False)
    flow.show_current(session.step_index, replace=False)
    for _ in range(40):
        app.step(1 / 60)
    discussion = app.scenes.top()
    assert isinstance(discussion, FacingTwiceScene)
    return discussion


def _tap(app: App, point: tuple[float, float]) -> None:
    width, height = app.size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        event = pygame.event.Event(kind, x=point[0] / width, y=point[1] / height, dx=0.0, dy=0.0, finger_id=3,
                                   touch_id=1, pressure=1.0)
        app.step(1 / 60, [event])
        app.step(1 / 60)


def test_open_notes_cover_no_clock_or_button_of_either_copy_and_closing_them_gives_the_room_back(make_app) -> None:
    app = make_app((1920, 1080))
    discussion = _discussion(app, 8)
    whole = discussion.copies
    for seat in range(8):  # every seat's panel, one after another and then all those open together
        discussion.open_notes(seat)
        app.step(1 / 60)
        panels = [panel.panel.rect for panel in discussion.notes.values()]
        if discussion.copies == whole:
            assert len(panels) > 2  # only when several are open may no room be left
            continue
        for copy in discussion.copies:  # the whole screen in the middle, its clock and buttons with it
            assert not any(panel.overlaps(copy.area) for panel in panels), (seat, copy)
        clock = discussion.inner.timer_rect.union(discussion.inner.status_rect)
        assert discussion.inner.vote_button.rect.bottom <= discussion.inner.size[1] and clock.top >= 0
        if seat == 0:
            paused = discussion.inner.running
            button = discussion.inner.pause_button.rect
            _tap(app, to_screen(button.centerx, button.centery, discussion.copies[1].area, 180))
            assert discussion.inner.running != paused  # a finger on the moved top copy works it
    for seat in range(8):
        discussion.close_notes(seat)
    app.step(1 / 60)
    assert discussion.copies == whole
    assert discussion.inner.size == (whole[0].area.width, whole[0].area.height)
