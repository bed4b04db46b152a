"""How much of a core the café kiosk's attract loop takes: the real loop (``App.run``) at its real frame pace for
``--seconds`` of wall time under SDL's dummy driver, the process's processor time over the wall time. Nobody
touches the screen; the loop begins at its title, so 120 s cover a whole round (title, demonstration, how to
play, today's figures). Used by ``tools/bench.py --whole-session kiosk``; also runs alone:

    python tools/attract_cpu.py [--seconds S] [--size WxH] [--real-window]

``--real-window`` measures the way a café runs it instead: ``python main.py kiosk --windowed`` in an X window
under Xvfb (needs Xvfb), a configured kiosk in a fresh data folder, the process's processor time read from
``/proc`` over ``--seconds`` of wall time once its first two seconds are past (the start-up is not the loop), with
its threads by name (SDL's, a software OpenGL's) and the X server's processor time beside it.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
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


def _thread_ticks(pid: int) -> dict[str, int]:
    """Processor ticks of each thread of ``pid`` by thread name (threads of one name added up)."""
    ticks: dict[str, int] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            name = (task / "comm").read_text().strip()
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # a thread that ended meanwhile
            continue
        ticks[name] = ticks.get(name, 0) + int(fields[11]) + int(fields[12])
    return ticks


def real_window_core_pct(seconds: float, size: tuple[int, int], fullscreen: bool = True) -> dict[str, Any]:
    """The kiosk as a café starts it, in a real X window (fullscreen on an X screen of ``size`` unless told):
    its process's processor time over ``seconds``."""
    from tools.real_window import cpu_seconds, free_display, stop

    display = free_display()
    work = Path(tempfile.mkdtemp(prefix="cheese-thief-attract-window-"))
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CHEESE_THIEF_DATA_DIR=str(work / "data"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed copy has its bytecode
    configure = ("from kiosk.config import KioskConfig, save_kiosk_config; from kiosk.pin import hash_pin; "
                 "save_kiosk_config(KioskConfig(venue_name='Bench Café', pin=hash_pin('90817263')))")
    subprocess.run([sys.executable, "-c", configure], cwd=ROOT, env=env, check=True, timeout=60)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kiosk: subprocess.Popen | None = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.1)
        window = [] if fullscreen else ["--windowed", "--size", f"{size[0]}x{size[1]}"]
        kiosk = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "kiosk", *window, "--lang", "en"], cwd=ROOT, env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(2.0)
        cpu, server, wall = cpu_seconds(kiosk.pid), cpu_seconds(xvfb.pid), time.perf_counter()
        threads = _thread_ticks(kiosk.pid)
        time.sleep(seconds)
        if kiosk.poll() is not None:
            raise RuntimeError("the kiosk stopped during the measurement")
        cpu, server, wall = cpu_seconds(kiosk.pid) - cpu, cpu_seconds(xvfb.pid) - server, time.perf_counter() - wall
        tick = os.sysconf("SC_CLK_TCK")
        by_thread = {name: round(100.0 * (ticks - threads.get(name, 0)) / tick / wall, 1)
                     for name, ticks in _thread_ticks(kiosk.pid).items()}
    finally:
        stop(kiosk, xvfb, work)
    return {"seconds": round(wall, 1), "cpu_s": round(cpu, 2), "core_pct": round(100.0 * cpu / wall, 1),
            "threads_core_pct": {name: pct for name, pct in by_thread.items() if pct > 0},
            "x_server_core_pct": round(100.0 * server / wall, 1),
            "size": f"{size[0]}x{size[1]}", "window": "x11 (Xvfb), " + ("fullscreen" if fullscreen else "windowed")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--real-window", action="store_true", help="main.py kiosk in an X window under Xvfb")
    parser.add_argument("--windowed", action="store_true", help="with --real-window: a window, not fullscreen")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.lower().split("x"))
    if args.real_window:
        report = real_window_core_pct(args.seconds, (width, height), fullscreen=not args.windowed)
    else:
        report = attract_core_pct(args.seconds, (width, height))
    print(json.dumps(report))
    return 0 if report["core_pct"] <= TARGET_CORE_PCT else 1


if __name__ == "__main__":
    sys.exit(main())
