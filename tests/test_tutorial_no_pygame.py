"""The tutorial's script is pure Python like the rules: no module of tutorial/ loads or mentions pygame."""

import pkgutil
from pathlib import Path

import tutorial

from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame


def tutorial_modules() -> list[str]:
    return sorted(info.name for info in pkgutil.walk_packages(tutorial.__path__, "tutorial."))


def test_importing_every_tutorial_module_leaves_pygame_out() -> None:
    modules = tutorial_modules()
    assert {"tutorial.session", "tutorial.chapters.real_game", "tutorial.how_to", "tutorial.dry_run"} <= set(modules)
    assert_imports_leave_pygame_out(modules)


def test_tutorial_sources_do_not_mention_pygame() -> None:
    sources = list(Path(tutorial.__path__[0]).rglob("*.py"))
    assert len(sources) > 15
    assert_sources_do_not_mention_pygame(sources)


def test_the_package_docstring_is_the_shared_one_line() -> None:
    text = (ROOT / "tutorial" / "__init__.py").read_text(encoding="utf-8")
    assert text == '"""The tutorial: teaching Cheese Thief by doing, on the game\'s own engine."""\n'
