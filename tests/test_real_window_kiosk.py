"""The café kiosk in a real X window (Xvfb, xdotool): fullscreen, deaf to Escape, Alt+F4 and the window's close
request, and open to staff through the corner and the PIN. Skipped without Xvfb, xdotool and ImageMagick."""
from __future__ import annotations

from pathlib import Path

import pytest

from tools.real_window import missing_tools
from tools.real_window_kiosk import check

pytestmark = pytest.mark.skipif(bool(missing_tools()), reason="needs Xvfb, xdotool and ImageMagick (import)")


def test_the_kiosk_stays_up_in_a_real_window_and_opens_to_staff_only_with_the_pin(tmp_path: Path) -> None:
    summary = check(tmp_path / "shots", display=None)
    checks = summary["checks"]
    # The control first: the same close request does close the ordinary program.
    assert checks.pop("close_request_closes_an_unlocked_window"), summary
    assert checks == {name: True for name in checks}, summary
    assert set(checks) >= {"fullscreen", "escape_keeps_running", "alt_f4_keeps_running", "window_close_keeps_running",
                           "corner_opens_pin_pad", "pin_opens_staff_menu"}
    assert all(Path(path).stat().st_size > 10_000 for path in summary["screenshots"])


def test_a_close_request_to_a_window_that_is_gone_is_refused_without_ending_the_test_process() -> None:
    """Xlib's own handler exits the process on a protocol error; the check counts the error and answers False."""
    import subprocess
    import time

    from tools.real_window import free_display
    from tools.real_window_kiosk import request_close

    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "320x200x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        assert request_close(display, 0x3FFFFF) is False  # no such window
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
