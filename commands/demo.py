"""``main.py demo``: one whole game through the real screens with synthetic input."""
from __future__ import annotations

import argparse

from driver.demo import main as run_demo
from driver.double_kill.demo import main as run_dk_demo
from driver.table.demo import main as run_table_demo
from driver.table.demo_request import TABLE_DEMO_SIZE



def run(args: argparse.Namespace) -> int:
    if args.table:
        return run_table_demo(players=args.players, seed=args.seed, record_path=args.record, lang=args.lang,
                              size=args.size or TABLE_DEMO_SIZE, diagonal_in=args.diagonal or 55.0,
                              vote_mode=args.vote_mode, headless=args.headless)
    if args.game == "double-kill":
        return run_dk_demo(players=args.players, seed=args.seed, headless=args.headless, record_path=args.record,
                           lang=args.lang, size=args.size or (1280, 800), resume=args.resume, vote_mode=args.vote_mode,
                           look_at_rules=args.look_at_rules)
    return run_demo(players=args.players, seed=args.seed, headless=args.headless, record_path=args.record,
                    lang=args.lang, size=args.size or (1280, 800), resume=args.resume, vote_mode=args.vote_mode,
                    tie_protects_thief=args.tie_protects_thief, look_at_rules=args.look_at_rules)
