"""Shielded secrets: a panel shows its secret content only while held, small and close to its owner's edge, on a
plain card whatever the role."""
from __future__ import annotations

import pygame
import pytest

from app import backdrop
from app.app import App
from art.cards import PLAIN, card_sprite
from art.palette import color
from game.cheese_thief.roles import Role
from table.physical import SHIELDED_DEPTH_MM, SHIELDED_WIDTH_MM, TableScreen
from tests.test_table_turns import SIZE, _closed_frame, _finger


@pytest.fixture()
def app(make_app) -> App:
    return make_app(SIZE)


@pytest.mark.parametrize("size, diagonal", [((1920, 1080), 32.0), ((1920, 1080), 55.0), ((3840, 2160), 43.0)])
def test_the_shielded_area_is_the_same_millimetres_on_every_table(size: tuple[int, int], diagonal: float) -> None:
    screen = TableScreen(size[0], size[1], diagonal)
    width, depth = screen.shielded_px
    assert screen.mm(width) == pytest.approx(SHIELDED_WIDTH_MM, abs=0.5)
    assert screen.mm(depth) == pytest.approx(SHIELDED_DEPTH_MM, abs=0.5)


def _open(app: App, seats: list[int]) -> list:  # type: ignore[type-arg]
    scene = app.scenes.top()
    fingers = [_finger(pygame.FINGERDOWN, 40 + seat, scene.panels[seat].to_screen(scene.panels[seat].band.center))
               for seat in seats]
    app.step(1 / 30, fingers)
    app.step(1 / 30)
    return [scene.panels[seat] for seat in seats]


def test_an_open_panel_shows_its_turn_just_above_its_band_and_no_larger_than_the_shielded_area(app: App) -> None:
    _closed_frame(app, 3)
    scene = app.scenes.top()
    most_width, most_depth = scene.screen.shielded_px
    for panel in _open(app, list(range(len(scene.panels)))):
        assert panel.is_open and panel.scene is not None
        assert panel.page.width <= most_width and panel.page.height <= most_depth
        assert panel.page.bottom == panel.band.top  # at the owner's edge
        assert panel.scene.size == panel.page.size
        assert panel.curtain.contains(panel.page)


def test_around_the_shielded_page_an_open_panel_shows_only_the_night_sky(app: App) -> None:
    _closed_frame(app, 3)
    scene = app.scenes.top()
    for panel in _open(app, [0, 3]):
        sky = pygame.Surface(panel.curtain.size)
        backdrop.draw_night_sky(sky)
        picture = panel._picture.subsurface(panel.curtain).copy()
        page = panel.page.move(-panel.curtain.x, -panel.curtain.y)
        picture.blit(sky.subsurface(page), page)  # the page itself aside: what is around it is the sky alone
        assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(sky, "RGB")


def test_the_card_page_shows_the_plain_face_for_every_role(app: App) -> None:
    _closed_frame(app, 3)
    scene = app.scenes.top()
    roles = set()
    for panel in _open(app, list(range(len(scene.panels)))):
        turn = panel.scene
        assert turn is not None and turn.page.flip is not None
        assert turn.page.flip.kind == PLAIN
        roles.add(turn.view.role)
    assert Role.THIEF in roles and Role.SLEEPYHEAD in roles


@pytest.mark.parametrize("title", ["Cheese Thief", "Sleepyhead", "奶酪大盗", "Schlafmütze"])
def test_a_plain_face_has_no_colour_of_any_role(title: str) -> None:
    face = card_sprite(PLAIN, (120, 168), title)
    colours = {tuple(face.get_at((x, y)))[:3] for x in range(face.get_width()) for y in range(face.get_height())}
    for accent in ("card.thief", "card.sleepy", "card.fall", "card.thief_light", "card.sleepy_light"):
        assert tuple(color(accent))[:3] not in colours, accent


def test_letting_go_hides_the_shielded_page_in_the_next_frame(app: App) -> None:
    closed = _closed_frame(app, 3)
    scene = app.scenes.top()
    panel, = _open(app, [1])
    rect = pygame.Rect(panel.panel.rect.as_tuple())
    assert app.surface.subsurface(rect).copy().get_at((rect.w // 2, rect.h // 2)) is not None
    app.step(1 / 30, [_finger(pygame.FINGERUP, 41, panel.to_screen(panel.band.center))])
    assert not panel.is_open
    assert pygame.image.tobytes(app.surface.subsurface(rect), "RGB") == \
        pygame.image.tobytes(closed.subsurface(rect), "RGB")
