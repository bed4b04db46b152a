"""The real screens' own Rules and Leave under the tutorial's coach, pressed with the mouse and with a finger, with
the point vote (six players) and the secret ballot (five): the rules page over everything and Back to the very same
step; the game's own leave question with the coach standing aside, No back to the same step, Yes out of the
tutorial with its place kept; the band opaque and clear of those buttons."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame
import pytest

from tests.tutorial_drive import finger_tap, mouse_tap
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table

SIZE = (640, 400)
TAPS: dict[str, Callable[[Any, tuple[int, int]], None]] = {"mouse": mouse_tap, "finger": finger_tap}


def coached_at(app: Any, table: Table, step: str, persist: bool = False) -> Any:
    """The tutorial opened over the title at `step` of the real game, on its real screen under the coach: the screen
    is started at its first step, and time runs until `step` comes (the point vote's entry after its countdown)."""
    from dataclasses import replace

    from scenes.home.title import TitleScene
    from scenes.tutorial.flow import TutorialFlow

    app.scenes.push(TitleScene(app), transition=False)
    names = [candidate.name for candidate in chapter_steps("real_game", table).steps]
    session = replace(TutorialSession.start(table).go_to_chapter("real_game"), step_index=names.index(step))
    flow = TutorialFlow(app, TutorialSession.start(table), persist=persist)
    app.scenes.push(flow.scene_for(flow.session), transition=False)  # the first screen, over the title
    flow.change(session)
    app.step(0.0)
    for _ in range(40):
        if flow.session.step.name == step:
            return flow
        app.step(0.25)
    raise AssertionError(f"{step} never came: at {flow.session.step.name}")


def widget(scene: Any, name: str) -> tuple[int, int]:
    for found, rect in scene.touch_targets():
        if found == name:
            return pygame.Rect(rect).center
    raise AssertionError(f"{name} not on {type(scene).__name__}")


def settle(app: Any) -> None:
    """Let a fade run out (rules at a glance opens and closes with one)."""
    for _ in range(40):
        if app.scenes.fade is None:
            return
        app.step(0.05)


def coach_words(overlay: Any) -> tuple[str, tuple[str, str | None], int]:
    return overlay.heading_text(), overlay.caption(), overlay.session.step_index


# (table, step met on a screen with the way out, the way out's name): the point vote and the discussion before the
# secret ballot offer Rules and Leave; a curtain of the secret ballot offers its own Leave.
RULES_AT = [(Table(6), "g25.countdown"), (Table(6), "g25.enter0"), (Table(5), "g20.talk")]
LEAVE_AT = [(Table(6), "g25.countdown", "#leave"), (Table(5), "g20.talk", "#leave"),
            (Table(5), "g23.secret", "#curtain_leave")]


@pytest.mark.parametrize("how", TAPS)
@pytest.mark.parametrize("table, step", RULES_AT, ids=[f"{t.players}p-{s}" for t, s in RULES_AT])
def test_the_real_screen_s_rules_open_over_the_coach_and_back_returns_to_the_same_step(
        make_app, data_dir: Path, how: str, table: Table, step: str) -> None:
    from scenes.cheese_thief.rules_glance import RulesGlanceScene
    from scenes.tutorial.coach_overlay import CoachOverlay

    app = make_app(SIZE)
    flow = coached_at(app, table, step)
    overlay = app.scenes.top()
    assert isinstance(overlay, CoachOverlay) and overlay.offers_rules
    before = coach_words(overlay)
    played = list(flow.coached.session.actions)
    TAPS[how](app, widget(overlay.real_scene(), "#rules_open"))
    settle(app)
    rules = app.scenes.top()
    assert isinstance(rules, RulesGlanceScene) and rules.rules.player_count == table.players
    assert overlay not in app.scenes.visible_layers(), "the coach is not drawn over the rules"
    assert flow.session.wrong_moves == 0 and flow.session.hint is None, "not a wrong move"
    TAPS[how](app, widget(rules, "#glance_back"))
    settle(app)
    assert app.scenes.top() is overlay and coach_words(overlay) == before
    assert flow.session.step.name == step and flow.coached.session.actions == played
    assert overlay.buttons, "the coach's band is built again"


@pytest.mark.parametrize("how", TAPS)
@pytest.mark.parametrize("table, step, leave", LEAVE_AT, ids=[f"{t.players}p-{s}" for t, s, _ in LEAVE_AT])
def test_the_real_screen_s_leave_asks_the_game_s_question_and_no_returns_to_the_same_step(
        make_app, data_dir: Path, how: str, table: Table, step: str, leave: str) -> None:
    from scenes.kit.confirm_leave import ConfirmLeaveScene

    app = make_app(SIZE)
    flow = coached_at(app, table, step)
    overlay = app.scenes.top()
    before = coach_words(overlay)
    TAPS[how](app, widget(overlay.real_scene(), leave))
    question = app.scenes.top()
    assert isinstance(question, ConfirmLeaveScene) and question.flow is flow.coached
    assert flow.session.wrong_moves == 0 and flow.session.hint is None
    # The coach stands aside: the frame is the real screen under the question, nothing of the coach in it.
    assert overlay.stands_aside() and not overlay.is_animating()
    shown = pygame.Surface(app.size)
    app.scenes.draw(shown)
    without_coach = pygame.Surface(app.size)
    overlay.real_scene().draw(without_coach)
    question.draw(without_coach)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(without_coach, "RGB")
    for _ in range(5):
        app.step(0.5)  # time passes under the question: the step holds
    assert coach_words(overlay) == before
    TAPS[how](app, widget(question, "#leave_no"))
    assert app.scenes.top() is overlay and not overlay.stands_aside()
    assert coach_words(overlay) == before and flow.session.step.name == step


@pytest.mark.parametrize("how", TAPS)
def test_yes_to_the_leave_question_leaves_the_tutorial_as_exit_does_with_its_place_kept(
        make_app, data_dir: Path, how: str) -> None:
    from scenes.home.title import TitleScene
    from storage.tutorial_save import load_tutorial

    app = make_app(SIZE)
    flow = coached_at(app, Table(6), "g25.enter0", persist=True)
    overlay = app.scenes.top()
    TAPS[how](app, widget(overlay.real_scene(), "#leave"))
    TAPS[how](app, widget(app.scenes.top(), "#leave_yes"))
    settle(app)
    assert isinstance(app.scenes.top(), TitleScene) and len(app.scenes) == 1 and flow.coached is None
    saved = load_tutorial(Table(6)).session
    assert saved is not None and saved.chapter == "real_game" and saved.step.name == "g25.enter0"


def test_the_practice_round_s_curtain_asks_before_leaving_too(make_app, data_dir: Path) -> None:
    from scenes.kit.confirm_leave import ConfirmLeaveScene
    from scenes.tutorial.flow import TutorialFlow

    app = make_app(SIZE)
    flow = TutorialFlow(app, TutorialSession.start(Table(4)), persist=False)
    app.scenes.push(flow.scene_for(flow.session), transition=False)
    flow.change(TutorialSession.start(Table(4)).go_to_chapter("practice"))
    app.step(0.0)
    overlay = app.scenes.top()
    mouse_tap(app, widget(overlay.real_scene(), "#curtain_leave"))
    assert isinstance(app.scenes.top(), ConfirmLeaveScene) and flow.session.chapter == "practice"
    mouse_tap(app, widget(app.scenes.top(), "#leave_no"))
    assert app.scenes.top() is overlay and flow.session.chapter == "practice"


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280), (640, 400)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_band_is_opaque_and_clear_of_the_real_screen_s_rules_and_leave(make_app, data_dir: Path, size) -> None:
    from app import theme
    from gallery import pictures, screens
    from scenes.tutorial.coach_overlay import WAYS_OUT

    screens.load_all()
    app = make_app(size)
    coached = [screen for screen in pictures.screens()
               if screen.name.startswith(("tutorial-coach", "tutorial-practice"))]
    assert len(coached) >= 8
    places: set[tuple[str, bool]] = set()
    with_ways_out = 0
    for screen in coached:
        overlay: Any = pictures.show(screen, app)
        band = overlay.band
        places.add((overlay.side, band.centery < app.size[1] // 2))
        shown = {name for name, _ in overlay.real_scene().touch_targets()} & set(WAYS_OUT)
        assert len(overlay.ways_out()) == len(shown) and not any(rect.colliderect(band) for rect in overlay.ways_out())
        with_ways_out += bool(shown)
        # Between the band's edge and its words: the panel's own colour, whatever the real screen shows beneath.
        spot = (band.left + overlay.heading_rect.left - band.left - 2, band.centery)
        colour = app.surface.get_at(spot)
        assert (colour.r, colour.g, colour.b) == tuple(theme.colour("public_panel"))[:3], screen.name
        app.scenes.clear()
    assert len(places) >= 2, "the band goes where it hides least: not always to the same place"
    sides = {side for side, _ in places}
    assert sides == {"across"} if size[1] > size[0] else sides & {"left", "right"}, "at a side in landscape"
    assert with_ways_out >= 4, "curtains, the discussion, the vote"


def test_the_real_screen_s_rules_and_leave_are_not_dimmed_with_the_rest(make_app, data_dir: Path) -> None:
    """They work, so they do not look greyed out: drawn as without the coach, while the rest is dimmed."""
    app = make_app(SIZE)
    coached_at(app, Table(6), "g25.enter0")
    for _ in range(12):
        app.step(0.05)  # the vote's rows are built a few per frame
    overlay = app.scenes.top()
    real = overlay.real_scene()
    assert overlay.target_rects(), "a lit widget: the rest is dimmed"
    shown = pygame.Surface(app.size)
    app.scenes.draw(shown)
    alone = pygame.Surface(app.size)
    real.draw(alone)
    for name in ("#leave", "#rules_open"):
        inside = pygame.Rect(dict(real.touch_targets())[name]).inflate(-16, -16)  # within its rounded corners
        assert pygame.image.tobytes(shown.subsurface(inside), "RGB") == pygame.image.tobytes(alone.subsurface(inside),
                                                                                            "RGB"), name
    confirm = pygame.Rect(dict(real.touch_targets())["#vote_confirm"])
    assert shown.get_at(confirm.center) != alone.get_at(confirm.center), "the rest is dimmed"


def test_the_tutorial_registers_the_screens_of_the_games_it_opens(make_app, data_dir: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Opened from the title or the command line, before any game was set up: the coached game, then a real one."""
    from scenes.cheese_thief import play_flow
    from scenes.kit.curtain import CurtainScene

    monkeypatch.setattr(play_flow, "_STEP_SCENES", {})
    app = make_app(SIZE)
    flow = coached_at(app, Table(5), chapter_steps("real_game", Table(5)).steps[0].name)
    assert play_flow.has_every_step_scene() and flow.coached is not None
    monkeypatch.setattr(play_flow, "_STEP_SCENES", {})
    flow.play_for_real()
    assert isinstance(app.scenes.top(), CurtainScene) and play_flow.has_every_step_scene()
