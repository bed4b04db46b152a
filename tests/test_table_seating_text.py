"""The seating's middle lines keep their whole glyphs: ascenders and descenders inside their areas."""
from __future__ import annotations

import pygame
import pytest

from app import fonts, theme
from program import i18n
from program.i18n import t
from scenes.table.seating_paint import line_px, paint_middle
from table.physical import TableScreen
from table.seating_layout import middle_layout

LANGUAGES = ("zh", "en", "fr", "de")


@pytest.mark.parametrize("diagonal", [32.0, 55.0])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_middle_lines_fit_their_areas_whole(make_app, lang: str, diagonal: float) -> None:
    make_app((320, 200), lang=lang)
    i18n.set_language(lang)
    screen = TableScreen(1920, 1080, diagonal)
    layout = middle_layout(screen, (900, 400), with_fall_mouse=True)
    lines = ((t("table.seating.count", seated=8, named=7), layout.count, "heading"),
             (t("table.seating.not_ready"), layout.advice, "body"), (t("table.seating.ready"), layout.advice, "body"))
    for text, area, role in lines:
        size = line_px(text, role, area, layout.count.height, screen.text_px)
        rendered = fonts.render(text, role, size, (255, 255, 255))
        assert rendered.get_height() <= area.height, (text, size)
        assert rendered.get_width() <= area.width, (text, size)
        assert size >= screen.text_px


def test_the_descenders_of_the_advice_line_are_painted(make_app) -> None:
    make_app((320, 200), lang="en")
    i18n.set_language("en")
    screen = TableScreen(1920, 1080, 55.0)
    layout = middle_layout(screen, (900, 400), with_fall_mouse=False)
    surface = pygame.Surface((900, 400))
    paint_middle(surface, screen, layout, ("", "players"), set(), set())
    background = theme.colour("public_overlay")
    area = layout.advice
    inked_rows = [y for y in range(area.y, area.bottom)
                  if any(surface.get_at((x, y)) != background for x in range(area.x, area.right))]
    assert inked_rows, "the line is painted"
    # Every row of ink the line has on its own is on the table: nothing is cut at the top or the bottom.
    size = line_px("players", "body", area, layout.count.height, screen.text_px)
    glyphs = fonts.render("players", "body", size, theme.colour("public_text")).get_bounding_rect()
    assert max(inked_rows) - min(inked_rows) + 1 == glyphs.height
