"""A practice round at the end: a whole game of the learner's own for the table, on the game's own screens.

Nothing is scripted: the game is dealt by a seeded generator for the table's count and Fall Mouse, the learner
decides everything, and a hint for the screen on show comes on request. When it ends, a real game begins.
"""
from __future__ import annotations

from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Text

ID = "practice"


def steps(table: Table) -> tuple[Step, ...]:
    key = "tutorial.practice.intro_fall_mouse" if table.fall_mouse else "tutorial.practice.intro"
    return (Step(ID, "play", Text.of(key, count=table.players), (Spotlight(Focus.TABLE),), Gesture.NONE,
                 screen="curtain", play_step=0, free_play=True),)


def seed_for(table: Table) -> int:
    """The practice game's seed: one game per table, the same each time it is played (a seeded generator)."""
    return 7919 * table.players + (1 if table.fall_mouse else 0)
