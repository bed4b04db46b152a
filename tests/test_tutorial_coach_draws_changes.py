"""Under the coach a frame draws only what changed (the screen's changes, the coach again over them, its finger),
and is pixel for pixel the frame drawn whole."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tests.test_tutorial_coach_roll_and_menu import _go_to
from tests.test_tutorial_coached_screens import SIZE, open_at
from tests.tutorial_drive import mouse_tap
from tutorial.table import Table


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_frames_under_the_coach_drawn_in_part_are_the_frames_drawn_whole(make_app, data_dir: Path,
                                                                         monkeypatch: Any) -> None:
    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    overlay = _go_to(app, flow, "g01.roll")
    for _ in range(40):  # past the fade to the roll page
        app.scenes.update(1 / 60)
    below = overlay.real_scene()
    assert overlay.target_rects(), "the cup is lit and the finger shows it"
    calls: list[bool] = []
    own = type(below).draw_changes
    monkeypatch.setattr(type(below), "draw_changes", lambda scene, surface: calls.append(own(scene, surface)) or calls[-1])
    shown = pygame.Surface(app.size)
    _compare_frames(app, shown, 30)  # half a second: the finger moves, the wait bar fills
    assert len(calls) == 30 and all(calls), "the screen below drew only its changes"
    calls.clear()
    mouse_tap(app, overlay.target_rects()[0][1].center)
    assert below.page.is_animating(), "the cup is shaken"
    _compare_frames(app, shown, 120)  # the cup shaken, slammed down and lifted
    assert len(calls) == 120 and sum(calls) >= 110, "the roll drawn in part but where its words change"
    app.scenes.clear()


def _compare_frames(app: Any, shown: pygame.Surface, frames: int) -> None:
    """``frames`` frames drawn in part, every fifth drawn whole again over them: the two are the same."""
    app.scenes.draw(shown)
    for frame in range(1, frames + 1):
        app.scenes.update(1 / 60)
        app.scenes.draw(shown, changes_only=True)
        if frame % 5 == 0:
            drawn_in_part = _bytes(shown)
            app.scenes.draw(shown)
            assert drawn_in_part == _bytes(shown), f"frame {frame}"


def test_a_button_lit_up_on_a_still_screen_is_shown_lit_up(make_app, data_dir: Path) -> None:
    """pygame_gui puts a button's new look in place a frame after the change: the coach's Next turning on when the
    others' secret turns are told, the page's Done after its least time. With nothing else moving on the screen,
    the frames after must show the new look (a learner saw a grey Next for a minute)."""
    app = make_app(SIZE)
    flow = open_at(app, Table(5), "real_game")
    overlay = _go_to(app, flow, "g02.secret")
    shown, whole = pygame.display.get_surface(), pygame.Surface(app.size)
    for look in ("disable", "enable"):
        getattr(overlay.buttons["next"], look)()
        for _ in range(30):  # half a second with nothing moving
            app.step(1 / 60)
        app.scenes.draw(whole)
        assert _bytes(shown) == _bytes(whole), look
    app.scenes.clear()
