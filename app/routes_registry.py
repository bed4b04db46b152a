"""Modules that provide routed screens: one line per route in ``ROUTE_PROVIDERS``."""
from __future__ import annotations

import importlib

# Which module provides which route, so the title can tell which buttons to show at start-up without importing
# every screen (and the rules engine behind them) before its first frame.
ROUTE_PROVIDERS: dict[str, str] = {
    "settings": "scenes.settings",
    "setup": "scenes.setup",
    "dk_setup": "scenes.dk_setup",
    "narrator_setup": "scenes.narrator_setup",
    "tutorial_quiz": "scenes.tutorial_quiz",
    "tutorial": "scenes.tutorial_flow",
    "kiosk_stats": "scenes.kiosk_stats",
}


ROUTE_MODULES: tuple[str, ...] = tuple(dict.fromkeys(ROUTE_PROVIDERS.values()))


def load_all() -> None:
    for name in ROUTE_MODULES:
        importlib.import_module(name).register_routes()
