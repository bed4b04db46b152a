"""Reads the imports of the program's own files (tests and tools aside) with ``ast``, for the architecture tests.

Run as a script to print what the tests would complain about: ``python3 tests/architecture_checks.py``.
"""
from __future__ import annotations

import ast
import os
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE_THE_PROGRAM = ("tests/", "tools/")

# The layers, top to bottom (docs/architecture.md): a file imports only from its own layer or below. A file
# belongs to the longest prefix that matches its path (a few files sit apart from their package, each for the
# reason noted); within one layer, packages may use each other unless the pair is named in SIBLINGS_APART.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("main.py", "commands/"),
    # The gallery shows every screen; the drivers play whole games through them, from the title.
    ("gallery/", "driver/"),
    ("scenes/home/",),
    ("scenes/kiosk/", "scenes/table/", "scenes/tutorial/", "scenes/narrator/"),
    ("scenes/cheese_thief/", "scenes/double_kill/"),
    ("scenes/kit/", "scenes/__init__.py"),
    ("app/",),
    ("art/", "motion/", "audio/",
     # pygame's side of two pure packages: the narration clips through the mixer, fingers into the tracker.
     "narrator/playback.py", "table/pygame_events.py"),
    # kiosk/ keeps its statistics and set-up on disk; table/ seats a play/ session.
    ("kiosk/", "table/"),
    # storage/ knows the formats it keeps: sessions, tutorial records, narrator texts.
    ("storage/",),
    ("play/", "tutorial/", "narrator/"),
    # Translations by key and the version, read from the sessions (seat labels) up to the shell.
    ("program/",),
    ("game/referee.py", "game/__init__.py"),
    ("game/cheese_thief/", "game/double_kill/"),
    ("game/errors.py",),
)
SIBLINGS_APART: frozenset[frozenset[str]] = frozenset({
    frozenset({"game/cheese_thief/", "game/double_kill/"}),
})
SCENE_LAYERS = frozenset(prefix for layer in LAYERS for prefix in layer if prefix.startswith("scenes/"))
LOCAL_IMPORT_BUDGET = 4  # start-up (three), an optional dependency


@dataclass(frozen=True)
class ImportSite:
    source: str  # the importing file, relative to ROOT
    line: int
    target: str  # the project file imported, relative to ROOT
    in_function: bool
    only_for_types: bool  # under ``if TYPE_CHECKING:``: never runs


@cache
def source_of(rel: str) -> str:
    return (ROOT / rel).read_text(encoding="utf-8")


@cache
def tree_of(rel: str) -> ast.Module:
    return ast.parse(source_of(rel), filename=rel)


@cache
def product_files() -> list[str]:
    found: list[str] = []
    for folder, subfolders, names in os.walk(ROOT):
        here = Path(folder).relative_to(ROOT).as_posix()
        prefix = "" if here == "." else f"{here}/"
        # Only the program's packages: not tests, tools, assets or hidden folders (a walk into them is slow).
        subfolders[:] = [name for name in subfolders if not name.startswith((".", "__"))
                         and f"{prefix}{name}/" not in OUTSIDE_THE_PROGRAM and name != "assets"]
        found += [f"{prefix}{name}" for name in names if name.endswith(".py")]
    return sorted(found)


def module_of(rel: str) -> str:
    dotted = rel.removesuffix(".py").replace("/", ".")
    return dotted.removesuffix(".__init__")


def _file_of(module: str, files: dict[str, str]) -> str | None:
    return files.get(module)


def _is_type_checking_test(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _targets(node: ast.Import | ast.ImportFrom, rel: str, files: dict[str, str]) -> list[str]:
    """The project files an import statement loads (a ``from package import module`` loads the module)."""
    if isinstance(node, ast.Import):
        candidates = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module_of(rel).split(".")
            if not rel.endswith("__init__.py"):
                package = package[:-1]
            package = package[:len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        candidates = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base for alias in node.names]
    return sorted({files[name] for name in candidates if name in files})


def import_sites(rel: str, files: dict[str, str]) -> list[ImportSite]:
    tree = tree_of(rel)
    sites: list[ImportSite] = []

    def visit(node: ast.AST, in_function: bool, only_for_types: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            sites.extend(ImportSite(rel, node.lineno, target, in_function, only_for_types)
                         for target in _targets(node, rel, files))
            return
        inside = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        if isinstance(node, ast.If) and _is_type_checking_test(node):
            for child in node.body:
                visit(child, inside, True)
            for child in node.orelse:
                visit(child, inside, only_for_types)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, inside, only_for_types)

    visit(tree, False, False)
    return sites


def all_import_sites() -> list[ImportSite]:
    files = {module_of(rel): rel for rel in product_files()}
    return [site for rel in files.values() for site in import_sites(rel, files)]


def local_import_lines() -> list[tuple[str, int]]:
    """Every import statement inside a function (project or not), as (file, line)."""
    found: set[tuple[str, int]] = set()
    for rel in product_files():
        for node in ast.walk(tree_of(rel)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found.update((rel, sub.lineno) for sub in ast.walk(node) if isinstance(sub, (ast.Import, ast.ImportFrom)))
    return sorted(found)


TYPE_IGNORE_WITHOUT_CODE = re.compile(r"#\s*type:\s*ignore(?!\[)")


def ignores_without_code(source: str) -> list[int]:
    """The lines whose ``# type: ignore`` names no error code (``[attr-defined]``): such a comment silences every
    error on its line, those it was never meant for included."""
    lines = enumerate(source.splitlines(), start=1)
    return [number for number, line in lines if TYPE_IGNORE_WITHOUT_CODE.search(line)]


def has_reason(rel: str, line: int) -> bool:
    """A comment on the import's line or the line before it says why it is inside a function."""
    lines = source_of(rel).splitlines()
    here = lines[line - 1]
    before = lines[line - 2].strip() if line >= 2 else ""
    return "#" in here or before.startswith("#")


def layer_of(rel: str) -> tuple[int, str]:
    """The layer index (0 at the top) and the prefix a file belongs to."""
    best = (-1, "")
    for index, layer in enumerate(LAYERS):
        for prefix in layer:
            if (rel == prefix or (prefix.endswith("/") and rel.startswith(prefix))) and len(prefix) > len(best[1]):
                best = (index, prefix)
    if best[0] < 0:
        raise ValueError(f"{rel} is in no layer of LAYERS")
    return best


def runs_up(site: ImportSite) -> bool:
    (source_layer, source_prefix), (target_layer, target_prefix) = layer_of(site.source), layer_of(site.target)
    if target_layer < source_layer:
        return True
    return source_prefix != target_prefix and frozenset({source_prefix, target_prefix}) in SIBLINGS_APART


def arrows_between(sites: list[ImportSite], source_folder: str, target_folder: str) -> list[ImportSite]:
    """Every import from one top-level folder into another, for types and inside functions included: a reader of
    the code sees each of them as an arrow in the picture of the house (one box per folder)."""
    return [site for site in sites if site.source.startswith(source_folder) and site.target.startswith(target_folder)]


def upward_imports(sites: list[ImportSite]) -> list[ImportSite]:
    return [site for site in sites if runs_up(site)]


def file_graph(sites: list[ImportSite], every_arrow: bool = False) -> dict[str, set[str]]:
    """Which files each file loads when it is imported (imports for types only and inside functions left out), or
    with ``every_arrow`` every import a reader of the code sees, those too."""
    graph: dict[str, set[str]] = {rel: set() for rel in product_files()}
    for site in sites:
        if (every_arrow or (not site.in_function and not site.only_for_types)) and site.target != site.source:
            graph.setdefault(site.source, set()).add(site.target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one file (Tarjan), each sorted, largest first."""
    index_of: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))

    def connect(node: str) -> None:
        nonlocal counter
        index_of[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index_of:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index_of[nxt])
        if low[node] == index_of[node]:
            group: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index_of:
            connect(node)
    return sorted(groups, key=len, reverse=True)


def in_scenes(rel: str) -> bool:
    return rel.startswith("scenes/")


def main() -> None:
    sites = all_import_sites()
    for group in circles(file_graph(sites, every_arrow=True)):
        print(f"circle of {len(group)} (counting imports for types and inside functions): {' '.join(group)}")
    for site in upward_imports(sites):
        kind = "function " if site.in_function else "types " if site.only_for_types else ""
        print(f"up: {site.source}:{site.line} -> {site.target} {kind}")
    local = local_import_lines()
    print(f"{len(local)} imports inside functions, {sum(not has_reason(*where) for where in local)} without a reason")


if __name__ == "__main__":
    main()
