"""Every screen in the gallery is built and drawn at four window sizes in all four languages, and every
touch target is at least the minimum touch size for that window and lies on screen.

To keep the suite fast, 3840x2160 draws each screen once, in a language that rotates from screen to screen
(so all four languages are still drawn at 4K); the three smaller sizes draw every screen in every language.
"""
from __future__ import annotations

import pytest

from gallery import pictures as gallery
from app import layout
from program import i18n
from app.app import App
from tests.button_words import clipped_button_words

SIZES = [(1024, 600), (1280, 800), (800, 1280)]
BIG = (3840, 2160)
SCREENS = gallery.screens()
_apps: dict[tuple[int, int], App] = {}


def app_for(size: tuple[int, int], lang: str) -> App:
    """One headless app per size, reused across tests (switching language rebuilds nothing on an empty stack)."""
    app = _apps.get(size)
    if app is None:
        app = _apps[size] = App(size=size, fullscreen=False, lang=lang, persist_settings=False)
        # The language changes from one test to the next: keep empty widget managers for all four (and a spare
        # each), so a test builds its screen instead of parsing the theme again.
        app.frames.ui_pool_size = 2 * len(i18n.LANGUAGES)
    app.scenes.clear()
    app.resize(size)
    app.set_language(lang)
    return app


def check_screen(screen: gallery.GalleryScreen, size: tuple[int, int], lang: str) -> None:
    app = app_for(size, lang)
    try:
        scene = gallery.show(screen, app)
        assert app.surface.get_size() == size
        minimum = layout.min_touch_px(size)
        for name, rect in scene.touch_targets():
            assert rect.width >= minimum and rect.height >= minimum, f"{screen.name}: {name} is {rect.size}, under {minimum}px"
            assert app.surface.get_rect().contains(rect), f"{screen.name}: {name} {rect} is off screen"
        assert clipped_button_words(app.scenes.stack) == [], f"{screen.name}: words cut off by their button"
    finally:
        app.scenes.clear()
        i18n.set_language("en")


def test_the_gallery_holds_the_shell_screens() -> None:
    names = [screen.name for screen in SCREENS]
    assert "title" in names and "settings" in names
    assert len(set(screen.file_name for screen in SCREENS)) == len(SCREENS), "gallery file names are unique"
    assert len(set(screen.order for screen in SCREENS)) == len(SCREENS), "each picture has a number of its own"


@pytest.mark.filterwarnings("error:Label Rect is too small")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("screen", SCREENS, ids=lambda screen: screen.name)
def test_screen_draws_with_big_enough_touch_targets(screen: gallery.GalleryScreen, size: tuple[int, int], lang: str) -> None:
    check_screen(screen, size, lang)


@pytest.mark.filterwarnings("error:Label Rect is too small")
@pytest.mark.parametrize("index_screen", list(enumerate(SCREENS)), ids=lambda pair: pair[1].name)
def test_screen_draws_once_at_4k(index_screen: tuple[int, gallery.GalleryScreen]) -> None:
    index, screen = index_screen
    check_screen(screen, BIG, i18n.LANGUAGES[index % len(i18n.LANGUAGES)])


def test_live_resize_rebuilds_the_layout(make_app) -> None:
    app = make_app(size=(1280, 800))
    for screen in SCREENS:
        if screen.name not in ("title", "settings"):
            continue
        scene = gallery.show(screen, app)
        app.resize((800, 1280))
        app.step(0.0)
        assert scene.size == (800, 1280)
        for name, rect in scene.touch_targets():
            assert app.surface.get_rect().contains(rect), f"{screen.name}: {name} off screen after resize"
        app.resize((1280, 800))
