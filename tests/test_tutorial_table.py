"""Learn to play at a touch table: the coached game (the real screen and the coach over it) faces both long sides,
and fingers on either copy play it as the pointer does on a tablet: the coach's Next, a wrong tap refused with a
hint, the hold that opens the curtain, a page turned; the game's leave question, its rules at a glance and a seat's
notes face both sides too, and each returns to the coach at the same step."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from app.app import App
from scenes.kit.both_sides import BothSidesScene
from scenes.kit.widgets.hold_button import HOLD_SECONDS
from table.physical import TableScreen
from table.rotation import to_screen
from tutorial.session import TutorialSession
from tutorial.table import Table

LOWER, UPPER = 0, 1  # the copy facing the bottom side, the copy facing the top side
STEP = 1 / 30


def _at_the_table(make_app: Any) -> tuple[App, TableScreen]:
    from scenes.home.title import TableTitleScene

    app = make_app((1920, 1080))
    app.settings.table_mode, app.settings.table_diagonal_in = True, 55.0
    screen = TableScreen(1920, 1080, 55.0)
    app.scenes.push(TableTitleScene(app, screen), transition=False)
    return app, screen


def _coached_real_game(make_app: Any) -> tuple[App, TableScreen, Any]:
    """The tutorial opened from the table's title, its real game begun from its first screen."""
    from scenes.tutorial.flow import open_tutorial

    app, screen = _at_the_table(make_app)
    open_tutorial(app, Table(5), persist=False)
    start = app.scenes.top()
    assert isinstance(start, BothSidesScene)
    flow = start.inner.tutorial
    flow.change(TutorialSession.start(Table(5)).go_to_chapter("real_game"))
    _frames(app, 3)
    return app, screen, flow


def _frames(app: App, count: int, dt: float = STEP) -> None:
    for _ in range(count):
        app.step(dt)


def _finger(app: App, kind: int, point: tuple[float, float], finger: int = 1) -> pygame.event.Event:
    width, height = app.size
    return pygame.event.Event(kind, x=point[0] / width, y=point[1] / height, dx=0.0, dy=0.0, finger_id=finger,
                              touch_id=1, pressure=1.0)


def _until_shown(app: App) -> None:
    """Frames until a held cut has shown its new screen: its preparation takes as many frames as its budget needs on
    this machine, and a finger meanwhile is not for the screen still held."""
    for _ in range(120):
        if app.scenes.fade is None:
            return
        app.step(STEP)
    raise AssertionError("the held cut never ended")


def _on_glass(host: Any, copy_index: int, spot: tuple[int, int]) -> tuple[float, float]:
    """Where a point of the hosted picture (its own pixels, as that copy's reader sees them) lies on the table."""
    copy = host.copies[copy_index]
    return to_screen(spot[0] + 0.5, spot[1] + 0.5, copy.area, copy.rotation)


def _press(app: App, host: Any, copy_index: int, spot: tuple[int, int], seconds: float = STEP) -> None:
    """A finger on ``spot`` of one copy, held ``seconds`` and lifted."""
    point = _on_glass(host, copy_index, spot)
    _until_shown(app)
    app.step(STEP, [_finger(app, pygame.FINGERDOWN, point)])
    _frames(app, max(1, round(seconds / STEP)))
    app.step(STEP, [_finger(app, pygame.FINGERUP, point)])
    _frames(app, 3)


def _faces_both_sides(app: App, host: Any) -> None:
    """The top copy is exactly the bottom copy turned half round: the coach's words, light and finger included."""
    app.request_redraw()
    app.step(0.0)
    lower, upper = (app.surface.subsurface(pygame.Rect(copy.area.as_tuple())) for copy in host.copies)
    turned = pygame.transform.flip(upper, True, True)
    assert pygame.image.tobytes(turned, "RGB") == pygame.image.tobytes(lower, "RGB")


def test_the_coached_game_faces_both_sides_and_either_side_plays_it(make_app, data_dir) -> None:
    from scenes.cheese_thief.private_turn import PrivateTurnScene
    from scenes.kit.curtain import CurtainScene
    from scenes.tutorial.coached_stack import CoachedStack

    app, screen, flow = _coached_real_game(make_app)
    host = app.scenes.top()
    assert isinstance(host, CoachedStack) and isinstance(host.inner, CurtainScene)
    coach = host.coach
    assert coach.real_scene() is host.inner and flow.shown_scene() is coach
    assert flow.session.step.name == "g00.table"
    _faces_both_sides(app, host)
    # The coach keeps the table's minimums: 20 mm buttons, and words scaled for 5 mm.
    assert all(min(button.rect.size) >= screen.target_px for button in coach.buttons.values())
    assert coach.manager_size() == host.inner.manager_size()

    # One step forward from each side, with the coach's Next.
    _press(app, host, UPPER, coach.buttons["next"].rect.center)
    assert flow.session.step.name == "g00.intro"
    _press(app, host, LOWER, coach.buttons["next"].rect.center)
    assert flow.session.step.name == "g00.curtain" and app.scenes.top() is host

    # The curtain asks for its hold: a tap beside it is refused (a hint, the curtain still closed).
    (_, lit), = coach.target_rects()
    assert lit == host.inner.hold.rect  # the light on the curtain's hold, in both copies
    beside = coach.spot_beside(coach.target_rects())
    assert beside is not None
    _press(app, host, UPPER, beside)
    assert flow.session.hint is not None and flow.session.step.name == "g00.curtain"
    assert app.scenes.top() is host and not host.inner.hold.pressing
    _faces_both_sides(app, host)

    # The hold on the curtain, from the other side, opens the learner's turn behind it, in both copies.
    _press(app, host, LOWER, lit.center, seconds=HOLD_SECONDS + 0.2)
    turn = app.scenes.top()
    assert isinstance(turn, CoachedStack) and isinstance(turn.inner, PrivateTurnScene)
    assert turn.coach is coach and coach.real_scene() is turn.inner and turn.is_private
    assert flow.session.step.name == "g01.card"
    _faces_both_sides(app, turn)

    # The page's own button, lit, turns the page from the top side once the page's minimum time has passed.
    _frames(app, 12, 0.25)
    (_, lit), = coach.target_rects()
    assert lit == turn.inner.continue_button.rect and turn.inner.continue_button.is_enabled
    _press(app, turn, UPPER, lit.center)
    assert flow.session.step.name == "g01.roll" and app.scenes.top() is turn


def test_at_the_table_the_games_leave_question_faces_both_sides_and_no_returns_to_the_step(make_app,
                                                                                      data_dir) -> None:
    from scenes.kit.confirm_leave import ConfirmLeaveScene
    from scenes.tutorial.coached_stack import CoachedStack

    app, screen, flow = _coached_real_game(make_app)
    host = app.scenes.top()
    assert isinstance(host, CoachedStack)
    leave = dict(host.inner.touch_targets())["#curtain_leave"]
    _press(app, host, UPPER, leave.center)  # never a wrong move: the screen's own way out
    question = app.scenes.top()
    assert isinstance(question, BothSidesScene) and isinstance(question.inner, ConfirmLeaveScene)
    assert flow.session.hint is None and flow.session.step.name == "g00.table"
    _faces_both_sides(app, question)
    _press(app, question, LOWER, dict(question.inner.touch_targets())["#leave_no"].center)
    assert app.scenes.top() is host and flow.session.step.name == "g00.table"


def test_the_demo_plays_the_coached_game_at_the_table_through_the_coach_from_either_side(make_app,
                                                                                       data_dir) -> None:
    """The table's demo asks the host for the middle's fingers: the coach's own plan (a wrong tap first, as wished,
    then the lit widget, held where the step asks), each on one copy or the other."""
    import random

    from app.gestures import DemoWish
    from app.plan_lookup import register_plans
    from driver.plans.tutorial import PLANS
    from table.gestures import Touch

    register_plans(PLANS)
    app, screen, flow = _coached_real_game(make_app)
    wish = DemoWish(players=5, seed=2, extra={"wrong_moves": 1})
    copies_used: set[int] = set()
    for turn in range(40):
        if flow.session.step.name == "g01.card":
            break
        host = app.scenes.top()
        touches = host.table_demo_plan(lambda lane: random.Random(f"{turn}:{lane}"), wish, set())
        if not touches:
            _frames(app, 3, 0.25)  # a page's least time
            continue
        (touch,) = touches
        assert isinstance(touch, Touch)
        copies_used |= {index for index, copy in enumerate(host.copies)
                        if pygame.Rect(copy.area.as_tuple()).collidepoint(touch.pos)}
        app.step(STEP, [_finger(app, pygame.FINGERDOWN, touch.pos)])
        _frames(app, max(1, round(touch.seconds / STEP)))
        app.step(STEP, [_finger(app, pygame.FINGERUP, touch.pos)])
        _frames(app, 3)
    assert flow.session.step.name == "g01.card"
    assert dict(flow.session.wrong) == {flow.session.chapter_steps.steps[2].uid: 1}  # the hold, missed once
    assert copies_used == {LOWER, UPPER}


def _coached_at(make_app: Any, table: Table, step: str) -> tuple[App, Any]:
    """The tutorial opened from the table's title at ``step`` of the real game, time run until that step comes."""
    from dataclasses import replace

    from scenes.tutorial.flow import open_tutorial
    from tutorial.plan import chapter_steps

    app, _screen = _at_the_table(make_app)
    open_tutorial(app, table, persist=False)
    flow = app.scenes.top().inner.tutorial
    names = [candidate.name for candidate in chapter_steps("real_game", table).steps]
    flow.change(replace(TutorialSession.start(table).go_to_chapter("real_game"), step_index=names.index(step)))
    for _ in range(40):
        if flow.session.step.name == step:
            return app, flow
        app.step(0.25)
    raise AssertionError(f"{step} never came: at {flow.session.step.name}")


def test_at_the_table_the_discussion_s_rules_open_over_the_whole_table_and_back_returns_to_the_step(
        make_app, data_dir) -> None:
    from scenes.cheese_thief.rules_glance import RulesGlanceScene
    from scenes.tutorial.coached_stack import CoachedStack

    app, flow = _coached_at(make_app, Table(6), "g24.talk")
    host = app.scenes.top()
    assert isinstance(host, CoachedStack) and host.offers_rules
    words = host.coach.caption()
    _press(app, host, LOWER, dict(host.inner.touch_targets())["#rules_open"].center)
    _frames(app, 20)  # the rules fade in
    rules = app.scenes.top()
    assert isinstance(rules, BothSidesScene) and isinstance(rules.inner, RulesGlanceScene)
    assert flow.session.wrong_moves == 0 and flow.session.hint is None, "not a wrong move"
    _press(app, rules, UPPER, dict(rules.inner.touch_targets())["#glance_back"].center)
    _frames(app, 20)
    assert app.scenes.top() is host and flow.session.step.name == "g24.talk" and host.coach.caption() == words
    _faces_both_sides(app, host)


def test_at_the_table_a_seat_s_notes_open_behind_their_curtain_facing_both_sides_and_close_back_to_the_coach(
        make_app, data_dir) -> None:
    from scenes.cheese_thief.notes import NotesScene
    from scenes.kit.curtain import CurtainScene

    app, flow = _coached_at(make_app, Table(6), "g24.talk")
    host = app.scenes.top()
    flow.coached.open_notes(0)  # as the discussion's "My notes" does
    _frames(app, 20)
    curtain = app.scenes.top()
    assert isinstance(curtain, BothSidesScene) and isinstance(curtain.inner, CurtainScene)
    _press(app, curtain, UPPER, curtain.inner.hold.rect.center, seconds=HOLD_SECONDS + 0.2)
    _frames(app, 20)
    notes = app.scenes.top()
    assert isinstance(notes, BothSidesScene) and isinstance(notes.inner, NotesScene)
    _press(app, notes, LOWER, dict(notes.inner.touch_targets())["#notes_close"].center)
    _frames(app, 20)
    assert app.scenes.top() is host and flow.session.step.name == "g24.talk"


@pytest.mark.parametrize("step", ["g00.curtain", "g01.card"])
def test_while_only_the_coach_s_finger_moves_each_frame_repaints_its_area_alone_and_matches_a_whole_repaint(
        make_app, data_dir, monkeypatch, step: str) -> None:
    """At the curtain's hold the finger alone moves; on the card page the wait bar fills first and the page's
    button then comes on (its new look put in place by its widgets a frame later), the finger moving throughout."""
    from scenes.tutorial.coached_stack import CoachedStack

    if step == "g00.curtain":
        app, _screen, flow = _coached_real_game(make_app)
        flow.change(flow.session.next().next())
    else:
        app, flow = _coached_at(make_app, Table(5), step)
    host = app.scenes.top()
    assert isinstance(host, CoachedStack) and flow.session.step.name == step and host.coach.finger_area() is not None
    copied: list[pygame.Rect] = []
    copy_area = host._copy_area
    monkeypatch.setattr(host, "_copy_area", lambda surface, area: (copied.append(area), copy_area(surface, area)))
    whole = host.copies[0].area
    for _ in range(12):
        _frames(app, 6, 0.07)  # the finger moves on
        app.step(0.0)  # as on a tablet, a widget shows a new look (a button come on) a frame after it changed
        shown = pygame.image.tobytes(app.surface, "RGB")
        host.coach_changed()
        app.request_redraw()
        app.step(0.0)  # the same moment painted whole
        assert pygame.image.tobytes(app.surface, "RGB") == shown
    assert len(copied) >= 20 and all(area.width * area.height < whole.width * whole.height // 8 for area in copied)
    if step == "g01.card":
        assert host.inner.continue_button.is_enabled


def test_at_the_table_the_practice_round_s_play_for_real_opens_the_table_s_seats(make_app, data_dir) -> None:
    """A real game at a touch table starts with everyone sitting down at an edge, not with the tablet's first
    curtain facing one side."""
    from scenes.kit.curtain import CurtainScene
    from scenes.table.seating import TableSeatingScene

    app, _screen, flow = _coached_real_game(make_app)
    flow.play_for_real()
    _frames(app, 3)
    top = app.scenes.top()
    assert isinstance(top, TableSeatingScene)
    assert not any(isinstance(scene, CurtainScene) for scene in app.scenes.stack)
