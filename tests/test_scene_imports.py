"""The screens' imports point down: within scenes/ no import that runs at import time goes up a folder or round
a circle, and imports tucked inside functions stay the few that are left to untie."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Top to bottom; a module may import from its own rank or below.
RANKS: dict[str, int] = {
    "scenes.home": 0,
    "scenes.kiosk": 1, "scenes.table": 1, "scenes.tutorial": 1, "scenes.narrator": 1,
    "scenes.cheese_thief": 2, "scenes.double_kill": 2,
    "scenes.kit": 3,
}
# Imports inside functions still tying a flow to its screens or a screen to its gallery (to untie, not to grow).
FUNCTION_IMPORTS_LEFT = 4


def scene_modules() -> dict[str, Path]:
    modules = {}
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        name = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        modules[name.removesuffix(".__init__")] = path
    return modules


def rank(module: str) -> int | None:
    folder = ".".join(module.split(".")[:2])
    return RANKS.get(folder)


def imported_modules(node: ast.Import | ast.ImportFrom, module: str, path: Path) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Imports run when the module loads: at its top level, outside ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, (ast.If, ast.Try)) and "TYPE_CHECKING" not in ast.unparse(getattr(node, "test", ast.Pass())):
            found += [sub for sub in ast.walk(node) if isinstance(sub, (ast.Import, ast.ImportFrom))]
    return found


def runtime_graph() -> dict[str, set[str]]:
    modules = scene_modules()
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        targets: set[str] = set()
        for node in runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
            targets |= {name for name in imported_modules(node, module, path) if name in modules and name != module}
        graph[module] = targets
    return graph


def test_no_scene_imports_a_folder_above_its_own_when_it_loads() -> None:
    upward = [f"{module} -> {target}" for module, targets in runtime_graph().items() for target in targets
              if rank(module) is not None and rank(target) is not None and rank(target) < rank(module)]  # type: ignore[operator]
    assert upward == []


def test_the_imports_run_as_scenes_load_make_no_circle() -> None:
    graph = runtime_graph()
    state: dict[str, int] = {}  # 1 on the path being walked, 2 done

    def circle_from(module: str, path: list[str]) -> list[str] | None:
        state[module] = 1
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = circle_from(target, path + [target])
                if found:
                    return found
        state[module] = 2
        return None

    circles = [found for module in sorted(graph) if module not in state
               for found in [circle_from(module, [module])] if found]
    assert circles == []


def test_imports_inside_functions_in_scenes_do_not_grow() -> None:
    inside = []
    for module, path in scene_modules().items():
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inside += [f"{module}:{node.lineno}" for node in ast.walk(function)
                           if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert len(inside) <= FUNCTION_IMPORTS_LEFT, inside
