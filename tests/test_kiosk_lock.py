"""The café kiosk's customer lock: nothing a customer presses leaves, minimises or un-fullscreens the program."""
from __future__ import annotations

import os

import pygame
import pytest

from app import kiosk_lock
from scenes.home.settings import SettingsScene
from scenes.home.title import TitleScene

from tests.test_shell_screens import key, tap


def keydown(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


LEAVING_EVENTS = {
    "quit": lambda: pygame.event.Event(pygame.QUIT),
    "window-close": lambda: pygame.event.Event(pygame.WINDOWCLOSE),
    "escape": lambda: keydown(pygame.K_ESCAPE),
    "f11": lambda: keydown(pygame.K_F11),
    "alt-f4": lambda: keydown(pygame.K_F4, pygame.KMOD_LALT),
    "minimised": lambda: pygame.event.Event(pygame.WINDOWMINIMIZED),
}


@pytest.fixture
def hints_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever the lock sets in the environment is taken away after the test."""
    for name in kiosk_lock.LOCKED_DISPLAY_HINTS:
        monkeypatch.delenv(name, raising=False)


def locked_title(make_app):
    app = make_app()
    app.locked = True
    app.fullscreen = True  # the dummy display has no real fullscreen; the flag is what F11 would change
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    return app, title


@pytest.mark.parametrize("name", sorted(LEAVING_EVENTS))
def test_with_the_lock_on_nothing_leaves_or_changes_the_title(make_app, hints_restored, name: str) -> None:
    app, title = locked_title(make_app)
    for _ in range(3):
        app.step(0.1, [LEAVING_EVENTS[name]()])
    app.step(1.0)
    assert app.running is True
    assert app.scenes.stack == [title]
    assert app.fullscreen is True


def test_with_the_lock_on_escape_still_goes_back_from_a_screen_but_never_past_the_title(make_app, hints_restored) -> None:
    app, title = locked_title(make_app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top() is not title
    for _ in range(4):
        key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [title] and app.running is True


@pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])
def test_the_locked_title_has_no_quit_button(make_app, hints_restored, with_finger: bool) -> None:
    app, title = locked_title(make_app)
    assert "#quit" not in title.buttons
    assert "#settings" in title.buttons and "#play" in title.buttons
    tap(app, title.buttons["#settings"].rect, with_finger)
    assert isinstance(app.scenes.top(), SettingsScene)


def test_locking_a_running_title_takes_its_quit_button_away_and_unlocking_brings_it_back(make_app, hints_restored) -> None:
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    assert "#quit" in title.buttons
    app.locked = True
    assert "#quit" not in title.buttons
    app.locked = False
    assert "#quit" in title.buttons


def test_settings_cannot_leave_fullscreen_while_locked(make_app, hints_restored) -> None:
    app, _title = locked_title(make_app)
    app.set_fullscreen(False)
    assert app.fullscreen is True
    app.toggle_fullscreen()
    assert app.fullscreen is True


def test_staff_still_leave_through_quit(make_app, hints_restored) -> None:
    app, _title = locked_title(make_app)
    app.quit()
    assert app.running is False


def test_the_lock_sets_its_display_hints_before_the_window_is_made(hints_restored) -> None:
    from app.app import App

    app = App(size=(800, 600), fullscreen=False, lang="en", persist_settings=False, locked=True)
    try:
        assert app.locked is True
        assert os.environ["SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS"] == "0"
        assert os.environ["SDL_VIDEO_ALLOW_SCREENSAVER"] == "0"
        assert pygame.display.get_allow_screensaver() is False
    finally:
        app.scenes.clear()


def test_only_leaving_events_are_blocked() -> None:
    assert kiosk_lock.blocks(pygame.event.Event(pygame.QUIT))
    assert kiosk_lock.blocks(keydown(pygame.K_F4, pygame.KMOD_RALT))
    assert not kiosk_lock.blocks(keydown(pygame.K_F4))  # F4 alone is no request to close
    assert not kiosk_lock.blocks(keydown(pygame.K_ESCAPE))  # Escape is a screen's "back"; the title ignores it
    assert not kiosk_lock.blocks(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert not kiosk_lock.blocks(pygame.event.Event(pygame.KEYDOWN))  # a key event with no key never crashes


@pytest.mark.parametrize("name", ["quit", "window-close", "escape", "f11"])
def test_without_the_lock_they_behave_as_before(make_app, name: str) -> None:
    app = make_app()
    app.fullscreen = True
    app.windowed_size = app.size
    title = TitleScene(app)
    app.scenes.push(title, transition=False)
    app.step(0.0)
    app.step(0.1, [LEAVING_EVENTS[name]()])
    if name in ("quit", "escape"):
        assert app.running is False
    elif name == "f11":
        assert app.fullscreen is False and app.running is True
    else:
        # A window close without SDL's quit event that follows it changes nothing on its own.
        assert app.running is True and app.scenes.stack == [title]


def test_settings_in_the_locked_kiosk_show_fullscreen_on_and_offer_no_off(make_app, hints_restored) -> None:
    app, _ = locked_title(make_app)
    assert app.settings.fullscreen is False  # the kiosk opened fullscreen without the setting
    settings = SettingsScene(app)
    app.scenes.push(settings, transition=False)
    app.step(0.1)
    on, off = settings.toggle_buttons[("fullscreen", True)], settings.toggle_buttons[("fullscreen", False)]
    assert on.is_selected and not off.is_selected
    assert not off.is_enabled and on.is_enabled
    settings.set_toggle("fullscreen", False)
    assert app.fullscreen is True and on.is_selected and not off.is_enabled
    app.locked = False
    app.step(0.1)
    assert settings.toggle_buttons[("fullscreen", False)].is_enabled  # outside the kiosk both are offered
