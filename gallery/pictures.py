"""A gallery of every screen, rendered to PNG files without a display.

Screens register themselves with :func:`gallery.registry.register_screen` from a ``register(gallery)``
function in their module; :mod:`gallery.screens` lists those modules (one line each). A factory receives a
fresh :class:`App` (default settings, nothing saved to disk) and returns a scene already in the state to show; it
may advance it with ``app.step`` on simulated time. The gallery pushes the scene without a fade, steps once and saves the frame.

Output names: ``OUTDIR/NN-name.png`` when one language is asked for (``--lang``), otherwise one folder per
language: ``OUTDIR/<lang>/NN-name.png`` for zh, en, fr and de.
"""
from __future__ import annotations

import os
from pathlib import Path

from program import i18n
from app.app import App
from gallery import screens as gallery_screens
from gallery.png import save_png
from gallery.registry import GalleryScreen, registered
from app.scene import Scene

_loaded = False


def screens() -> list[GalleryScreen]:
    global _loaded
    if not _loaded:
        _loaded = True
        gallery_screens.load_all()
    return registered()


def make_app(size: tuple[int, int], lang: str) -> App:
    """A headless app with default settings that never writes to the user's data folder."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return App(size=size, fullscreen=False, lang=lang, persist_settings=False)


def show(screen: GalleryScreen, app: App) -> Scene:
    """Put ``screen`` on a clean stack of ``app`` and draw it once."""
    app.scenes.clear()
    app.notices.clear()
    scene = screen.factory(app)
    if scene not in app.scenes.stack:
        app.scenes.push(scene, transition=False)
    app.scenes.fade = None
    app.request_redraw()  # so the step draws the whole frame, not only what changed
    app.step(0.0)
    return scene


def render(outdir: Path | str, size: tuple[int, int], languages: list[str], per_language_folders: bool) -> list[Path]:
    """Render every registered screen in every language in ``languages``; returns the files written."""
    out = Path(outdir)
    previous = i18n.current_language()
    app = make_app(size, languages[0])
    try:
        written = _render_all(app, out, languages, per_language_folders)
    finally:
        app.scenes.clear()
        i18n.set_language(previous)
    return written


def _render_all(app: App, out: Path, languages: list[str], per_language_folders: bool) -> list[Path]:
    written: list[Path] = []
    for lang in languages:
        app.set_language(lang)
        folder = out / lang if per_language_folders else out
        folder.mkdir(parents=True, exist_ok=True)
        for screen in screens():
            show(screen, app)
            path = folder / screen.file_name
            save_png(app.surface, path)
            written.append(path)
    return written
