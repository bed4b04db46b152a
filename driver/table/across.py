"""The privacy audit's look across the table: what a neighbour sees of a panel its owner does not shield.

Each frame drawn at a table screen with panels, every panel not held by its owner (a turn's or notes' panel not
held open, a vote panel whose strip no finger holds) is checked two ways:

- It shows nothing secret: a held panel's picture is a fresh closed panel's, drawn from public facts alone, and a
  vote panel's is the same panel painted without its pick. A frame with any such panel showing more counts in
  ``secrets_visible_unheld``.
- It looks the same whatever the roles: the panel's pixels are fingerprinted, and the audit compares them, loop
  step by loop step, with the same game played again with another deal (``twin_deal``): the same seed, seats,
  names and fingers, other roles and dice. A step where an unheld panel differs counts in
  ``panels_differ_by_role_unheld``.

The comparison needs two games that stay in step whatever the roles, so it counts loop steps, not drawn frames
(a step draws nothing when nothing moved, and an open page's animation, which depends on the role, makes frames
that a still page does not: the panels unheld are unchanged by it); the work done ahead of need in a step, which
the app measures on the wall clock, is measured on a clock that stands still (``steady_work_clock``), so a busy
machine or a process's warm caches do not make one game's fade a step longer; and each game is played in a fresh
process (``tools/privacy_audit.py``), as caches filled by the first would shorten the second's preparations.
"""
from __future__ import annotations

import random
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

import play.session as session_module
from art.facing import blit_facing, upright_surface
from scenes.table.vote import VOTING, TableVoteScene
from scenes.table.vote_panel import paint_panel

# One frame's fingerprints: each seat's unheld panel, or None where the owner holds it.
FramePrints = tuple[int | None, ...]


@dataclass
class AcrossTheTable:
    """Attached to the app as a step observer, it keeps one entry per loop step in ``prints``: the fingerprints
    of the frame drawn in that step, the previous step's again when nothing was drawn (the screen did not change),
    or None when the step drew a frame this look does not check (another screen, a fade)."""
    frames_checked: int = 0
    secrets_visible_unheld: int = 0
    prints: list[FramePrints | None] = field(default_factory=list)
    _this_step: FramePrints | None = None

    def before_step(self, dt: float, events: list[Any]) -> None:
        self._this_step = None

    def after_step(self, dt: float, events: list[Any], drew: bool) -> None:
        if drew or not self.prints:
            self.prints.append(self._this_step)
        else:
            self.prints.append(self.prints[-1])

    def check(self, app: Any, top: Any, held_panels: list[Any], closed_differs: set[int]) -> None:
        """One drawn frame: ``closed_differs`` holds the seats whose unheld panel differed from a fresh one."""
        if isinstance(top, TableVoteScene):
            if top.phase != VOTING:
                return  # every seat has locked: the votes cross the table in public, over the panels
            rects = [pygame.Rect(panel.rect.as_tuple()) for panel in top.sitting.panels]
            held = [bool(shield) for shield in top.shields]
            secret = any(not held[seat] and self._vote_panel_shows_more(app, top, seat) for seat in range(len(rects)))
        elif held_panels:
            ordered = sorted(held_panels, key=lambda panel: panel.seat)
            rects = [pygame.Rect(panel.panel.rect.as_tuple()) for panel in ordered]
            held = [panel.is_open for panel in ordered]
            secret = any(panel.seat in closed_differs or (not panel.is_open and panel._shows_page)
                         for panel in ordered)
        else:
            return
        self.frames_checked += 1
        self.secrets_visible_unheld += int(secret)
        self._this_step = tuple(None if held[index] else _print(app.surface, rect) for index, rect in enumerate(rects))

    @staticmethod
    def _vote_panel_shows_more(app: Any, scene: Any, seat: int) -> bool:
        look = scene._looks[seat]
        if look is None:
            return False
        panel = scene.sitting.panels[seat]
        public = replace(look, shown_pick=None, pick_hidden=look.has_pick and not look.locked, shielded=False)
        picture = upright_surface(panel.rect, panel.rotation)
        paint_panel(picture, scene.screen, scene.layouts[seat], public)
        rect = pygame.Rect(panel.rect.as_tuple())
        expected = pygame.Surface(app.surface.get_size()).convert(app.surface)
        blit_facing(expected, picture, panel.rect, panel.rotation)
        return _print(app.surface, rect) != _print(expected, rect)


def _print(surface: pygame.Surface, rect: pygame.Rect) -> int:
    return zlib.crc32(pygame.image.tobytes(surface.subsurface(rect), "RGB"))


def frames_differing(game: list[FramePrints | None], twin: list[FramePrints | None]) -> int:
    """Steps where a panel unheld in both games looks different, or where one game shows panels and the other not;
    steps one game has and the other not count too (a game whose length depends on the roles tells them)."""
    differing = abs(len(game) - len(twin))
    for one, other in zip(game, twin):
        if one is None and other is None:
            continue
        if one is None or other is None or len(one) != len(other) \
                or any(a is not None and b is not None and a != b for a, b in zip(one, other)):
            differing += 1
    return differing


@contextmanager
def twin_deal() -> Iterator[None]:
    """Games started inside deal other roles and dice from the same seed (the seating, the fingers and every
    other choice stay the seed's)."""
    real = session_module.chance_rng

    def other_deal(seed: int, game_number: int) -> random.Random:
        return random.Random(f"twin-deal:{seed}:{game_number}")

    session_module.chance_rng = other_deal
    try:
        yield
    finally:
        session_module.chance_rng = real


@contextmanager
def steady_work_clock() -> Iterator[None]:
    """Inside, ``time.perf_counter`` stands still: the work the app does ahead of need in a frame, bounded by the
    time the frame has taken, is bounded by its own rules alone (a step marked heavy still ends the frame's share),
    so the same game makes the same frames on a busy machine or an idle one, and its twin keeps in step."""
    real = time.perf_counter
    time.perf_counter = lambda: 0.0
    try:
        yield
    finally:
        time.perf_counter = real
