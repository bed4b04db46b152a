"""`python main.py tutorial --dry-run`: a table's tutorial as JSON lines, one per step, without a window."""
from __future__ import annotations

import json
import os
import sys
from typing import Any, TextIO

from narrator.texts import LANGUAGES

from tutorial.catalogue import chapter
from tutorial.plan import chapter_steps, plan_for
from tutorial.reading import step_seconds
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import Text, render


def step_record(step: Step, lang: str, players: tuple[str, ...], progress: tuple[int, int] = (1, 1)) -> dict[str, Any]:
    """One step as the dry-run prints it: the filled sentence, what it waits for, lights up and takes."""
    expects = step.expects
    record: dict[str, Any] = {
        "chapter": step.chapter,
        "chapter_title": render_key(chapter(step.chapter).title_key, lang),
        "step": step.name,
        "text": render(step.text, lang, players),
        "expects": None,
        "seconds": round(step_seconds(step, lang, players), 1),
        "learner": step.learner,
        "spotlight": [spot.to_json() for spot in step.spotlight],
        "gesture": step.gesture.value,
        "progress": list(progress),
        "screen": step.shown_on,
    }
    if expects is not None:
        response = expects.response_to(expects.scripted)
        record["expects"] = {
            "kind": expects.kind.value,
            "scripted": expects.scripted.to_json(),
            "right": [action.to_json() for action in sorted(expects.right, key=lambda a: (a.seats, a.value or 0))],
            "hint": render(expects.hint, lang, players),
            "response": None if response is None else render(response, lang, players),
        }
    if step.skip is not None:
        record["skip"] = render(step.skip, lang, players)
    return record


def render_key(key: str, lang: str) -> str:
    return render(Text.of(key), lang, ())


def plan_records(table: Table, lang: str) -> list[dict[str, Any]]:
    records = []
    for chapter_id in plan_for(table):
        chapter = chapter_steps(chapter_id, table)
        players = chapter.names(lang)
        count = len(chapter.steps)
        records += [step_record(step, lang, players, (index + 1, count)) for index, step in enumerate(chapter.steps)]
    return records


def _whole_number(text: str) -> int | None:
    stripped = text.strip()
    return int(stripped) if stripped.isascii() and stripped.isdigit() and len(stripped) < 4 else None


def checked_table(players: str, lang: str, fall_mouse: bool, err: TextIO = sys.stderr,
                  tie_protects_thief: bool = False) -> Table | None:
    """The table asked for on the command line, or None after one line on `err` saying what is wrong."""
    if lang not in LANGUAGES:
        print(f"error: lang: expected one of {', '.join(LANGUAGES)}, not {lang!r}", file=err)
        return None
    count = _whole_number(players)
    if count is None:
        print(f"error: players: expected a whole number from 4 to 8, not {players!r}", file=err)
        return None
    try:
        return Table(count, fall_mouse, tie_protects_thief)
    except ValueError as problem:
        print(f"error: {getattr(problem, 'field', 'players')}: {problem}", file=err)
        return None


def run_dry_run(players: str, lang: str, fall_mouse: bool, out: TextIO = sys.stdout,
                err: TextIO = sys.stderr, tie_protects_thief: bool = False) -> int:
    """Print the plan's steps as JSON lines. Returns the exit status (2 and one line on stderr for bad arguments)."""
    table = checked_table(players, lang, fall_mouse, err, tie_protects_thief)
    if table is None:
        return 2
    try:
        for record in plan_records(table, lang):
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.flush()
    except BrokenPipeError:
        # The reader stopped early (`| head`): what it asked for was printed. Silence the final flush at exit.
        if out is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
