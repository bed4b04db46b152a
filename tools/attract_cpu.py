"""How much of a core the café kiosk's attract loop takes: the real loop (``App.run``) at its real frame pace for
``--seconds`` of wall time under SDL's dummy driver, the process's processor time over the wall time. Nobody
touches the screen; the loop begins at its title, so 120 s cover a whole round (title, demonstration, how to
play, today's figures). Used by ``tools/bench.py --whole-session kiosk``; also runs alone:

    python tools/attract_cpu.py [--seconds S] [--size WxH]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-attract-cpu-")

TARGET_CORE_PCT = 8.0


def attract_core_pct(seconds: float, size: tuple[int, int]) -> dict[str, Any]:
    from app.app import App
    from driver.attract_player import hand_the_attract_loop_its_player
    from kiosk.config import KioskConfig
    from kiosk.pin import hash_pin
    from scenes.kiosk.mode import KioskMode

    hand_the_attract_loop_its_player()
    app = App(size=size, fullscreen=False, lang="en", persist_settings=False)
    kiosk = KioskMode(app, KioskConfig(venue_name="Bench Café", pin=hash_pin("90817263")), rng=random.Random(1))
    kiosk.start()
    stop = threading.Timer(seconds, lambda: setattr(app, "running", False))
    cpu, wall = time.process_time(), time.perf_counter()
    stop.start()
    app.run()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"seconds": round(wall, 1), "cpu_s": round(cpu, 2), "core_pct": round(100.0 * cpu / wall, 1),
            "frames": app.frames_drawn, "size": f"{size[0]}x{size[1]}"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.lower().split("x"))
    report = attract_core_pct(args.seconds, (width, height))
    print(json.dumps(report))
    return 0 if report["core_pct"] <= TARGET_CORE_PCT else 1


if __name__ == "__main__":
    sys.exit(main())
