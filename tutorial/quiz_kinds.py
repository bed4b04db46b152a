"""Every kind of quiz question, which tables it fits, and making one from seeded random games.

A kind may wish for an answer (a "yes" as often as a "no", a tie now and then...) so a quiz does not always ask
the most likely case. Games are played until one gives a question that fits the wish; the last game tried
takes any answer, so a question always comes out.
"""

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.cheese_thief.config import MAX_PLAYERS, MIN_PLAYERS, check_fall_mouse, check_player_count
from game.cheese_thief.roles import CheeseSight, Winner
from game.cheese_thief.state import GameState

from tutorial import quiz_day_kinds as day
from tutorial import quiz_night_kinds as night
from tutorial.quiz_games import night_over, voted
from tutorial.quiz_question import QuizKind, Question

Maker = Callable[[GameState, random.Random, object | None], Question | None]
GAMES_FOR_A_WISH = 80  # a wish is met within a few games; this many makes missing one vanishingly rare

ALL_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


@dataclass(frozen=True)
class KindSpec:
    kind: QuizKind
    make: Maker
    counts: tuple[int, ...]
    needs_votes: bool
    wishes: Callable[[int, bool], Sequence[object]]  # (player count, Fall Mouse) -> answers to aim for, evenly


def _no_wish(count: int, fall_mouse: bool) -> Sequence[object]:
    return (None,)


def _peek_wishes(count: int, fall_mouse: bool) -> Sequence[object]:
    return ("no",) if count == 4 else ("yes", "no")


def _winner_wishes(count: int, fall_mouse: bool) -> Sequence[object]:
    sides = [Winner.SLEEPYHEADS, Winner.THIEF] + ([Winner.FALL_MOUSE] if fall_mouse else [])
    return tuple(side.value for side in sides)


def _follower_wishes(count: int, fall_mouse: bool) -> Sequence[object]:
    return (None,) if count == 5 else ("unchosen_witness",)


def _knows_wishes(count: int, fall_mouse: bool) -> Sequence[object]:
    return (None,) if count == 4 else ("followers",)


SPECS: tuple[KindSpec, ...] = (
    KindSpec(QuizKind.SAW_THIEF, night.saw_thief, ALL_COUNTS, False, lambda c, f: ("witnesses", "witnesses", "nobody")),
    KindSpec(QuizKind.MAY_PEEK, night.may_peek, ALL_COUNTS, False, _peek_wishes),
    KindSpec(QuizKind.CHEESE_SEEN, night.cheese_seen, ALL_COUNTS, False,
             lambda c, f: tuple(sight.value for sight in CheeseSight)),
    KindSpec(QuizKind.THIEF_HOURS, night.thief_hours, (4,), False, _no_wish),
    KindSpec(QuizKind.FOLLOWER, day.follower, (5, 6, 7, 8), False, _follower_wishes),
    KindSpec(QuizKind.KNOWS_THIEF, day.knows_thief, ALL_COUNTS, False, _knows_wishes),
    KindSpec(QuizKind.REVEALED, day.revealed, ALL_COUNTS, True, lambda c, f: ("one", "tie")),
    KindSpec(QuizKind.WINNER, day.winner, ALL_COUNTS, True, _winner_wishes),
)
SPEC_OF: dict[QuizKind, KindSpec] = {spec.kind: spec for spec in SPECS}


def kinds_for(player_count: int) -> tuple[QuizKind, ...]:
    """The kinds that can be asked at a table of this size, in a fixed order."""
    return tuple(spec.kind for spec in SPECS if player_count in spec.counts)


def make_question(kind: QuizKind, names: Sequence[str], fall_mouse: bool, rng: random.Random) -> Question:
    """A question of ``kind`` about a random game at a table with these names and options."""
    check_player_count(len(names))
    check_fall_mouse(len(names), fall_mouse)
    spec = SPEC_OF[kind]
    if len(names) not in spec.counts:
        raise ValueError(f"a {kind.value} question does not fit a table of {len(names)}")
    wish = rng.choice(list(spec.wishes(len(names), fall_mouse)))
    for attempt in range(GAMES_FOR_A_WISH + 1):
        state = night_over(names, fall_mouse, rng)
        if spec.needs_votes:
            state = voted(state, rng)
        made = spec.make(state, rng, wish if attempt < GAMES_FOR_A_WISH else None)
        if made is not None:
            return made
    raise AssertionError(f"{kind.value}: a question taking any answer must always be made")
