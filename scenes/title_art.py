"""The title picture: a night sky with a big moon, and a wedge of cheese on a table watched by sleepy mice.

Everything is drawn with pygame primitives from the shell palette in ``assets/theme.json``. This is the one
place the title calls for its picture, so richer drawings from ``art/`` can replace the body later.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from app import theme


@lru_cache(maxsize=4)
def _stars(size: tuple[int, int]) -> tuple[tuple[int, int, int], ...]:
    """Star positions and radii, the same every time for a given window (no flicker between redraws)."""
    rng = random.Random(7)
    width, height = size
    unit = max(1, min(size) // 400)
    count = 70
    return tuple((rng.randrange(width), rng.randrange(int(height * 0.75)), unit + (1 if rng.random() < 0.25 else 0)) for _ in range(count))


def draw_sky(surface: pygame.Surface) -> None:
    star = theme.colour("star")
    for x, y, radius in _stars(surface.get_size()):
        pygame.draw.circle(surface, star, (x, y), radius)


def draw_moon(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    halo = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
    halo_colour = theme.colour("moon_halo")
    for step in range(6, 0, -1):
        colour = pygame.Color(halo_colour.r, halo_colour.g, halo_colour.b, 28)
        pygame.draw.circle(halo, colour, (radius * 2, radius * 2), int(radius * (1 + step * 0.14)))
    surface.blit(halo, (centre[0] - radius * 2, centre[1] - radius * 2))
    pygame.draw.circle(surface, theme.colour("moon"), centre, radius)
    shade = theme.colour("moon_shadow")
    for dx, dy, share in ((-0.35, -0.2, 0.16), (0.3, 0.25, 0.12), (0.05, -0.45, 0.08), (-0.1, 0.4, 0.1)):
        pygame.draw.circle(surface, shade, (centre[0] + int(dx * radius), centre[1] + int(dy * radius)), max(2, int(share * radius)))


def draw_table(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """An oval tabletop along the bottom of ``area``; returns its rect."""
    top = pygame.Rect(area.left, area.bottom - area.height // 3, area.width, area.height // 3)
    edge = top.move(0, max(3, top.height // 8))
    pygame.draw.ellipse(surface, theme.colour("table_edge"), edge)
    pygame.draw.ellipse(surface, theme.colour("table_wood"), top)
    return top


def draw_cheese(surface: pygame.Surface, centre: tuple[int, int], width: int) -> None:
    """A wedge of cheese seen from the side: a yellow triangle-ish block with holes."""
    height = int(width * 0.55)
    left, bottom = centre[0] - width // 2, centre[1] + height // 2
    front = [(left, bottom), (left + width, bottom), (left + width, bottom - height), (left, bottom - int(height * 0.35))]
    top = [(left, bottom - int(height * 0.35)), (left + width, bottom - height), (left + int(width * 0.82), bottom - height - int(height * 0.22)), (left - int(width * 0.12), bottom - int(height * 0.5))]
    pygame.draw.polygon(surface, theme.colour("cheese_shade"), top)
    pygame.draw.polygon(surface, theme.colour("cheese"), front)
    hole = theme.colour("cheese_hole")
    for fx, fy, fr in ((0.25, 0.72, 0.07), (0.55, 0.55, 0.09), (0.8, 0.78, 0.06), (0.72, 0.35, 0.05), (0.4, 0.88, 0.045)):
        pygame.draw.circle(surface, hole, (left + int(fx * width), bottom - height + int(fy * height)), max(2, int(fr * width)))


def draw_sleepy_mouse(surface: pygame.Surface, centre: tuple[int, int], size: int, facing: int) -> None:
    """A round grey mouse with closed eyes (``facing`` 1 looks right, -1 left)."""
    body_colour, ear_colour, eye_colour = theme.colour("mouse_body"), theme.colour("mouse_ear"), theme.colour("mouse_eye")
    cx, cy = centre
    pygame.draw.ellipse(surface, body_colour, pygame.Rect(cx - size // 2, cy - size // 3, size, int(size * 0.7)))
    head = (cx + facing * int(size * 0.42), cy - int(size * 0.12))
    head_r = int(size * 0.27)
    for ear_dx in (-0.55, 0.35):
        ear = (head[0] + facing * int(ear_dx * head_r), head[1] - int(head_r * 0.85))
        pygame.draw.circle(surface, body_colour, ear, int(head_r * 0.6))
        pygame.draw.circle(surface, ear_colour, ear, int(head_r * 0.38))
    pygame.draw.circle(surface, body_colour, head, head_r)
    eye = (head[0] + facing * int(head_r * 0.35), head[1] - int(head_r * 0.1))
    line = max(2, size // 28)
    pygame.draw.arc(surface, eye_colour, pygame.Rect(eye[0] - head_r // 4, eye[1] - head_r // 6, head_r // 2, head_r // 3), math.pi, 2 * math.pi, line)
    pygame.draw.circle(surface, ear_colour, (head[0] + facing * int(head_r * 0.95), head[1] + int(head_r * 0.1)), max(2, head_r // 6))
    tail_start = (cx - facing * size // 2, cy + size // 8)
    tail = [tail_start, (tail_start[0] - facing * size // 4, tail_start[1] - size // 6), (tail_start[0] - facing * size // 2, tail_start[1])]
    pygame.draw.lines(surface, body_colour, False, tail, max(2, size // 20))


def draw_title_art(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The whole title picture inside ``area`` (the sky and stars cover the full surface)."""
    draw_sky(surface)
    unit = min(area.width, area.height)
    moon_r = int(unit * 0.2)
    draw_moon(surface, (area.right - moon_r - unit // 12, area.top + moon_r + unit // 14), moon_r)
    table = draw_table(surface, area)
    cheese_w = int(min(area.width * 0.34, unit * 0.5))
    draw_cheese(surface, (table.centerx, table.top + table.height // 6), cheese_w)
    mouse = int(unit * 0.2)
    draw_sleepy_mouse(surface, (table.centerx - cheese_w // 2 - mouse // 2 - unit // 20, table.top + table.height // 4), mouse, 1)
    draw_sleepy_mouse(surface, (table.centerx + cheese_w // 2 + mouse // 2 + unit // 20, table.top + table.height // 4), mouse, -1)
