"""Plays whole games through the real screens with synthetic input, from the title to the record (``main.py
demo``): the app is started, the game's setup opened, the game played by :mod:`driver.player`, the result told."""
from __future__ import annotations

import json
import sys
import time
from typing import Any

from app import routes
from app.app import App
from driver.player import DemoDriver, DemoResult, seeded_wish
from driver.plans.every import register_every_plan
from app.gestures import DemoWish
from play.session import PlaySession
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.title import TitleScene
from storage import autosave


def start_app(size: tuple[int, int], lang: str | None, persist: bool) -> Any:
    """A headless-friendly app (default settings, nothing saved) showing the title, with every screen's demo plan
    registered for the player."""
    register_every_plan()
    app = App(size=size, fullscreen=False, lang=lang, persist_settings=False)
    app.scenes.push(TitleScene(app), transition=False)
    return app


def begin(app: Any, resume: bool, persist: bool, seed: int) -> None:
    """Open the setup screen, or the saved game when resuming."""
    if resume:
        offer = autosave.load()
        if isinstance(offer.session, PlaySession):  # a saved Double Kill sitting is not this demo's game
            play_step_scenes.register_all()
            PlayFlow(app, offer.session, persist=persist).show_current(replace=False)
            return
    open_setup(app, "setup", persist, seed)


def open_setup(app: Any, route: str, persist: bool, seed: int) -> None:
    """A game's setup screen (``route``), told the demo's seed and whether the game is saved."""
    setup = routes.make(route, app)
    if setup is None:
        raise RuntimeError(f"the {route} screen is missing")
    setattr(setup, "remember", persist)
    setattr(setup, "seed", seed)
    app.scenes.push(setup, transition=True)


def run_demo(wish: DemoWish, headless: bool, size: tuple[int, int] = (1280, 800), lang: str | None = "en",
             resume: bool = False, persist: bool = True, paced: bool = False) -> DemoResult:
    """Play one game; ``paced`` (headless only) steps from one thing due to the next instead of every frame."""
    app = start_app(size, lang, persist)
    begin(app, resume, persist, wish.seed)
    driver = DemoDriver(app, wish, realtime=not headless, paced=paced and headless)
    return driver.run()


def main(players: int, seed: int, headless: bool, record_path: str | None, lang: str | None,
         size: tuple[int, int], resume: bool, vote_mode: str | None, tie_protects_thief: bool = False,
         look_at_rules: bool = False) -> int:
    wish = seeded_wish(players, seed, vote_mode, tie_protects_thief=tie_protects_thief, look_at_rules=look_at_rules)
    started = time.perf_counter()
    return report_demo("demo", run_demo(wish, headless, size=size, lang=lang, resume=resume), record_path, started)


def report_demo(label: str, result: DemoResult, record_path: str | None, started: float) -> int:
    """Write the record, say how long the game took on standard error, print the winner: the demo's contract."""
    if result.record is None:
        print(f"error: the {label} game did not finish", file=sys.stderr)
        return 1
    if record_path:
        with open(record_path, "w", encoding="utf-8") as handle:
            json.dump(result.record, handle, ensure_ascii=False, indent=2)
            handle.write("\n")
    print(f"{label}: {result.frames} frames, {result.simulated_seconds:.0f} s of game time in "
          f"{time.perf_counter() - started:.1f} s", file=sys.stderr)
    print(json.dumps({"winner": result.winner, "winners": result.winners}))
    return 0
