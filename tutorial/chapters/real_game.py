"""The core path's real game: the core chapter's game played on the game's own screens, coached tap by tap.

Every seat's private turn, the discussion, the point vote, the reveal and the replay are the real screens; the
tutorial lights the widget to tap, shows a finger and says what the engine holds at that moment
(`tutorial.coach`). Its game is the core chapter's pinned game, played at the table's own count.
"""
from __future__ import annotations

from tutorial.chapters import core
from tutorial.coach import coached_steps
from tutorial.scripted_games import ScriptedGame
from tutorial.steps import Step

ID = "real_game"
GAME_OF = core.ID  # the pinned game it plays
cast = core.cast


def steps(game: ScriptedGame) -> tuple[Step, ...]:
    core.steps(game)  # the same checks of the game as the core chapter makes (ChapterMismatch when it no longer fits)
    return coached_steps(ID, game)
