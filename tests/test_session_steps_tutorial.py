"""The tutorial's coach keeps within a frame a step: its veil is cut again where its holes move instead of filled
anew, and the picture is the one a fresh veil gives. Timing is held as in tests/test_session_steps.py: processor
time against 16.7 ms stretched by a reference piece of work run in the same test, a slow try counting only when a
fresh one is slow too. The whole session is measured by ``tools/whole_session.py --mode tutorial``."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.tutorial.guide import VeilPainter, spotlight_veil


def _fresh_veil(size: tuple[int, int], lit: list[pygame.Rect], cleared: list[tuple[pygame.Rect, int]]
                ) -> pygame.Surface:
    veil = spotlight_veil(size, lit)
    for rect, radius in cleared:
        pygame.draw.rect(veil, (0, 0, 0, 0), rect, border_radius=radius)
    return veil


def _some_rects(rng: random.Random, size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Rects anywhere, some reaching past the edges (a halo does)."""
    width, height = size
    return [pygame.Rect(rng.randint(-40, width), rng.randint(-40, height), rng.randint(1, width // 2),
                        rng.randint(1, height // 2)) for _ in range(count)]


def test_a_veil_cut_again_is_the_one_painted_fresh() -> None:
    rng = random.Random(5)
    size = (320, 200)
    painter = VeilPainter()
    for _ in range(30):
        lit = _some_rects(rng, size, rng.randint(1, 3))
        cleared = [(rect, rng.randint(0, 12)) for rect in _some_rects(rng, size, rng.randint(0, 2))]
        kept = painter.veil(size, lit, cleared)
        fresh = _fresh_veil(size, lit, cleared)
        assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_the_veil_is_kept_while_its_holes_stay_and_made_anew_for_another_size() -> None:
    painter = VeilPainter()
    lit = [pygame.Rect(10, 10, 40, 20)]
    first = painter.veil((200, 100), lit)
    assert painter.veil((200, 100), [pygame.Rect(10, 10, 40, 20)]) is first
    other = painter.veil((300, 100), lit)
    assert other.get_size() == (300, 100)
    assert pygame.image.tobytes(other, "RGBA") == pygame.image.tobytes(_fresh_veil((300, 100), lit, []), "RGBA")


def test_the_band_moved_to_the_other_edge_is_the_band_built_there(make_app, data_dir: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The band used to be built again (its six buttons) whenever it changed edge; its buttons are moved now, and
    the picture is the one a band built at that edge gives."""
    from gallery import pictures, screens

    screens.load_all()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    before = _picture(app)
    buttons = dict(overlay.buttons)
    flipped = not overlay.at_top
    monkeypatch.setattr(overlay, "_wants_top", lambda: flipped)
    overlay.refresh()
    assert overlay.at_top is flipped and overlay.buttons == buttons, "the same buttons, moved"
    moved = _picture(app)
    overlay.rebuild_ui()
    assert overlay.buttons != buttons
    built = _picture(app)
    assert moved == built and moved != before
    app.scenes.clear()


def _picture(app: Any) -> bytes:
    surface = pygame.Surface(app.size)
    app.scenes.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_next_step_s_words_are_laid_out_before_it_comes(make_app, data_dir: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from app import theme
    from gallery import pictures, screens
    from scenes.kit import text_panels
    from scenes.tutorial.scene import text_px

    screens.load_all()
    # The laid-out blocks are a bounded cache: start from an empty one, not from what earlier tests left in it.
    text_panels._text_blocks.clear()
    text_panels._text_block_rects.clear()
    app = make_app((640, 400))
    screen = next(screen for screen in pictures.screens() if screen.name.startswith("tutorial-coach"))
    overlay: Any = pictures.show(screen, app)
    session = overlay.session
    assert session.step_index + 1 < len(session.chapter_steps.steps)
    app.step(1 / 60)
    app.frames.warm_up.finish()
    laid_out: list[str] = []
    original = text_panels._render_text_block

    def counted(text: str, *args: Any) -> Any:
        laid_out.append(text)
        return original(text, *args)

    monkeypatch.setattr(text_panels, "_render_text_block", counted)
    coming = replace(session, step_index=session.step_index + 1)
    words = overlay.words(coming.step.text, overlay.names())
    px, min_px = text_px(overlay.size)
    text_panels.draw_text_block(pygame.Surface(app.size), words, overlay.words_rect, px, theme.colour("public_text"),
                                min_px=min_px)
    assert laid_out == [], "the next step's words were laid out when they came"
    app.scenes.clear()
