#!/usr/bin/env python3
"""Find the tutorial's scripted games and pin them in `tutorial/scripted_games.json`.

For each chapter and each table it is shown at, seeded games are played as the demo plays them (the
pass-and-play session with seeded choices) from seed 1 up; the first whose game gives the chapter its
cast (the parts its steps rely on, worked out by the engine) is kept. Run it after a change to the rules
or to a chapter's needs; `tests/test_tutorial_games.py` says when the pinned games no longer fit.

    python tools/find_tutorial_games.py [--check] [--chapter ID ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tutorial.catalogue import CHAPTERS  # noqa: E402
from tutorial.game_search import find_all_games  # noqa: E402
from tutorial.scripted_games import DATA_PATH, games_to_json, pinned_games  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the pinned file is what a search finds")
    parser.add_argument("--chapter", action="append", choices=[c.id for c in CHAPTERS if c.cast is not None],
                        help="search this chapter again, keep the others as pinned (repeatable)")
    args = parser.parse_args(argv)
    searched = tuple(args.chapter or [c.id for c in CHAPTERS if c.cast is not None])
    found = {game.key: game for game in find_all_games(searched)}
    kept = {} if not args.chapter or not DATA_PATH.exists() else dict(pinned_games())
    kept.update(found)
    order = [c.id for c in CHAPTERS]
    games = sorted(kept.values(), key=lambda g: (order.index(g.chapter), g.players, g.fall_mouse))
    text = games_to_json(games)
    if args.check:
        same = DATA_PATH.exists() and DATA_PATH.read_text(encoding="utf-8") == text
        print("pinned games are up to date" if same else "pinned games differ from a fresh search")
        return 0 if same else 1
    DATA_PATH.write_text(text, encoding="utf-8")
    for game in games:
        print(f"{game.chapter:13} {game.players} players{' + Fall Mouse' if game.fall_mouse else '':14} seed {game.seed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
