"""The table-mode gallery: every table screen renders at a table's size, with text facing each edge."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app.scene import Scene
from tests.button_words import clipped_button_words

import main


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_table_gallery_renders_every_table_screen(tmp_path: Path, lang: str) -> None:
    assert main.main(["gallery", str(tmp_path), "--table", "--size", "1280x720", "--diagonal", "40",
                      "--lang", lang]) == 0
    files = sorted(tmp_path.glob("*.png"))
    names = [path.name.split("-", 1)[1] for path in files]
    assert len(names) == len(set(names)) >= 16
    for expected in ("table-seating-empty.png", "table-night-three-open.png", "table-vote-flying.png",
                     "table-discussion.png", "table-reveal.png", "table-replay.png"):
        assert expected in names
    for path in files:
        image = pygame.image.load(str(path))
        assert image.get_size() == (1280, 720)
        colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
        assert len(colours) > 20, path.name  # a real picture, not a blank screen


    for expected in ("table-title.png", "table-settings.png", "table-rules-glance.png", "table-resume.png"):
        assert expected in names


def _gap(one: pygame.Rect, other: pygame.Rect) -> int:
    """The space between two targets: along whichever axis they are apart (0 where they touch or overlap)."""
    return max(0, other.left - one.right, one.left - other.right, other.top - one.bottom, one.top - other.bottom)


@pytest.mark.parametrize("diagonal", [40, 55])
def test_screens_shown_inside_panels_and_the_middle_keep_20_mm_targets_and_5_mm_words(make_app, diagonal: float) -> None:
    """The tablet's turn pages, notes and public screens are laid out at a panel's or the middle's size, and the
    title, Settings and Rules at a glance at half the table's, but their targets keep the table's 20 mm minimum and
    their words 5 mm (``app.layout.touch_floor``); on the screens shown before anyone sits, with 5 mm between."""
    from app import layout
    from gallery.table import _before_seats, _public, _turns
    from table.physical import TableScreen

    app = make_app((1920, 1080))
    screen = TableScreen(1920, 1080, diagonal)
    for name, scene in _before_seats(app, screen):
        if not isinstance(scene, Scene):
            continue  # a tutorial step coached on the game's own screen, shown as on a tablet: no seat's panel
        app.scenes.clear()
        app.scenes.push(scene, transition=False)
        app.step(0.0)
        # Each hosted screen keeps its gaps; the tutorial's coach lies over the game's own screen, as on a tablet.
        shown = [[rect for _target, rect in hosted.touch_targets()] for hosted in scene.hosted_scenes]
        assert sum(map(len, shown)) >= {"table-rules-glance": 1, "table-resume": 2, "table-narrator-night": 2}.get(name, 5), name
        for targets in shown:
            for index, rect in enumerate(targets):
                for other in targets[index + 1:]:
                    assert _gap(rect, other) >= screen.gap_px, (name, rect, other)
    hosted_count = 0
    for name, scene in [*_before_seats(app, screen), *_turns(app, screen), *_public(app, screen)]:
        if not isinstance(scene, Scene):
            continue
        app.scenes.clear()
        app.scenes.push(scene, transition=False)
        app.step(0.0)
        assert clipped_button_words(scene.hosted_scenes) == [], name
        for hosted in scene.hosted_scenes:
            hosted_count += 1
            for target, rect in hosted.touch_targets():
                assert min(rect.size) >= screen.target_px, (name, type(hosted).__name__, target, rect)
            # Words at least 5 mm: the widgets' theme (scaled by its manager's short side) and our own text.
            assert layout.ui_scale(hosted.manager_size()) * layout.BODY_TEXT_PX_AT_REFERENCE >= screen.text_px - 1
            with layout.touch_floor(screen.target_px, screen.text_px):
                assert layout.body_text_px(hosted.size) >= screen.text_px
    assert hosted_count >= 11
