"""Small helpers the chapters share."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping, TypeVar

from game.cheese_thief.report import GameReport
from game.cheese_thief.state import GameState
from game.cheese_thief.views import public_view

from tutorial.moment import Moment
from tutorial.spotlight import Focus, Spotlight
from tutorial.steps import Step
from tutorial.texts import Names, Param, Text

CastT = TypeVar("CastT")


class ChapterMismatch(ValueError):
    """A pinned game no longer shows what its chapter says about it (after a change of the rules)."""


def need(cast: CastT | None, chapter: str) -> CastT:
    if cast is None:
        raise ChapterMismatch(f"the scripted game of chapter {chapter!r} no longer fits it")
    return cast


def report_of(state: GameState) -> GameReport | None:
    """Everything that happened, as the public view shows it once the game is over."""
    return public_view(state).report


def others(state: GameState, seat: int | None) -> tuple[int, ...]:
    return tuple(other for other in state.seats if other != seat)


def spots(focus: Focus, seats: Iterable[int]) -> tuple[Spotlight, ...]:
    return tuple(Spotlight(focus, seat) for seat in seats)


def at_moments(steps: tuple[Step, ...], moments: Mapping[str, Moment]) -> tuple[Step, ...]:
    """The steps, each set at its moment of the game by name (steps not named stay before the night)."""
    names = {step.name for step in steps}
    if not set(moments) <= names:
        raise ChapterMismatch(f"moments for steps that do not exist: {sorted(set(moments) - names)}")
    return tuple(replace(step, moment=moments[step.name]) if step.name in moments else step for step in steps)


FOLLOWER_SUFFIX = {0: "", 1: "_follower", 2: "_followers"}


def sleepyheads_win(key: str, thief: int, winners: tuple[int, ...], followers: tuple[int, ...]) -> Text:
    """"The Thief is caught, the Sleepyheads win": every winner named, and the followers who lose with the Thief
    named too, so nobody at the table is left out of the result."""
    params: dict[str, Param] = {"name": Names((thief,)), "winners": Names(winners)}
    if followers:
        params["followers"] = Names(followers)
    return Text.of(key + FOLLOWER_SUFFIX[len(followers)], **params)
