#!/usr/bin/env python3
"""Throw seeded random input at every screen and at real games; fail on any exception.

    python tools/monkey.py [--seeds K] [--events N] [--games G] [--json FILE]

For each seed: every gallery screen gets N inputs (taps, drags, several fingers, keys, text, wheel, resizes,
focus loss), then G demo games (4-8 players in turn) are stopped at a random moment, get N inputs each, and
must still be finished by the demo driver. Exit status 1 on any exception or unfinished game.
CI runs a short version; a long local run: python tools/monkey.py --seeds 20 --events 400 --games 5
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-monkey-")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3, help="number of seeds (default 3)")
    parser.add_argument("--first-seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--events", type=int, default=60, help="inputs per screen and per game (default 60)")
    parser.add_argument("--games", type=int, default=1, help="demo games interrupted per seed (default 1)")
    parser.add_argument("--screens", nargs="*", help="only these gallery screens")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the summary as JSON")
    args = parser.parse_args(argv)

    from driver.monkey import MonkeyReport, _merge, monkey_game, monkey_gallery

    started = time.perf_counter()
    total = MonkeyReport()
    unfinished: list[str] = []
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        _merge(total, monkey_gallery(seed, args.events, names=args.screens))
        for game in range(args.games):
            players = 4 + (seed + game) % 5
            report, finished = monkey_game(seed * 100 + game, args.events, players=players)
            _merge(total, report)
            if not finished:
                unfinished.append(f"seed {seed * 100 + game}, {players} players")
        print(f"seed {seed}: {total.inputs} inputs so far, {len(total.failures)} failures", file=sys.stderr)
    for failure in total.failures:
        print(failure, file=sys.stderr)
    for game in unfinished:
        print(f"the demo could not finish the game after the monkey: {game}", file=sys.stderr)
    summary = {
        "seeds": args.seeds, "inputs": total.inputs, "events": total.events, "restarts": total.restarts,
        "kinds": total.kinds, "exceptions": len(total.failures), "unfinished_games": unfinished,
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 1 if total.failures or unfinished else 0


if __name__ == "__main__":
    sys.exit(main())
