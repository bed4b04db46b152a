#!/usr/bin/env python3
"""Measure the rules engine: complete random games resolved per second, on one core.

Each game is dealt and rolled from a seeded generator, every night decision (waking hour,
peek, the Thief's follower pick) and every vote is a random legal action applied through
`game.cheese_thief.engine.apply`, and the outcome is resolved. Counts 4-8 are played in turn, the Fall
Mouse variant on every other game at 6-8 players.

    python tools/bench_rules.py [--games N] [--seed S] [--json FILE] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import json
import platform
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cheese_thief.actions import CastVote, ChooseFollowers, ChooseWakeHour, Dawn, Peek  # noqa: E402
from game.cheese_thief.chance import deal_roles, roll_dice  # noqa: E402
from game.cheese_thief.engine import apply, new_game, night_of  # noqa: E402
from game.cheese_thief.followers import FollowerRuleKind, follower_rule  # noqa: E402
from game.cheese_thief.report import game_report  # noqa: E402
from game.cheese_thief.roles import Role, Winner  # noqa: E402
from game.cheese_thief.state import GameState  # noqa: E402

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")


def play_one(count: int, fall_mouse: bool, rng: random.Random) -> Winner:
    state = new_game(NAMES[:count], fall_mouse=fall_mouse)
    state = apply(state, deal_roles(state, rng))
    state = apply(state, roll_dice(state, rng))
    state = _night(state, rng)
    for seat in state.seats:
        target = rng.randrange(count - 1)
        state = apply(state, CastVote(seat, target + (target >= seat)))
    outcome = game_report(state).outcome
    assert outcome is not None
    return outcome.winner


def _night(state: GameState, rng: random.Random) -> GameState:
    assert state.roles is not None and state.dice is not None
    if state.player_count == 4:
        for seat, role in enumerate(state.roles):
            if role is not Role.THIEF:
                state = apply(state, ChooseWakeHour(seat, rng.choice(state.dice[seat])))
    night = night_of(state)
    assert night is not None
    count = state.player_count
    for seat in state.seats:
        if night.may_peek(seat):
            target = rng.randrange(count)  # count itself means "does not look"
            state = apply(state, Peek(seat, None if target == seat else target))
    rule = follower_rule(night)
    if rule.kind is FollowerRuleKind.CHOICE:
        state = apply(state, ChooseFollowers(night.thief, tuple(rng.sample(rule.candidates, rule.count))))
    return apply(state, Dawn())


def tables() -> itertools.cycle[tuple[int, bool]]:
    return itertools.cycle([(4, False), (5, False), (6, False), (7, False), (8, False), (6, True), (7, True), (8, True)])


def run(games: int, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    wins = {winner.value: 0 for winner in Winner}
    table = tables()
    start = time.perf_counter()
    for _ in range(games):
        count, fall_mouse = next(table)
        wins[play_one(count, fall_mouse, rng).value] += 1
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "wins": wins,
        "python": platform.python_version(),
        "machine": platform.machine(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000, help="games to play (default 20000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the result as JSON to FILE")
    parser.add_argument("--profile", action="store_true", help="print the 25 costliest functions (cProfile)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.profile:
        profiler = cProfile.Profile()
        result = profiler.runcall(run, args.games, args.seed)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
    else:
        result = run(args.games, args.seed)
    print(f"{result['games']} games in {result['seconds']} s: {result['games_per_second']} games/s")
    print(f"wins: {result['wins']}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
