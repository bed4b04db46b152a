#!/usr/bin/env python3
"""Kill the demo game (SIGKILL) at random moments, resume it, and check it ends exactly as an uninterrupted game.

    python tools/crash_resume.py [--trials N] [--kills K] [--players P] [--seed S] [--json FILE]

First one uninterrupted ``main.py demo --headless`` gives the reference record and its duration. Then each
trial starts the same game in a fresh data folder and kills it up to K times at random moments; after each
kill it checks that resuming the autosave (``storage.autosave.load()``) rebuilds exactly the saved session and
opens on a curtain when the saved step was private, then restarts ``main.py demo --resume``. The last run must
finish with the reference record. Exit status 1 on any difference.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from main import parse_size  # noqa: E402
from tools.headless import go_headless, headless_env  # noqa: E402

go_headless()


def demo_command(players: int, seed: int, record: Path, resume: bool,
                 size: tuple[int, int] | None = None) -> list[str]:
    command = [sys.executable, str(ROOT / "main.py"), "demo", "--players", str(players), "--seed", str(seed),
               "--headless", "--record", str(record)]
    if size is not None:
        command += ["--size", f"{size[0]}x{size[1]}"]
    return command + (["--resume"] if resume else [])


def reference_run(players: int, seed: int, work: Path,
                  size: tuple[int, int] | None = None) -> tuple[dict[str, Any], float]:
    data = work / "reference"
    data.mkdir()
    record = work / "reference.json"
    started = time.perf_counter()
    done = subprocess.run(demo_command(players, seed, record, False, size), env=headless_env(data), cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"the uninterrupted demo failed: {done.stderr.strip()[-600:]}")
    return json.loads(record.read_text(encoding="utf-8")), time.perf_counter() - started


def check_resume(data_dir: Path, seed: int) -> list[str]:
    """Resume the autosave in this process (no window) and compare with the file; returns problems."""
    os.environ["CHEESE_THIEF_DATA_DIR"] = str(data_dir)
    from driver.demo import begin, start_app
    from storage import autosave
    from scenes.kit.curtain import CurtainScene

    offer = autosave.load()
    if offer.notice is not None:
        return [f"the autosave was unreadable after a kill: {offer.notice}"]
    if offer.session is None:
        return []  # killed before the first save: the restart begins a new game, which is fine
    saved = offer.session.to_json()
    private = offer.session.step.is_private
    expected_index = offer.session.resume_step_index()
    app = start_app((1280, 800), "en", False)
    problems: list[str] = []
    try:
        begin(app, True, False, seed)
        app.step(1.0)
        top = app.scenes.top()
        flow = getattr(top, "flow", None)
        if flow is None:
            return [f"resuming opened {type(top).__name__}, not the saved game"]
        resumed = flow.session.to_json()
        if resumed != dict(saved, step_index=expected_index):
            problems.append(f"the resumed session differs from the autosave (step {saved['step_index']})")
        if private and not isinstance(top, CurtainScene):
            problems.append(f"the saved step was private but the game reopened on {type(top).__name__}")
        if private and isinstance(top, CurtainScene) and top.seat != offer.session.step.seat:
            problems.append(f"the curtain is for seat {top.seat}, the saved turn was seat {offer.session.step.seat}'s")
    finally:
        app.scenes.clear()
    return problems


def run_trial(players: int, seed: int, kills: int, duration: float, reference: dict[str, Any], work: Path,
              rng: random.Random, size: tuple[int, int] | None = None) -> dict[str, Any]:
    data = Path(tempfile.mkdtemp(prefix="trial-", dir=work))
    record = data / "record.json"
    problems: list[str] = []
    moments: list[float] = []
    resume = False
    for _kill in range(kills):
        # A resumed game has less left to play: later kills come sooner.
        moment = rng.uniform(0.15, 0.9 if not moments else 0.5) * duration
        process = subprocess.Popen(demo_command(players, seed, record, resume, size), env=headless_env(data), cwd=ROOT,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            process.wait(timeout=moment)
            break  # it finished before the kill: nothing left to interrupt
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
            process.wait()
        moments.append(round(moment, 2))
        problems += check_resume(data, seed)
        resume = True
    done = subprocess.run(demo_command(players, seed, record, resume, size), env=headless_env(data), cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        problems.append(f"the resumed demo failed: {done.stderr.strip()[-400:]}")
    elif json.loads(record.read_text(encoding="utf-8")) != reference:
        problems.append("the resumed game ended with a different record than the uninterrupted one")
    return {"kills_at_s": moments, "problems": problems}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=4, help="interrupted games (default 4)")
    parser.add_argument("--kills", type=int, default=3, help="kills per game at most (default 3)")
    parser.add_argument("--players", type=int, default=5, choices=range(4, 9))
    parser.add_argument("--seed", type=int, default=1, help="game seed (default 1)")
    parser.add_argument("--size", type=parse_size, metavar="WxH", help="the games' window size (default 1280x800)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the report as JSON")
    args = parser.parse_args(argv)
    rng = random.Random(f"crash-resume:{args.seed}")
    with tempfile.TemporaryDirectory(prefix="cheese-thief-crash-") as folder:
        work = Path(folder)
        reference, duration = reference_run(args.players, args.seed, work, args.size)
        trials = [run_trial(args.players, args.seed, args.kills, duration, reference, work, rng, args.size)
                  for _ in range(args.trials)]
    report = {
        "players": args.players, "seed": args.seed, "trials": len(trials),
        "kills": sum(len(trial["kills_at_s"]) for trial in trials),
        "reference_seconds": round(duration, 1),
        "problems": [problem for trial in trials for problem in trial["problems"]],
        "details": trials,
    }
    print(json.dumps(report, indent=2))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 1 if report["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
