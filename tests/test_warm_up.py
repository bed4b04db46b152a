"""Work done ahead of need: queued once, run only in quiet loop steps, and exactly what the next screens paint."""
from __future__ import annotations

import random
import time

import pygame

from app.scene import Scene
from app.frames.warm_up import WarmUp
from play.session import PlaySession
from play.setup import GameSetup
from scenes.cheese_thief.play_flow import PlayFlow

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve")


def test_a_task_is_queued_once_per_key_and_a_failure_is_kept_not_raised() -> None:
    warm_up = WarmUp()
    ran: list[str] = []
    warm_up.add("a", lambda: ran.append("a"))
    warm_up.add("a", lambda: ran.append("again"))
    warm_up.add("boom", lambda: 1 / 0)
    warm_up.add("b", lambda: ran.append("b"))
    assert warm_up.pending() == 3
    warm_up.finish()
    assert ran == ["a", "b"] and warm_up.pending() == 0
    assert len(warm_up.failures) == 1 and "ZeroDivisionError" in warm_up.failures[0]
    warm_up.forget()
    warm_up.add("a", lambda: ran.append("a after a change of size"))
    assert warm_up.pending() == 1


def test_a_task_queued_first_runs_before_those_already_waiting() -> None:
    warm_up = WarmUp()
    ran: list[str] = []
    warm_up.add("later", lambda: ran.append("later"))
    warm_up.add("next screen", lambda: ran.append("next screen"), first=True)
    warm_up.finish()
    assert ran == ["next screen", "later"]


def test_a_task_starts_only_early_in_a_step_so_one_long_task_fills_a_step() -> None:
    warm_up = WarmUp()
    ran: list[int] = []
    for index in range(3):
        warm_up.add(index, lambda index=index: (ran.append(index), time.sleep(0.01)))
    assert warm_up.run(time.perf_counter()) == 1  # the first task outlasts the spare time: the others wait
    assert warm_up.run(time.perf_counter() - 1.0) == 0  # a step that already took a second starts none
    assert ran == [0] and warm_up.pending() == 2


class _Still(Scene):
    uses_gui = False

    def __init__(self, app, moving: bool = False) -> None:
        super().__init__(app)
        self.moving = moving

    def is_animating(self) -> bool:
        return self.moving


def test_tasks_run_only_in_steps_that_draw_nothing_while_nothing_moves(make_app) -> None:
    app = make_app()
    scene = _Still(app, moving=True)
    app.scenes.push(scene, transition=False)
    ran: list[int] = []
    app.frames.warm_up.add("task", lambda: ran.append(1))
    assert app.step(1 / 60) and ran == []  # a frame was drawn: nothing else in it
    scene.moving = False
    app.step(1 / 60)  # the last picture of the movement
    while not ran:
        assert not app.step(1 / 60) or app.frames.warm_up.pending()  # quiet steps draw nothing...
    assert ran == [1]  # ...and one of them did the task


def _night_page_paints_nothing_new(app, flow) -> bool:
    """The curtain's turn opened on its night page: whether drawing it painted no sprite not painted before."""
    from art.cache import SPRITES
    from scenes.cheese_thief.private_turn import PrivateTurnScene

    flow.session.finish_step()
    turn = PrivateTurnScene(flow, flow.session.step)
    app.scenes.replace(turn, transition=False)
    turn.jump_to_page("night")
    misses = SPRITES.misses
    turn.draw(pygame.Surface(app.size))
    return SPRITES.misses == misses


def test_a_curtain_warms_every_picture_the_night_page_then_paints(make_app) -> None:

    app = make_app()
    flow = PlayFlow(app, PlaySession.start(GameSetup(NAMES), 2), persist=False)
    flow.show_current(0, replace=False)  # the first curtain queues the warm-up for the first turn
    app.scenes.fade = None
    app.step(0.0)  # the curtain's own first frame (its night sky is the night page's too)
    assert app.frames.warm_up.pending() > 0
    app.frames.warm_up.finish()
    assert app.frames.warm_up.failures == []
    assert _night_page_paints_nothing_new(app, flow)  # the table, cups, mice and names were all painted ahead


def test_the_first_curtains_fade_paints_the_night_page_s_table_and_clock_before_it_shows(make_app) -> None:
    """Queued as light tasks alone, the night's pictures found no cheap frame on a busy machine before the first
    night page painted them all (25-35 ms): the fade to the first curtain paints them while it waits, the later
    curtains of the game find them painted."""
    from art.cache import SPRITES
    from scenes.kit.curtain import CurtainScene

    SPRITES.clear()
    app = make_app()
    flow = PlayFlow(app, PlaySession.start(GameSetup(NAMES), 2), persist=False)
    flow.show_current(0, replace=False)
    curtain, fade = app.scenes.top(), app.scenes.fade
    assert fade is not None and curtain.ahead
    while fade.preparing:
        fade.prepare(budget_s=float("inf"))
    assert _night_page_paints_nothing_new(app, flow)  # no warm-up task ran: the fade's preparation painted the table and clock
    flow.show_current(0, replace=True)  # the same turn's curtain again, as after an idle private page
    again = app.scenes.top()
    assert isinstance(again, CurtainScene) and again is not curtain and again.ahead == []  # once a game


def test_light_tasks_also_follow_a_cheap_drawn_frame_and_heavy_ones_wait_for_a_quiet_step(make_app) -> None:
    app = make_app()
    scene = _Still(app, moving=True)
    app.scenes.push(scene, transition=False)
    ran: list[str] = []
    app.frames.warm_up.add("heavy", lambda: ran.append("heavy"))
    app.frames.warm_up.add("light", lambda: ran.append("light"), light=True)
    for _ in range(5):
        assert app.step(1 / 60)  # moving: every step draws
    assert ran == ["light"], "a frame that took little time runs a light task, never a heavy one"
    scene.moving = False
    app.step(1 / 60)
    while app.frames.warm_up.pending():
        assert not app.step(1 / 60)
    assert ran == ["light", "heavy"]


def test_no_task_runs_in_the_frames_of_a_change_of_screen(make_app) -> None:
    app = make_app()
    app.scenes.push(_Still(app), transition=False)
    app.scenes.push(_Still(app))
    ran: list[str] = []
    app.frames.warm_up.add("light", lambda: ran.append("light"), light=True)
    while app.scenes.fade is not None:
        app.step(1 / 60)
        assert ran == [] or app.scenes.fade is None


def test_the_screens_that_offer_rules_at_a_glance_warm_every_picture_it_paints(make_app) -> None:
    """The setup and the discussion queue the panels of their table's rules; opening it then misses no sprite."""
    from art.cache import SPRITES
    from game.cheese_thief.table_rules import table_rules
    from play.flow import StepKind
    from scenes.cheese_thief.discussion import DiscussionScene
    from scenes.cheese_thief.rules_glance import RulesGlanceScene
    from scenes.cheese_thief.setup import SetupScene
    from scenes.cheese_thief.setup_draft import SetupDraft
    from tests.play_helpers import play_until

    # The cache is bounded by bytes: what earlier tests left in it could push out a sprite warmed here.
    SPRITES.clear()
    app = make_app()
    app.scenes.push(SetupScene(app, SetupDraft(count=7, fall_mouse=True, tie_protects_thief=True), remember=False),
                    transition=False)
    app.frames.warm_up.finish()
    assert app.frames.warm_up.failures == []
    glance = RulesGlanceScene(app, app.scenes.top().table_rules())
    misses = SPRITES.misses
    glance.paint(pygame.Surface(app.size))
    assert SPRITES.misses == misses, "the setup painted the panels of the table it sets up"

    session = PlaySession.start(GameSetup(NAMES), 4)
    play_until(session, StepKind.DISCUSSION, random.Random(4))
    app.scenes.push(DiscussionScene(PlayFlow(app, session, persist=False)), transition=False)
    assert app.frames.warm_up.pending() > 0
    app.frames.warm_up.finish()
    misses = SPRITES.misses
    RulesGlanceScene(app, table_rules(5)).paint(pygame.Surface(app.size))
    assert SPRITES.misses == misses, "the discussion painted the panels of its game's rules"


def test_after_a_drawn_frame_a_light_task_starts_only_if_the_last_ones_would_have_fitted_the_frame() -> None:
    from app.frames.warm_up import FRAME_ROOM_S, LIGHT_SPARE_S

    warm_up = WarmUp()
    ran: list[str] = []
    warm_up.add("slow", lambda: (ran.append("slow"), time.sleep(FRAME_ROOM_S + 0.003)), light=True)
    warm_up.add("next", lambda: ran.append("next"), light=True)
    assert warm_up.run(time.perf_counter(), LIGHT_SPARE_S, light_only=True) == 1  # nothing known yet: it runs
    assert warm_up.light_task_estimate() > FRAME_ROOM_S
    assert warm_up.run(time.perf_counter(), LIGHT_SPARE_S, light_only=True) == 0, "no room judging by the last"
    assert warm_up.run(time.perf_counter()) == 1 and ran == ["slow", "next"], "a step that draws nothing runs it"


def test_a_curtain_prepared_by_its_fade_paints_no_sprite_in_its_first_frame(make_app) -> None:
    from art.cache import SPRITES
    from scenes.kit.curtain import CurtainScene

    app = make_app(size=(1024, 600), lang="de")
    flow = PlayFlow(app, PlaySession.start(GameSetup(NAMES), 2), persist=False)
    flow.show_current(0, replace=False)
    curtain = app.scenes.top()
    fade = app.scenes.fade
    assert isinstance(curtain, CurtainScene) and fade is not None and fade.preparing
    while fade.preparing:
        fade.prepare()
    misses = SPRITES.misses
    curtain.draw(pygame.Surface(app.size))
    assert SPRITES.misses == misses


def test_the_screen_before_a_public_one_builds_its_widgets_ahead_so_the_tap_that_opens_it_paints_none(make_app) -> None:
    from app.widget_shapes import SHAPES
    from play.autoplay import play_until
    from play.flow import StepKind

    app = make_app()
    flow = PlayFlow(app, PlaySession.start(GameSetup(NAMES), 2), persist=False)
    play_until(flow.session, StepKind.DISCUSSION, random.Random(2))
    steps, discussion = flow.session.steps, flow.session.step_index
    flow.show_current(discussion - 1, replace=False)  # the last private turn before the discussion
    assert app.frames.warm_up.pending() > 0
    app.frames.warm_up.finish()
    assert app.frames.warm_up.failures == []
    misses = SHAPES.misses
    scene = flow.scene_for(steps[discussion])
    scene.build_ui(app.frames.new_ui_manager())
    assert SHAPES.misses == misses  # every button's picture was painted ahead


def test_the_scratch_surface_goes_among_the_spares_after_each_step_and_a_fade_takes_it(make_app) -> None:
    """Kept apart, the scratch surface was one more screen-sized picture at the peak of a 4K table game, in the
    fade that made two fresh ones for its old and new pictures."""
    from art import surfaces

    app = make_app((1280, 800))
    surfaces.forget_spares()
    painted_on = app.frames.warm_up.scratch(app.size)
    assert app.frames.warm_up.scratch(app.size) is painted_on  # within a step, the same one
    app.step(1 / 60)
    assert app.frames.warm_up._scratch is None
    assert any(spare is painted_on for spare in surfaces._spares)
    assert app.scenes._buffer("before", app.size) is painted_on, "the next fade paints over it"
    small = app.frames.warm_up.scratch((300, 200))  # a table's middle: not among the spares
    app.step(1 / 60)
    assert not any(spare is small for spare in surfaces._spares)


def test_a_scratch_surface_of_another_size_than_the_window_stays_while_steps_use_it(make_app) -> None:
    """A table's middle prepared a piece a step paints each piece on a scratch surface of the middle's size, which
    the spares do not keep: made anew in every step, it took 7 ms of each at 4K; the reveal paints its climax
    ahead only in frames with room, so it stays a second unused too."""
    from app.frames.warm_up import SCRATCH_KEPT_IDLE_STEPS

    app = make_app((1280, 800))
    warm_up = app.frames.warm_up
    middle = warm_up.scratch((900, 300))
    app.step(1 / 60)
    assert warm_up.scratch((900, 300)) is middle, "the next step's piece paints on the same one"
    app.step(1 / 60)
    for _ in range(SCRATCH_KEPT_IDLE_STEPS):  # steps that ask for none
        app.step(1 / 60)
    assert warm_up.scratch((900, 300)) is middle, "a piece a second later still paints on it"
    for _ in range(SCRATCH_KEPT_IDLE_STEPS + 2):  # the step it was asked in, then a second unused
        app.step(1 / 60)
    assert warm_up._scratch is None


def test_a_task_that_ends_its_step_leaves_the_next_to_the_next_step_however_fast_it_was() -> None:
    """The first half of a theme's parsing is queued to end its step: on a fast machine the second half followed it
    in the same step, and the two halves were one step again."""
    warm_up = WarmUp()
    ran: list[str] = []
    warm_up.add("second", lambda: ran.append("second"))
    warm_up.add("first", lambda: ran.append("first"), first=True, ends_step=True)
    assert warm_up.run(time.perf_counter(), spare_s=10.0) == 1 and ran == ["first"]
    assert warm_up.run(time.perf_counter(), spare_s=10.0) == 1 and ran == ["first", "second"]
    warm_up.add("third", lambda: ran.append("third"), ends_step=True)
    warm_up.add("fourth", lambda: ran.append("fourth"))
    warm_up.finish()
    assert ran == ["first", "second", "third", "fourth"], "finishing runs everything all the same"


def test_a_task_may_end_its_step_itself() -> None:
    warm_up = WarmUp()
    ran: list[str] = []

    def half() -> None:
        ran.append("half")
        warm_up.add("rest", lambda: ran.append("rest"), first=True)
        warm_up.end_this_step()

    warm_up.add("half", half)
    assert warm_up.run(time.perf_counter(), spare_s=10.0) == 1 and ran == ["half"]
    assert warm_up.run(time.perf_counter(), spare_s=10.0) == 1 and ran == ["half", "rest"]
