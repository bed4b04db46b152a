"""The customer lock of the café kiosk: nothing a customer can press leaves, minimises or un-fullscreens the
program. Only staff leave it, through their menu behind the PIN, which calls ``App.quit`` directly.

The window's close button, Alt+F4 and the desktop's quit request all reach the program as ``QUIT`` or
``WINDOWCLOSE`` events; F11 would leave fullscreen. While locked the app drops them before any screen sees
them. Escape stays a screen's "back", but the title no longer treats it as Quit.
"""
from __future__ import annotations

import os
import warnings
from typing import MutableMapping

import pygame

from app.x11_window import bring_forward, show_on_all_desktops

# Read by SDL when the display starts (the screensaver) or when the event happens (focus loss, Alt+F4), so
# they are set before the window is made.
LOCKED_DISPLAY_HINTS: dict[str, str] = {
    "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS": "0",  # a notification taking focus must not minimise a fullscreen kiosk
    "SDL_VIDEO_ALLOW_SCREENSAVER": "0",  # the attract loop is the screensaver
    "SDL_WINDOWS_NO_CLOSE_ON_ALT_F4": "1",
    "SDL_VIDEO_X11_WMCLASS": "cheese-thief-kiosk",  # what deploy/openbox-kiosk-rc.xml knows the window by
    # SDL takes Mesa's software OpenGL (llvmpipe) for accelerated and copies every frame through it: two threads
    # and 5-7 ms of processor time per frame at 1280x800, for a loop that runs all day. The X server's shared
    # memory copy costs the program almost nothing (a display without it ignores the hint).
    "SDL_FRAMEBUFFER_ACCELERATION": "0",
}
LEAVING_EVENT_TYPES: frozenset[int] = frozenset({pygame.QUIT, pygame.WINDOWCLOSE})


def apply_display_hints(environ: MutableMapping[str, str] = os.environ) -> None:
    """Set the SDL hints that keep a locked window up and awake (before the display is created)."""
    for name, value in LOCKED_DISPLAY_HINTS.items():
        environ[name] = value


def keep_screen_awake() -> None:
    """Keep the desktop's screensaver and display blanking away while the program runs."""
    if pygame.display.get_init():
        pygame.display.set_allow_screensaver(False)


def blocks(event: pygame.event.Event) -> bool:
    """Whether a locked app drops ``event``: a request to quit or close, F11 or Alt+F4."""
    if event.type in LEAVING_EVENT_TYPES:
        return True
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return False
    key = getattr(event, "key", None)
    if key == pygame.K_F11:
        return True
    return key == pygame.K_F4 and bool(getattr(event, "mod", 0) & pygame.KMOD_ALT)


def _display_window() -> "pygame.Window | None":
    if pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():
        # pygame-ce warns about drawing through such a Window; it is only used here to manage the window.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def _set_on_x11_window(**flags: bool) -> bool:
    """Set the display window's ``pygame.Window`` flags under X11; False when there is no such window (another
    driver, or none yet). A flag the window refuses is left as it was."""
    window = _display_window()
    if window is None or pygame.display.get_driver() != "x11":
        return False
    for name, value in flags.items():
        try:
            setattr(window, name, value)
        except pygame.error:
            pass
    return True


def keep_window_up() -> None:
    """Ask the desktop to keep the kiosk's window above others and on every desktop, and take the keyboard
    while it has focus, so a desktop's own keys (show-desktop, a desktop switch, the window menu) reach the
    program instead (the locked session in ``deploy/`` has no such keys at all)."""
    if not _set_on_x11_window(always_on_top=True, grab_keyboard=True):
        return
    window_id = pygame.display.get_wm_info().get("window")
    if isinstance(window_id, int):
        show_on_all_desktops(window_id)


def take_keyboard_again() -> None:
    """Grab the keyboard anew. X drops a grab when its window stops being viewable (show-desktop, a minimise), and
    SDL's grab when the window comes back can land before the window manager has mapped it, so it fails and is
    not tried again: a desktop key then reached the desktop while the kiosk looked as locked as ever."""
    if _set_on_x11_window(grab_keyboard=False):
        _set_on_x11_window(grab_keyboard=True)


def bring_back() -> None:
    """Show a hidden or minimised window again, raised and focused (a desktop hid it whatever the hints say)."""
    window = _display_window()
    if window is None:
        return
    window_id = pygame.display.get_wm_info().get("window")
    if pygame.display.get_driver() == "x11" and isinstance(window_id, int):
        bring_forward(window_id)  # never SDL's restore on X11: it can wait for ever (app.x11_window)
        return
    try:
        window.restore()
        window.focus()
    except pygame.error:
        pass  # no window to restore under a headless driver
