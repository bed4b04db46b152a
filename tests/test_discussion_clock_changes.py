"""The discussion's clock ticks without a whole frame: only its digits are painted again (on the tablet, and at the
table only they are copied to both sides), and every such frame equals the screen painted whole."""
from __future__ import annotations


import pygame

from app.app import App
from art.facing import to_pygame
from play.flow import StepKind
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.table import facing_twice
from scenes.table.facing_twice import FacingTwiceScene
from tests.public_screen_helpers import FRAME, inner_paints_counted, show, table_screen_at

TABLE_SIZE = (1920, 1080)


def _whole(scene, size: tuple[int, int]) -> bytes:
    surface = pygame.Surface(size).convert(pygame.display.get_surface())
    scene.forget_pictures()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _ticks_drawn_as_changes(app: App, scene: DiscussionScene, seconds: int) -> list[pygame.Rect]:
    """Step through ``seconds`` of the clock; the areas painted by every tick drawn only where it changed."""
    areas: list[pygame.Rect] = []
    real = scene.draw_changes

    def noted(surface: pygame.Surface) -> bool:
        drew = real(surface)
        if drew:
            areas.extend(scene.changed_areas(surface))
        return drew

    scene.draw_changes = noted  # type: ignore[method-assign]
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)
    return areas


def test_a_tick_of_the_tablet_s_clock_paints_only_its_digits_and_looks_as_a_whole_frame(make_app) -> None:
    app, _flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene)
    scene.left = 600.4  # from 10:01 to 9:58: the digits narrow, so the old ones must go too
    app.step(FRAME)
    areas = _ticks_drawn_as_changes(app, scene, 3)
    assert len(areas) == 3
    screen = pygame.Rect((0, 0), app.size)
    assert all(area.width * area.height < screen.width * screen.height // 8 for area in areas)
    shown = pygame.image.tobytes(app.surface, "RGB")
    assert shown == _whole(scene, app.size)


def test_the_clock_turning_to_the_last_minute_s_colour_still_looks_as_a_whole_frame(make_app) -> None:
    app, _flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene)
    scene.left = 61.2
    app.step(FRAME)
    drawn_as_changes = 0
    for _ in range(3):  # "1:00" turns to the last minute's colour a moment after it shows
        drawn_as_changes += len(_ticks_drawn_as_changes(app, scene, 1))
        assert pygame.image.tobytes(app.surface, "RGB") == _whole(scene, app.size)
    assert drawn_as_changes >= 2


def test_a_changed_status_line_or_the_notes_question_takes_a_whole_frame(make_app) -> None:
    app, _flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene)
    app.step(FRAME)
    scene.running = False  # "paused": the status line in the still layer changes
    scene.left -= 1.0
    assert not scene.draw_changes(app.surface)
    scene.running = True
    scene.choosing_notes = True
    assert not scene.draw_changes(app.surface)


def _table_discussion(app: App) -> FacingTwiceScene:
    host = table_screen_at(app, StepKind.DISCUSSION, TABLE_SIZE)
    assert isinstance(host.inner, DiscussionScene)
    return host


def test_at_a_big_table_a_tick_is_copied_to_both_sides_in_its_own_frame_and_only_where_it_changed(
        make_app, monkeypatch) -> None:
    monkeypatch.setattr(facing_twice, "ALTERNATE_COPY_PIXELS", 1)  # this window's middle counts as big
    app = make_app(TABLE_SIZE)
    host = _table_discussion(app)
    app.step(FRAME)
    whole_inner = inner_paints_counted(host)
    areas = _ticks_drawn_as_changes(app, host.inner, 3)  # type: ignore[arg-type]
    assert len(areas) == 3 and whole_inner[0] == 0 and not host.middle_behind
    assert host._picture is not None
    copies = [pygame.image.tobytes(app.surface.subsurface(to_pygame(copy.area)), "RGB") for copy in host.copies]
    assert copies == [pygame.image.tobytes(host._picture, "RGB"),
                      pygame.image.tobytes(pygame.transform.flip(host._picture, True, True), "RGB")]
    del host.inner.draw  # the counting stand-in goes: the screen paints itself again
    shown = pygame.image.tobytes(app.surface, "RGB")
    assert shown == _whole(host, TABLE_SIZE)


def _rules_glance_tasks(app: App) -> int:
    return sum(1 for key in app.frames.warm_up._known if isinstance(key, tuple) and key[0] == "rules-glance")


def test_rules_at_a_glance_is_painted_ahead_at_the_tablet_s_size_only_where_a_tablet_shows_it(make_app) -> None:
    """A table shows Rules at a glance over half the table, never at the window's size: there, painting its panels
    at the window's size ahead of need only took 10-20 ms of steps that drew nothing at 4K."""
    app, _flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene) and _rules_glance_tasks(app) > 0
    table_app = make_app(TABLE_SIZE)
    _table_discussion(table_app)
    assert _rules_glance_tasks(table_app) == 0
