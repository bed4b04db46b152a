"""The installable application: pyproject.toml names every runtime dependency with the same pin as
requirements.txt, the command, and every package of the program (CI builds and installs it, then runs the command)."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def runtime_pins() -> set[str]:
    text = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    runtime = text.split("# Tests")[0]
    return {line.strip() for line in runtime.splitlines() if line.strip() and not line.startswith("#")}


def test_dependencies_are_the_pinned_runtime_requirements() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert set(project["dependencies"]) == runtime_pins()
    assert project["scripts"] == {"cheese-thief-table": "main:main"}


def test_every_package_of_the_program_is_included() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    included = {pattern.rstrip("*") for pattern in config["packages"]["find"]["include"]}
    packages = {path.parent.name for path in ROOT.glob("*/__init__.py")} - {"tests", "tools"}
    assert packages <= included, "a package that pip install . would leave out"
    assert "assets" in included and config["packages"]["find"]["namespaces"] is True


def test_the_version_is_read_from_the_program() -> None:
    from program.version import VERSION

    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert config["dynamic"]["version"] == {"attr": "program.version.VERSION"}
