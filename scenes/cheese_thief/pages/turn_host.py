"""What a page reads and asks of the private turn that shows it (``PrivateTurnScene`` fits it without naming it):
the turn opens its pages, so the pages name only this shape."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.cheese_thief.views import SeatView


class TurnFlow(Protocol):
    """The little a page asks of the game's flow: how many play, and an action to apply."""

    @property
    def player_count(self) -> int: ...

    def apply(self, action: Any) -> None: ...


class TurnHost(Protocol):
    """The private turn as its pages see it: whose turn, the seat's view, where to draw, and the shared services
    (the taps the plan counts, the sounds)."""

    seat: int
    view: SeatView
    visual_rect: pygame.Rect
    text_rect: pygame.Rect
    size: tuple[int, int]
    plain_cards: bool

    @property
    def flow(self) -> TurnFlow: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def reduced_motion(self) -> bool: ...

    def refresh_view(self) -> None: ...

    def required_tap(self) -> None: ...

    def sound(self, name: str) -> None: ...
