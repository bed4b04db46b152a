"""What a screen tells a simulated player to do next.

A screen that a demo can play has a plan (`driver/plans/<area>.py`, found by
`app.plan_lookup`): `plan(screen, rng, wish)` returns
the gestures a player would make now on what is visible (or an empty list
to wait). The driver turns gestures into mouse or FINGER events and steps the
app on simulated time, so the demo goes through the very same code paths as
a person, minimum times and animations included.
"""

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Tap:
    pos: tuple[int, int]


@dataclass(frozen=True)
class Hold:
    pos: tuple[int, int]
    seconds: float


@dataclass(frozen=True)
class Key:
    key: int  # a pygame key code
    unicode: str = ""


Gesture = Tap | Hold | Key


@dataclass(frozen=True)
class DemoWish:
    """The game the demo wants; screens follow it where they offer a choice."""

    players: int
    seed: int
    vote_mode: str = "point"
    fall_mouse: bool = False
    tie_protects_thief: bool = False  # house rule R11.2
    hour_seconds: float = 2.0
    discussion_seconds: float = 8.0  # the demo calls the vote after this much discussion
    look_at_rules: bool = False  # open "Rules at a glance" once during the discussion
    extra: dict[str, Any] = field(default_factory=dict)  # free-form options a screen may read
