"""Layers and buffers are made in the window's pixel format, so copying them never converts pixels."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from app.layer_cache import LayerCache
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
