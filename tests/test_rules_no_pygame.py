"""The rules core never imports pygame (docs/architecture.md)."""

import pkgutil
from pathlib import Path

import game

from tests.pure_package_checks import assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame


def test_importing_every_game_module_leaves_pygame_out() -> None:
    """Import each module of game/ in a fresh interpreter: neither pygame nor pygame_gui is loaded."""
    modules = sorted(info.name for info in pkgutil.walk_packages(game.__path__, prefix="game."))
    assert "game.cheese_thief.engine" in modules and "game.referee" in modules and "game.cheese_thief.views" in modules
    assert_imports_leave_pygame_out(modules)


def test_game_sources_do_not_mention_pygame() -> None:
    """No module of game/ even refers to pygame (a lazy import would escape the test above)."""
    sources = list(Path(game.__path__[0]).rglob("*.py"))
    assert len(sources) > 10
    assert_sources_do_not_mention_pygame(sources)
