"""`python main.py tutorial`: the window on the tutorial, or with --dry-run one JSON object per step; bad arguments
give one line and status 2 either way."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tutorial_helpers import LANGUAGES, table_id
from tutorial.dry_run import run_dry_run
from tutorial.plan import plan_for, plan_steps
from tutorial.table import EVERY_TABLE, Table

ROOT = Path(__file__).resolve().parent.parent
FIELDS = {"chapter", "chapter_title", "step", "text", "expects", "seconds", "learner", "spotlight", "gesture"}


def dry_run(players: str, lang: str, fall_mouse: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_dry_run(players, lang, fall_mouse, out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_json_object_per_step_of_the_plan(table: Table, lang: str) -> None:
    status, out, err = dry_run(str(table.players), lang, table.fall_mouse)
    assert status == 0 and err == ""
    records = [json.loads(line) for line in out.splitlines()]
    assert [(r["chapter"], r["step"]) for r in records] == [(s.chapter, s.name) for s in plan_steps(table)]
    assert [r["chapter"] for r in records][0] == "start" and set(r["chapter"] for r in records) == set(plan_for(table))
    for record in records:
        assert FIELDS <= set(record) and record["text"] and "%{" not in record["text"]
        assert record["seconds"] > 0
        expects = record["expects"]
        if expects is not None:
            assert expects["scripted"] in expects["right"] and expects["hint"]
            assert set(expects["scripted"]) == {"kind", "seats", "value"}
    assert sum(r["expects"] is not None for r in records) >= 6
    assert records[0]["skip"]


@pytest.mark.parametrize("players,lang,fall_mouse,field", [
    ("3", "en", False, "players"), ("9", "de", False, "players"), ("abc", "en", False, "players"),
    ("", "en", False, "players"), ("-5", "en", False, "players"), ("5", "en", True, "fall_mouse"),
    ("4", "zh", True, "fall_mouse"), ("6", "xx", False, "lang"), ("6", "EN", False, "lang"),
])
def test_bad_arguments_give_status_2_and_one_line(players: str, lang: str, fall_mouse: bool, field: str) -> None:
    status, out, err = dry_run(players, lang, fall_mouse)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"error: {field}: ")


def run_main(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", "tutorial", *arguments], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_the_command_prints_the_plan() -> None:
    done = run_main("--dry-run", "--players", "7", "--fall-mouse", "--lang", "zh")
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(records) == len(plan_steps(Table(7, True)))
    assert any("背锅鼠" in r["text"] for r in records)


def test_the_command_refuses_a_bad_count_with_one_line() -> None:
    done = run_main("--dry-run", "--players", "3")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == ["error: players: Cheese Thief needs 4 to 8 players, not 3"]


def test_the_window_refuses_a_bad_table_with_one_line_before_opening() -> None:
    done = run_main("--players", "5", "--fall-mouse")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("error: fall_mouse")


def test_without_dry_run_the_window_opens_on_the_tutorial(monkeypatch: pytest.MonkeyPatch, data_dir: Path) -> None:
    import main
    from app.app import App
    from scenes.home.title import TitleScene
    from scenes.tutorial.start import TutorialStartScene

    opened: list[App] = []

    def run(app: App) -> int:
        opened.append(app)
        return 0

    monkeypatch.setattr(App, "run", run)
    args = main.build_parser().parse_args(["--size", "1024x600", "tutorial", "--players", "6", "--fall-mouse",
                                           "--lang", "fr"])
    try:
        assert args.handler(args) == 0
        (app,) = opened
        title, first = app.scenes.stack
        assert isinstance(title, TitleScene) and isinstance(first, TutorialStartScene)
        assert first.table == Table(6, True) and app.size == (1024, 600)
        first.tutorial.exit()
        assert app.scenes.top() is title
    finally:
        for app in opened:
            app.scenes.clear()
        from program import i18n

        i18n.set_language("en")


def test_the_program_s_own_language_choice_reaches_the_tutorial(monkeypatch: pytest.MonkeyPatch,
                                                              data_dir: Path) -> None:
    """``main.py --lang de tutorial`` (the language given before the command, as for every mode) opens the tutorial
    in German and prints its script in German; it opened in English."""
    import main
    from app.app import App
    from program import i18n

    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda app: opened.append(app) or 0)
    args = main.build_parser().parse_args(["--lang", "de", "tutorial"])
    try:
        assert args.handler(args) == 0 and opened and i18n.current_language() == "de"
    finally:
        for app in opened:
            app.scenes.clear()
        i18n.set_language("en")
    done = subprocess.run([sys.executable, "main.py", "--lang", "de", "tutorial", "--dry-run"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    first_game_step = next(json.loads(line) for line in done.stdout.splitlines()
                           if json.loads(line)["chapter"] == "real_game")
    assert "Mäuse" in first_game_step["text"]
