"""Nothing on the attract loop covers its words, in every part, both placements of the bars and the burn-in drift,
at four window shapes; and the venue's name stays legible (WCAG contrast of 4.5:1 at least) on every background."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest

from app import theme
from kiosk.attract_plan import DRIFT_POSITIONS, DRIFT_SECONDS, HOW_TO_STEP_SECONDS, HOW_TO_STEPS, Part
from kiosk.today import TodayNumbers
from scenes.kiosk.attract import KioskAttractScene

SIZES = [(1024, 600), (1280, 800), (1920, 1080), (800, 1280)]
VENUE = "Le Meep"
LANGUAGES = ("fr", "en", "de", "zh")


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def around(surface: pygame.Surface, box: pygame.Rect, ring: int) -> list[tuple[int, int, int]]:
    """The pixels of a ring ``ring`` pixels wide just outside ``box``: the background the words are read on."""
    outer = box.inflate(2 * ring, 2 * ring).clip(surface.get_rect())
    pixels = []
    for x, y in itertools.product(range(outer.left, outer.right, 2), range(outer.top, outer.bottom, 2)):
        if not box.collidepoint(x, y):
            pixels.append(tuple(surface.get_at((x, y)))[:3])
    return pixels


def frames(app, scene: KioskAttractScene):
    """Every part (every step of "how to play"), each under both placements of the bars and two drift positions."""
    for flipped, drift in itertools.product((0, 1), (0, 3, DRIFT_POSITIONS // 2 + 1)):
        for part in Part:
            steps = range(len(HOW_TO_STEPS)) if part is Part.HOW_TO else range(1)
            for step in steps:
                scene.cycle.cycles = flipped
                scene.show_part(part)
                scene.cycle.part_seconds = step * HOW_TO_STEP_SECONDS + 0.1
                scene.cycle.total_seconds = drift * DRIFT_SECONDS + 1.0
                scene.rebuild_ui()
                app.step(0.0)
                yield f"{part.value}{step if part is Part.HOW_TO else ''} flipped={flipped} drift={drift}"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_nothing_covers_the_words_and_the_venue_reads_well(make_app, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    scene = KioskAttractScene(app, VENUE, LANGUAGES, lambda: TodayNumbers(12, 7), lambda lang: None,
                              lambda lang: None, random.Random(2))
    app.scenes.push(scene, transition=False)
    text_colour = tuple(theme.colour("title_text"))[:3]
    screen = app.surface.get_rect()
    for shown in frames(app, scene):
        placed = scene.placed_words()
        names = [name for name, _ in placed]
        assert "venue" in names and "play" in names and "learn" in names, shown
        for name, rect in placed:
            assert screen.contains(rect), f"{shown}: {name} off screen"
        for (one, first), (other, second) in itertools.combinations(placed, 2):
            assert not first.colliderect(second), f"{shown}: {one} {first} covers {other} {second}"
        venue = dict(placed)["venue"]
        background = around(app.surface, venue, max(2, size[1] // 200))
        worst = min(contrast(text_colour, pixel) for pixel in background)
        assert worst >= 4.5, f"{shown}: the venue's name has a contrast of {worst:.2f}"
    scene.demo and scene.demo.stop()
