"""Seeded random choices a simulated player makes: used by the demo driver and tests."""

import random

from play.moves import Move, MoveKind


def choose_picks(move: Move, rng: random.Random) -> tuple[int | None, ...]:
    """A legal full set of picks for a move page, as a player might tap them."""
    picks: list[int | None] = []
    if move.kind is MoveKind.FOLLOWERS:
        return tuple(rng.sample(list(move.real_targets), move.picks))
    if move.kind is MoveKind.PEEK:
        picks.append(None if rng.random() < 0.15 else rng.choice(move.real_targets))
    remaining = [t for t in move.targets if t not in picks]
    picks += rng.sample(remaining, move.picks - len(picks))
    return tuple(picks)


def choose_vote(seat: int, player_count: int, rng: random.Random) -> int:
    return rng.choice([other for other in range(player_count) if other != seat])
