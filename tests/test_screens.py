"""Every screen in the gallery is built and drawn at four window sizes in all four languages, and every
touch target is at least the minimum touch size for that window."""
from __future__ import annotations

import pytest

from app import gallery, i18n, layout

SIZES = [(1024, 600), (1280, 800), (800, 1280), (3840, 2160)]
SCREENS = gallery.screens()


def test_the_gallery_holds_the_shell_screens() -> None:
    names = [screen.name for screen in SCREENS]
    assert "title" in names and "settings" in names
    assert len(set(screen.file_name for screen in SCREENS)) == len(SCREENS), "gallery file names are unique"


@pytest.mark.filterwarnings("error:Label Rect is too small")
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_screen_draws_and_has_big_enough_touch_targets(make_app, size: tuple[int, int], lang: str) -> None:
    app = make_app(size=size, lang=lang)
    minimum = layout.min_touch_px(size)
    for screen in SCREENS:
        scene = gallery.show(screen, app)
        assert app.surface.get_size() == size
        targets = scene.touch_targets()
        for name, rect in targets:
            assert rect.width >= minimum and rect.height >= minimum, f"{screen.name}: {name} is {rect.size}, under {minimum}px"
            assert app.surface.get_rect().contains(rect), f"{screen.name}: {name} {rect} is off screen"


def test_live_resize_rebuilds_the_layout(make_app) -> None:
    app = make_app(size=(1280, 800))
    for screen in SCREENS:
        scene = gallery.show(screen, app)
        app.resize((800, 1280))
        app.step(0.0)
        assert scene.size == (800, 1280)
        for name, rect in scene.touch_targets():
            assert app.surface.get_rect().contains(rect), f"{screen.name}: {name} off screen after resize"
        app.resize((1280, 800))
