#!/usr/bin/env python3
"""Play seeded demo games through the real screens and check the privacy protocol on every frame.

    python tools/privacy_audit.py [--games N] [--first-seed S] [--jobs J] [--json FILE] [--tie-protects-thief]

Games cycle through 4-8 players, both vote modes and the Fall Mouse on and off (6-8 players); every game looks at
Rules at a glance during the discussion; ``--tie-protects-thief`` plays every game with that house rule. Checks: public
screens never read a seat's view; no frame mixes a private screen with another one, and a fade away from a
private screen is plain neutral; a curtain, once fully shown, is pixel-identical to a fresh curtain for that
seat; Rules at a glance lies only over a screen that offers it; every seat's private turns have the same pages,
required taps, sounds and minimum times.
``--table`` plays table-mode games instead (1920x1080, 55 inches, every seat at once with many fingers) and adds the
table's checks (driver/table/audit.py): a panel not held open shows exactly a fresh closed panel, and nothing outside
the open panels differs from the table with every panel closed. Each table game is played twice, the second time
dealt other roles and dice, each in a fresh process on a work clock that stands still (so both keep in step), and
"across_the_table" counts the frames checked, those where a panel its owner does not shield shows something
secret, and the loop steps where such a panel differs from the twin game's; either count above 0 fails the audit.
``--game double-kill`` plays Double Kill games instead (10-20 players, both vote entries; driver/double_kill/audit.py): the
same frame checks (Rules at a glance opened once, at the first nomination), every public screen drawn again for a twin game whose secrets differ must look the same, every
seat's private turns alike, and every call of a role as long whatever the role's state. A share of the calls
(``--slow-calls``, default 0.3) have players still choosing when the time is up; ``overrun_calls`` counts them.
Prints one JSON object with at least "games", "leaks" and "uniform"; exit status 1 on any leak or difference.
``--jobs J`` plays the games in J processes at once (default: one per core).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator
from contextlib import nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.headless import go_headless  # noqa: E402

go_headless("cheese-thief-audit-")
# SDL turns SIGTERM into a quit event; a pool worker must simply end when the pool is stopped, or joining it
# waits for ever.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")

TABLES: tuple[tuple[int, bool], ...] = ((4, False), (5, False), (6, True), (7, False), (8, True), (6, False), (7, True), (8, False))


def game_plan(index: int, seed: int, tie_protects_thief: bool = False) -> dict[str, Any]:
    players, fall_mouse = TABLES[index % len(TABLES)]
    return {"players": players, "fall_mouse": fall_mouse, "vote_mode": ("point", "secret")[index % 2], "seed": seed,
            "tie_protects_thief": tie_protects_thief}


def audit_game(plan: dict[str, Any], size: tuple[int, int] = (1280, 800)) -> dict[str, Any]:
    from driver.audit import PrivacyAudit
    from driver.demo import DemoDriver, begin, start_app
    from app.gestures import DemoWish

    wish = DemoWish(players=plan["players"], seed=plan["seed"], vote_mode=plan["vote_mode"], fall_mouse=plan["fall_mouse"],
                    tie_protects_thief=plan.get("tie_protects_thief", False), look_at_rules=True)
    app = start_app(size, "en", False)
    return audited(plan, wish, app, PrivacyAudit(), lambda: begin(app, False, False, wish.seed), DemoDriver)


def audited(plan: dict[str, Any], wish: Any, app: Any, audit: Any, start: Any, driver_class: Any) -> dict[str, Any]:
    """Play one game with the audit attached, from ``start`` on, and report it."""
    audit.attach(app)
    try:
        start()
        driver = driver_class(app, wish)
        result = driver.run(max_seconds=3600.0)
        flow = driver.flow()
        hour_seconds = flow.session.setup.hour_seconds if flow is not None else wish.hour_seconds
    finally:
        audit.detach()
        app.scenes.clear()
    return game_report(plan, audit, result, wish.players, hour_seconds)


def game_report(plan: dict[str, Any], audit: Any, result: Any, players: int, hour_seconds: float) -> dict[str, Any]:
    """One audited game: its plan, whether it finished, its leaks, whether its turns were uniform, what was seen."""
    from driver.audit import uniformity_problems

    problems = uniformity_problems(result.traces, players, hour_seconds) if result.record else ["the game did not finish"]
    return dict(_report(plan, audit, result, problems),
                house_rules=result.record.get("house_rules", {}) if result.record else {})


def _report(plan: dict[str, Any], audit: Any, result: Any, problems: list[str]) -> dict[str, Any]:
    """What every audited game reports, whichever game it was."""
    return {
        **plan,
        "finished": result.record is not None,
        "leaks": [leak.as_json() for leak in audit.leaks],
        "uniform": not problems,
        "problems": problems,
        "frames": audit.frames,
        "neutral_frames": audit.neutral_frames,
        "curtains_compared": audit.curtains_compared,
        "rules_frames": audit.rules_frames,
        "private_turns": len(result.traces),
        "view_calls": audit.view_calls,
    }


ACROSS_KEYS = ("frames_checked", "secrets_visible_unheld", "panels_differ_by_role_unheld")
TABLE_SIZE = (1920, 1080)
TABLE_DIAGONAL = 55.0


def audit_table_run(plan: dict[str, Any]) -> dict[str, Any]:
    """One table game played and audited, or its twin dealt other roles and dice (``plan["twin"]``): its report
    with what the look across the table kept (``across``: its counts and a fingerprint entry for every loop step).
    Both are played on a work clock that stands still, each in a fresh process (``play_all``), so that they stay
    in step whatever the machine is doing and whichever was played first (``driver.table.across``)."""
    from driver.demo import start_app
    from app.gestures import DemoWish
    from driver.table.across import steady_work_clock, twin_deal
    from driver.table.audit import TableAudit
    from driver.table.demo import TableDemoDriver, open_table_seats

    wish = DemoWish(players=plan["players"], seed=plan["seed"], vote_mode=plan["vote_mode"], fall_mouse=plan["fall_mouse"],
                    tie_protects_thief=plan.get("tie_protects_thief", False))
    audit = TableAudit()
    with steady_work_clock(), (twin_deal() if plan.get("twin") else nullcontext()):
        app = start_app(TABLE_SIZE, "en", False)
        report = audited(plan, wish, app, audit, lambda: open_table_seats(app, wish, TABLE_DIAGONAL), TableDemoDriver)
    return dict(report, table=True, panels_compared=audit.panels_compared, outside_compared=audit.outside_compared,
                across={"frames_checked": audit.across.frames_checked,
                        "secrets_visible_unheld": audit.across.secrets_visible_unheld,
                        "prints": audit.across.prints})


def table_report(game: dict[str, Any], twin: dict[str, Any]) -> dict[str, Any]:
    """A table game's report from its two runs: the game's own, with the twin's leaks and the look across both."""
    from driver.table.across import frames_differing

    report = {key: value for key, value in game.items() if key not in ("across", "twin")}
    report.update(leaks=game["leaks"] + twin["leaks"], finished=game["finished"] and twin["finished"],
                  uniform=game["uniform"] and twin["uniform"],
                  problems=game["problems"] + [f"twin: {problem}" for problem in twin["problems"]],
                  across_the_table={
                      "frames_checked": game["across"]["frames_checked"] + twin["across"]["frames_checked"],
                      "secrets_visible_unheld": game["across"]["secrets_visible_unheld"]
                      + twin["across"]["secrets_visible_unheld"],
                      "panels_differ_by_role_unheld": frames_differing(game["across"]["prints"], twin["across"]["prints"])})
    return report


DK_TABLES = (10, 14, 20, 12, 16, 18)


DK_SLOW_CALLS = 0.3  # the share of calls, where the role can act, whose players are still choosing at the end


def dk_game_plan(index: int, seed: int, slow_calls: float = DK_SLOW_CALLS) -> dict[str, Any]:
    return {"players": DK_TABLES[index % len(DK_TABLES)], "vote_mode": ("secret", "point")[index % 2], "seed": seed,
            "game": "double-kill", "slow_calls": slow_calls}


def audit_dk_game(plan: dict[str, Any], size: tuple[int, int] = (1280, 800)) -> dict[str, Any]:
    from driver.demo import start_app
    from driver.double_kill.audit import DkPrivacyAudit, dk_uniformity_problems
    from driver.double_kill.demo import DkDemoDriver, begin, dk_wish

    wish = dk_wish(plan["players"], plan["seed"], plan["vote_mode"], look_at_rules=True)
    wish = replace(wish, extra={**wish.extra, "slow_calls": plan.get("slow_calls", 0.0)})
    app = start_app(size, "en", False)
    audit = DkPrivacyAudit().attach(app)
    try:
        begin(app, False, wish.seed)
        driver = DkDemoDriver(app, wish)
        result = driver.run()
        flow = driver.flow()
        act_seconds = flow.session.setup.act_seconds if flow is not None else 0.0
    finally:
        audit.detach()
        app.scenes.clear()
    problems = dk_uniformity_problems(result.traces, audit.call_seconds, act_seconds) if result.record else ["the game did not finish"]
    return dict(_report(plan, audit, result, problems), public_compared=audit.public_compared,
                public_skipped=audit.public_skipped, calls_timed=sum(len(calls) for calls in audit.call_seconds.values()),
                overrun_calls=audit.overrun_calls)


def audit_any_game(plan: dict[str, Any]) -> dict[str, Any]:
    if plan.get("game") == "double-kill":
        return audit_dk_game(plan)
    if plan.get("table"):
        return audit_table_run(plan)
    return audit_game(plan)


def play_all(plans: list[dict[str, Any]], jobs: int) -> list[dict[str, Any]]:
    """Audit every game, in ``jobs`` processes when more than one; results in the order of ``plans``. A line on
    standard error every twentieth of the run tells how far it is. A table game is two runs, the game and its
    twin, each in a fresh process of its own (``audit_table_run``)."""
    progress = Progress(len(plans))
    if any(plan.get("table") for plan in plans):
        runs = [dict(plan, twin=twin) for plan in plans for twin in (False, True)]
        played = in_processes(runs, jobs, runs_per_process=1)
        return [progress.done(table_report(game, next(played))) for game in played]
    if jobs <= 1 or len(plans) <= 1:
        return [progress.done(audit_any_game(plan)) for plan in plans]
    # A fresh interpreter per worker: nothing of this process's SDL or caches is shared. Workers are renewed
    # now and then so that a long run's memory stays that of a few games.
    return [progress.done(game) for game in in_processes(plans, jobs, runs_per_process=25)]


def in_processes(plans: list[dict[str, Any]], jobs: int, runs_per_process: int) -> Iterator[dict[str, Any]]:
    """Each plan audited in a pool of ``jobs`` spawned processes, results in the order of the plans; a process
    leaves after ``runs_per_process`` plans and a fresh one takes its place."""
    pool = multiprocessing.get_context("spawn").Pool(processes=max(1, min(jobs, len(plans))),
                                                     maxtasksperchild=runs_per_process)
    try:
        yield from pool.imap(audit_any_game, plans, chunksize=1)
        pool.close()  # the workers leave on their own once the queue is empty
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


class Progress:
    def __init__(self, total: int) -> None:
        self.total, self.count, self.leaks = total, 0, 0
        self.every = max(1, total // 20)
        self.started = time.perf_counter()

    def done(self, game: dict[str, Any]) -> dict[str, Any]:
        self.count += 1
        self.leaks += len(game["leaks"])
        if self.count % self.every == 0 or self.count == self.total:
            minutes = (time.perf_counter() - self.started) / 60.0
            print(f"privacy audit: {self.count} of {self.total} games, {self.leaks} leaks, {minutes:.1f} min",
                  file=sys.stderr, flush=True)
        return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8, help="games to play (default 8: every table once)")
    parser.add_argument("--first-seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the full report as JSON")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="games played at once, one process each (default: one per core)")
    parser.add_argument("--tie-protects-thief", action="store_true", help="play every game with house rule R11.2")
    parser.add_argument("--table", action="store_true", help="table-mode games, every seat at once")
    parser.add_argument("--game", choices=("cheese-thief", "double-kill"), default="cheese-thief", help="which game to play")
    parser.add_argument("--slow-calls", type=float, default=DK_SLOW_CALLS,
                        help="Double Kill: the share of night calls whose players choose only after the time is up")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    double_kill = args.game == "double-kill"
    if double_kill:
        plans = [dk_game_plan(index, args.first_seed + index, args.slow_calls) for index in range(args.games)]
    else:
        plans = [dict(game_plan(index, args.first_seed + index, args.tie_protects_thief), table=args.table)
                 for index in range(args.games)]
    games = play_all(plans, args.jobs)
    leaks = [dict(leak, seed=game["seed"]) for game in games for leak in game["leaks"]]
    summary = {
        "games": len(games),
        "finished": sum(game["finished"] for game in games),
        "leaks": len(leaks),
        "uniform": all(game["uniform"] for game in games),
        "frames": sum(game["frames"] for game in games),
        "neutral_frames": sum(game["neutral_frames"] for game in games),
        "curtains_compared": sum(game["curtains_compared"] for game in games),
        "rules_frames": sum(game["rules_frames"] for game in games),
        **({"panels_compared": sum(game["panels_compared"] for game in games),
            "outside_compared": sum(game["outside_compared"] for game in games),
            "across_the_table": {key: sum(game["across_the_table"][key] for game in games) for key in ACROSS_KEYS}}
           if args.table else {}),
        **({"public_compared": sum(game["public_compared"] for game in games),
            "public_skipped": sum(game["public_skipped"] for game in games),
            "calls_timed": sum(game["calls_timed"] for game in games),
            "overrun_calls": sum(game["overrun_calls"] for game in games)} if double_kill else {}),
        "jobs": max(1, min(args.jobs, len(games) * (2 if args.table else 1))),
        "seconds": round(time.perf_counter() - started, 1),
        "private_turns": sum(game["private_turns"] for game in games),
        "leak_details": leaks[:50],
        "problems": [f"seed {game['seed']}: {problem}" for game in games for problem in game["problems"]][:50],
    }
    print(json.dumps(summary, indent=2))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "games": games}, indent=2) + "\n", encoding="utf-8")
    return exit_status(summary)


def exit_status(summary: dict[str, Any]) -> int:
    """0 when every game finished with no leak and uniform turns, and at a table no panel its owner does not
    shield showed a secret or looked different in the twin game; 1 otherwise."""
    across = summary.get("across_the_table", {})
    seen_across = across.get("secrets_visible_unheld", 0) + across.get("panels_differ_by_role_unheld", 0)
    clean = summary["leaks"] == 0 and summary["uniform"] and summary["finished"] == summary["games"]
    return 0 if clean and not seen_across else 1


if __name__ == "__main__":
    sys.exit(main())
