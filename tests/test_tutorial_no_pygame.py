"""The tutorial's script is pure Python like the rules: no module of tutorial/ loads or mentions pygame."""

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import tutorial

ROOT = Path(__file__).resolve().parent.parent


def tutorial_modules() -> list[str]:
    return sorted(info.name for info in pkgutil.walk_packages(tutorial.__path__, "tutorial."))


def test_importing_every_tutorial_module_leaves_pygame_out() -> None:
    modules = tutorial_modules()
    assert "tutorial.session" in modules and "tutorial.chapters.core" in modules and "tutorial.dry_run" in modules
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_tutorial_sources_do_not_mention_pygame() -> None:
    pattern = re.compile(r"^\s*(import|from)\s+pygame|import_module\(\s*[\"']pygame", re.MULTILINE)
    sources = list(Path(tutorial.__path__[0]).rglob("*.py"))
    assert len(sources) > 15
    for path in sources:
        assert not pattern.search(path.read_text(encoding="utf-8")), path.name


def test_the_package_docstring_is_the_shared_one_line() -> None:
    text = (ROOT / "tutorial" / "__init__.py").read_text(encoding="utf-8")
    assert text == '"""The tutorial: teaching Cheese Thief by doing, on the game\'s own engine."""\n'
