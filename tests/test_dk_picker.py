"""The Double Kill hand picker's kept pictures: shared by screens over the same background, and brought up to date
by painting again only the seats whose cells changed, always the picture painted from nothing."""
from __future__ import annotations

import random
from typing import Any

import pygame

from game.double_kill.hands import hands_of

SIZE = (800, 500)
NAMES = tuple(f"Player {seat + 1}" for seat in range(10))
ALIVE = tuple((True, seat % 3 != 0) for seat in range(10))


def _background() -> pygame.Surface:
    """A background with something in every pixel, so a cell painted over the wrong one shows."""
    rng = random.Random(3)
    surface = pygame.Surface(SIZE)
    for _ in range(300):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        pygame.draw.circle(surface, colour, (rng.randrange(SIZE[0]), rng.randrange(SIZE[1])), rng.randrange(5, 60))
    return surface


def _picker(backdrop: str | None = "test"):
    from scenes.double_kill.common import HandPicker

    picker = HandPicker(NAMES, ALIVE, backdrop=backdrop)
    picker.lay_out(pygame.Rect(20, 20, 760, 460), SIZE)
    return picker


def _fresh(selected, badges, marked) -> bytes:
    """The picker painted from nothing: one of its own, which shares no picture."""
    surface = _background()
    _picker(backdrop=None).draw(surface, SIZE, selected, badges, marked)
    return pygame.image.tobytes(surface, "RGB")


def _counting_painted_cells(make_app, monkeypatch) -> list[int]:
    """A fresh app with no picker pictures kept, and the seats whose cells get painted, in order."""
    from scenes.double_kill import common

    make_app(SIZE)
    common.forget_painted_pickers()
    painted: list[int] = []
    original = common.HandPicker._paint_cell

    def counted(self: Any, surface: Any, size: Any, seat: int, shows: Any) -> Any:
        painted.append(seat)
        return original(self, surface, size, seat, shows)

    monkeypatch.setattr(common.HandPicker, "_paint_cell", counted)
    return painted


def test_a_picker_whose_marks_change_paints_only_the_changed_seats_and_looks_painted_from_nothing(make_app, monkeypatch) -> None:
    painted = _counting_painted_cells(make_app, monkeypatch)
    picker = _picker()
    moments = [((), None, 2), ((hands_of(4)[0],), None, 2), ((hands_of(4)[0],), {hands_of(5)[1]: "3"}, 2),
               ((), None, 7), ((), None, 2)]
    expected_seats = [set(range(10)), {4}, {5}, {2, 4, 5, 7}, {2, 7}]
    for (selected, badges, marked), seats in zip(moments, expected_seats):
        painted.clear()
        surface = _background()
        picker.draw(surface, SIZE, selected, badges, marked)
        assert set(painted) == seats
        painted.clear()
        assert pygame.image.tobytes(surface, "RGB") == _fresh(selected, badges, marked)


def test_screens_over_the_same_background_share_the_picture_and_others_do_not(make_app, monkeypatch) -> None:
    painted = _counting_painted_cells(make_app, monkeypatch)
    _picker().draw(_background(), SIZE)
    painted.clear()
    _picker().draw(_background(), SIZE)  # the next call of the night
    assert painted == []
    _picker(backdrop=None).draw(_background(), SIZE)  # a background of its own
    assert len(painted) == len(NAMES)
