"""How long each step takes a first-time player with correct moves, in one language."""
from __future__ import annotations

from tutorial.measures import ACTION_SECONDS, PAUSE_SECONDS, reading_seconds
from tutorial.plan import ChapterSteps
from tutorial.steps import Step
from tutorial.texts import render


def step_seconds(step: Step, lang: str, players: tuple[str, ...]) -> float:
    """Reading the step, a pause to look, and where an action is expected: doing it and reading its answer."""
    seconds = reading_seconds(render(step.text, lang, players), lang) + PAUSE_SECONDS
    expects = step.expects
    if expects is not None:
        seconds += ACTION_SECONDS
        response = expects.response_to(expects.scripted)
        if response is not None:
            seconds += reading_seconds(render(response, lang, players), lang)
    return seconds


def chapter_seconds(chapter: ChapterSteps, lang: str) -> float:
    players = chapter.names(lang)
    return sum(step_seconds(step, lang, players) for step in chapter.steps)
