"""A card painted a part per step (work ahead of need) is the card painted whole, and lands in the cards' cache."""
from __future__ import annotations

import pygame
import pytest

from art.cache import CARDS
from art.cards import CARD_KINDS, PLAIN, _render_card, card_sprite_in_parts


@pytest.mark.parametrize("kind, title", [(kind, "Cheese Thief") for kind in CARD_KINDS] + [("thief", ""), (PLAIN, "Fall Mouse")])
def test_a_card_painted_in_parts_is_the_card_painted_whole(kind: str, title: str) -> None:
    size = (118, 165)
    CARDS.clear()
    parts = card_sprite_in_parts(kind, size, title)
    assert len(parts) >= 2
    for part in parts[:-1]:
        part()
        assert not CARDS.holds("card", size, (kind, title))
    parts[-1]()
    assert CARDS.holds("card", size, (kind, title))
    painted = CARDS.get("card", size, (kind, title), lambda: pygame.Surface((1, 1)))
    assert pygame.image.tobytes(painted, "RGBA") == pygame.image.tobytes(_render_card(size, kind, title), "RGBA")


def test_parts_after_a_dropped_one_leave_the_card_to_be_painted_when_shown() -> None:
    CARDS.clear()
    parts = card_sprite_in_parts("back", (60, 84), "Back")
    for part in parts[1:]:
        part()
    assert not CARDS.holds("card", (60, 84), ("back", "Back"))


@pytest.mark.parametrize("up", [True, False])
def test_a_double_kill_thumb_painted_in_bands_is_the_thumb_painted_whole(up: bool) -> None:
    from art.cache import SPRITES
    from scenes.double_kill.cards import thumb_picture, thumb_picture_in_parts

    side = 137
    SPRITES.clear()
    for part in thumb_picture_in_parts(side, up):
        assert not SPRITES.holds("dk-thumb", (side, side), (up,))
        part()
    banded = pygame.image.tobytes(thumb_picture(side, up), "RGBA")
    SPRITES.clear()
    assert banded == pygame.image.tobytes(thumb_picture(side, up), "RGBA")
