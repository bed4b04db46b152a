"""The seat keyboard's layout: every key of the language reachable, 20 mm keys 5 mm apart in any seat's panel."""
from __future__ import annotations

import itertools

import pytest

from scenes.table.keyboard import seat_keyboard_layout, table_key_sizes
from scenes.table.seating_paint import NEXT_PAGE
from scenes.kit.widgets.onscreen_keyboard import LAYOUTS, rows_for
from table.keyboard_layout import lay_out_keyboard
from table.panels import seat_panels
from table.physical import TableScreen
from table.rect import Rect
from table.seats import offered_places

SCREENS = [TableScreen(*size, diagonal) for size in ((1920, 1080), (3840, 2160)) for diagonal in (32, 55)]


def _apart(one: Rect, other: Rect, gap: int) -> bool:
    return max(other.x - one.right, one.x - other.right, other.y - one.bottom, one.y - other.bottom) >= gap


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width_px}x{s.height_px}-{s.diagonal_in}in")
@pytest.mark.parametrize("lang", sorted(LAYOUTS))
def test_every_panel_holds_every_key_at_the_minimum_size_and_gap(screen: TableScreen, lang: str) -> None:
    for panel in seat_panels(screen, offered_places(screen)):
        width, height = panel.own_size
        layout = seat_keyboard_layout(screen, panel.own_size, lang)
        reached = {placed.key for page in layout.keys.pages for placed in page}
        assert set(itertools.chain.from_iterable(rows_for(lang))) <= reached, panel.place.edge
        for page in range(len(layout.keys.pages)):
            targets = layout.targets(page)
            for target in targets:
                assert target.width >= screen.target_px and target.height >= screen.target_px
                assert target.inside(Rect(0, 0, width, height))
            for one, other in itertools.combinations(targets, 2):
                assert _apart(one, other, screen.gap_px), (one, other)
            for line in (layout.name, layout.problem):
                assert not any(line.overlaps(target) for target in targets)


def test_a_wide_panel_keeps_the_rows_and_a_narrow_one_reflows_them() -> None:
    screen = TableScreen(1920, 1080, 55)
    sizes = table_key_sizes(screen)
    rows = rows_for("en")
    wide = lay_out_keyboard(rows, Rect(0, 0, screen.px(350), screen.px(175)), sizes)
    assert len(wide.pages) == 1
    first_line_y = min(placed.rect.y for placed in wide.pages[0])
    assert "".join(placed.key for placed in wide.pages[0] if placed.rect.y == first_line_y) == "1234567890"
    narrow = lay_out_keyboard(rows, Rect(0, 0, screen.px(198), screen.px(200)), sizes)  # the accents take a line
    assert len(narrow.pages) == 1
    assert max(placed.rect.right for placed in narrow.pages[0]) <= screen.px(198)
    # The order of the keys is kept, line after line.
    typed = [placed.key for placed in sorted(narrow.pages[0], key=lambda placed: (placed.rect.y, placed.rect.x))]
    assert typed == [key for row in rows for key in row]


def test_a_shallow_panel_pages_the_letters_first_with_shift_and_backspace_on_each_page() -> None:
    screen = TableScreen(1920, 1080, 55)
    sizes = table_key_sizes(screen)
    pages = lay_out_keyboard(rows_for("en"), Rect(0, 0, screen.px(220), screen.px(45)), sizes).pages
    assert len(pages) > 1
    for page in pages:
        keys = [placed.key for placed in page]
        assert {"shift", "backspace", NEXT_PAGE} <= set(keys)
        assert max(placed.rect.bottom for placed in page) <= screen.px(45)
    assert "q" in {placed.key for placed in pages[0]}
    assert not any(placed.key.isdigit() for placed in pages[0])


@pytest.mark.parametrize("lang", sorted(LAYOUTS))
def test_every_layout_types_the_accented_letters_of_french_and_german_names(lang: str) -> None:
    from scenes.kit.widgets.onscreen_keyboard import ACCENTED_LETTERS

    keys = set(itertools.chain.from_iterable(rows_for(lang)))
    assert set(ACCENTED_LETTERS) <= keys and set("éèêàçëïôùûüöäß") <= keys
