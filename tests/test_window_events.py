"""Window events: the app draws into the display surface as it is now, never into one SDL replaced, nothing while
the window is hidden, everything when it is shown again; a locked (kiosk) window asks to come back."""
from __future__ import annotations

import pygame
import pytest

from app import kiosk_lock
from app.app import COMEBACK_EVERY_S

from tests.test_app_loop import CountingScene


def shown_app(make_app):
    app = make_app(size=(640, 480))
    scene = CountingScene(app)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    pygame.event.clear()  # the window's own first events (shown, exposed) are handled
    return app, scene


def counted(monkeypatch, name: str) -> list[int]:
    """Replace the kiosk lock's `name` by a stand-in that counts its calls (one 1 a call)."""
    calls: list[int] = []
    monkeypatch.setattr(kiosk_lock, name, lambda: calls.append(1))
    return calls


def test_a_display_surface_made_again_behind_the_apps_back_is_the_one_drawn_into(make_app, monkeypatch) -> None:
    app, scene = shown_app(make_app)
    old = app.surface
    new = pygame.Surface((640, 480))  # SDL's new window surface after a restore; the old one's pixels are freed
    monkeypatch.setattr(pygame.display, "get_surface", lambda: new)
    app.request_redraw()
    assert app.step(0.1, [pygame.event.Event(pygame.WINDOWRESTORED)]) is True
    assert app.surface is new and app.surface is not old
    assert new.get_at((5, 5))[:3] == (10, 20, 30)


@pytest.mark.parametrize("hiding", [pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN])
@pytest.mark.parametrize("showing", [pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED])
def test_nothing_is_drawn_while_hidden_and_everything_once_shown(make_app, hiding: int, showing: int) -> None:
    app, scene = shown_app(make_app)
    draws = scene.draws
    assert app.step(0.1, [pygame.event.Event(hiding)]) is False
    app.request_redraw()
    scene.animating = True
    for _ in range(5):
        assert app.step(0.1) is False
    assert scene.draws == draws and app.window.visible is False
    assert app.step(0.1, [pygame.event.Event(showing)]) is True
    assert scene.draws == draws + 1 and app.window.visible is True


def test_a_fullscreen_display_that_changes_size_is_followed_without_leaving_fullscreen(make_app) -> None:
    app, scene = shown_app(make_app)
    app.fullscreen = True
    sizes: list[tuple[int, int]] = []
    scene.on_resize = lambda size: sizes.append(size)  # type: ignore[method-assign]
    pygame.display.set_mode((800, 600))  # another display, or a new mode of this one
    for event in (pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)),
                  pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600),
                  pygame.event.Event(pygame.WINDOWDISPLAYCHANGED, display_index=1)):
        assert app.step(0.1, [event]) is True
    assert app.size == (800, 600) and sizes[:1] == [(800, 600)]
    assert app.fullscreen is True
    assert pygame.display.get_surface().get_size() == (800, 600)


def test_a_locked_window_that_is_hidden_keeps_asking_to_come_back(make_app, monkeypatch) -> None:
    app, _scene = shown_app(make_app)
    app.locked = True
    asked = counted(monkeypatch, "bring_back")
    app.step(0.1, [pygame.event.Event(pygame.WINDOWMINIMIZED)])
    assert asked == [1], "at once"
    app.step(0.4)  # idle waits are 0.4 s: the next request comes within two of them
    app.step(0.4)
    assert len(asked) == 2
    for _ in range(int(4 / COMEBACK_EVERY_S)):
        app.step(COMEBACK_EVERY_S)
    assert len(asked) >= 8
    app.step(0.1, [pygame.event.Event(pygame.WINDOWRESTORED)])
    count = len(asked)
    app.step(2.0)
    assert len(asked) == count and app.running


def test_a_locked_fullscreen_window_shown_again_takes_the_keyboard_back_at_once_then_every_second(
        make_app, monkeypatch) -> None:
    """X drops the keyboard grab while the window is hidden; a desktop key must not get through afterwards."""
    app, _scene = shown_app(make_app)
    app.fullscreen = True
    app.locked = True
    grabs = counted(monkeypatch, "take_keyboard_again")
    counted(monkeypatch, "bring_back")
    app.step(0.1, [pygame.event.Event(pygame.WINDOWMINIMIZED)])
    app.step(2.0)
    assert grabs == [], "nothing to grab while hidden"
    app.step(0.0, [pygame.event.Event(pygame.WINDOWSHOWN)])
    assert grabs == [1], "at once"
    for _ in range(10):
        app.step(0.1)
    assert len(grabs) >= 9, "again and again in the second after, in case the window was not mapped yet"
    settled = len(grabs)
    for _ in range(10):
        app.step(0.4)
    assert settled + 2 <= len(grabs) <= settled + 5, "then about once a second"


@pytest.mark.parametrize(("event", "desktop_call"), [(pygame.WINDOWSHOWN, "take_keyboard_again"),
                                                     (pygame.WINDOWHIDDEN, "bring_back")])
def test_an_unlocked_window_leaves_the_keyboard_and_its_place_to_the_desktop(make_app, monkeypatch, event: int,
                                                                            desktop_call: str) -> None:
    app, _scene = shown_app(make_app)
    calls = counted(monkeypatch, desktop_call)
    app.step(0.1, [pygame.event.Event(event)])
    app.step(3.0)
    assert calls == [] and app.running


def test_bring_back_and_keep_window_up_do_nothing_harmful_without_a_real_window(make_app) -> None:
    make_app(size=(640, 480))
    kiosk_lock.keep_window_up()  # the dummy driver: no X11 window to ask about
    kiosk_lock.bring_back()
    kiosk_lock.take_keyboard_again()
    assert pygame.display.get_surface() is not None


@pytest.mark.parametrize("kind", [pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED])
def test_an_audio_device_coming_or_going_leaves_the_game_running(make_app, kind: int) -> None:
    app, scene = shown_app(make_app)
    for iscapture in (0, 1):
        app.step(0.1, [pygame.event.Event(kind, which=0, iscapture=iscapture)])
    app.request_redraw()
    assert app.step(0.1) is True and app.running


def test_an_audio_device_arriving_while_there_is_no_sound_opens_the_mixer(make_app, monkeypatch) -> None:
    app, _scene = shown_app(make_app)
    opened: list[int] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: opened.append(1))
    app.step(0.1, [pygame.event.Event(pygame.AUDIODEVICEADDED, which=1, iscapture=1)])
    assert opened == [], "a microphone is not a way to play sound"
    app.step(0.1, [pygame.event.Event(pygame.AUDIODEVICEADDED, which=1, iscapture=0)])
    assert opened == [1] and app.running


def test_the_sound_comes_back_on_a_device_that_arrives_after_one_went(make_app, monkeypatch) -> None:
    from audio import mixer

    app, _scene = shown_app(make_app)
    state = {"open": True, "opened": 0, "closed": 0}
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (22050, -16, 1) if state["open"] else None)
    monkeypatch.setattr(pygame.mixer, "quit", lambda: state.update(open=False, closed=state["closed"] + 1))
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: state.update(open=True, opened=state["opened"] + 1))
    monkeypatch.setattr(mixer, "_output_lost", False)
    app.step(0.1, [pygame.event.Event(pygame.AUDIODEVICEADDED, which=0, iscapture=0)])
    assert state == {"open": True, "opened": 0, "closed": 0}, "a device present at start changes nothing"
    app.step(0.1, [pygame.event.Event(pygame.AUDIODEVICEREMOVED, which=0, iscapture=0)])
    assert state["closed"] == 0 and app.running, "the game plays on, silent"
    app.step(0.1, [pygame.event.Event(pygame.AUDIODEVICEADDED, which=1, iscapture=0)])
    assert state == {"open": True, "opened": 1, "closed": 1}, "reopened on the device that came"
    app.request_redraw()
    assert app.step(0.1) is True and app.running


def test_only_a_fullscreen_locked_window_asks_to_stay_above_with_the_keyboard(make_app, monkeypatch) -> None:
    asked = counted(monkeypatch, "keep_window_up")
    app, _scene = shown_app(make_app)
    app.locked = True  # a windowed try-out of the kiosk
    assert asked == []
    app.fullscreen = True
    app.locked = True
    assert asked == [1]
