"""A pygame_gui UIManager that shares its fonts with the other managers of its language, and its shape cache with
those of the same window.

Every UIManager builds its own theme, and every theme opens each of its fonts and starts a 4 MB cache of
widget shapes. Two or three managers live at once (the screen shown, the one fading out, an overlay, the
pool in ``App``), all with the same theme for the same window size and language: in Chinese each one held
eleven faces of a CJK font at about 1 MB each. Themes made for the same language now share one font dictionary
(a table's panels of every size too), those for the same size and language one shape cache, kept for as long as
some manager uses them; and since the theme is the same
for the same short side and language (``app.theme.scaled_theme``), such managers share the whole parsed theme.
"""
from __future__ import annotations

import weakref
from typing import Any

import pygame_gui
from pygame_gui.core import BlockingThreadedResourceLoader, gui_font_pygame, ui_appearance_theme
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme
from pygame_gui.core.ui_font_dictionary import UIFontDictionary

from app import widget_shapes
from art.faces import open_face

widget_shapes.install()
# Font files are shared between sizes (``art.faces``), by pygame_gui's text as by the program's own. pygame_gui's
# types see a class replaced by a function.
gui_font_pygame.Font = open_face  # type: ignore[assignment, misc]

_Key = tuple[tuple[int, int], str]
# Fonts by language alone: a font's size is part of its name in the dictionary, so panels of every size share one.
_font_dictionaries: "weakref.WeakValueDictionary[str, Any]" = weakref.WeakValueDictionary()
_shape_caches: "weakref.WeakValueDictionary[_Key, Any]" = weakref.WeakValueDictionary()
# The whole parsed theme too: parsing it took about 20 ms per manager, and a table's turns need one manager a seat.
_themes: "weakref.WeakValueDictionary[tuple[int, str], UIAppearanceTheme]" = weakref.WeakValueDictionary()


# Themes parsed ahead of the manager that will use them (``parse_theme_ahead``), held here until one takes them:
# parsing and building a manager in one warm-up task made steps of 20-50 ms.
_parsed_ahead: dict[tuple[int, str], UIAppearanceTheme] = {}
# Themes begun ahead (``begin_theme_ahead``), with the resource loader each began with.
_begun_ahead: dict[tuple[int, str], tuple[UIAppearanceTheme, Any]] = {}


class _TakenOver:
    """The font dictionary and shape cache the theme being made takes over instead of making its own: a new theme
    made both before it could be given the shared ones, and in Chinese opening the default fonts alone took 10-14
    ms of a step."""
    fonts: Any = None
    shapes: Any = None


def _font_dictionary(resource_loader: Any, locale: str) -> Any:
    return _TakenOver.fonts if _TakenOver.fonts is not None else UIFontDictionary(resource_loader, locale)


def _shape_cache() -> Any:
    return _TakenOver.shapes if _TakenOver.shapes is not None else SurfaceCache()


ui_appearance_theme.UIFontDictionary = _font_dictionary  # type: ignore[assignment, misc]
ui_appearance_theme.SurfaceCache = _shape_cache  # type: ignore[assignment, misc]


def _new_theme(resource_loader: Any, key: _Key) -> UIAppearanceTheme:
    """A theme of ``key`` whose fonts go into (or are found in) the language's shared dictionary and whose shapes
    go into the window size's shared cache."""
    _TakenOver.fonts, _TakenOver.shapes = _font_dictionaries.get(key[1]), _shape_caches.get(key)
    try:
        theme = UIAppearanceTheme(resource_loader, key[1])
    finally:
        _TakenOver.fonts = _TakenOver.shapes = None
    _font_dictionaries.setdefault(key[1], theme.font_dict)
    _shape_caches.setdefault(key, theme.shape_cache)
    return theme


def theme_parsed(size: tuple[int, int], lang: str) -> bool:
    """Whether a manager of ``size`` in ``lang`` would find its theme parsed already."""
    return _themes.get((min(size), lang)) is not None


def theme_begun(size: tuple[int, int], lang: str) -> bool:
    """Whether the theme of a manager of ``size`` in ``lang`` is begun ahead (``begin_theme_ahead``) or parsed."""
    return (min(size), lang) in _begun_ahead or theme_parsed(size, lang)


def begin_theme_ahead(size: tuple[int, int], lang: str) -> None:
    """The first half of ``parse_theme_ahead``, for a step of its own: a new theme with pygame_gui's own default
    theme parsed into it (the whole parsing took 9-10 ms of a step, these two halves about as long each)."""
    theme_key = (min(size), lang)
    if theme_key in _begun_ahead or _themes.get(theme_key) is not None:
        return
    loader = BlockingThreadedResourceLoader()
    _begun_ahead[theme_key] = (_new_theme(loader, ((int(size[0]), int(size[1])), lang)), loader)


def parse_theme_ahead(size: tuple[int, int], lang: str, theme_dict: dict[str, Any]) -> None:
    """Parse the theme a manager of ``size`` in ``lang`` will use, so building that manager later does not (the
    rest of it, where ``begin_theme_ahead`` began it)."""
    theme_key = (min(size), lang)
    if _themes.get(theme_key) is not None:
        return
    begun = _begun_ahead.pop(theme_key, None)
    if begun is None:
        loader = BlockingThreadedResourceLoader()
        theme = _new_theme(loader, ((int(size[0]), int(size[1])), lang))
    else:
        theme, loader = begun
    theme.load_theme(theme_dict)
    loader.start()
    loader.update()  # a blocking loader: its fonts are loaded when this returns, as a manager's own would be
    _themes[theme_key] = theme
    _parsed_ahead[theme_key] = theme


def forget_themes_parsed_ahead(keep_language: str | None = None) -> None:
    """Let go of themes parsed (or begun) for managers that were never built (the language or the window changed);
    with ``keep_language``, of those of every other language only."""
    for theme_key in [key for key in _parsed_ahead if key[1] != keep_language]:
        del _parsed_ahead[theme_key]
    for theme_key in [key for key in _begun_ahead if key[1] != keep_language]:
        del _begun_ahead[theme_key]


class SharingUIManager(pygame_gui.UIManager):
    def update(self, time_delta: float) -> None:
        widget_shapes.BUDGET.start_frame()
        super().update(time_delta)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        key: _Key = ((int(self.window_resolution[0]), int(self.window_resolution[1])), str(self._locale))
        # The theme scales with the short side alone (``app.layout.ui_scale``): a table's panels of different
        # widths but one depth share it.
        theme_key = (min(key[0]), key[1])
        loaded = _themes.get(theme_key) if theme_path is not None else None
        if loaded is not None:
            _parsed_ahead.pop(theme_key, None)  # this manager holds it now
            return loaded  # parsed already for this size and language (the theme is read, never written)
        theme = _new_theme(self.resource_loader, key)
        if theme_path is not None:
            theme.load_theme(theme_path)
            _themes[theme_key] = theme
        return theme
