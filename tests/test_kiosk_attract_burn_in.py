"""Burn-in protection on simulated time: no two frames five minutes apart are the same, no part of the screen stays
the same for five minutes, and the picture drifts every minute, reduced motion or not."""
from __future__ import annotations

import hashlib

import pygame

from kiosk.attract_plan import DRIFT_SECONDS

from tests.kiosk_attract_helpers import attract
from tests.public_screen_helpers import press

SIZE = (1024, 600)
STEP = 0.5  # frames of half a second: the test looks at ten-second samples
DRIFT_TEST_STEP = 1.0  # the drift only needs the minutes to pass; fewer, longer frames keep the test quick
SAMPLE_SECONDS = 10.0
WINDOW_SECONDS = 300.0
TILES = (32, 20)  # about 32 by 30 pixels each: smaller than any button, any line of text


def tile_prints(surface: pygame.Surface) -> tuple[str, ...]:
    """A fingerprint of each tile of the frame, row by row."""
    width, height = surface.get_size()
    columns, rows = TILES
    prints = []
    for row in range(rows):
        for column in range(columns):
            left, top = column * width // columns, row * height // rows
            tile = pygame.Rect(left, top, (column + 1) * width // columns - left, (row + 1) * height // rows - top)
            prints.append(hashlib.sha1(pygame.image.tobytes(surface.subsurface(tile), "RGB")).hexdigest())
    return tuple(prints)


def test_nothing_stays_the_same_for_five_minutes_even_with_reduced_motion(make_app) -> None:
    app = make_app(SIZE)
    app.settings.reduced_motion = True
    scene, _calls = attract(app)
    samples: list[tuple[str, tuple[str, ...]]] = []
    seconds = 0.0
    next_sample = 0.0
    while seconds < WINDOW_SECONDS + 3 * SAMPLE_SECONDS:
        if seconds >= next_sample:
            whole = hashlib.sha1(pygame.image.tobytes(app.surface, "RGB")).hexdigest()
            samples.append((whole, tile_prints(app.surface)))
            next_sample += SAMPLE_SECONDS
        app.step(STEP)
        seconds += STEP
    apart = round(WINDOW_SECONDS / SAMPLE_SECONDS)
    for first in range(len(samples) - apart):
        assert samples[first][0] != samples[first + apart][0], f"the frame at {first * SAMPLE_SECONDS:.0f} s comes back"
        window = samples[first:first + apart + 1]
        for tile in range(TILES[0] * TILES[1]):
            assert len({prints[tile] for _, prints in window}) > 1, (
                f"tile {tile} stays the same for five minutes from {first * SAMPLE_SECONDS:.0f} s")


def test_the_picture_and_its_buttons_drift_every_minute_with_reduced_motion(make_app) -> None:
    app = make_app(SIZE)
    app.settings.reduced_motion = True
    scene, calls = attract(app)
    offsets = []
    for _minute in range(5):
        offset = scene.drift()
        offsets.append(offset)
        assert scene.play_button.rect == scene.placed.play.move(offset)
        assert scene.language_buttons["en"].rect == scene.placed.languages[1].move(offset)
        for _ in range(round(DRIFT_SECONDS / DRIFT_TEST_STEP)):
            app.step(DRIFT_TEST_STEP)
    assert len(set(offsets)) == len(offsets)
    assert scene.cycle.cycles >= 1 and scene.upside_down() == (scene.cycle.cycles % 2 == 1)
    # The buttons still answer where they are now.
    press(app, scene.play_button, finger=True)
    assert calls.played == ["en"]
