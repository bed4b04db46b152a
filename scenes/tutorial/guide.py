"""The tutorial's guidance over the table: the spotlight (everything else dimmed) and an animated finger.

The finger shows the step's gesture on the lit things in turn: a tap, a press held until a ring closes, or a
drag (the cheese carried to the Thief). With reduced motion it rests on its target, pressed, without moving.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from app import theme
from art.shapes import fill_circle_aa
from motion.tween import ease
from tutorial.spotlight import Gesture

VEIL_ALPHA = 150
CYCLE_SECONDS = {Gesture.TAP: 1.6, Gesture.HOLD: 2.2, Gesture.DRAG: 2.4}
APPROACH_SHARE = 0.35  # of each cycle spent moving in from the side
WIDE_BUTTON = 1.8  # a target this many times as wide as tall is a button with its label in the middle


@dataclass(frozen=True)
class FingerPose:
    at: tuple[float, float]
    pressed: float  # 0 up .. 1 pressed
    ring: float  # 0..1: the tap's ripple or the hold's closing ring
    shown: float  # opacity 0..1


def draw_spotlight(surface: pygame.Surface, lit: list[pygame.Rect], strong: list[pygame.Rect],
                   veil: pygame.Surface | None = None) -> None:
    """Dim everything but the `lit` rects; `strong` ones (the right targets, after two wrong moves) get a ring.
    `veil`: the dimming made before by `spotlight_veil` for the same rects, when the caller keeps it."""
    surface.blit(veil if veil is not None else spotlight_veil(surface.get_size(), lit + strong), (0, 0))
    ring = theme.colour("public_highlight")
    for rect in strong:
        pygame.draw.ellipse(surface, ring, _halo(rect), width=max(3, min(rect.size) // 14))


def spotlight_veil(size: tuple[int, int], lit: list[pygame.Rect]) -> pygame.Surface:
    """The dimming with a clear hole round each lit rect."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(_shade())
    for rect in lit:
        pygame.draw.ellipse(veil, CLEAR, _halo(rect))
    return veil


CLEAR = pygame.Color(0, 0, 0, 0)
Box = tuple[int, int, int, int]
Hole = tuple[Box, int | None]  # a lit rect's halo (an ellipse, no radius), or a way out cleared to its corners


def _box(rect: pygame.Rect) -> Box:
    return rect.x, rect.y, rect.width, rect.height
class VeilPainter:
    """One veil kept for the window's size and cut again where its holes move: a new one filled whole took 6-13 ms
    of the step that lit the next widget (a screenful of pixels with alpha); filling the old holes back and cutting
    the new ones takes a fraction of a millisecond. The picture is the one a fresh veil gives, pixel for pixel."""

    def __init__(self) -> None:
        self._veil: pygame.Surface | None = None
        self._holes: tuple[Hole, ...] = ()

    def veil(self, size: tuple[int, int], lit: Sequence[pygame.Rect],
             cleared: Sequence[tuple[pygame.Rect, int]] = ()) -> pygame.Surface:
        """The dimming with a hole round each `lit` rect and each `cleared` rect cleared to its corners' radius."""
        holes: tuple[Hole, ...] = tuple((_box(_halo(rect)), None) for rect in lit) + tuple(
            (_box(rect), radius) for rect, radius in cleared)
        veil = self._veil
        if veil is None or veil.get_size() != tuple(size):
            veil = self._veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill(_shade())
        elif holes == self._holes:
            return veil
        else:
            shade = _shade()
            for box, _radius in self._holes:
                veil.fill(shade, pygame.Rect(box))
        for box, radius in holes:
            if radius is None:
                pygame.draw.ellipse(veil, CLEAR, pygame.Rect(box))
            else:
                pygame.draw.rect(veil, CLEAR, pygame.Rect(box), border_radius=radius)
        self._holes = holes
        return veil


# One veil for the whole run, shared by the coach and the tutorial's pages: each coach (one a real screen) and
# each step of a page would otherwise fill a screenful of dimming anew in the step that shows it.
VEILS = VeilPainter()


def _shade() -> pygame.Color:
    shade = theme.colour("sleep_veil")
    shade.a = VEIL_ALPHA
    return shade


def _halo(rect: pygame.Rect) -> pygame.Rect:
    # An ellipse round a rect leaves its corners out unless it is about 1.42 times as big.
    return rect.inflate(int(rect.width * 0.45) + 8, int(rect.height * 0.45) + 8)


def finger_home(target: pygame.Rect, gesture: Gesture) -> tuple[float, float]:
    """Where the fingertip rests on `target`: clear of the words a widget carries, so the learner can read what
    the finger asks them to press. A wide button's label is centred: the finger presses its right end. The hold
    circle's words sit in its middle: the finger presses below them. A cup or a cell has no words: its middle."""
    if gesture is Gesture.HOLD:
        return float(target.centerx), target.centery + target.height * 0.3
    if target.width >= WIDE_BUTTON * target.height:
        return target.right - target.height * 0.55, float(target.centery)
    return float(target.centerx), float(target.centery)


def finger_pose(gesture: Gesture, targets: list[pygame.Rect], drag_to: pygame.Rect | None, elapsed: float,
                reduced_motion: bool) -> FingerPose | None:
    """Where the finger is after `elapsed` seconds of the step; None when the step shows none."""
    if gesture is Gesture.NONE or not targets:
        return None
    cycle = CYCLE_SECONDS[gesture]
    turn = int(elapsed // cycle)
    target = targets[turn % len(targets)]
    home = finger_home(target, gesture)
    if reduced_motion:
        return FingerPose(home, 1.0, 1.0, 1.0)
    phase = (elapsed % cycle) / cycle
    reach = ease("easeOutCubic", phase / APPROACH_SHARE)
    offset = max(target.width, target.height) * 0.9
    start = (home[0] + offset, home[1] + offset)
    at = (start[0] + (home[0] - start[0]) * reach, start[1] + (home[1] - start[1]) * reach)
    after = max(0.0, (phase - APPROACH_SHARE) / (1 - APPROACH_SHARE))
    fade = 1.0 - ease("easeInQuad", max(0.0, (phase - 0.85) / 0.15))
    if gesture is Gesture.TAP:
        pressed = 1.0 if 0.0 < after < 0.3 else 0.0
        return FingerPose(at, pressed, ease("easeOutQuad", min(1.0, after / 0.6)) if after > 0 else 0.0, fade)
    if gesture is Gesture.HOLD:
        return FingerPose(at, 1.0 if 0.0 < after < 0.8 else 0.0, min(1.0, after / 0.7), fade)
    carried = ease("easeInOutQuad", min(1.0, after / 0.7))
    end = (float(drag_to.centerx), float(drag_to.centery)) if drag_to is not None else home
    dragged = (home[0] + (end[0] - home[0]) * carried, home[1] + (end[1] - home[1]) * carried)
    return FingerPose(dragged if after > 0 else at, 1.0 if 0.0 < after < 0.8 else 0.0, 0.0, fade)


def draw_finger(surface: pygame.Surface, pose: FingerPose, size: int, gesture: Gesture) -> pygame.Rect | None:
    """A fingertip pressing at `pose.at`, with a ripple for a tap or a closing ring for a hold; returns the
    rect it may have painted (None when it is faded out)."""
    box = finger_rect(pose, size)
    if box is None:
        return None
    radius = max(8, size // 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    side = box.width
    x = y = side // 2
    ring_colour = theme.colour("public_highlight")
    if gesture is Gesture.TAP and pose.ring > 0:
        ring_colour.a = int(255 * (1.0 - pose.ring))
        pygame.draw.circle(layer, ring_colour, (x, y), int(radius * (1.0 + 1.4 * pose.ring)), width=max(2, radius // 5))
    elif gesture is Gesture.HOLD and pose.ring > 0:
        ring_box = pygame.Rect(0, 0, radius * 3, radius * 3)
        ring_box.center = (x, y)
        pygame.draw.arc(layer, ring_colour, ring_box, math.pi / 2, math.pi / 2 + 2 * math.pi * pose.ring,
                        width=max(3, radius // 4))
    tip = int(radius * (1.0 - 0.18 * pose.pressed))
    fill_circle_aa(layer, (x, y), tip + max(2, radius // 6), theme.colour("title_shadow"))
    fill_circle_aa(layer, (x, y), tip, theme.colour("title_text"))
    if pose.shown < 0.99:
        layer.fill((255, 255, 255, int(255 * pose.shown)), special_flags=pygame.BLEND_RGBA_MULT)
    return surface.blit(layer, box.topleft)


def finger_rect(pose: FingerPose, size: int) -> pygame.Rect | None:
    """Everything the finger of `pose` paints lies in this rect (None when it is faded out)."""
    if pose.shown <= 0.01:
        return None
    side = max(8, size // 2) * 6  # room for the widest ripple
    box = pygame.Rect(0, 0, side, side)
    box.center = (round(pose.at[0]), round(pose.at[1]))
    return box
