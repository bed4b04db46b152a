"""Whether there is a display to show the program on, before any window opens.

An interactive command run where no display can be reached (a service started before the desktop, an ssh
session, a ``DISPLAY`` that names no server) used to go on without one or end in a traceback: SDL may fall
back to a driver that shows nothing. Without ``SDL_VIDEODRIVER`` set, the program now needs ``DISPLAY`` or
``WAYLAND_DISPLAY`` and a video driver that shows something; otherwise it explains in one line and ends with
``NO_DISPLAY_STATUS`` (a service manager restarts on it). The café kiosk instead waits for its display, trying
again after 1, 2, 4 ... and then every ``LONGEST_WAIT_S`` seconds, for as long as it takes, logging each wait in
the health log. Tests and headless commands set ``SDL_VIDEODRIVER=dummy`` and are never checked.
"""
from __future__ import annotations

import os
import sys
import time
from typing import Callable, Iterator, Mapping

from kiosk.health import DISPLAY_BACK, DISPLAY_WAIT

NO_DISPLAY_STATUS = 3
LONGEST_WAIT_S = 30.0
INVISIBLE_DRIVERS = ("dummy", "offscreen")
NO_DISPLAY_ADVICE = ("start it inside a desktop session or the kiosk session in deploy/, set DISPLAY "
                     "(or WAYLAND_DISPLAY), or set SDL_VIDEODRIVER to choose a video driver")


def display_problem(environ: Mapping[str, str] = os.environ, platform: str = sys.platform,
                    probe: Callable[[], str] | None = None) -> str | None:
    """Why no window could be shown now, as one line starting "No display found:", or None when one can.
    ``probe`` starts SDL's video and names the driver it chose (raising ``RuntimeError`` when none starts)."""
    if environ.get("SDL_VIDEODRIVER"):
        return None  # a driver was asked for by name (the tests' and headless commands' dummy one too)
    if platform.startswith("linux") or "bsd" in platform:
        if not environ.get("DISPLAY") and not environ.get("WAYLAND_DISPLAY"):
            return f"No display found: neither DISPLAY nor WAYLAND_DISPLAY is set; {NO_DISPLAY_ADVICE}."
    try:
        driver = (probe or probe_video_driver)()
    except RuntimeError as error:
        return f"No display found: the video driver could not start ({error}); {NO_DISPLAY_ADVICE}."
    if driver in INVISIBLE_DRIVERS:
        return f"No display found: only the invisible '{driver}' video driver started; {NO_DISPLAY_ADVICE}."
    return None


def probe_video_driver() -> str:
    """Start SDL's video as the window would, name the driver, and stop it again (hints set later, such as the
    kiosk's, are read when the window's display starts)."""
    import pygame  # start-up: the pure commands load display_check too, and never pygame

    was_started = pygame.display.get_init()
    try:
        pygame.display.init()
        return str(pygame.display.get_driver())
    except pygame.error as error:
        raise RuntimeError(str(error) or "no video device") from None
    finally:
        if not was_started:
            pygame.display.quit()


def delays(longest: float = LONGEST_WAIT_S) -> Iterator[float]:
    """1, 2, 4, 8 ... seconds, then ``longest`` for ever."""
    delay = 1.0
    while True:
        yield min(delay, longest)
        delay *= 2


def wait_for_display(problem: Callable[[], str | None], record: Callable[..., object],
                     stop: Callable[[], bool], sleep: Callable[[float], None] = time.sleep) -> bool:
    """Wait until ``problem`` says there is a display: True then, False when ``stop`` asked to end meanwhile.
    Each wait is recorded (``record(DISPLAY_WAIT, attempt=n, delay_s=d)``), and the display's coming back."""
    attempt = 0
    for delay in delays():
        found = problem()
        if found is None:
            if attempt:
                record(DISPLAY_BACK, attempt=attempt)
            return True
        if stop():
            return False
        attempt += 1
        if attempt == 1:
            print(f"{found} Waiting for it.", file=sys.stderr, flush=True)
        record(DISPLAY_WAIT, attempt=attempt, delay_s=delay)
        _sleep_unless_stopped(delay, stop, sleep)
    return False


def _sleep_unless_stopped(seconds: float, stop: Callable[[], bool], sleep: Callable[[float], None]) -> None:
    """Sleep in short steps so a stop signal ends the wait within a fraction of a second."""
    left = seconds
    while left > 0 and not stop():
        step = min(left, 0.2)
        sleep(step)
        left -= step
