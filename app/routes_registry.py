"""Modules that provide routed screens. Add one line per module; a module not written yet is skipped."""
from __future__ import annotations

import importlib

ROUTE_MODULES: tuple[str, ...] = (
    "scenes.settings",
    "scenes.setup",
    "scenes.narrator_setup",
)

# Which module provides which route, so the title can tell which buttons to show at start-up without importing
# every screen (and the rules engine behind them) before its first frame. A route missing here is still found
# by importing the modules above.
ROUTE_PROVIDERS: dict[str, str] = {
    "settings": "scenes.settings",
    "setup": "scenes.setup",
    "narrator_setup": "scenes.narrator_setup",
}


def load_all() -> None:
    for name in ROUTE_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name == name:
                continue  # that screen is not written yet
            raise
        register = getattr(module, "register_routes", None)
        if callable(register):
            register()
