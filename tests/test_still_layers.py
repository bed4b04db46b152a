"""Screens that keep their still parts in a cached layer must look exactly as if painted afresh.

Each test moves a screen through its states on one surface (so its layer is built early and reused), and at
every checkpoint compares the frame with one drawn after the scene forgot its pictures. A layer key that
misses something the picture depends on shows up as a difference.
"""
from __future__ import annotations

import pygame

from narrator.session import NarratorConfig
from play.flow import StepKind
from scenes.narrator.night import FakeClock, NarratorNightScene
from scenes.cheese_thief.reveal import DONE_AT, FLIP_AT, POINTERS_AT, RESULT_AT, RevealScene
from scenes.cheese_thief.setup import SetupScene
from tests.public_screen_helpers import run, show


def frame(app, scene) -> pygame.Surface:
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    return surface


def assert_same_as_fresh(app, scene, moment: str) -> None:
    cached = frame(app, scene)
    scene.forget_pictures()
    fresh = frame(app, scene)
    assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB"), f"stale still layer {moment}"


def test_the_reveal_layer_follows_every_stage(make_app) -> None:
    app, _flow, scene = show(make_app, StepKind.REVEAL, count=5)
    assert isinstance(scene, RevealScene)
    checkpoints = [POINTERS_AT + 0.2, FLIP_AT - 0.1, FLIP_AT + 0.3, RESULT_AT + 0.1, RESULT_AT + 1.0, DONE_AT]
    for moment in checkpoints:
        run(app, moment - scene.elapsed)
        frame(app, scene)  # the layer is (re)built here when the stage changed
        assert_same_as_fresh(app, scene, f"at {scene.elapsed:.2f} s")


def test_the_narrator_layer_follows_hours_countdowns_and_pauses(make_app) -> None:
    app = make_app()
    clock = FakeClock()
    scene = NarratorNightScene(app, NarratorConfig(voice=False, ambience=False), clock=clock)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    assert_same_as_fresh(app, scene, "before the night")
    scene.start_night()
    for seconds in (1.0, 13.2, 22.5, 24.6, 26.7, 35.0, 48.5):  # 22-27 s: one hour and line, the countdown moves
        clock.now = seconds
        app.step(0.1)
        frame(app, scene)
        assert_same_as_fresh(app, scene, f"{seconds} s into the night")
    scene.toggle_pause()
    app.step(0.1)
    assert_same_as_fresh(app, scene, "paused")


def test_the_setup_layer_follows_counts_messages_and_language(make_app) -> None:
    from scenes.cheese_thief.setup import default_name

    app = make_app()
    scene = SetupScene(app, remember=False)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    frame(app, scene)
    for count in (8, 4):  # the count changes which mice and rows are drawn, and whether the Fall Mouse is offered
        scene.set_count(count)
        app.step(0.0)
        frame(app, scene)
        assert_same_as_fresh(app, scene, f"with {count} players")
    scene.draft.rename(1, scene.draft.names(default_name)[0], default_name)
    scene.start()  # two players share a name: the message and the marked row appear
    assert scene.error is not None
    frame(app, scene)
    assert_same_as_fresh(app, scene, "showing a message")
    app.set_language("de")
    app.step(0.0)
    assert_same_as_fresh(app, scene, "after a language change")


def test_the_discussion_layer_follows_pauses_notes_and_time_up(make_app) -> None:
    from scenes.cheese_thief.discussion import DiscussionScene

    app, _flow, scene = show(make_app, StepKind.DISCUSSION)
    assert isinstance(scene, DiscussionScene)
    frame(app, scene)
    run(app, 1.0)
    assert_same_as_fresh(app, scene, "running")
    scene.toggle_pause()
    app.step(0.0)
    assert_same_as_fresh(app, scene, "paused")
    scene.choosing_notes = True
    scene.rebuild_ui()
    app.step(0.0)
    assert_same_as_fresh(app, scene, "asking whose notes")
    scene.choosing_notes = False
    scene.rebuild_ui()
    scene.toggle_pause()
    scene.left = 0.5
    run(app, 1.0)
    assert_same_as_fresh(app, scene, "time up")


def test_the_curtain_layer_follows_the_hold_and_a_language_change(make_app) -> None:
    from scenes.kit.curtain import CurtainScene

    app = make_app()
    scene = CurtainScene(app, 2, "Zoé", "curtain.purpose.notes", on_open=lambda: None)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    frame(app, scene)
    centre = scene.hold.rect.center
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1, touch=False)])
    run(app, 0.3)
    assert scene.hold.pressing
    assert_same_as_fresh(app, scene, "while the ring fills")
    app.set_language("zh")
    app.step(0.0)
    assert_same_as_fresh(app, scene, "after a language change")


def test_a_private_turn_drawn_only_where_it_changed_looks_like_whole_frames(make_app) -> None:
    """Most frames of a private turn differ from the last only in the wait bar, and only the bar is drawn then.
    Every such frame of a whole night turn must equal the whole frame drawn afresh."""
    from driver.demo import DemoDriver, begin
    from app.gestures import DemoWish
    from scenes.cheese_thief.private_turn import PrivateTurnScene
    from scenes.home.title import TitleScene

    app = make_app(size=(800, 600))
    app.scenes.push(TitleScene(app), transition=False)
    begin(app, False, False, 5)
    driver = DemoDriver(app, DemoWish(players=5, seed=5))
    partial: list[int] = []
    real_draw_changes = PrivateTurnScene.draw_changes

    def counting(scene: PrivateTurnScene, surface: pygame.Surface) -> bool:
        drew_changes = real_draw_changes(scene, surface)
        if drew_changes:
            partial.append(driver.frames)
        return drew_changes

    PrivateTurnScene.draw_changes = counting  # type: ignore[method-assign]
    try:
        compared = 0
        while driver.frames < 4000 and not _left_first_turn(driver):
            before = len(partial)
            driver.step()
            top = app.scenes.top()
            if len(partial) > before and len(partial) % 5 == 1:  # one partial frame in five, to stay quick
                fresh = pygame.Surface(app.size)
                top.draw(fresh)
                assert pygame.image.tobytes(app.surface, "RGB") == pygame.image.tobytes(fresh, "RGB"), \
                    f"frame {driver.frames} on page {type(top.page).__name__} differs from a whole frame"
                compared += 1
    finally:
        PrivateTurnScene.draw_changes = real_draw_changes  # type: ignore[method-assign]
    assert _left_first_turn(driver), "the first private turn did not end"
    assert len(partial) > 150 and compared > 30  # the still parts of the night and move pages


def _left_first_turn(driver) -> bool:
    flow = driver.flow()
    return flow is not None and flow.traces != []


def test_the_rules_glance_layer_follows_the_table_language_and_size(make_app) -> None:
    from game.cheese_thief.house_rules import HouseRules
    from game.cheese_thief.table_rules import table_rules
    from scenes.cheese_thief.rules_glance import RulesGlanceScene

    app = make_app()
    scene = RulesGlanceScene(app, table_rules(7, True, HouseRules(tie_protects_thief=True)))
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    assert_same_as_fresh(app, scene, "as opened")
    app.set_language("zh")
    app.step(0.0)
    assert_same_as_fresh(app, scene, "in Chinese")
    app.resize((800, 1280))
    app.step(0.0)
    assert_same_as_fresh(app, scene, "turned to portrait")


def test_the_sleeping_night_table_is_painted_once_for_every_seat_and_looks_the_same(make_app) -> None:
    """Every seat's night page shows the same sleeping table: the game keeps one picture of it for all turns.
    The second seat's night page must look exactly as if that picture were painted afresh."""
    from driver.demo import DemoDriver, begin
    from app.gestures import DemoWish
    from scenes.cheese_thief.pages.night import NightPage
    from scenes.home.title import TitleScene

    app = make_app(size=(800, 600))
    app.scenes.push(TitleScene(app), transition=False)
    begin(app, False, False, 5)
    driver = DemoDriver(app, DemoWish(players=5, seed=5))
    painted: list[int] = []
    real_paint_table = NightPage._paint_table

    def counting(page: NightPage, layer: pygame.Surface) -> None:
        painted.append(driver.frames)
        real_paint_table(page, layer)

    NightPage._paint_table = counting  # type: ignore[method-assign]
    compared = False
    try:
        while driver.frames < 8000 and not compared:
            driver.step()
            flow = driver.flow()
            top = app.scenes.top()
            page = getattr(top, "page", None)
            if flow is not None and len(flow.traces) == 1 and isinstance(page, NightPage) and page.table is not None:
                frame(app, top)
                assert len(painted) == 1, "the second seat's night page copies the table the first one painted"
                cached = frame(app, top)
                page.still.clear()
                page.table_layer.clear()
                fresh = frame(app, top)
                assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(fresh, "RGB")
                compared = True
    finally:
        NightPage._paint_table = real_paint_table  # type: ignore[method-assign]
    assert compared, "the second seat's night page was never shown"
