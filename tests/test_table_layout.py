"""Seat layouts keep every mouse, cup and name inside the screen, for 4-8 seats, both ways up, any language."""
from __future__ import annotations

import pygame
import pytest

from art.seat_layout import layout_table
from art.text import fit_text

SIZES = [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160), (600, 1024), (800, 1280), (1080, 1920), (2160, 3840)]
LONG_NAMES = {
    "en": "Bartholomew Fitzwilliam-Hargreaves",
    "fr": "Marie-Éléonore de La Rochefoucauld",
    "de": "Friederike Schwarzwälder-Kirschtorte",
    "zh": "欧阳慕容上官司马诸葛",
}


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("count", range(4, 9))
def test_everything_stays_on_screen_without_overlaps(size: tuple[int, int], count: int) -> None:
    layout = layout_table(size, count)
    screen = pygame.Rect((0, 0), size)
    assert len(layout.seats) == count
    assert layout.orientation == ("landscape" if size[0] >= size[1] else "portrait")
    assert screen.contains(layout.table)
    for spot in layout.seats:
        assert screen.contains(spot.mouse), f"mouse {spot.seat} off screen"
        assert screen.contains(spot.label), f"label {spot.seat} off screen"
        assert layout.table.contains(spot.cup), f"cup {spot.seat} off the table"
        assert spot.label.height >= 12
    for index, a in enumerate(layout.seats):
        for b in layout.seats[index + 1:]:
            assert not a.block.colliderect(b.block), f"seats {a.seat} and {b.seat} overlap"
            assert not a.cup.colliderect(b.cup)
        assert not a.cup.colliderect(layout.center_piece)


def test_a_sub_area_is_respected() -> None:
    area = pygame.Rect(100, 50, 700, 500)
    layout = layout_table((1280, 800), 8, area)
    for spot in layout.seats:
        assert area.contains(spot.mouse) and area.contains(spot.label)


@pytest.mark.parametrize("count", [3, 9])
def test_other_counts_are_refused(count: int) -> None:
    with pytest.raises(ValueError):
        layout_table((1280, 800), count)


@pytest.mark.parametrize("lang", sorted(LONG_NAMES))
@pytest.mark.parametrize("size", [(1024, 600), (600, 1024), (3840, 2160)], ids=str)
def test_long_names_fit_their_label(lang: str, size: tuple[int, int]) -> None:
    layout = layout_table(size, 8)
    for spot in layout.seats:
        width = spot.label.width - spot.label.height * 2  # minus the symbol and padding
        text, font = fit_text(LONG_NAMES[lang], width, int(spot.label.height * 0.58), min_px=int(spot.label.height * 0.36))
        assert text, "a name never disappears completely"
        assert font.size(text)[0] <= width
        assert font.get_height() <= spot.label.height * 1.5


def test_short_names_are_left_alone() -> None:
    text, _ = fit_text("Bo", 200, 30)
    assert text == "Bo"
