"""Imports point down only (docs/architecture.md): the layers in ``tests/architecture_checks.LAYERS``, no circle of
imports between files (imports for types and inside functions counted), nothing reaching up a layer, and at most
four imports inside functions, each with its reason."""
from __future__ import annotations

import pytest

from tests.architecture_checks import (
    LOCAL_IMPORT_BUDGET, ImportSite, all_import_sites, arrows_between, circles, file_graph,
    has_reason, ignores_without_code, in_scenes, layer_of, local_import_lines, product_files, runs_up, upward_imports,
)


@pytest.fixture(scope="module")
def sites() -> list[ImportSite]:
    return all_import_sites()


def test_every_file_of_the_program_is_in_a_layer() -> None:
    files = product_files()
    assert "main.py" in files and "game/referee.py" in files and "scenes/kit/curtain.py" in files
    for rel in files:
        layer_of(rel)  # raises for a file in no layer


def test_the_layers_read_top_to_bottom() -> None:
    assert layer_of("main.py")[0] < layer_of("gallery/pictures.py")[0] < layer_of("scenes/home/title.py")[0]
    assert layer_of("scenes/kit/curtain.py")[0] < layer_of("app/gestures.py")[0] == layer_of("app/app.py")[0]
    assert layer_of("app/app.py")[0] < layer_of("art/cards.py")[0] < layer_of("storage/files.py")[0]
    assert layer_of("storage/files.py")[0] < layer_of("play/session.py")[0] < layer_of("program/i18n.py")[0]
    assert layer_of("app/settings.py")[0] == layer_of("app/app.py")[0] < layer_of("kiosk/config.py")[0]
    assert layer_of("program/i18n.py")[0] < layer_of("game/referee.py")[0]
    assert layer_of("game/referee.py")[0] < layer_of("game/cheese_thief/engine.py")[0] < layer_of("game/errors.py")[0]


def test_the_checks_see_a_circle_an_upward_import_and_games_that_meet() -> None:
    """The checks below can fail: a made-up circle, a screen imported by the rules, one game importing the other."""
    assert circles({"a.py": {"b.py"}, "b.py": {"c.py"}, "c.py": {"a.py"}, "d.py": {"a.py"}}) == [["a.py", "b.py", "c.py"]]
    assert circles({"a.py": {"b.py"}, "b.py": set()}) == []
    assert runs_up(ImportSite("game/cheese_thief/engine.py", 1, "scenes/kit/curtain.py", False, False))
    assert runs_up(ImportSite("game/double_kill/engine.py", 1, "game/cheese_thief/engine.py", False, False))
    assert runs_up(ImportSite("storage/files.py", 1, "kiosk/health.py", True, False))
    assert not runs_up(ImportSite("play/session.py", 1, "game/cheese_thief/engine.py", False, False))
    assert not runs_up(ImportSite("scenes/home/title.py", 1, "scenes/kit/curtain.py", False, False))
    # An import for types only counts too: the kit naming a game's flow under TYPE_CHECKING runs up.
    assert runs_up(ImportSite("scenes/kit/curtain.py", 1, "scenes/cheese_thief/play_flow.py", False, True))
    assert runs_up(ImportSite("scenes/kit/public_common.py", 1, "scenes/double_kill/flow.py", True, True))


# Arrows that ran back up between top-level folders in the picture of the house, drawn with one box per folder
# (a folder above all it imports), each now gone: (importing folder, imported folder).
NO_ARROW_BACK_UP = (
    ("app/", "scenes/"),  # the gallery, which lists every screen, is the top-level gallery/ above them
    # What a demo's gestures are and the plans' lookup sit in app/ and table/; the kiosk's demonstration is played
    # by what its starter hands the attract loop (driver/attract_player.py).
    ("scenes/", "driver/"),
    # The pure packages read the translations and the version from program/, the discussion's length from play/.
    *((pure, "app/") for pure in ("kiosk/", "table/", "storage/", "play/", "tutorial/", "narrator/", "game/",
                                   "program/")),
)


def test_no_arrow_runs_back_up_between_folders(sites: list[ImportSite]) -> None:
    found = [f"{site.source}:{site.line} -> {site.target}" for source, target in NO_ARROW_BACK_UP
             for site in arrows_between(sites, source, target)]
    assert found == []


def test_an_arrow_between_folders_counts_types_and_functions() -> None:
    made_up = [ImportSite("app/app.py", 1, "scenes/kit/curtain.py", False, True),
               ImportSite("app/app.py", 2, "scenes/home/title.py", True, False),
               ImportSite("app/app.py", 3, "app/scene.py", False, False)]
    assert [site.line for site in arrows_between(made_up, "app/", "scenes/")] == [1, 2]




def test_no_circle_of_files_counting_every_import(sites: list[ImportSite]) -> None:
    """No file reaches itself through the imports a reader of the code sees: those that run, those for types
    only (under ``TYPE_CHECKING``) and those inside functions. None is allowed anywhere."""
    assert circles(file_graph(sites, every_arrow=True)) == []


def test_the_check_of_circles_fails_on_a_made_up_one() -> None:
    loop_in_the_shell = {"app/app.py": {"app/scene_manager.py"}, "app/scene_manager.py": {"app/scene.py"},
                         "app/scene.py": {"app/app.py"}}
    assert circles(loop_in_the_shell) == [["app/app.py", "app/scene.py", "app/scene_manager.py"]]
    # A circle for types only counts as much as one that runs.
    for_types = [ImportSite("app/app.py", 1, "app/scene_manager.py", False, False),
                 ImportSite("app/scene_manager.py", 1, "app/scene.py", False, False),
                 ImportSite("app/scene.py", 1, "app/app.py", False, True)]
    assert circles(file_graph(for_types, every_arrow=True)) != []
    assert circles(file_graph(for_types)) == []
    # A screen that names its flow back, even only for types, is a circle too.
    flow, menu = "scenes/tutorial/flow.py", "scenes/tutorial/menu.py"
    assert circles({flow: {menu}, menu: {flow}}) == [[flow, menu]]


def test_every_arrow_counts_types_and_functions_in_a_circle() -> None:
    made_up = [ImportSite("a.py", 1, "b.py", False, False), ImportSite("b.py", 1, "a.py", False, True),
               ImportSite("c.py", 1, "a.py", True, False), ImportSite("a.py", 2, "c.py", False, False)]
    assert circles(file_graph(made_up, every_arrow=True)) == [["a.py", "b.py", "c.py"]]
    assert circles(file_graph(made_up)) == []


def test_no_import_outside_the_screens_runs_up(sites: list[ImportSite]) -> None:
    found = [f"{site.source}:{site.line} -> {site.target}" for site in upward_imports(sites) if not in_scenes(site.source)]
    assert found == []


def test_no_screen_imports_a_layer_above_its_own(sites: list[ImportSite]) -> None:
    """Imports for types included: the kit types its flows against ``scenes/kit/flow_protocol.py``."""
    assert [f"{site.source}:{site.line} -> {site.target}" for site in upward_imports(sites)] == []


def test_the_kit_names_no_game_flow(sites: list[ImportSite]) -> None:
    kit = [site for site in sites if site.source.startswith("scenes/kit/")]
    assert any(site.target == "scenes/kit/flow_protocol.py" for site in kit)
    assert [f"{site.source}:{site.line} -> {site.target}" for site in kit
            if not site.target.startswith("scenes/kit/") and site.target.startswith("scenes/")] == []


def test_every_import_inside_a_function_outside_the_screens_says_why() -> None:
    unexplained = [f"{rel}:{line}" for rel, line in local_import_lines() if not in_scenes(rel) and not has_reason(rel, line)]
    assert unexplained == []


def test_at_most_four_imports_inside_functions_each_saying_why() -> None:
    local = local_import_lines()
    assert [f"{rel}:{line}" for rel, line in local if not has_reason(rel, line)] == []
    assert len(local) <= LOCAL_IMPORT_BUDGET, [f"{rel}:{line}" for rel, line in local]


def test_every_type_ignore_names_its_error_code() -> None:
    from tests.architecture_checks import source_of

    assert [f"{rel}:{line}" for rel in product_files() for line in ignores_without_code(source_of(rel))] == []


def test_the_check_of_type_ignores_sees_one_without_a_code() -> None:
    source = "a = f()  # type: ignore\nb = g()  # type: ignore[arg-type]\nc = 1  #type:ignore  # why\n"
    assert ignores_without_code(source) == [1, 3]


def test_no_screen_writes_a_sessions_fields() -> None:
    """Screens (and the flows that show them) change a session only through its methods (play/session.py,
    play/double_kill/session.py), never by assigning its fields."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    assignment = re.compile(r"\bsession\.[a-z_]+\s*(?:[+\-*/]?=)(?!=)")
    found = [f"{path.relative_to(root)}:{number}" for path in sorted((root / "scenes").rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if assignment.search(line.split("#")[0])]
    assert found == []


def test_the_frame_machinery_stays_behind_its_interface() -> None:
    """The App and the Scene base carry none of the frame machinery: the App owns one ``Frames``
    (``app/frames/frames.py``), and every scene takes in the hooks of ``app/frames/scene_hooks.py``."""
    import ast

    from app.frames.frames import Frames
    from app.frames.scene_hooks import FrameHooks
    from tests.architecture_checks import tree_of

    def members(owner: type) -> set[str]:
        return {name for name in vars(owner) if not name.startswith("__")}

    # The App steps its loop and says whether its screens animate: those two names are its own.
    for rel, machinery, allowed in (("app/app.py", members(Frames) - {"step"}, {"app.frames.frames"}),
                                    ("app/scene.py", members(FrameHooks), {"app.frames.scene_hooks"})):
        tree = tree_of(rel)
        defined = {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
        assigned = {target.attr for node in ast.walk(tree) if isinstance(node, (ast.Assign, ast.AnnAssign))
                    for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                    if isinstance(target, ast.Attribute)}
        assert (defined | assigned) & machinery == set(), rel
        frames_imports = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                          and (node.module or "").startswith("app.frames")}
        assert frames_imports == allowed, rel


# Screen modules that still plan their own demo or register their own gallery pictures, each with its reason; the
# list only shrinks.
PLANS_OR_PICTURES_IN_THE_SCREEN = {
    # A seat's panel plans its player's fingers as part of the table's own plans (table_demo_plan, played by
    # driver/table/demo.py), which stay with the table's screens; the screen shown in the panel has its plan in
    # driver/plans/ like any other.
    "scenes/table/held_panel.py": "the table's finger plans (table_demo_plan) are not moved: the panel's part of them",
}


def plans_or_pictures(source: str) -> list[str]:
    """What a module of scenes/ defines that belongs elsewhere: a ``demo_plan`` method (the plans live in
    ``driver/plans/<area>.py``) or a module-level ``register`` of gallery pictures (``scenes/<area>/gallery.py``
    lists them)."""
    import ast

    tree = ast.parse(source)
    found = [f"demo_plan (line {node.lineno})" for node in ast.walk(tree)
             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "demo_plan"]
    found += [f"register (line {node.lineno})" for node in tree.body
              if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "register"]
    return found


def test_screens_neither_plan_their_demo_nor_register_their_pictures() -> None:
    from tests.architecture_checks import source_of

    screens = [rel for rel in product_files() if in_scenes(rel)]
    found = {rel: plans_or_pictures(source_of(rel)) for rel in screens if rel not in PLANS_OR_PICTURES_IN_THE_SCREEN}
    assert {rel: what for rel, what in found.items() if what} == {}
    # An exception that no longer holds leaves the list.
    assert [rel for rel in PLANS_OR_PICTURES_IN_THE_SCREEN if not plans_or_pictures(source_of(rel))] == []


def test_the_check_of_plans_and_pictures_sees_both() -> None:
    screen = "class A:\n    def demo_plan(self, rng, wish):\n        return []\n\ndef register(gallery):\n    pass\n"
    assert plans_or_pictures(screen) == ["demo_plan (line 2)", "register (line 5)"]
    plans = "def register_all():\n    pass\n\ndef curtain(screen, rng, wish):\n    return []\n"
    assert plans_or_pictures(plans) == []
