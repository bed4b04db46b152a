"""Shared by the tests that keep a package pure Python: none of its modules loads, or even mentions, pygame."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYGAME_MENTION = re.compile(r"^\s*(import|from)\s+pygame|import_module\(\s*[\"']pygame", re.MULTILINE)


def assert_imports_leave_pygame_out(modules: list[str]) -> None:
    """Import every module in a fresh interpreter: neither pygame nor pygame_gui is loaded."""
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def assert_sources_do_not_mention_pygame(sources: list[Path]) -> None:
    """No source even refers to pygame (a lazy import would escape the import check)."""
    for path in sources:
        assert not PYGAME_MENTION.search(path.read_text(encoding="utf-8")), path.name
