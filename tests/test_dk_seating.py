"""Double Kill's seating check: the names entered at the setup round a table, clockwise from the top, each legible
and apart from the others at 10 to 20 players; opened from the setup with a tap, and Back (or Escape, or the
demo) returns to the setup as it was."""
from __future__ import annotations

import math
import random
from dataclasses import replace
from itertools import combinations

import pygame
import pytest

from app import layout
from driver.double_kill.demo import DkDemoDriver, dk_wish
from play.double_kill.setup import DkSetup
from scenes.double_kill.seating import CHINESE_NAMES, LATIN_NAMES, DkSeatingScene
from scenes.double_kill.seating_ring import seating_ring
from scenes.double_kill.setup import DkSetupScene
from tests.public_screen_helpers import click, key, run
from app.plan_lookup import demo_plan

SIZES = [(1280, 800), (800, 1280), (1024, 600)]


def _clockwise_turns(ring) -> list[float]:
    """Each label's place round the table's centre, as a share of a turn clockwise on the screen from the top."""
    cx, cy = ring.centre
    return [(math.atan2(label.centery - cy, label.centerx - cx) + math.pi / 2) % (2 * math.pi) / (2 * math.pi)
            for label in ring.labels]


def _touches_table(label: pygame.Rect, table: pygame.Rect) -> bool:
    """Whether the label's box reaches into the table's elliptic top."""
    rx, ry = table.width / 2, table.height / 2
    x = min(max(table.centerx, label.left), label.right) - table.centerx
    y = min(max(table.centery, label.top), label.bottom) - table.centery
    return (x / rx) ** 2 + (y / ry) ** 2 < 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [10, 14, 20])
def test_the_names_go_clockwise_from_the_top_apart_and_off_the_table(make_app, size, count) -> None:
    app = make_app(size)
    scene = DkSeatingScene(app, LATIN_NAMES[:count])
    ring = scene.ring()
    window = pygame.Rect((0, 0), size)
    turns = _clockwise_turns(ring)
    assert turns[0] < 0.01 or turns[0] > 0.99, "seat 1 sits at the top"
    assert ring.labels[0].centery < ring.centre[1]
    assert turns[1:] == sorted(turns[1:]) and len(set(turns)) == count, "then every seat further round, clockwise"
    assert ring.labels[1].centerx > ring.labels[0].centerx, "clockwise on the screen: rightwards from the top"
    for label in ring.labels:
        assert window.contains(label) and not label.colliderect(scene.back_rect)
        assert label.width >= 3 * label.height, "room for a symbol and a name at every seat"
        assert not _touches_table(label, ring.table_top)
    for first, second in combinations(ring.labels, 2):
        assert not first.colliderect(second)
    if layout.is_portrait(size):  # upright, the words go below the ring, clear of every name
        below = scene.words_below()
        assert below is not None and not any(label.colliderect(below) for label in ring.labels)


def test_a_wide_and_a_tall_area_both_keep_twenty_names_apart() -> None:
    for area in (pygame.Rect(0, 0, 1600, 500), pygame.Rect(0, 0, 500, 1400)):
        ring = seating_ring(area, 20, 40, 230, 6)
        assert all(area.contains(label) for label in ring.labels)
        assert not any(a.colliderect(b) for a, b in combinations(ring.labels, 2))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_twenty_long_names_are_drawn_in_both_orientations(make_app, size, lang) -> None:
    app = make_app(size, lang)
    for names in (LATIN_NAMES, CHINESE_NAMES):
        scene = DkSeatingScene(app, names)
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        scene.paint(surface)
        for label in scene.ring().labels:  # every plate painted: its middle is not the bare sky
            assert surface.get_at(label.center) != surface.get_at((label.centerx, 0))


def _setup(make_app, size=(1280, 800)) -> tuple[object, DkSetupScene]:
    app = make_app(size)
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    return app, setup


def _seating_button(setup: DkSetupScene):
    button = setup.button_for("seating")
    assert button is not None
    return button


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_setup_opens_it_with_a_tap_and_back_returns_to_the_setup_unchanged(make_app, data_dir, size) -> None:
    app, setup = _setup(make_app, size)
    setup.press("more_count", "count")
    names = ("Zoë",) + setup.setup.names[1:]
    setup.setup = replace(setup.setup, names=names)
    setup.rebuild_ui()
    before = setup.setup
    click(app, _seating_button(setup))
    run(app, 0.5)
    seating = app.scenes.top()
    assert isinstance(seating, DkSeatingScene) and seating.names == names and not seating.is_private
    assert seating.back_button is not None
    click(app, seating.back_button)
    run(app, 0.5)
    assert app.scenes.top() is setup and setup.setup == before
    click(app, _seating_button(setup))
    run(app, 0.5)
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert app.scenes.top() is setup


def test_the_demo_landing_on_it_goes_back_and_deals(make_app, data_dir) -> None:
    app, setup = _setup(make_app)
    click(app, _seating_button(setup))
    run(app, 0.5)
    seating = app.scenes.top()
    assert isinstance(seating, DkSeatingScene)
    assert demo_plan(seating, random.Random(1), dk_wish(10, 1, "point"))[0].pos == pygame.Rect(seating.back_button.rect).center
    driver = DkDemoDriver(app, dk_wish(10, 1, "point"))
    for _ in range(600):
        driver.step()
        if driver.flow() is not None:
            break
    assert driver.flow() is not None, "the demo came back to the setup and dealt"
    assert not any(isinstance(scene, DkSeatingScene) for scene in app.scenes.stack)
    assert DkSetup.recommended(10).names == driver.flow().session.setup.names


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_long_names_on_the_setup_s_chips_end_in_an_ellipsis_rather_than_being_cut(make_app, data_dir, size) -> None:
    from tests.button_words import clipped_button_words

    app, setup = _setup(make_app, size)
    setup.setup = replace(DkSetup.recommended(20), names=LATIN_NAMES)
    setup.rebuild_ui()
    assert clipped_button_words([setup]) == []
    chips = {setup.buttons[button][1]: button.text for button in setup.buttons if setup.buttons[button][0] == "name"}
    assert chips[2] == "Bo" and chips[1].endswith("…") and "Anne-Charlotte".startswith(chips[1][:-1])
    click(app, _seating_button(setup))
    run(app, 0.5)
    assert app.scenes.top().names[1] == "Anne-Charlotte"  # shortened on the chip only
