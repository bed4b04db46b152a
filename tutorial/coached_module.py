"""A module coached on the game's own screens: a few of its pinned game's screens, chosen to show the module's point.

A module does not play its whole game: it takes the screens that matter (the Thief's own night page, a dawn page,
the reveal...) from the coached walk of that game, so every sentence and every tap is the walk's own, filled from
the engine. Between two chosen screens the real screens start again from the game as it stood (the walk's
snapshots), as Back does. The first step is a "New deal" card on the first screen: the learner is told whose
place it now takes, with that mouse's card lit.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Iterable

from play.flow import Step as PlayStep
from play.flow import StepKind

from tutorial.coach import coached_walk, start_session
from tutorial.deal import DEAL_PREFIX
from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Gesture, Spotlight
from tutorial.steps import Step
from tutorial.texts import Names, Text


@lru_cache(maxsize=16)
def game_steps(game: ScriptedGame) -> tuple[PlayStep, ...]:
    """The game's steps in order, as its pass-and-play session plays them."""
    return tuple(start_session(game).steps)


def turn_of(game: ScriptedGame, kind: StepKind, seat: int | None = None) -> int:
    """The index of the game's step of this kind (a private turn: that seat's)."""
    return next(index for index, step in enumerate(game_steps(game)) if step.kind is kind
                and (seat is None or step.seat == seat))


def screens_of(chapter: str, game: ScriptedGame, play_steps: Iterable[int],
               leave_out: frozenset[str] = frozenset()) -> list[Step]:
    """The walk's steps shown over these game steps, in order, but those whose label is left out."""
    chosen = set(play_steps)
    return [replace(step, chapter=chapter) for step in coached_walk(game).steps
            if step.play_step in chosen and step.name.split(".", 1)[1] not in leave_out]


def new_deal(first: Step, learner: int, role: str) -> Step:
    """"New deal, a new game: now you are Biscuit, and your card says ...", over the module's first screen. It
    names the learner's mouse, since each module deals the learner a new seat as well as a new card."""
    return replace(first, name=f"{DEAL_PREFIX}{first.name}",
                   text=Text.of(f"tutorial.deal.new_{role}", name=Names((learner,))),
                   spotlight=(Spotlight(Focus.CARD, learner),), gesture=Gesture.NONE, learner=learner,
                   expects=None, targets=(), wait=False)


def read_before(step: Step, label: str, text: Text) -> Step:
    """A sentence to read on `step`'s screen, before its tap."""
    prefix = step.name.split(".", 1)[0]
    return replace(step, name=f"{prefix}.{label}", text=text, spotlight=(Spotlight(Focus.TABLE),),
                   gesture=Gesture.NONE, expects=None, targets=(), wait=False)
