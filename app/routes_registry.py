"""Modules that provide routed screens: one line per route in ``ROUTE_PROVIDERS``."""
from __future__ import annotations

import importlib

# Which module provides which route, so the title can tell which buttons to show at start-up without importing
# every screen (and the rules engine behind them) before its first frame.
ROUTE_PROVIDERS: dict[str, str] = {
    "settings": "scenes.home.settings",
    "setup": "scenes.table.start",
    "dk_setup": "scenes.double_kill.setup",
    "narrator_setup": "scenes.narrator.setup",
    "tutorial_quiz": "scenes.tutorial.quiz",
    "tutorial": "scenes.tutorial.flow",
    "dk_lesson": "scenes.tutorial.dk_lesson",
    "kiosk_stats": "scenes.kiosk.stats",
}


ROUTE_MODULES: tuple[str, ...] = tuple(dict.fromkeys(ROUTE_PROVIDERS.values()))


def load_all() -> None:
    for name in ROUTE_MODULES:
        importlib.import_module(name).register_routes()
