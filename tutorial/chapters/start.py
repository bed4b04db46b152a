"""The first screen, a step too: how many are you, the Fall Mouse or not, or straight to the setup."""
from __future__ import annotations

from game.cheese_thief.config import FALL_MOUSE_COUNTS, MAX_PLAYERS, MIN_PLAYERS

from tutorial.spotlight import Focus, Spotlight
from tutorial.steps import Step
from tutorial.texts import Text

ID = "start"


def steps() -> tuple[Step, ...]:
    return (
        Step(ID, "count", Text.of("tutorial.start.count", low=MIN_PLAYERS, high=MAX_PLAYERS,
                                  fall_mouse=FALL_MOUSE_COUNTS[0]),
             (Spotlight(Focus.PLAYER_COUNT), Spotlight(Focus.FALL_MOUSE_SWITCH)),
             skip=Text.of("tutorial.start.know_game")),
    )
