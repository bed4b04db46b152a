"""The app loop on simulated time: idle frames are not redrawn, animation and input are."""
from __future__ import annotations

import pygame

from app.scene import Scene


class CountingScene(Scene):
    uses_gui = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draws = 0
        self.animating = False
        self.updated = 0.0

    def update(self, dt: float) -> None:
        self.updated += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((10, 20, 30))

    def is_animating(self) -> bool:
        return self.animating


def test_idle_loop_does_not_redraw(make_app) -> None:
    app = make_app()
    scene = CountingScene(app)
    app.scenes.push(scene, transition=False)
    assert app.step(0.0) is True
    drawn = app.frames_drawn
    for _ in range(10):
        assert app.step(0.4) is False
    assert app.frames_drawn == drawn and scene.draws == 1
    assert abs(scene.updated - 4.0) < 1e-9, "timers still tick while idle"


def test_input_and_requests_cause_one_redraw(make_app) -> None:
    app = make_app()
    scene = CountingScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    assert app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0), touch=False)])
    assert app.step(0.0) is False
    app.request_redraw()
    assert app.step(0.0) is True
    assert app.step(0.0) is False


def test_animation_and_fades_redraw_every_step(make_app) -> None:
    app = make_app()
    scene = CountingScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    scene.animating = True
    assert all(app.step(1 / 60) for _ in range(5))
    scene.animating = False
    app.scenes.push(CountingScene(app))
    assert app.is_animating()
    assert app.step(0.1) and app.step(0.1)
    for _ in range(5):
        app.step(0.1)
    assert not app.is_animating() and app.step(0.1) is False


def test_quit_event_and_empty_stack_stop_the_loop(make_app) -> None:
    app = make_app()
    app.scenes.push(CountingScene(app), transition=False)
    app.step(0.0, [pygame.event.Event(pygame.QUIT)])
    assert app.running is False
    other = make_app()
    other.scenes.push(CountingScene(other), transition=False)
    other.scenes.pop(transition=False)
    other.step(0.0)
    assert other.running is False


def test_language_switch_rebuilds_every_scene_without_restart(make_app) -> None:
    from program import i18n
    from scenes.home.title import TitleScene

    app = make_app(lang="en")
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    before = title.ui
    app.set_language("zh")
    assert i18n.current_language() == "zh" and app.settings.language == "zh"
    assert title.ui is not before
    assert app.step(0.0) is True
