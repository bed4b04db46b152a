"""What a table-mode screen tells the demo driver to do: touches on lanes that run at the same time.

On a table every seat acts at once, so a table screen plans per lane (a seat, or the middle): the driver asks
again for a lane only when its last touch is over. Fingers are numbered by the screen, so a finger held down
(a curtain kept open) can be lifted later.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

Lane = Hashable


@dataclass(frozen=True)
class Touch:
    """A finger down at ``pos`` (screen pixels) and up ``seconds`` later, where it went down."""

    lane: Lane
    finger: int
    pos: tuple[float, float]
    seconds: float = 0.06


@dataclass(frozen=True)
class Press:
    """A finger down at ``pos`` that stays down until a ``Lift`` (a real hand trembles: the driver moves it a
    little now and then, well within the tap slop)."""

    lane: Lane
    finger: int
    pos: tuple[float, float]


@dataclass(frozen=True)
class Lift:
    lane: Lane
    finger: int


TableGesture = Touch | Press | Lift
