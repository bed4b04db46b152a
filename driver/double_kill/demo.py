"""Plays whole Double Kill games through the real screens, as `driver.demo` does for Cheese Thief.

The same driver steps the app on simulated time and asks the plan for the top screen; only where a game
stands and when it is over are read from the Double Kill flow. Speeches and night choices are kept short by the
wish (`discussion_seconds`) and the setup screen's shortest times.
"""
from __future__ import annotations

import random
import time
from typing import Any

from driver.demo import open_setup, report_demo, start_app
from driver.player import DemoDriver, DemoResult, flow_of
from app.gestures import DemoWish
from play.double_kill.session import DkSession
from scenes.double_kill import screens as dk_screens
from scenes.double_kill.flow import DkFlow
from storage import autosave

DEMO_SPEECH_SECONDS = 2.0  # how long the demo lets each speaker talk before pressing Done


class DkDemoDriver(DemoDriver):
    longest_game_s = 4 * 3600.0  # twenty players' days and nights
    paced = True  # a night call is mostly waiting: step from one thing due to the next

    def finished(self) -> bool:
        flow = self.flow()
        return flow is not None and hasattr(flow.session, "at_replay") and flow.session.at_replay

    def rng(self) -> random.Random:
        """Seeded by the seed, the screen and how far the game has gone: a resumed game plays on the same way."""
        top = self.app.scenes.top()
        flow = flow_of(self.app)
        where = (len(flow.session.actions), flow.session.screen().value) if flow is not None else ()
        key = ":".join(map(str, (self.wish.seed, type(top).__name__, *where)))
        if key != getattr(self, "_dk_key", None):
            self._dk_key = key
            self._dk_rng = random.Random(key)
        return self._dk_rng

    @staticmethod
    def result_of(flow: Any, frames: int, seconds: float) -> DemoResult:
        return dk_result_of(flow, frames, seconds)


def dk_result_of(flow: Any, frames: int, seconds: float) -> DemoResult:
    if flow is None:
        return DemoResult(None, None, [], frames, seconds)
    public = flow.public()
    return DemoResult(record=flow.session.record(), winner=public.winner.value if public.winner else None,
                      winners=list(public.winners or ()), frames=frames, simulated_seconds=seconds, traces=list(flow.traces))


def begin(app: Any, persist: bool, seed: int, resume: bool = False) -> None:
    if resume:
        offer = autosave.load()
        if isinstance(offer.session, DkSession):
            dk_screens.register_all()
            DkFlow(app, offer.session, persist=persist).show_current(replace=False)
            return
    open_setup(app, "dk_setup", persist, seed)


def run_dk_demo(wish: DemoWish, headless: bool = True, size: tuple[int, int] = (1280, 800), lang: str | None = "en",
                persist: bool = True, resume: bool = False) -> DemoResult:
    app = start_app(size, lang, persist)
    begin(app, persist, wish.seed, resume)
    return DkDemoDriver(app, wish, realtime=not headless).run()


def dk_wish(players: int, seed: int, vote_mode: str | None = None, look_at_rules: bool = False) -> DemoWish:
    """The game a demo of this seed plays; with ``look_at_rules`` it opens Rules at a glance once, at the first
    nomination, and goes back (the record is the same either way)."""
    mode = vote_mode or random.Random(seed).choice(("point", "secret"))
    return DemoWish(players=players, seed=seed, vote_mode=mode, discussion_seconds=DEMO_SPEECH_SECONDS,
                    look_at_rules=look_at_rules)


def main(players: int, seed: int, headless: bool, record_path: str | None, lang: str | None,
         size: tuple[int, int], resume: bool, vote_mode: str | None, look_at_rules: bool = False) -> int:
    started = time.perf_counter()
    result = run_dk_demo(dk_wish(players, seed, vote_mode, look_at_rules), headless, size=size, lang=lang, resume=resume)
    return report_demo("demo", result, record_path, started)
