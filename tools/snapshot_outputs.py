#!/usr/bin/env python3
"""Render what a change that should draw and play the same must leave untouched: every gallery picture and the
records of a set of demo games. Two snapshots, before and after, are compared with ``--compare``.

    python3 tools/snapshot_outputs.py OUT            # writes OUT/gallery/, OUT/table/, OUT/records/
    python3 tools/snapshot_outputs.py --compare A B  # lists every file that differs; exit 1 if any does

A reorganisation of the code (files moved, imports changed) must give identical snapshots.
"""
from __future__ import annotations

import argparse
import filecmp
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# (game, players, seed, extra arguments): both games, every Cheese Thief count, both vote modes, the table.
DEMOS: tuple[tuple[str, int, int, tuple[str, ...]], ...] = (
    *(("cheese-thief", players, seed, ()) for players in range(4, 9) for seed in (1, 2)),
    ("cheese-thief", 6, 3, ("--vote-mode", "secret", "--tie-protects-thief")),
    ("cheese-thief", 7, 4, ("--vote-mode", "point", "--look-at-rules")),
    *(("double-kill", players, 7, ()) for players in (10, 14, 20)),
    ("double-kill", 12, 3, ("--vote-mode", "secret")),
    ("cheese-thief", 5, 2, ("--table",)),
    ("cheese-thief", 8, 1, ("--table", "--lang", "zh")),
)


def headless_env(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["CHEESE_THIEF_DATA_DIR"] = str(data_dir)
    return env


def run(arguments: list[str], data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, str(ROOT / "main.py"), *arguments], cwd=ROOT, env=headless_env(data_dir),
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def snapshot(out: Path, jobs: int) -> None:
    scratch = out / "data"
    tasks: list[list[str]] = [["gallery", str(out / "gallery")],
                              ["gallery", str(out / "table"), "--table", "--size", "1920x1080"]]
    for index, (game, players, seed, extra) in enumerate(DEMOS):
        name = f"{game}-{players}p-seed{seed}{''.join(extra).replace('--', '-')}.json"
        tasks.append(["demo", "--headless", "--game", game, "--players", str(players), "--seed", str(seed),
                      "--record", str(out / "records" / name), *extra])
    (out / "records").mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(lambda pair: run(pair[1], scratch / str(pair[0])), enumerate(tasks)))


def differences(before: Path, after: Path) -> list[str]:
    found: list[str] = []
    for folder in ("gallery", "table", "records"):
        left = {p.relative_to(before) for p in (before / folder).rglob("*") if p.is_file()}
        right = {p.relative_to(after) for p in (after / folder).rglob("*") if p.is_file()}
        found += [f"only before: {p}" for p in sorted(left - right)]
        found += [f"only after: {p}" for p in sorted(right - left)]
        found += [f"differs: {p}" for p in sorted(left & right)
                  if not filecmp.cmp(before / p, after / p, shallow=False)]
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", metavar="DIR")
    parser.add_argument("--compare", action="store_true", help="compare two snapshots instead of making one")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    if args.compare:
        before, after = (Path(p) for p in args.paths)
        found = differences(before, after)
        print("\n".join(found) if found else "identical")
        counted = sum(1 for p in before.rglob("*") if p.is_file() and p.parts[len(before.parts)] != "data")
        print(f"{counted} files compared", file=sys.stderr)
        return 1 if found else 0
    snapshot(Path(args.paths[0]), args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
