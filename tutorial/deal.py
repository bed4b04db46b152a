"""A card before every change of seat: the learner is told, with that mouse's card lit, whose place it now takes.

A module starts a game of its own and may move the learner from mouse to mouse within it (at four, a Sleepyhead,
then the Thief). Before the first step in another mouse's place comes a step that lights that
mouse's card and says so: "New seat" within one game, "New deal" when a module's game begins. A step that
already lights the learner's own card (a chapter's card step) says it itself and needs none.
"""
from __future__ import annotations

from dataclasses import replace

from tutorial.scripted_games import ScriptedGame
from tutorial.spotlight import Focus, Spotlight
from tutorial.steps import Step
from tutorial.texts import Text

DEAL_PREFIX = "deal_"


def with_cards(steps: tuple[Step, ...], game: ScriptedGame, new_game: bool) -> tuple[Step, ...]:
    """`steps` with a card step before each one that puts the learner in another mouse's place."""
    shown: list[Step] = []
    learner: int | None = None
    for step in steps:
        changes = step.learner is not None and step.learner != learner
        if changes and step.learner is not None and Spotlight(Focus.CARD, step.learner) not in step.spotlight:
            shown.append(card_step(step, game, new_game and learner is None))
        if step.learner is not None:
            learner = step.learner
        shown.append(step)
    return tuple(shown)


def card_step(before: Step, game: ScriptedGame, new_game: bool) -> Step:
    assert before.learner is not None
    role = game.view(before.learner).role
    assert role is not None
    kind = "new" if new_game else "seat"
    text = Text.of(f"tutorial.deal.{kind}_{role.value}")  # the step after names the mouse
    return replace(before, name=f"{DEAL_PREFIX}{before.name}", text=text, spotlight=(Spotlight(Focus.CARD, before.learner),),
                   gesture=before.gesture.NONE, expects=None, skip=None)


def is_card_step(step: Step) -> bool:
    return step.name.startswith(DEAL_PREFIX)
