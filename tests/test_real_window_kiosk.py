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
