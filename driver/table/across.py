"""The privacy audit's look across the table: what a neighbour sees of a panel its owner does not shield.

Each frame drawn at a table screen with panels, every panel not held by its owner (a turn's or notes' panel not
held open, a vote panel whose strip no finger holds) is checked two ways:

- It shows nothing secret: a held panel's picture is a fresh closed panel's, drawn from public facts alone, and a
  vote panel's is the same panel painted without its pick. A frame with any such panel showing more counts in
  ``secrets_visible_unheld``.
- It looks the same whatever the roles: the panel's pixels are fingerprinted, and the audit compares them, frame
  by frame, with the same game played again with another deal (``TwinDeal``): the same seed, seats, names and
  fingers, other roles and dice. A frame where an unheld panel differs counts in ``panels_differ_by_role_unheld``.
"""
from __future__ import annotations

import random
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
    frames_checked: int = 0
    secrets_visible_unheld: int = 0
    prints: list[FramePrints] = field(default_factory=list)

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
        self.prints.append(tuple(None if held[index] else _print(app.surface, rect)
                                 for index, rect in enumerate(rects)))

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


def frames_differing(game: list[FramePrints], twin: list[FramePrints]) -> int:
    """Frames where a panel unheld in both games looks different; frames one game has and the other not count too
    (a game whose length depends on the roles tells them)."""
    differing = abs(len(game) - len(twin))
    for one, other in zip(game, twin):
        if any(a is not None and b is not None and a != b for a, b in zip(one, other)) or len(one) != len(other):
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
