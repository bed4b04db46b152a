"""The café's figures as CSV files, for a spreadsheet: one file per table of figures.

``export_csv(figures, folder, day)`` writes ``cheese-thief-<table>-<YYYY-MM-DD>.csv`` files (UTF-8, a header
row, comma separated), each written whole or not at all (a temporary file renamed over the target). A
folder that does not exist, is not a folder or cannot be written is refused with a reason, never an
exception; files of the same day are replaced, so exporting twice leaves one set.
"""
from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass
from datetime import date
from enum import Enum
from pathlib import Path

from storage.files import atomic_write_text

from kiosk.stats import KioskStatistics

FILE_PREFIX = "cheese-thief"


class ExportProblem(str, Enum):
    NO_FOLDER = "no_folder"  # missing, or a file in its place
    NOT_WRITABLE = "not_writable"


@dataclass(frozen=True)
class ExportResult:
    files: tuple[Path, ...]
    problem: ExportProblem | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None


def _number(value: float | None, digits: int = 1) -> str:
    return "" if value is None else f"{value:.{digits}f}"


def tables(figures: KioskStatistics) -> dict[str, list[list[str]]]:
    """Each CSV file's rows by table name, header first."""
    tutorial = figures.tutorial
    return {
        "games-per-day": [["day", "games"], *([day.isoformat(), str(n)] for day, n in figures.per_day)],
        "games-per-week": [["week_starting", "games"], *([day.isoformat(), str(n)] for day, n in figures.per_week)],
        "player-counts": [["players", "games"], *([str(count), str(n)] for count, n in figures.player_counts)],
        "outcomes": [
            ["figure", "value"],
            ["games_finished", str(figures.finished)],
            ["games_abandoned", str(figures.abandoned)],
            ["walk_ups", str(figures.walk_ups)],
            ["thief_side_wins", str(figures.thief_side_wins)],
            ["sleepyhead_wins", str(figures.sleepyhead_wins)],
            ["fall_mouse_wins", str(figures.fall_mouse_wins)],
            ["thief_side_win_rate", _number(figures.thief_side_rate, 3)],
            ["thief_caught", str(figures.thief_caught)],
            ["average_game_minutes", _number(None if figures.average_seconds is None else figures.average_seconds / 60)],
        ],
        "languages": [["language", "games"], *([lang, str(n)] for lang, n in figures.languages)],
        "tutorial": [
            ["figure", "value"],
            ["started", str(tutorial.started)],
            ["finished", str(tutorial.finished)],
            ["abandoned", str(tutorial.abandoned)],
            ["median_finished_minutes",
             _number(None if tutorial.median_seconds is None else tutorial.median_seconds / 60)],
        ],
        "tutorial-left-at": [["step", "runs_left_there"], *([step, str(n)] for step, n in tutorial.left_at)],
    }


def _usable_folder(folder: Path) -> ExportProblem | None:
    if not folder.is_dir():
        return ExportProblem.NO_FOLDER
    if not os.access(folder, os.W_OK | os.X_OK):
        return ExportProblem.NOT_WRITABLE
    return None


def _write_atomically(path: Path, rows: list[list[str]]) -> None:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerows(rows)  # RFC 4180 line ends: every spreadsheet reads them
    atomic_write_text(path, buffer.getvalue())


def export_csv(figures: KioskStatistics, folder: Path | str, day: date) -> ExportResult:
    """Write one CSV per table into `folder`; the files written, or the reason nothing was."""
    target = Path(folder)
    try:
        problem = _usable_folder(target)
    except (OSError, ValueError):  # a name too long for the system, a NUL byte in it...
        problem = ExportProblem.NO_FOLDER
    if problem is not None:
        return ExportResult((), problem)
    written: list[Path] = []
    try:
        for name, rows in tables(figures).items():
            path = target / f"{FILE_PREFIX}-{name}-{day.isoformat()}.csv"
            _write_atomically(path, rows)
            written.append(path)
    except OSError:  # the disk filled up or was pulled out half-way: no file is half-written
        return ExportResult(tuple(written), ExportProblem.NOT_WRITABLE)
    return ExportResult(tuple(written))
