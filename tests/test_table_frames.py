"""Table screens that paint only what changed over their last frame: every frame they show must equal the same
screen painted from nothing, pixel for pixel."""
from __future__ import annotations

import time

import pygame
import pytest

from app import backdrop
from app.backdrop import uncovered_parts
from app.gestures import DemoWish
from driver.table.demo import TableDemoDriver, start_table_game
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.turns import TableTurnsScene

SIZE = (1920, 1080)
CHECK_EVERY = 7  # a check paints the screen from nothing, so the frames between are drawn from changes again


def _painted_from_nothing(scene) -> pygame.Surface:
    scratch = pygame.Surface(SIZE).convert(pygame.display.get_surface())
    scene.forget_pictures()
    scene.draw(scratch)
    return scratch


def _assert_every_pixel_is_painted(scene) -> None:
    """The sky is drawn only around what covers it: the frame must be the same over a surface that held anything
    (here magenta) as over one that held the whole sky, as the screen once drew first."""
    over_sky, over_magenta = (pygame.Surface(SIZE).convert(pygame.display.get_surface()) for _ in range(2))
    backdrop.draw_night_sky(over_sky)
    over_magenta.fill((255, 0, 255))
    for surface in (over_sky, over_magenta):
        scene.forget_pictures()
        scene.draw(surface)
    assert pygame.image.tobytes(over_sky, "RGB") == pygame.image.tobytes(over_magenta, "RGB")


@pytest.mark.parametrize("screen, until, busy", [(TableTurnsScene, 120.0, False), (FacingTwiceScene, 600.0, False),
                                                (FacingTwiceScene, 600.0, True)])
def test_every_frame_of_a_table_screen_equals_it_painted_from_nothing(make_app, monkeypatch, screen: type,
                                                                       until: float, busy: bool) -> None:
    if busy:  # a busy machine: every look at the clock finds a millisecond gone, so every budget runs out early
        ticks = iter(range(10**9))
        monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) / 1000.0)
    app = make_app(SIZE)
    wish = DemoWish(players=5, seed=7, vote_mode="point")
    start_table_game(app, wish, 55.0)
    driver = TableDemoDriver(app, wish)
    checked: list[int] = []
    changes_since_whole = [0]
    drawn_before = [app.frames_drawn]
    real_draw_changes = screen.draw_changes

    def counting(scene, surface) -> bool:
        drew = real_draw_changes(scene, surface)
        changes_since_whole[0] += drew
        return drew

    screen.draw_changes = counting  # type: ignore[method-assign]
    try:
        while driver.now < until and not driver.finished() and len(checked) < 12:
            driver.step(1 / 30)
            scene = app.scenes.top()
            drew = app.frames_drawn != drawn_before[0]
            drawn_before[0] = app.frames_drawn
            if not drew or app.scenes.fade is not None or not isinstance(scene, screen):
                continue
            if getattr(scene, "panels_behind", False):
                continue  # a panel left for the next frame by the budget shows its last picture a frame longer
            if changes_since_whole[0] < CHECK_EVERY:
                continue
            shown = pygame.image.tobytes(app.surface, "RGB")
            assert shown == pygame.image.tobytes(_painted_from_nothing(scene), "RGB"), f"frame {app.frames_drawn}"
            if not checked:
                _assert_every_pixel_is_painted(scene)
            checked.append(app.frames_drawn)
            changes_since_whole[0] = 0
    finally:
        screen.draw_changes = real_draw_changes  # type: ignore[method-assign]
    assert len(checked) >= 5  # frames drawn from changes were compared


def test_the_discussion_at_the_table_shows_each_second_of_its_clock_with_no_finger_on_it(make_app) -> None:
    """Its digits change with no input: the table paints the middle's screen again whenever they do (it once
    showed the clock of the last touch until someone touched the table again)."""
    from scenes.cheese_thief.discussion import clock_text
    from tests.test_table_notes_clear import _discussion

    app = make_app(SIZE)
    discussion = _discussion(app, 5)
    for _ in range(3):
        for _ in range(60):
            app.step(1 / 60)
        assert discussion.inner.drawn_clock == clock_text(discussion.inner.left)
        shown = pygame.image.tobytes(app.surface, "RGB")
        assert shown == pygame.image.tobytes(_painted_from_nothing(discussion), "RGB")
        app.scenes.forget_whole_frame()


def test_the_parts_around_covered_rectangles_hold_every_other_pixel_once() -> None:
    whole = pygame.Rect(0, 0, 50, 30)
    covered = [pygame.Rect(5, 5, 10, 10), pygame.Rect(12, 8, 20, 4), pygame.Rect(-3, 25, 100, 10), pygame.Rect(40, 0, 10, 30)]
    parts = uncovered_parts(whole, covered)
    for x in range(whole.width):
        for y in range(whole.height):
            expected = 0 if any(rect.collidepoint(x, y) for rect in covered) else 1
            assert sum(part.collidepoint(x, y) for part in parts) == expected, (x, y)
