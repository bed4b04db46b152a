"""A text floor in millimetres at the table: every line drawn on a table screen has capitals at least 3 mm tall on
the glass, and Chinese text is never drawn under 12 pixels (its strokes run together below that), whatever the
language, the screen's pixels and its diagonal."""
from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame
import pytest

from app import fonts, theme
from gallery import pictures as gallery
from gallery import table as table_gallery
from gallery.registry import GalleryScreen
from art import faces
from app.scene import Scene
from art.text import fit_text, has_cjk, least_sizes
from scenes.kit.table_mode import table_screen_in_language
from table.physical import TableScreen, TableScreenError

CAPITALS_MM = 3.0
LEAST_CHINESE_PX = 12


def _capital_px(path: str, px: int, cache: dict[tuple[str, int], int]) -> int:
    """How tall a capital (an ideograph, for the Chinese face) stands at ``px`` in the face of ``path``."""
    if (path, px) not in cache:
        face = pygame.font.Font(path, px)
        if "SC" in Path(path).name:
            _minx, _maxx, miny, maxy, _advance = face.metrics("国")[0]
            cache[path, px] = maxy - miny
        else:
            cache[path, px] = face.metrics("H")[0][3]
    return cache[path, px]


def _too_small(app, monkeypatch, lang: str, size: tuple[int, int], diagonal: float) -> list[str]:
    """Every line drawn too small on the table gallery's screens in ``lang``, as "screen: size, text"."""
    drawn: list[tuple[str, int, str]] = []
    real_render = faces.SizedFace.render

    def render(face, text, *args, **kwargs):
        drawn.append((face._shared.path, face._px, str(text)))
        return real_render(face, text, *args, **kwargs)

    monkeypatch.setattr(faces.SizedFace, "render", render)
    app.set_language(lang)
    screen = table_screen_in_language(size, diagonal, lang)
    least_capital = CAPITALS_MM * screen.px_per_mm
    cache: dict[tuple[str, int], int] = {}
    problems: list[str] = []
    for group in table_gallery.TABLE_GALLERY:
        for name, scene in group(app, screen):
            fonts.forget_rendered_text()  # every line rendered again, not taken from the last screen's
            drawn.clear()
            made = scene if not isinstance(scene, Scene) else partial(lambda _app, scene: scene, scene=scene)
            gallery.show(GalleryScreen(0, name, made), app)
            assert drawn, name
            for path, px, text in drawn:
                if not text.strip():
                    continue
                if _capital_px(path, px, cache) < least_capital or (has_cjk(text) and px < LEAST_CHINESE_PX):
                    problems.append(f"{name}: {px} px, {text[:20]!r}")
    return sorted(set(problems))


@pytest.mark.parametrize("lang, size, diagonal", [
    ("zh", (1920, 1080), 55.0), ("en", (1920, 1080), 55.0), ("fr", (1920, 1080), 55.0), ("de", (1920, 1080), 55.0),
    ("zh", (1920, 1080), 75.0),  # the fewest pixels to a millimetre Settings allows
])
def test_every_table_screen_keeps_3_mm_capitals_and_12_px_chinese(make_app, monkeypatch, lang: str,
                                                                   size: tuple[int, int], diagonal: float) -> None:
    app = make_app(size)
    app.settings.table_mode, app.settings.table_diagonal_in = True, diagonal
    assert _too_small(app, monkeypatch, lang, size, diagonal) == []


def test_the_least_text_size_of_a_script_scales_every_text_line_of_the_table() -> None:
    plain = TableScreen(1920, 1080, 55.0)
    chinese = table_screen_in_language((1920, 1080), 55.0, "zh")
    assert theme.least_text_px("zh") == LEAST_CHINESE_PX and theme.least_text_px("en") == 0
    assert plain.text_px == 8 and chinese.text_px == LEAST_CHINESE_PX
    assert chinese.type_px(7.0) >= plain.type_px(7.0) * 3 // 2  # lines holding text keep their proportion
    assert chinese.target_px == plain.target_px and chinese.gap_px == plain.gap_px  # fingers are the same size
    english = table_screen_in_language((1920, 1080), 55.0, "en")
    assert english.text_px == 8 and english.cjk_text_px == LEAST_CHINESE_PX  # a Chinese name at an English table
    fine = table_screen_in_language((3840, 2160), 55.0, "zh")
    assert fine.text_px == fine.px(5.0) > LEAST_CHINESE_PX  # where 5 mm is more, 5 mm it is
    with pytest.raises(TableScreenError):
        TableScreen(1920, 1080, 55.0, least_text_px=-1)


def test_text_fitted_by_the_art_keeps_the_least_sizes_asked_for() -> None:
    pygame.font.init()
    _, small = fit_text("Bo", 400, 8)
    _, tiny_chinese = fit_text("小雪", 400, 8)
    with least_sizes(14, 16):
        _, latin = fit_text("Bo", 400, 8)
        _, chinese = fit_text("小雪", 400, 8)
        shortened, _ = fit_text("Bartholomew the Third", 60, 20)
    assert small.point_size < 14 and tiny_chinese.point_size < 16
    assert latin.point_size == 14 and chinese.point_size == 16
    assert shortened.endswith("…")  # too long at the least size: shortened, not shrunk
