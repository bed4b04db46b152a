"""A mouse character for each seat: fur, a cloak in the seat colour and the seat symbol."""
from __future__ import annotations

import math

import pygame

from art.cache import POSES, SPRITES
from art.palette import color, lerp_color, seat_color, seat_symbol, with_alpha
from art.pen import Pen, render_supersampled, render_supersampled_part
from art.symbols import symbol_sprite

EYE_STEPS = 8
ASPECT = 1.1  # height / width of a mouse sprite


# Where the eyes are painted, open or closed, shine included (relative to the sprite): a mouse waking up
# repaints only this patch over its eyeless sprite, instead of the whole supersampled mouse at each pose.
EYES_AREA = (0.3, 0.2, 0.4, 0.2)


def _paint_mouse(pen: Pen, seat: int) -> None:
    paint_mouse_figure(pen, seat_color(seat), None, badge=True)


def paint_mouse_figure(pen: Pen, cloak: pygame.Color, eyes_open: float | None, badge: bool) -> None:
    """Paint a mouse wearing a cloak of colour `cloak` (also used on role cards); `eyes_open` None leaves the
    eyes out, for :func:`draw_mouse` to lay them over."""
    cloak_dark = lerp_color(cloak, color("seat.ink"), 0.35)
    fur, fur_dark, fur_light = color("mouse.fur"), color("mouse.fur_dark"), color("mouse.fur_light")
    # Ground shadow and tail.
    pen.ellipse(with_alpha("shadow", 70), 0.14, 0.88, 0.72, 0.1)
    pen.arc(fur_dark, (0.86, 0.8), 0.1, 0.1, -math.pi * 0.9, math.pi * 0.4, 0.025)
    # Body wrapped in a cloak.
    pen.ellipse(cloak_dark, 0.14, 0.5, 0.72, 0.46)
    pen.ellipse(cloak, 0.16, 0.5, 0.68, 0.43)
    # Ears behind the head.
    for cx in (0.27, 0.73):
        pen.circle(fur_dark, (cx, 0.17), 0.16)
        pen.circle(fur, (cx, 0.17), 0.145)
        pen.circle(color("mouse.ear_inner"), (cx, 0.18), 0.095)
    # Head.
    pen.ellipse(fur_dark, 0.2, 0.14, 0.6, 0.45)
    pen.ellipse(fur, 0.215, 0.15, 0.57, 0.42)
    pen.ellipse(fur_light, 0.33, 0.36, 0.34, 0.2)
    for cx in (0.3, 0.7):
        pen.ellipse(with_alpha("mouse.cheek", 150), cx - 0.06, 0.41, 0.12, 0.06)
    if eyes_open is not None:
        _paint_eyes(pen, eyes_open)
    pen.ellipse(color("mouse.nose"), 0.45, 0.42, 0.1, 0.07)
    whisker = color("mouse.whisker")
    for side in (-1, 1):
        for dy in (-0.025, 0.02):
            start = (0.5 + side * 0.08, 0.46)
            pen.line(whisker, start, (0.5 + side * 0.3, 0.44 + dy * 2), 0.008)
    # Smile.
    pen.arc(whisker, (0.5, 0.47), 0.05, 0.03, 0.15 * math.pi, 0.85 * math.pi, 0.01)
    if not badge:
        return
    # Badge on the chest for the symbol.
    pen.circle(color("seat.ink"), (0.5, 0.74), 0.155)
    pen.circle(color("seat.badge"), (0.5, 0.74), 0.14)


def _paint_eyes(pen: Pen, eyes_open: float) -> None:
    ink = color("mouse.eye")
    for cx in (0.39, 0.61):
        if eyes_open <= 0.05:
            # Closed: a gentle downward curve, like sleeping lashes.
            pen.arc(ink, (cx, 0.3), 0.05, 0.03, 0.1 * math.pi, 0.9 * math.pi, 0.014)
            continue
        height = 0.11 * eyes_open
        pen.ellipse(ink, cx - 0.04, 0.31 - height / 2, 0.08, max(0.012, height))
        if eyes_open > 0.5:
            pen.circle(color("mouse.eye_shine"), (cx + 0.012, 0.29), 0.014)


def _render_mouse(size: tuple[int, int], seat: int) -> pygame.Surface:
    sprite = render_supersampled(size, lambda pen: _paint_mouse(pen, seat))
    badge = int(min(size[0], size[1] / ASPECT) * 0.2)
    symbol = symbol_sprite(seat_symbol(seat), badge, seat_color(seat), color("seat.ink"))
    sprite.blit(symbol, symbol.get_rect(center=(size[0] // 2, int(size[1] * 0.74))))
    return sprite


def eyes_patch_rect(size: tuple[int, int]) -> pygame.Rect:
    """The eyes' patch in a sprite of ``size``, on whole pixels so it lines up with the sprite's own."""
    x, y, w, h = EYES_AREA
    left, top = int(x * size[0]), int(y * size[1])
    return pygame.Rect(left, top, int((x + w) * size[0]) + 1 - left, int((y + h) * size[1]) + 1 - top)


def _render_eyes(size: tuple[int, int], eyes_open: float) -> pygame.Surface:
    """Both eyes alone, painted at the whole sprite's scale and shrunk exactly as the sprite was."""
    patch = eyes_patch_rect(size)
    return render_supersampled_part(size, patch, lambda pen: _paint_eyes(pen, eyes_open), edge=color("mouse.eye"))


def mouse_rect(rect: pygame.Rect) -> pygame.Rect:
    """The largest mouse-shaped rect centred in `rect`."""
    width = min(rect.width, int(rect.height / ASPECT))
    box = pygame.Rect(0, 0, width, int(width * ASPECT))
    box.center = rect.center
    return box


def draw_mouse(surface: pygame.Surface, rect: pygame.Rect, seat: int, eyes_open: float = 1.0) -> None:
    """Draw the mouse of `seat` centred in `rect`; `eyes_open` 0 (asleep) .. 1 (wide awake)."""
    eyes = round(max(0.0, min(1.0, eyes_open)) * EYE_STEPS) / EYE_STEPS
    box = mouse_rect(rect)
    sprite = SPRITES.get("mouse", box.size, (seat % 8,), lambda: _render_mouse(box.size, seat))
    poses = SPRITES if eyes in (0.0, 1.0) else POSES  # eyes half open: one moment of waking up
    patch = poses.get("mouse-eyes", box.size, (eyes,), lambda: _render_eyes(box.size, eyes))
    surface.blit(sprite, box)
    surface.blit(patch, eyes_patch_rect(box.size).move(box.topleft))
