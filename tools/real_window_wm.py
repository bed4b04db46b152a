#!/usr/bin/env python3
"""The program's window under a real window manager (openbox under Xvfb): it survives being minimised and
restored, show-desktop twice, a switch to another desktop and back, and Alt+Space; the kiosk comes back by
itself within ``COMEBACK_SECONDS`` and ignores a close request, the ordinary window closes on one; and openbox
with the shipped profile (``deploy/openbox-kiosk-rc.xml``) lets no desktop key through.

    python tools/real_window_wm.py [--display :N]

Needs Xvfb, openbox, xdotool, wmctrl and xprop (Debian: apt-get install -y xvfb openbox xdotool wmctrl
x11-utils). Keys go through XTEST (``xdotool key`` without a window), as a real keyboard's would, so the window
manager's own bindings see them. Prints a JSON summary; exit status 0 when every check passed.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.real_window import SIZE, free_display, xdotool  # noqa: E402
from tools.real_window_kiosk import _configured_kiosk, request_close  # noqa: E402

REQUIRED = ("Xvfb", "openbox", "xdotool", "wmctrl", "xprop")
COMEBACK_SECONDS = 2.0  # the kiosk is back on screen this soon after the desktop hid it
WAIT_SECONDS = 20.0  # how long a window may take to appear on a busy machine
PROFILE = ROOT / "deploy" / "openbox-kiosk-rc.xml"


def missing_tools() -> list[str]:
    return [tool for tool in REQUIRED if shutil.which(tool) is None]


def _within(seconds: float, condition: Callable[[], bool]) -> bool:
    deadline = time.perf_counter() + seconds
    while not condition():
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.05)
    return True


class Desktop:
    """An X server with openbox on it, and the questions the checks ask it."""

    def __init__(self, display: str, profile: Path | None = None) -> None:
        self.display = display
        self.env = dict(os.environ, DISPLAY=display)
        self.xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.wm: subprocess.Popen | None = None
        try:
            # The socket appears a moment before the server answers: openbox started then would give up.
            if not _within(WAIT_SECONDS, self._answers):
                raise RuntimeError("Xvfb did not start")
            command = ["openbox"] + (["--config-file", str(profile)] if profile else [])
            self.wm = subprocess.Popen(command, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if not _within(WAIT_SECONDS, lambda: self.run("wmctrl", "-m").startswith("Name: Openbox")):
                raise RuntimeError("openbox did not start")
        except BaseException:
            self.stop()
            raise

    def _answers(self) -> bool:
        if self.xvfb.poll() is not None:
            raise RuntimeError(f"Xvfb could not start on {self.display}")
        done = subprocess.run(["xprop", "-root", "-len", "1"], env=self.env, capture_output=True, timeout=30)
        return done.returncode == 0

    def run(self, *command: str) -> str:
        done = subprocess.run(list(command), env=self.env, capture_output=True, text=True, timeout=30)
        return done.stdout.strip()

    def key(self, keys: str) -> None:
        xdotool("key", keys, env=self.env)

    def showing_desktop(self) -> bool:
        return self.run("xprop", "-root", "_NET_SHOWING_DESKTOP").endswith("= 1")

    def current_desktop(self) -> int:
        for line in self.run("wmctrl", "-d").splitlines():
            if "*" in line.split()[1:2]:
                return int(line.split()[0])
        return -1

    def window_shown(self, window_id: str) -> bool:
        """Mapped, not iconic, on the current desktop (or all), and the desktop not being shown instead."""
        state = self.run("xprop", "-id", window_id, "WM_STATE")
        desktop = self.run("xprop", "-id", window_id, "_NET_WM_DESKTOP").rpartition("=")[2].strip()
        on_desktop = desktop in ("4294967295", str(self.current_desktop()))
        return "Normal" in state and on_desktop and not self.showing_desktop() and \
            "IsViewable" in self.run("xwininfo", "-id", window_id)

    def stop(self) -> None:
        for process in (self.wm, self.xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=10)


class Program:
    """``main.py`` with ``arguments`` on the desktop, and its window."""

    def __init__(self, desktop: Desktop, arguments: list[str], data: Path, log: Path) -> None:
        env = dict(desktop.env, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   CHEESE_THIEF_DATA_DIR=str(data))
        self.desktop = desktop
        self.log = log
        with open(log, "w", encoding="utf-8") as out:
            self.process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *arguments, "--lang", "en"],
                                            env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
        self.window = ""
        if not _within(WAIT_SECONDS, self._found_window):
            raise RuntimeError("no window appeared: " + self.output())

    def _found_window(self) -> bool:
        if self.process.poll() is not None:
            raise RuntimeError("the program closed at start: " + self.output())
        ids = xdotool("search", "--onlyvisible", "--pid", str(self.process.pid), env=self.desktop.env).split()
        self.window = ids[-1] if ids else ""
        return bool(self.window) and self.desktop.window_shown(self.window)

    def alive(self) -> bool:
        return self.process.poll() is None

    def shown(self) -> bool:
        """Alive, with its window shown; looked up again, since the program may have made its window anew
        (Escape on the title leaves fullscreen)."""
        return self.alive() and self._found_window()

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")[-800:] if self.log.exists() else ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


def _hide_and_show(desktop: Desktop, program: Program, comes_back_alone: bool) -> dict[str, bool]:
    """Minimise, show-desktop twice (with the desktop's own key and through EWMH), a desktop switch: after each
    the window is shown again (by itself for the kiosk, asked back by the desktop otherwise) and still alive."""
    checks: dict[str, bool] = {}

    def back(name: str, ask_back: Callable[[], object]) -> None:
        if not comes_back_alone:
            ask_back()
        checks[name] = _within(COMEBACK_SECONDS if comes_back_alone else WAIT_SECONDS, program.shown)

    window = program.window
    desktop.run("xdotool", "windowminimize", window)
    back("minimise_restore", lambda: desktop.run("wmctrl", "-i", "-a", window))
    for turn in (1, 2):
        desktop.run("wmctrl", "-k", "on")
        back(f"show_desktop_{turn}", lambda: desktop.run("wmctrl", "-k", "off"))
    desktop.run("wmctrl", "-s", "1")
    if comes_back_alone:
        checks["desktop_switch"] = _within(COMEBACK_SECONDS, program.shown)
    desktop.run("wmctrl", "-s", "0")
    checks["desktop_switch_back"] = _within(WAIT_SECONDS, program.shown)
    desktop.key("alt+space")
    time.sleep(0.3)
    desktop.key("Escape")  # closes the window menu when one opened
    checks["alt_space"] = _within(WAIT_SECONDS, program.shown)
    return checks


def _timed(checks: dict[str, bool], name: str, ok: bool, started: list[float]) -> None:
    checks[name] = ok
    if os.environ.get("CHEESE_THIEF_WM_TRACE"):
        print(f"{time.perf_counter() - started[0]:6.1f}s {name}: {ok}", file=sys.stderr, flush=True)


def start_desktop(display: str, profile: Path | None = None, attempts: int = 3) -> Desktop:
    """A desktop on ``display``, or on a fresh one if that fails: on a busy machine a display just given back can
    still be held a moment (its lock, its socket, an old window manager's selection), and the server or openbox
    then gives up. Raises RuntimeError after ``attempts`` tries."""
    for attempt in range(attempts):
        try:
            return Desktop(display if attempt == 0 else free_display(), profile)
        except RuntimeError:
            if attempt == attempts - 1:
                raise
            time.sleep(1.0)
    raise RuntimeError("no desktop could start")


def check(display: str | None = None) -> dict[str, Any]:
    display = display or free_display()
    work = Path(tempfile.mkdtemp(prefix="cheese-thief-wm-"))
    summary: dict[str, Any] = {"display": display, "checks": {}}
    checks = summary["checks"]
    desktop = start_desktop(display)
    display = summary["display"] = desktop.display  # a retry may have taken another display
    programs: list[Program] = []
    try:
        _configured_kiosk(work / "kiosk-data")
        kiosk = Program(desktop, ["kiosk"], work / "kiosk-data", work / "kiosk.log")
        programs.append(kiosk)
        for name, ok in _hide_and_show(desktop, kiosk, comes_back_alone=True).items():
            checks[f"kiosk_{name}"] = ok
        for keys in ("super+d", "ctrl+alt+Right"):  # the kiosk holds the keyboard: the desktop never sees them
            desktop.key(keys)
            checks[f"kiosk_keeps_{keys}"] = _within(1.0, lambda: desktop.current_desktop() == 0 and kiosk.shown())
        request_close(display, int(kiosk.window))
        time.sleep(0.5)
        checks["kiosk_ignores_close"] = kiosk.shown()
        kiosk.stop()
        for name, arguments in (("fullscreen", ["--fullscreen"]), ("window", [])):
            program = Program(desktop, arguments, work / f"{name}-data", work / f"{name}.log")
            programs.append(program)
            for check_name, ok in _hide_and_show(desktop, program, comes_back_alone=False).items():
                checks[f"{name}_{check_name}"] = ok
            request_close(display, int(program.window))
            checks[f"{name}_closes"] = _within(WAIT_SECONDS, lambda: not program.alive())
            checks[f"{name}_exit_0"] = program.process.returncode == 0
    except RuntimeError as error:
        summary["error"] = str(error)
    finally:
        for program in programs:
            if not program.alive() and program.process.returncode not in (0, None):
                summary.setdefault("crashes", []).append(program.output())
            program.stop()
        desktop.stop()
    summary["profile"] = profile_checks(free_display(), work)
    shutil.rmtree(work, ignore_errors=True)
    summary["passed"] = "error" not in summary and bool(checks) and all(checks.values()) \
        and all(summary["profile"].values())
    return summary


def profile_checks(display: str, work: Path) -> dict[str, bool]:
    """Openbox with the shipped kiosk profile: an ordinary window stays shown through every desktop key."""
    checks: dict[str, bool] = {}
    program = None
    try:
        desktop = start_desktop(display, PROFILE)
    except RuntimeError:
        return {"profile_openbox_started": False}
    try:
        program = Program(desktop, [], work / "profile-data", work / "profile.log")
        for keys in ("super+d", "ctrl+alt+Right", "alt+space", "alt+F4"):
            desktop.key(keys)
            time.sleep(0.5)
            checks[f"profile_ignores_{keys}"] = program.shown() and desktop.current_desktop() == 0
    except RuntimeError:
        checks["profile_program_started"] = False
    finally:
        if program is not None:
            program.stop()
        desktop.stop()
    return checks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", help="X display to start Xvfb on (default: a free one)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"missing: {', '.join(missing)} (apt-get install -y xvfb openbox xdotool wmctrl x11-utils)",
              file=sys.stderr)
        return 2
    summary = check(args.display)
    print(json.dumps(summary, indent=2))
    return 0 if summary["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
