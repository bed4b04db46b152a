"""The program under a real window manager (openbox on Xvfb, started here): minimise and restore, show-desktop
twice, a desktop switch and Alt+Space leave the kiosk, ``--fullscreen`` and the ordinary window running and on
screen (the kiosk coming back by itself within two seconds); the kiosk ignores a close request, the others close
on one; openbox with the shipped kiosk profile lets no desktop key through. Skipped without Xvfb, openbox,
xdotool, wmctrl or xprop (the CI script installs them)."""
from __future__ import annotations

import pytest

from tools.real_window_wm import missing_tools, check

pytestmark = pytest.mark.skipif(bool(missing_tools()), reason="needs Xvfb, openbox, xdotool, wmctrl and xprop")


def test_window_events_from_a_real_window_manager_never_end_or_lose_the_program() -> None:
    summary = check()
    checks = summary["checks"]
    assert "error" not in summary and "crashes" not in summary, summary
    assert checks == {name: True for name in checks}, summary
    for mode in ("kiosk", "fullscreen", "window"):
        assert {f"{mode}_minimise_restore", f"{mode}_show_desktop_2", f"{mode}_desktop_switch_back",
                f"{mode}_alt_space"} <= set(checks), summary
    assert {"kiosk_desktop_switch", "kiosk_ignores_close", "fullscreen_closes", "window_closes"} <= set(checks)
    assert summary["profile"] == {f"profile_ignores_{keys}": True
                                  for keys in ("super+d", "ctrl+alt+Right", "alt+space", "alt+F4")}, summary
