#!/usr/bin/env python3
"""The café kiosk in a real X window under Xvfb: it starts fullscreen, Escape, Alt+F4 and a window-close
request leave it running, and the staff corner held three seconds plus the PIN reach the staff menu.

    python tools/real_window_kiosk.py [--out DIR] [--display :N]

Needs Xvfb, xdotool and ImageMagick's ``import`` (Debian: apt-get install -y xvfb xdotool imagemagick).
``python main.py kiosk`` runs with the x11 video driver, a data folder holding a configured kiosk (PIN 2468)
and the debug channel on, which reports the screen on top after every loop step. The close request is the one a
window manager sends when its close button is pressed (a WM_DELETE_WINDOW client message, sent through Xlib).
Prints a JSON summary; exit status 0 when every check passed.
"""
from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.real_window import SIZE, free_display, missing_tools, read_plan, screenshot, stop, xdotool  # noqa: E402

PIN = "2468"
HOLD_SECONDS = 3.6
SETTLE_SECONDS = 1.5  # long enough for a key or a close request to have been handled
ARRIVE_SECONDS = 20.0  # how long a screen that should open may take on a busy machine (the suite runs alongside)


class _ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class _Event(ctypes.Union):
    _fields_ = [("client", _ClientMessage), ("pad", ctypes.c_long * 24)]


# Xlib's own error handler ends the whole process on any protocol error (a window that closed a moment before
# the request, say), and this code runs inside the test process: errors are counted instead.
_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_x_errors: list[int] = []


@_ERROR_HANDLER
def _count_x_error(_display: int | None, _error: int | None) -> int:
    _x_errors.append(1)
    return 0


def request_close(display: str, window_id: int) -> bool:
    """Send the window the close request a window manager sends for its close button; False without Xlib."""
    name = ctypes.util.find_library("X11")
    if name is None:
        return False
    xlib = ctypes.cdll.LoadLibrary(name)
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(_Event)]
    xlib.XFlush.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XSetErrorHandler.restype = ctypes.c_void_p
    xlib.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
    xlib.XSetErrorHandler(_count_x_error)
    errors_before = len(_x_errors)
    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        return False
    try:
        event = _Event()
        event.client.type = 33  # ClientMessage
        event.client.window = window_id
        event.client.message_type = xlib.XInternAtom(connection, b"WM_PROTOCOLS", 0)
        event.client.format = 32
        event.client.data[0] = xlib.XInternAtom(connection, b"WM_DELETE_WINDOW", 0)
        event.client.data[1] = 0  # CurrentTime
        xlib.XSendEvent(connection, window_id, 0, 0, ctypes.byref(event))
        xlib.XSync(connection, 0)  # any error of the request arrives here, in the handler above
    finally:
        xlib.XCloseDisplay(connection)
    return len(_x_errors) == errors_before


def _within(seconds: float, condition: Callable[[], bool]) -> bool:
    """Whether ``condition`` becomes true within ``seconds``, looking ten times a second."""
    deadline = time.perf_counter() + seconds
    while not condition():
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.1)
    return True


def _configured_kiosk(data: Path) -> None:
    """A data folder whose kiosk has been set up (so the wizard does not open), with the PIN ``PIN``."""
    env = dict(os.environ, CHEESE_THIEF_DATA_DIR=str(data))
    script = ("from kiosk.config import KioskConfig, save_kiosk_config; from kiosk.pin import hash_pin; "
              f"save_kiosk_config(KioskConfig(venue_name='Xvfb Café', pin=hash_pin('{PIN}')))")
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, check=True, timeout=60)


def _plain_window_closes(display: str, env: dict[str, str], work: Path) -> bool:
    """The control: the same close request does close the ordinary (unlocked) program, so the kiosk's staying
    open is the lock's doing and not a request that never arrived."""
    plain_env = dict(env, CHEESE_THIEF_DATA_DIR=str(work / "plain-data"))
    plain_env.pop("CHEESE_THIEF_DEBUG_PLAN", None)
    plain = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--lang", "en"], env=plain_env, cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window_id = ""
        for _ in range(300):
            window_id = xdotool("search", "--pid", str(plain.pid), env=env).split("\n")[0]
            if window_id:
                break
            time.sleep(0.1)
        if not window_id:
            return False
        time.sleep(SETTLE_SECONDS)
        # Looked up again: the id the search gave first may have been of a window SDL replaced since.
        window_id = xdotool("search", "--pid", str(plain.pid), env=env).split("\n")[-1] or window_id
        if not request_close(display, int(window_id)):
            return False
        try:
            plain.wait(timeout=15)
        except subprocess.TimeoutExpired:
            return False
        return True
    finally:
        if plain.poll() is None:
            plain.kill()
            plain.wait(timeout=10)


def check(out: Path, display: str | None) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    display = display or free_display()
    work = Path(tempfile.mkdtemp(prefix="cheese-thief-kiosk-window-"))
    plan_path = work / "plan.json"
    _configured_kiosk(work / "data")
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CHEESE_THIEF_DATA_DIR=str(work / "data"),
               CHEESE_THIEF_DEBUG_PLAN=str(plan_path))
    summary: dict[str, Any] = {"display": display, "checks": {}, "screenshots": []}
    game = None

    def screen() -> str | None:
        plan = read_plan(plan_path)
        return None if plan is None else plan.get("screen")

    def alive() -> bool:
        return game is not None and game.poll() is None

    def shot(name: str) -> None:
        path = out / f"{len(summary['screenshots']):02d}-{name}.png"
        screenshot(env, path)
        summary["screenshots"].append(str(path))

    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        summary["checks"]["close_request_closes_an_unlocked_window"] = _plain_window_closes(display, env, work)
        log = open(work / "kiosk.log", "w", encoding="utf-8")
        game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "kiosk", "--lang", "en"], env=env, cwd=ROOT,
                                stdout=log, stderr=subprocess.STDOUT)
        window_id = ""
        for _ in range(300):
            window_id = xdotool("search", "--pid", str(game.pid), env=env).split("\n")[0]
            if window_id and screen() == "KioskAttractScene":
                break
            if not alive():
                raise RuntimeError("the kiosk closed at start: " + (work / "kiosk.log").read_text()[-800:])
            time.sleep(0.1)
        if not window_id:
            raise RuntimeError("no kiosk window appeared")
        time.sleep(SETTLE_SECONDS)
        geometry = xdotool("getwindowgeometry", window_id, env=env)
        summary["geometry"] = geometry
        summary["checks"]["fullscreen"] = f"{SIZE[0]}x{SIZE[1]}" in geometry
        summary["checks"]["starts_on_attract"] = screen() == "KioskAttractScene"
        shot("attract")
        for name, action in (("escape", lambda: xdotool("key", "--window", window_id, "Escape", env=env)),
                             ("alt_f4", lambda: xdotool("key", "--window", window_id, "alt+F4", env=env)),
                             ("window_close", lambda: request_close(display, int(window_id)))):
            if action() is False:  # a close request Xlib refused never reached the kiosk: nothing was checked
                summary["checks"][f"{name}_delivered"] = False
            time.sleep(SETTLE_SECONDS)
            summary["checks"][f"{name}_keeps_running"] = alive() and screen() == "KioskAttractScene"
        xdotool("mousemove", "--window", window_id, "6", str(SIZE[1] - 6), env=env)
        xdotool("mousedown", "1", env=env)
        time.sleep(HOLD_SECONDS)
        xdotool("mouseup", "1", env=env)
        summary["checks"]["corner_opens_pin_pad"] = _within(ARRIVE_SECONDS, lambda: screen() == "KioskPinScene")
        time.sleep(SETTLE_SECONDS)  # the pad's first frames, before the keys
        shot("pin-pad")
        xdotool("type", "--window", window_id, "--delay", "120", PIN, env=env)
        xdotool("key", "--window", window_id, "Return", env=env)
        summary["checks"]["pin_opens_staff_menu"] = _within(ARRIVE_SECONDS, lambda: screen() == "KioskStaffScene")
        summary["checks"]["still_running"] = alive()
        shot("staff-menu")
    finally:
        stop(game, xvfb, work)
    summary["passed"] = bool(summary["checks"]) and all(summary["checks"].values())
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("kiosk-window-shots"), help="screenshot folder")
    parser.add_argument("--display", help="X display to start Xvfb on (default: a free one)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"missing: {', '.join(missing)} (apt-get install -y xvfb xdotool imagemagick)", file=sys.stderr)
        return 2
    summary = check(args.out, args.display)
    print(json.dumps(summary, indent=2))
    return 0 if summary["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
