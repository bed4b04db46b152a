"""The rules core never imports pygame (DESIGN.md architecture)."""

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parent.parent


def test_importing_every_game_module_leaves_pygame_out() -> None:
    """Import each module of game/ in a fresh interpreter: neither pygame nor pygame_gui is loaded."""
    modules = sorted(f"game.{info.name}" for info in pkgutil.iter_modules(game.__path__))
    assert "game.engine" in modules and "game.referee" in modules and "game.views" in modules
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_game_sources_do_not_mention_pygame() -> None:
    """No module of game/ even refers to pygame (a lazy import would escape the test above)."""
    pattern = re.compile(r"^\s*(import|from)\s+pygame|import_module\(\s*[\"']pygame", re.MULTILINE)
    sources = list(Path(game.__path__[0]).glob("*.py"))
    assert len(sources) > 10
    for path in sources:
        assert not pattern.search(path.read_text(encoding="utf-8")), path.name
