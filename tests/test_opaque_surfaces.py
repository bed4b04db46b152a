"""Layers and buffers are made in the window's pixel format, so copying them never converts pixels."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from app.frames.layer_cache import LayerCache
from art.surfaces import opaque_surface

ROOT = Path(__file__).resolve().parent.parent


def test_an_opaque_surface_has_the_window_format(make_app) -> None:
    app = make_app()
    surface = opaque_surface((64, 32))
    display = pygame.display.get_surface()
    assert surface.get_size() == (64, 32)
    assert surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks()
    assert not surface.get_flags() & pygame.SRCALPHA
    app.scenes.clear()


def test_a_layer_is_painted_once_per_key_in_the_window_format(make_app) -> None:
    app = make_app()
    cache, painted = LayerCache(), []
    target = app.surface

    def paint(layer: pygame.Surface) -> None:
        painted.append(layer)
        layer.fill((10, 20, 30))

    cache.blit(target, "a", paint)
    cache.blit(target, "a", paint)
    assert len(painted) == 1 and target.get_at((5, 5))[:3] == (10, 20, 30)
    assert painted[0].get_masks() == pygame.display.get_surface().get_masks()
    cache.blit(target, "b", paint)
    assert len(painted) == 2


def test_without_a_window_a_plain_surface_is_made() -> None:
    # A fresh process: no test here may have opened a window yet (the gallery and the pure tools draw so).
    script = ("import pygame; from art.surfaces import opaque_surface; pygame.init(); "
              "s = opaque_surface((8, 8)); print(s.get_size(), pygame.display.get_surface() is None)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "(8, 8) True"


def _paint_grey(layer: pygame.Surface) -> None:
    layer.fill((90, 90, 90))


def test_a_dropped_screens_layer_is_handed_to_the_next_one_and_never_to_two_live_ones(make_app) -> None:
    import gc

    from art.surfaces import forget_spares

    app = make_app()
    gc.collect()  # caches of earlier tests in this process give their layers back now, not in the middle
    forget_spares()
    first = LayerCache()
    first.blit(app.surface, "first", _paint_grey)
    kept = first.layer
    del first
    gc.collect()
    second, third = LayerCache(), LayerCache()
    second.blit(app.surface, "second", _paint_grey)
    third.blit(app.surface, "third", _paint_grey)
    assert second.layer is kept  # reused: no fresh screen-sized surface for the next screen
    assert third.layer is not second.layer


def test_spares_are_few_opaque_and_forgotten_when_the_window_changes(make_app) -> None:
    from art.surfaces import SPARE_SURFACES, _spares, give_back, opaque_surface

    app = make_app()
    caches = [LayerCache() for _ in range(SPARE_SURFACES + 2)]
    for cache in caches:
        cache.blit(app.surface, "x", _paint_grey)
    for cache in caches:
        cache.clear()
    assert len(_spares) == SPARE_SURFACES
    give_back(pygame.Surface((8, 8), pygame.SRCALPHA))
    assert all(not spare.get_flags() & pygame.SRCALPHA for spare in _spares)
    screen_sized = list(_spares)
    give_back(opaque_surface((568, 288)))  # a table panel's layer
    assert list(_spares) == screen_sized, "a smaller layer never pushes a screen-sized spare out"
    app.resize((1024, 600))
    assert len(_spares) == 0



def test_a_big_window_makes_its_screen_sized_spares_once_its_first_frame_is_shown(make_app, monkeypatch) -> None:
    from app.frames import frames
    from art.surfaces import SPARE_SURFACES, _spares, forget_spares, spare_count

    monkeypatch.setattr(frames, "SPARES_AHEAD_PIXELS", 1280 * 800)  # as big as a 4K window is
    for size, big in (((1024, 600), False), ((1280, 800), True)):
        app = make_app(size)
        forget_spares()
        app.frames.first_frame_drawn()
        assert spare_count(size) == (SPARE_SURFACES if big else 0)
        made = list(_spares)
        assert all(opaque_surface(size) is spare for spare in reversed(made))  # each in the window's format


def test_spares_given_back_while_the_spares_are_looked_through_break_nothing(make_app) -> None:
    """A layer cache gives its layer back from a finalizer, which the garbage collector runs at any allocation:
    once, in the middle of looking through the spares ("deque mutated during iteration", in the privacy audit)."""
    from art import surfaces

    app = make_app()

    class GivesBackWhenAsked(pygame.Surface):
        def get_size(self) -> tuple[int, int]:  # type: ignore[override]
            surfaces.give_back(pygame.Surface(app.size, 0, app.surface))  # what a finalizer might do just then
            return super().get_size()

    for look in (lambda: surfaces.spare_count(app.size), lambda: surfaces.opaque_surface(app.size),
                 lambda: surfaces.give_back(pygame.Surface(app.size, 0, app.surface))):
        surfaces.forget_spares()
        surfaces._spares.append(GivesBackWhenAsked(app.size, 0, app.surface))
        look()  # no RuntimeError
