"""Every drawing function renders at the smallest and the largest supported screen sizes."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable

import pygame
import pytest

from art import palette
from art.cache import SurfaceCache, quantise
from art.cards import CARD_KINDS, draw_card
from art.cheese import draw_cheese
from art.clock import draw_clock
from art.confetti import draw_confetti
from art.cup import draw_cup
from art.die import draw_die
from art.labels import draw_seat_label
from art.mouse import draw_mouse
from art.pointer import draw_vote_pointer
from art.sky import draw_moon, draw_sun
from art.symbols import SYMBOL_NAMES, draw_seat_symbol
from art.table import draw_backdrop, draw_table

SIZES = [(1024, 600), (3840, 2160)]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def pygame_ready():
    pygame.init()
    yield


def piece_rect(size: tuple[int, int], share: float = 0.2) -> pygame.Rect:
    side = int(min(size) * share)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


DRAWINGS: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "backdrop-night": lambda s, r: draw_backdrop(s, s.get_rect(), "night"),
    "table-day": lambda s, r: draw_table(s, r.inflate(r.width * 2, r.height), "day"),
    "table-night": lambda s, r: draw_table(s, r.inflate(r.width * 2, r.height), "night"),
    "cup-down": lambda s, r: draw_cup(s, r, 0.0, palette.seat_color(2)),
    "cup-lifted": lambda s, r: draw_cup(s, r, 1.0),
    "die-tilted": lambda s, r: draw_die(s, r, 5, tilt=21),
    "cheese": lambda s, r: draw_cheese(s, r, 0.0),
    "cheese-half-taken": lambda s, r: draw_cheese(s, r, 0.5),
    "mouse-awake": lambda s, r: draw_mouse(s, r, 3, 1.0),
    "mouse-asleep": lambda s, r: draw_mouse(s, r, 6, 0.0),
    "card-mid-flip": lambda s, r: draw_card(s, r, "fall_mouse", "背锅鼠", flip=0.7, glow=0.5),
    "clock": lambda s, r: draw_clock(s, r, 3.4, 3),
    "moon": lambda s, r: draw_moon(s, r),
    "sun": lambda s, r: draw_sun(s, r, 0.4),
    "pointer": lambda s, r: draw_vote_pointer(s, r.topleft, r.bottomright, 4, r.width / 12, 0.8),
    "confetti": lambda s, r: draw_confetti(s, s.get_rect(), 1.5, seed=3),
    "seat-label": lambda s, r: draw_seat_label(s, pygame.Rect(r.x, r.y, r.width * 2, r.height // 3), 5, "Käsedieb Größenwahn", "night"),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", sorted(DRAWINGS))
def test_drawing_changes_pixels_inside_its_rect(name: str, size: tuple[int, int]) -> None:
    surface = pygame.Surface(size)
    surface.fill((1, 2, 3))
    rect = piece_rect(size)
    DRAWINGS[name](surface, rect)
    probe = surface.get_rect() if name == "confetti" else rect
    area = surface.subsurface(probe)
    untouched = pygame.mask.from_threshold(area, (1, 2, 3, 255), (1, 1, 1, 255)).count()
    needed = 0.001 if name == "confetti" else 0.05
    assert untouched < probe.width * probe.height * (1 - needed), f"{name} drew (almost) nothing in its rect"


@pytest.mark.parametrize("value", range(1, 7))
def test_every_die_face_and_every_card_renders(value: int) -> None:
    surface = pygame.Surface((300, 300), pygame.SRCALPHA)
    draw_die(surface, pygame.Rect(0, 0, 120, 120), value)
    assert surface.get_at((60, 60)).a == 255
    kind = CARD_KINDS[value % len(CARD_KINDS)]
    draw_card(surface, pygame.Rect(150, 0, 140, 200), kind, "Title")
    assert surface.get_at((220, 100)).a == 255


def test_a_die_only_shows_one_to_six() -> None:
    with pytest.raises(ValueError):
        draw_die(pygame.Surface((50, 50)), pygame.Rect(0, 0, 50, 50), 7)


def test_eight_seats_have_eight_distinct_colours_and_symbols() -> None:
    colours = {tuple(palette.seat_color(seat)) for seat in range(8)}
    symbols = {palette.seat_symbol(seat) for seat in range(8)}
    assert len(colours) == 8
    assert symbols == set(SYMBOL_NAMES)


def test_twenty_seats_each_have_a_symbol_and_colour_pair_of_their_own() -> None:
    """Double Kill seats up to twenty: the symbols come round again, never with the same colour."""
    pairs = {(palette.seat_symbol(seat), tuple(palette.seat_color(seat))) for seat in range(20)}
    assert len(pairs) == 20


def test_seat_colours_differ_in_lightness_for_greyscale() -> None:
    # Symbols carry identity on their own; colours still spread over light and dark.
    lightness = sorted(pygame.Color(palette.seat_color(seat)).hsla[2] for seat in range(8))
    assert lightness[-1] - lightness[0] > 30


@pytest.mark.parametrize("seat", range(8))
def test_each_seat_symbol_draws(seat: int) -> None:
    surface = pygame.Surface((64, 64), pygame.SRCALPHA)
    draw_seat_symbol(surface, surface.get_rect(), seat)
    assert surface.get_bounding_rect().width > 32


def test_drawing_code_holds_no_colour_literals() -> None:
    literal = re.compile(r"#[0-9a-fA-F]{6}\b|\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*\d{1,3}\s*)?\)")
    allowed = {"(0, 0, 0, 0)", "(255, 255, 255, "}  # transparent clears and alpha-only multiplies
    for path in sorted((ROOT / "art").glob("*.py")) + sorted((ROOT / "motion").glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in literal.finditer(line):
                if line[:match.start()].endswith("Rect"):
                    continue  # a rectangle, not a colour
                assert any(line[match.start():].startswith(ok) for ok in allowed), f"{path.name}:{number}: {line.strip()}"


def test_every_palette_key_used_in_code_exists() -> None:
    keys = set(json.loads((ROOT / "assets" / "palette.json").read_text(encoding="utf-8"))["colors"])
    used = set()
    for path in (ROOT / "art").glob("*.py"):
        used |= set(re.findall(r'(?:color|with_alpha)\("([a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= keys, sorted(used - keys)


def test_cache_reuses_surfaces_and_stays_bounded() -> None:
    cache = SurfaceCache(capacity=3)
    made = []

    def render() -> pygame.Surface:
        made.append(1)
        return pygame.Surface((4, 4))

    first = cache.get("x", (4, 4), (quantise(0.5001),), render)
    again = cache.get("x", (4, 4), (quantise(0.4999),), render)
    assert first is again and len(made) == 1 and cache.hits == 1
    for index in range(5):
        cache.get("y", (4, 4), (index,), render)
    assert len(cache) == 3


@pytest.mark.parametrize(("eyes", "cache_name"), [(1.0, "SPRITES"), (0.0, "SPRITES"), (0.5, "POSES")])
def test_mouse_sprites_are_cached_between_frames(eyes: float, cache_name: str) -> None:
    from art import cache

    kept = getattr(cache, cache_name)
    surface = pygame.Surface((200, 200))
    draw_mouse(surface, surface.get_rect(), 1, eyes)
    misses, hits = kept.misses, kept.hits
    draw_mouse(surface, surface.get_rect(), 1, eyes + 0.01 if eyes < 1.0 else eyes - 0.001)
    assert kept.misses == misses and kept.hits > hits  # the eyes' pose drawn again, not painted again


@pytest.mark.parametrize("eyes", [0.0, 0.5, 1.0])
def test_a_mouse_with_its_eyes_laid_over_looks_like_one_painted_whole(eyes: float) -> None:
    from art.mouse import _paint_mouse, _paint_eyes, eyes_patch_rect
    from art.pen import render_supersampled

    size = (150, 165)
    laid_over = pygame.Surface(size)
    laid_over.fill((20, 30, 60))
    whole = laid_over.copy()
    draw_mouse(laid_over, laid_over.get_rect(), 4, eyes)
    whole_sprite = render_supersampled(size, lambda pen: (_paint_mouse(pen, 4), _paint_eyes(pen, eyes)))
    whole.blit(whole_sprite, (0, 0))
    patch = eyes_patch_rect(size)
    differences = [max(abs(a - b) for a, b in zip(laid_over.get_at((x, y))[:3], whole.get_at((x, y))[:3]))
                   for x in range(patch.left, patch.right) for y in range(patch.top, patch.bottom)]
    assert max(differences) < 100, "edges may differ a little, no eye may be missing or moved"
    assert sum(differences) / len(differences) < 4
    eyeless = pygame.Surface(size)
    eyeless.fill((20, 30, 60))
    eyeless.blit(render_supersampled(size, lambda pen: _paint_mouse(pen, 4)), (0, 0))
    assert any(eyeless.get_at((x, y)) != laid_over.get_at((x, y))
               for x in range(patch.left, patch.right) for y in range(patch.top, patch.bottom)), "the eyes show"


def test_a_waking_pose_paints_only_the_eyes() -> None:
    from art.cache import POSES
    from art.mouse import eyes_patch_rect

    surface = pygame.Surface((300, 330))
    draw_mouse(surface, surface.get_rect(), 5, 0.0)
    POSES.clear()  # a cache: emptied, it only paints again what is asked for next
    draw_mouse(surface, surface.get_rect(), 5, 0.375)
    patch = eyes_patch_rect((300, 330))
    assert len(POSES) == 1 and POSES.bytes == patch.width * patch.height * 4 < 300 * 330 * 4 // 10


def test_moments_of_a_movement_never_push_the_still_sprites_out() -> None:
    from art.cache import SPRITES
    from art.cup import draw_cup

    surface = pygame.Surface((300, 300))
    draw_mouse(surface, surface.get_rect(), 2, 1.0)
    for step in range(180):  # a cup lifted and tilted through many poses (60 MB of them), a mouse waking up
        draw_cup(surface, surface.get_rect(), lift=step / 180, tilt=step + 1)
        draw_mouse(surface, surface.get_rect(), 3, 0.2 + (step % 10) / 20)
    misses = SPRITES.misses
    draw_mouse(surface, surface.get_rect(), 2, 1.0)
    assert SPRITES.misses == misses


def test_a_shaken_cup_keeps_every_lean_of_a_roll_beside_other_poses() -> None:
    """A roll's shake leans the cup through 24 angles; turned afresh each frame they took 3-4 ms of it at
    1920x1080. The second shake turns nothing, beside a screenful of other poses, and looks as the first."""
    from art.cache import POSES
    from art.cup import TILTED, draw_cup
    from scenes.cheese_thief.pages.roll import cup_rect_in

    surface = pygame.Surface((960, 540))
    rect = cup_rect_in(pygame.Rect(0, 0, 960, 540))
    TILTED.clear()
    shakes: list[bytes] = []
    for _ in range(2):
        for angle in [step for step in range(-12, 13) if step]:
            surface.fill((0, 0, 0))
            draw_cup(surface, rect, 0.55, palette.seat_color(1), tilt=angle)
            shakes.append(pygame.image.tobytes(surface, "RGB"))
            POSES.get("screenful", (1920, 1080 + angle), (), lambda: pygame.Surface((1920, 1080)))
        if len(shakes) == 24:
            misses = TILTED.misses
    POSES.clear()
    assert TILTED.misses == misses and shakes[:24] == shakes[24:]


@pytest.mark.parametrize("strength", [1.0, 0.5])
def test_a_faded_glow_stays_see_through_at_its_edges_and_leaves_the_shared_sprite_as_it_was(strength: float) -> None:
    from art.gradient import blit_glow, radial_glow

    surface = pygame.Surface((100, 100))
    surface.fill((200, 0, 0))
    inner = pygame.Color(255, 240, 200, 220)
    for _ in range(2):  # the second time uses the cached sprite the first one faded
        blit_glow(surface, (50, 50), (80, 80), inner, 1.1, strength)
        assert tuple(surface.get_at((12, 12)))[:3] == (200, 0, 0), "the glow's clear corner hides nothing"
        assert tuple(surface.get_at((50, 50)))[:3] != (200, 0, 0), "its centre shows"
    glow = radial_glow((80, 80), inner, 1.1)
    assert glow.get_flags() & pygame.SRCALPHA and glow.get_alpha() == 255


@pytest.mark.parametrize("alpha", [0, 120, 170, 190, 255])
def test_a_veil_laid_by_fills_matches_a_see_through_surface_blended_over(alpha: int) -> None:
    from art.veil import lay_veil

    picture = pygame.Surface((64, 8))
    for x in range(64):
        pygame.draw.line(picture, (x * 4, 255 - x * 4, (x * 37) % 256), (x, 0), (x, 7))
    blended = picture.copy()
    shade = pygame.Color(20, 60, 140, alpha)
    see_through = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    see_through.fill(shade)
    blended.blit(see_through, (0, 0))
    lay_veil(picture, pygame.Color(20, 60, 140), alpha)
    worst = max(abs(a - b) for x in range(64) for a, b in zip(picture.get_at((x, 3))[:3], blended.get_at((x, 3))[:3]))
    assert worst <= 2


def test_a_veil_covers_only_its_area() -> None:
    from art.veil import lay_veil

    picture = pygame.Surface((20, 10))
    picture.fill((200, 200, 200))
    lay_veil(picture, pygame.Color(0, 0, 0), 200, pygame.Rect(0, 0, 10, 10))
    assert picture.get_at((15, 5))[:3] == (200, 200, 200) and picture.get_at((5, 5))[0] < 60


def test_card_faces_stay_while_big_pictures_come_and_go() -> None:
    """Every private turn opens on its card: the faces keep a cache of their own, which screen-sized backdrops
    and tables painted between two turns cannot empty."""
    from art.cache import CARDS, SPRITES
    from art.cards import card_sprite

    for kind in CARD_KINDS:
        card_sprite(kind, (300, 420), kind)
    for index in range(12):  # far more than the sprite cache's budget of screen-sized pictures
        draw_backdrop(pygame.Surface((1200 + index, 900)), pygame.Rect(0, 0, 1200 + index, 900), "night")
    assert SPRITES.bytes <= SPRITES.max_bytes
    misses = CARDS.misses
    for kind in CARD_KINDS:
        card_sprite(kind, (300, 420), kind)
    assert CARDS.misses == misses


@pytest.mark.parametrize("variant", ["night", "day"])
def test_a_backdrop_painted_a_part_at_a_time_ahead_is_the_backdrop_painted_at_once(variant: str) -> None:
    from art.cache import SPRITES
    from art.table import BACKDROP_PARTS, paint_backdrop_part

    rect = pygame.Rect(0, 0, 733, 311)  # a size no screen uses
    SPRITES.clear()
    whole = pygame.Surface(rect.size)
    draw_backdrop(whole, rect, variant)
    for parts_ahead in range(1, BACKDROP_PARTS + 1):
        SPRITES.clear()
        for index in range(parts_ahead):
            paint_backdrop_part(rect, variant, index)
        paint_backdrop_part(rect, variant, 0)  # out of order now: nothing painted again
        assert not SPRITES.holds("backdrop", rect.size, (variant,))
        drawn = pygame.Surface(rect.size)
        draw_backdrop(drawn, rect, variant)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(whole, "RGB"), parts_ahead


@pytest.mark.parametrize("size", [(1, 1), (5, 63), (333, 77), (1760, 456), (3520, 130)])
def test_a_gradient_blitted_a_band_at_a_time_is_the_gradient_made_whole(size: tuple[int, int]) -> None:
    from art.gradient import blit_vertical_gradient, build_vertical_gradient

    top, bottom = palette.color("night.sky_top"), palette.color("day.sky_bottom")
    whole, banded = pygame.Surface(size), pygame.Surface(size)
    for surface in (whole, banded):
        surface.fill((200, 10, 90))
    whole.blit(build_vertical_gradient(size, top, bottom), (0, 0))
    blit_vertical_gradient(banded, top, bottom)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(banded, "RGB")
