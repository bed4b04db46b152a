"""The "how to play" pictures kept once painted: copied back pixel for pixel, compressed to a fraction of their
size, dropped when the language or the size changes, and painted again by the attract loop only then."""
from __future__ import annotations

import random

import pygame
import pytest

from kiosk.attract_plan import HOW_TO_STEPS
from scenes.kiosk import attract_parts
from scenes.kiosk.attract_parts import paint_at_once, paint_how_to
from scenes.kiosk.kept_screens import KeptScreens

SIZE = (1024, 600)


def _run(painting) -> None:
    for _ in painting:
        pass


def _picture() -> pygame.Surface:
    picture = pygame.Surface((120, 80))
    picture.fill((20, 30, 40))
    chance = random.Random(3)
    for _ in range(40):
        colour = (chance.randrange(256), chance.randrange(256), chance.randrange(256))
        pygame.draw.circle(picture, colour, (chance.randrange(120), chance.randrange(80)), chance.randrange(3, 12))
    return picture


def test_a_kept_picture_comes_back_pixel_for_pixel_and_smaller() -> None:
    kept, picture = KeptScreens(), _picture()
    _run(kept.keep("en", "vote", picture))
    assert kept.kept("en", "vote") and not kept.kept("en", "night") and not kept.kept("fr", "vote")
    assert kept.size_in_bytes() < 120 * 80 * 3 // 2
    copy = pygame.Surface(picture.get_size())
    _run(kept.paint("en", "vote", copy))
    assert pygame.image.tobytes(copy, "RGB") == pygame.image.tobytes(picture, "RGB")


def test_a_new_language_or_size_drops_every_kept_picture() -> None:
    kept = KeptScreens()
    _run(kept.keep(("en", (640, 400)), "vote", _picture()))
    _run(kept.keep(("en", (640, 400)), "night", _picture()))
    _run(kept.keep(("fr", (640, 400)), "vote", _picture()))
    assert kept.kept(("fr", (640, 400)), "vote")
    assert not kept.kept(("en", (640, 400)), "vote") and not kept.kept(("fr", (640, 400)), "night")


def test_the_attract_loop_makes_a_step_s_screen_once(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(SIZE)
    monkeypatch.setattr(attract_parts, "KEPT_SCREENS", KeptScreens())
    made: list[str] = []
    paint_screen = attract_parts.paint_screen

    def paint_screen_seen(screens, step, game, into):
        made.append(step.name)
        return (yield from paint_screen(screens, step, game, into))

    monkeypatch.setattr(attract_parts, "paint_screen", paint_screen_seen)
    stage = pygame.Rect((0, 0), SIZE)
    pictures = []
    for _ in range(2):
        layer = pygame.Surface(SIZE)
        placed = dict(paint_at_once(paint_how_to(layer, stage, 4, SIZE, app)))
        pictures.append(pygame.image.tobytes(layer.subsurface(placed["how to screen"]), "RGB"))
    assert made == [HOW_TO_STEPS[4]], "the second round copied the kept picture"
    assert pictures[0] == pictures[1]
