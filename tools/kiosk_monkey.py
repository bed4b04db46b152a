#!/usr/bin/env python3
"""Throw seeded random input at the locked café kiosk, with every way out a customer might try.

    python tools/kiosk_monkey.py [--seeds K] [--inputs N] [--first-seed S] [--json FILE]

Each seed starts a configured kiosk (a long random PIN) on its attract loop and throws N inputs at it: taps,
holds, drags, several fingers, keys, text, wheel, resizes, focus loss, quit and window-close events, Escape,
F11, Alt+F4 and long holds of the staff corner (then digits on the PIN pad). The program must never stop
running, never reach the staff menu, and never raise. Prints a JSON summary (inputs, the screens reached and
how many loop steps each, exits, staff menus, exceptions); exit status 1 on any failure.
The README's run: python tools/kiosk_monkey.py --seeds 10 --inputs 2000
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-kiosk-monkey-")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=2, help="number of seeds (default 2)")
    parser.add_argument("--first-seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--inputs", type=int, default=300, help="inputs per seed (default 300)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the summary as JSON")
    args = parser.parse_args(argv)

    from driver.kiosk_monkey import monkey_kiosk
    from driver.monkey import MonkeyReport, _merge

    started = time.perf_counter()
    total, screens = MonkeyReport(), Counter()
    exits = staff_menus = 0
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        report, monkey = monkey_kiosk(seed, args.inputs)
        _merge(total, report)
        screens.update(monkey.screens)
        exits += monkey.exits
        staff_menus += monkey.staff_menus
        print(f"seed {seed}: {total.inputs} inputs so far, {len(total.failures)} failures", file=sys.stderr)
    for failure in total.failures:
        print(failure, file=sys.stderr)
    summary = {
        "seeds": args.seeds, "inputs": total.inputs, "events": total.events, "kinds": total.kinds,
        "screens": dict(screens.most_common()), "exits": exits, "staff_menus": staff_menus,
        "exceptions": len(total.failures), "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2), encoding="utf-8")
    return 1 if total.failures or exits or staff_menus else 0


if __name__ == "__main__":
    sys.exit(main())
