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


def test_every_seats_cup_is_painted_ahead_as_the_roll_page_shows_it(make_app) -> None:
    """Each seat's cup has its own band; the roll page painted it in its first frame. The curtain before a turn
    paints every seat's, whoever turns next."""
    from art.cache import SPRITES
    from art.cup import cup_rects
    from art.palette import seat_color
    from scenes.cheese_thief.pages.registry import PAGES
    from scenes.cheese_thief.pages.roll import cup_rect_in
    from scenes.cheese_thief.private_turn import turn_layout
    from scenes.cheese_thief.warm_ups import cups

    app = make_app()
    assert cups(app, 5, ("card",)) == []
    tasks = cups(app, 5, ("card", "roll"))
    assert len(tasks) == 5
    SPRITES.clear()
    for _, task in tasks:
        task()
    page = PAGES["roll"]
    body, _ = cup_rects(cup_rect_in(turn_layout(app.size, page.visual_share, page.extra_button_count).visual))
    assert all(SPRITES.holds("cup", body.size, (tuple(seat_color(seat)),)) for seat in range(5))


def test_parts_of_a_card_already_painted_paint_nothing_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game queues its card faces ahead; the kiosk's demonstrations repainted the same four faces every
    game, 5-12 ms a part."""
    import art.cards as cards

    CARDS.clear()
    for part in card_sprite_in_parts("thief", (60, 84), "Thief"):
        part()
    painted: list[tuple[int, int]] = []
    monkeypatch.setattr(cards, "render_supersampled", lambda size, paint: painted.append(size) or pygame.Surface(size))
    for part in card_sprite_in_parts("thief", (60, 84), "Thief"):
        part()
    assert painted == []
    assert CARDS.holds("card", (60, 84), ("thief", "Thief"))
    CARDS.clear()
    for part in card_sprite_in_parts("thief", (60, 84), "Thief"):
        part()
    assert painted  # the same parts do paint a card not in the cache
