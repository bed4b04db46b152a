"""End to end in a real X window: Xvfb, ``python main.py``, a whole 4-player game by xdotool clicks and holds.

The game plays in real time, so it sets the length of the whole suite: four players (card, dice and waking hour,
then the night) take about a minute less than five, and the idle-CPU reading is left to the tool's own runs.

Skipped when Xvfb, xdotool or ImageMagick's ``import`` is not installed; the CI script installs them.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tools.real_window import missing_tools, play

pytestmark = pytest.mark.skipif(bool(missing_tools()), reason="needs Xvfb, xdotool and ImageMagick (import)")


def test_a_whole_game_is_played_in_a_real_window_with_real_clicks(tmp_path: Path) -> None:
    summary = play(tmp_path / "shots", seed=2, timeout=600.0, display=None, players=4, measure_idle=False)
    assert summary["finished"], summary
    for screen in ("TitleScene", "SetupScene", "CurtainScene", "PrivateTurnScene", "DiscussionScene", "RevealScene"):
        assert screen in summary["screens"]
    shots = [Path(path) for path in summary["screenshots"]]
    assert len(shots) >= 7 and all(path.stat().st_size > 10_000 for path in shots)
    # The screenshots show the game's screens, not an empty X root: they differ from one another.
    first, curtain = (pygame.image.load(str(shots[i])) for i in (0, summary["screens"].index("CurtainScene")))
    assert first.get_size() == (1280, 800)
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(curtain, "RGB")
