"""End to end in a real X window: Xvfb, ``python main.py``, a whole 4-player game by xdotool clicks and holds.

Four players (card, dice and waking hour, then the night) is the shortest whole game. The game's clock runs eight
times faster than the wall clock (the debug channel's time scale): the uniform turns' minimum times would otherwise
make this one test about two and a half minutes of the suite (47 s at four times, 31 s at eight, and no faster at
twelve: the clicks, holds and pauses between them take the rest), while every click and hold is a real X event all
the same. The idle-CPU reading and the real-time game are left to the tool's own runs.

Skipped when Xvfb, xdotool or ImageMagick's ``import`` is not installed; the CI script installs them.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tools.real_window import missing_tools, play

pytestmark = pytest.mark.skipif(bool(missing_tools()), reason="needs Xvfb, xdotool and ImageMagick (import)")


def test_a_whole_game_is_played_in_a_real_window_with_real_clicks(tmp_path: Path) -> None:
    summary = play(tmp_path / "shots", seed=2, timeout=600.0, display=None, players=4, measure_idle=False,
                   time_scale=8.0)
    assert summary["finished"], summary
    assert summary["time_scale"] == 8.0
    for screen in ("TitleScene", "SetupScene", "CurtainScene", "PrivateTurnScene", "DiscussionScene", "RevealScene"):
        assert screen in summary["screens"]
    shots = [Path(path) for path in summary["screenshots"]]
    assert len(shots) >= 7 and all(path.stat().st_size > 10_000 for path in shots)
    # The screenshots show the game's screens, not an empty X root: they differ from one another.
    first, curtain = (pygame.image.load(str(shots[i])) for i in (0, summary["screens"].index("CurtainScene")))
    assert first.get_size() == (1280, 800)
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(curtain, "RGB")
