"""Seeded games advanced to a public step, for gallery pictures of the public screens (nothing is saved)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.cheese_thief.play_flow import PlayFlow

if TYPE_CHECKING:
    from app.app import App
    from scenes.cheese_thief.play_flow import PlayFlow

NAMES = ("Ada", "Bo", "小雪", "Dee", "Zoé", "Jürgen", "Gus", "Hal")


def session_at(count: int, seed: int, kind: StepKind, vote_mode: VoteMode = VoteMode.POINT,
               fall_mouse: bool = False, house_rules: HouseRules = NO_HOUSE_RULES) -> PlaySession:
    setup = GameSetup(NAMES[:count], fall_mouse=fall_mouse, vote_mode=vote_mode, house_rules=house_rules)
    session = PlaySession.start(setup, seed)
    play_until(session, kind, random.Random(seed))
    return session


def find_session(count: int, kind: StepKind, wanted: Callable[[PlaySession], bool],
                 fall_mouse: bool = False, first_seed: int = 0, house_rules: HouseRules = NO_HOUSE_RULES) -> PlaySession:
    """The first seeded game that reaches `kind` in the state `wanted` asks for."""
    for seed in range(first_seed, first_seed + 400):
        session = session_at(count, seed, kind, fall_mouse=fall_mouse, house_rules=house_rules)
        if wanted(session):
            return session
    raise LookupError("no seeded game shows that")


def flow_at(app: "App", count: int, seed: int, kind: StepKind, **options: Any) -> "PlayFlow":
    return PlayFlow(app, session_at(count, seed, kind, **options), persist=False)
