"""The kiosk's "Still playing?" prompt, alone and driven by the idle watch on simulated time (mouse and finger)."""
from __future__ import annotations

import pygame
import pytest

from app import layout, theme
from kiosk.idle import IdleAction, IdleWatch
from storage import autosave
from play.flow import StepKind
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.cheese_thief.gallery_flows import flow_at
from scenes.kiosk.abandon import abandon_game
from scenes.kiosk.game import idle_context
from scenes.kiosk.still_playing import StillPlayingScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.title import TitleScene
from tests.public_screen_helpers import key, press, session_at

SIZES = [(1280, 800), (1920, 1080), (800, 1280)]


class Countdown:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.kept = 0

    def keep(self) -> None:
        self.kept += 1


def prompt_over_the_vote(make_app, size=(1280, 800), lang="en", seconds: float = 30.0):
    app = make_app(size=size, lang=lang)
    flow = flow_at(app, 6, 3, StepKind.POINT_VOTE)
    game = flow.scene_for(flow.step)
    app.scenes.push(game, transition=False)
    countdown = Countdown(seconds)
    prompt = StillPlayingScene(app, lambda: countdown.seconds, countdown.keep)
    app.scenes.push(prompt, transition=False)
    app.step(0.0)
    return app, game, prompt, countdown


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_the_big_button_keeps_the_game(make_app, finger: bool) -> None:
    app, game, prompt, countdown = prompt_over_the_vote(make_app)
    press(app, prompt.keep_button, finger)
    assert countdown.kept == 1
    assert app.scenes.stack[-1] is game


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_a_tap_anywhere_keeps_the_game_and_reaches_nothing_underneath(make_app, finger: bool) -> None:
    app, game, prompt, countdown = prompt_over_the_vote(make_app)
    leave = next(rect for name, rect in game.touch_targets() if "leave" in name)
    assert not prompt.panel.colliderect(leave)
    press(app, leave, finger)  # where the game's Leave button lies under the veil
    assert countdown.kept == 1
    assert app.scenes.stack[-1] is game
    assert not any(isinstance(scene, ConfirmLeaveScene) for scene in app.scenes.stack)


def test_a_key_keeps_the_game(make_app) -> None:
    app, game, _prompt, countdown = prompt_over_the_vote(make_app)
    key(app, pygame.K_SPACE)
    assert countdown.kept == 1 and app.scenes.stack[-1] is game


def test_the_countdown_shows_whole_seconds_and_redraws_only_when_they_change(make_app, monkeypatch) -> None:
    app, _game, prompt, countdown = prompt_over_the_vote(make_app, seconds=29.5)
    assert prompt.shown_seconds == 30
    asked: list[bool] = []
    monkeypatch.setattr(app, "request_redraw", lambda: asked.append(True))
    countdown.seconds = 29.1
    prompt.update(0.4)
    assert asked == [], "the same number: nothing new to draw"
    countdown.seconds = 28.9
    prompt.update(0.2)
    assert asked == [True] and prompt.shown_seconds == 29
    countdown.seconds = -3.0
    prompt.update(0.1)
    assert prompt.shown_seconds == 0
    countdown.seconds = float("nan")
    prompt.update(0.1)
    assert prompt.shown_seconds == 0


def test_a_private_screen_beneath_is_covered_not_veiled(make_app) -> None:
    app = make_app()
    flow = flow_at(app, 6, 3, StepKind.NIGHT_TURN)
    app.scenes.push(flow.scene_for(flow.step), transition=False)
    assert app.scenes.top().is_private
    prompt = StillPlayingScene(app, lambda: 20.0, lambda: None)
    app.scenes.push(prompt, transition=False)
    app.step(0.0)
    app.draw()
    overlay = theme.colour("public_overlay")
    for corner in ((2, 2), (app.size[0] - 3, 2), (2, app.size[1] - 3), (app.size[0] - 3, app.size[1] - 3)):
        assert app.surface.get_at(corner)[:3] == overlay[:3]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "zh", "fr", "de"])
def test_the_button_is_big_enough_and_inside_the_panel(make_app, size, lang: str) -> None:
    app, _game, prompt, _countdown = prompt_over_the_vote(make_app, size=size, lang=lang)
    targets = prompt.touch_targets()
    assert [name for name, _ in targets] == ["#still_playing_keep"]
    rect = targets[0][1]
    assert min(rect.size) >= layout.min_touch_px(size)
    assert prompt.panel.contains(rect) and pygame.Rect((0, 0), size).contains(prompt.panel)


# ----- driven by the idle watch, as the kiosk does -------------------------------------------------------------
class KioskHarness:
    """The kiosk's wiring in small: the watch hears every input and the screens' context, and acts."""

    def __init__(self, app, **timeouts: float) -> None:
        self.app = app
        self.watch = IdleWatch(**timeouts)
        self.recorded: list[dict] = []

    def step(self, dt: float, events: list[pygame.event.Event] = ()) -> None:
        if events:
            self.watch.touch()
        self.app.step(dt, events)
        self.watch.set_context(idle_context(self.app))
        action = self.watch.advance(dt)
        if action is IdleAction.ASK:
            prompt = StillPlayingScene(self.app, lambda: self.watch.countdown_left, self.watch.touch)
            self.app.scenes.push(prompt, transition=False)
        elif action is IdleAction.ABANDON:
            abandon_game(self.app, TitleScene, self.recorded.append)

    def wait(self, seconds: float, step: float = 0.5) -> None:
        for _ in range(round(seconds / step)):
            self.step(step)

    def prompt(self) -> StillPlayingScene | None:
        top = self.app.scenes.top()
        return top if isinstance(top, StillPlayingScene) else None


def kiosk_at_the_vote(make_app) -> KioskHarness:
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    flow = PlayFlow(app, session_at(6, 3, StepKind.POINT_VOTE), persist=True)
    flow.save()
    flow.show_current(flow.session.step_index, replace=False)
    harness = KioskHarness(app)
    harness.step(1.0)
    return harness


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_a_quiet_game_is_asked_and_a_tap_keeps_it(make_app, data_dir, finger: bool) -> None:
    kiosk = kiosk_at_the_vote(make_app)
    kiosk.wait(178)
    assert kiosk.prompt() is None
    kiosk.wait(2)
    prompt = kiosk.prompt()
    assert prompt is not None and prompt.shown_seconds == 30
    kiosk.wait(20)
    assert prompt.shown_seconds == 10
    x, y = prompt.keep_button.rect.center
    w, h = kiosk.app.size
    if finger:
        events = [pygame.event.Event(pygame.FINGERDOWN, x=x / w, y=y / h, dx=0, dy=0, finger_id=0, touch_id=1, pressure=1),
                  pygame.event.Event(pygame.FINGERUP, x=x / w, y=y / h, dx=0, dy=0, finger_id=0, touch_id=1, pressure=0)]
    else:
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)]
    kiosk.step(0.0, events)
    assert kiosk.prompt() is None and not kiosk.watch.asking
    kiosk.wait(170)
    assert kiosk.prompt() is None and kiosk.recorded == []


def test_a_game_nobody_answers_for_is_abandoned_into_the_next_screen(make_app, data_dir) -> None:
    kiosk = kiosk_at_the_vote(make_app)
    kiosk.wait(180)
    assert kiosk.prompt() is not None
    kiosk.wait(30)
    assert [summary["players"] for summary in kiosk.recorded] == [6]
    assert len(kiosk.app.scenes) == 1 and isinstance(kiosk.app.scenes.top(), TitleScene)
    assert autosave.load().session is None
    kiosk.wait(120)
    assert kiosk.app.running and len(kiosk.recorded) == 1


def test_no_question_while_a_private_turn_is_open_and_full_time_after_it_closes(make_app, data_dir) -> None:
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    flow = PlayFlow(app, session_at(6, 3, StepKind.NIGHT_TURN), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    kiosk = KioskHarness(app, game_idle_seconds=60)
    held = 0.0
    while app.scenes.top().is_private:  # the private turn closes to its curtain after its own idle time
        kiosk.step(0.5)
        held += 0.5
        assert kiosk.prompt() is None and not kiosk.watch.asking
    assert held > 60, "longer than the game's idle time, and still no question"
    kiosk.wait(59)
    assert kiosk.prompt() is None
    kiosk.wait(1.5)
    assert kiosk.prompt() is not None and kiosk.recorded == []
