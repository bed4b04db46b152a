"""The café's statistics: the figures, today's numbers, CSV export and pruning (no pygame)."""
from __future__ import annotations

import csv
import os
import random
from dataclasses import replace
from datetime import date, datetime, timezone
from pathlib import Path

import pytest

from kiosk import stats, stats_csv
from kiosk.stats import TodayNumbers, gather, prune, today_numbers
from kiosk.stats_csv import ExportProblem, export_csv
from kiosk.stats_sample import fill_sample_history
from storage.game_log import ABANDONED, FINISHED, WALK_UP, LoggedGame
from storage.history import History
from tests.pure_package_checks import ROOT, assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame
from tutorial.table import Table

UTC = timezone.utc
NOW = datetime(2026, 11, 26, 18, 0, tzinfo=UTC).timestamp()  # a Thursday evening
DAY = 24 * 3600.0


def game(ended: float, winner: str | None = "thief", caught: bool | None = False, players: int = 5,
         language: str = "en", minutes: float | None = 15) -> LoggedGame:
    started = None if minutes is None else ended - minutes * 60
    if winner is None:
        return LoggedGame(started, ended, players, False, "point", language, ABANDONED, None, None)
    return LoggedGame(started, ended, players, players >= 6, "point", language, FINISHED, winner, caught)


@pytest.fixture
def store(data_dir: Path) -> History:
    history = History()
    yield history
    history.close()


def test_an_empty_history_gives_zeros(store: History) -> None:
    figures = gather(store, NOW, UTC)
    assert figures.is_empty and figures.games == 0
    assert len(figures.per_day) == stats.DAYS_SHOWN and all(n == 0 for _, n in figures.per_day)
    assert len(figures.per_week) == stats.WEEKS_SHOWN and all(n == 0 for _, n in figures.per_week)
    assert figures.player_counts == ((4, 0), (5, 0), (6, 0), (7, 0), (8, 0))
    assert figures.average_seconds is None and figures.thief_side_rate is None and figures.languages == ()
    assert today_numbers(store, NOW, UTC) == TodayNumbers(0, 0)


def test_the_figures_count_each_game_once(store: History) -> None:
    store.log_game(game(NOW - 3600, "sleepyheads", True, players=4, minutes=10))
    store.log_game(game(NOW - 7200, "thief", False, players=6, language="de", minutes=20))
    store.log_game(game(NOW - DAY, "fall_mouse", True, players=6, language="de", minutes=None))
    store.log_game(game(NOW - 2 * DAY, None, None, players=8, language="fr"))
    store.log_game(game(NOW - 8 * DAY, "sleepyheads", True, players=5, minutes=30))
    figures = gather(store, NOW, UTC)
    assert figures.per_day[-1] == (date(2026, 11, 26), 2)
    assert figures.per_day[-2] == (date(2026, 11, 25), 1) and figures.per_day[-3] == (date(2026, 11, 24), 1)
    assert figures.per_day[-9] == (date(2026, 11, 18), 1) and figures.per_day[0][0] == date(2026, 11, 13)
    assert figures.per_week[-1] == (date(2026, 11, 23), 4) and figures.per_week[-2] == (date(2026, 11, 16), 1)
    assert dict(figures.player_counts) == {4: 1, 5: 1, 6: 2, 7: 0, 8: 1}
    assert (figures.finished, figures.abandoned, figures.games) == (4, 1, 5)
    assert (figures.thief_side_wins, figures.sleepyhead_wins, figures.fall_mouse_wins) == (1, 2, 1)
    assert figures.thief_side_rate == pytest.approx(1 / 3)
    assert figures.thief_caught == 3
    assert figures.average_seconds == pytest.approx(20 * 60)  # the game of unknown length is left out
    assert figures.languages == (("de", 2), ("en", 2), ("fr", 1))


def test_today_counts_finished_games_since_midnight(store: History) -> None:
    midnight = datetime(2026, 11, 26, tzinfo=UTC).timestamp()
    store.log_game(game(midnight + 60, "sleepyheads", True))
    store.log_game(game(midnight + 120, "thief", False))
    store.log_game(game(midnight + 180, None, None))  # abandoned: not a game played
    store.log_game(game(midnight - 60, "sleepyheads", True))  # yesterday
    assert today_numbers(store, NOW, UTC) == TodayNumbers(games=2, thief_caught=1)


def test_the_tutorial_figures_come_from_its_summary(store: History) -> None:
    run = store.tutorial_started(Table(5), "fr", now=NOW - 900)
    store.tutorial_started(Table(4), "en", now=NOW - 600)
    store.tutorial_ended(run, True, next(iter(stats_steps())), now=NOW - 300)
    tutorial = gather(store, NOW, UTC).tutorial
    assert (tutorial.started, tutorial.finished, tutorial.abandoned) == (2, 1, 0)


def stats_steps() -> list[str]:
    from storage.tutorial_stats import known_steps

    return sorted(known_steps())


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def test_export_writes_one_csv_per_table_with_the_date(store: History, tmp_path: Path) -> None:
    store.log_game(game(NOW - 3600, "sleepyheads", True, players=4))
    store.log_game(game(NOW - 2 * DAY, None, None, language="zh"))
    figures = gather(store, NOW, UTC)
    folder = tmp_path / "exports"
    folder.mkdir()
    result = export_csv(figures, folder, date(2026, 11, 26))
    assert result.ok and len(result.files) == 7
    assert all(path.parent == folder and path.name.endswith("-2026-11-26.csv") for path in result.files)
    by_name = {path.name: read_csv(path) for path in result.files}
    per_day = by_name["cheese-thief-games-per-day-2026-11-26.csv"]
    assert per_day[0] == ["day", "games"] and per_day[-1] == ["2026-11-26", "1"] and len(per_day) == 15
    outcomes = dict(by_name["cheese-thief-outcomes-2026-11-26.csv"][1:])
    assert outcomes["games_finished"] == "1" and outcomes["games_abandoned"] == "1"
    assert outcomes["thief_side_win_rate"] == "0.000"
    assert by_name["cheese-thief-languages-2026-11-26.csv"][1:] == [["en", "1"], ["zh", "1"]]
    again = export_csv(figures, folder, date(2026, 11, 26))  # the same day again: replaced, not doubled
    assert again.ok and sorted(path.name for path in folder.iterdir()) == sorted(by_name)


def test_export_refuses_a_folder_it_cannot_use(store: History, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    figures = gather(store, NOW, UTC)
    day = date(2026, 11, 26)
    assert export_csv(figures, tmp_path / "missing", day).problem is ExportProblem.NO_FOLDER
    a_file = tmp_path / "file.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    assert export_csv(figures, a_file, day).problem is ExportProblem.NO_FOLDER
    assert export_csv(figures, "bad\x00name", day).problem is ExportProblem.NO_FOLDER
    folder = tmp_path / "exports"
    folder.mkdir()
    monkeypatch.setattr(stats_csv.os, "access", lambda path, mode: False)  # a read-only USB stick
    result = export_csv(figures, folder, day)
    assert result.problem is ExportProblem.NOT_WRITABLE and result.files == ()
    assert list(folder.iterdir()) == []


def test_a_disk_that_fills_up_half_way_leaves_no_half_file(store: History, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    written: list[int] = []
    real_replace = os.replace

    def replace_then_fail(source: str, target: str) -> None:
        if written:
            raise OSError(28, "No space left on device")
        written.append(1)
        real_replace(source, target)

    monkeypatch.setattr(stats_csv.os, "replace", replace_then_fail)
    result = export_csv(gather(store, NOW, UTC), tmp_path, date(2026, 11, 26))
    assert result.problem is ExportProblem.NOT_WRITABLE and len(result.files) == 1
    assert [path.name for path in tmp_path.iterdir() if path.suffix != ".csv" and path.is_file()] == []
    assert read_csv(result.files[0])[0] == ["day", "games"]


def test_pruning_keeps_the_documented_limits(store: History) -> None:
    fill_sample_history(store, random.Random(3), NOW, days=500, games_per_day=(1, 2), records=True)
    prune(store, NOW)
    ends = [entry.ended for entry in store.game_log()]
    assert ends and min(ends) >= NOW - stats.GAME_LOG_DAYS * DAY
    assert max(ends) > NOW - DAY  # the recent games are kept
    kept = store.finished_games(limit=10_000)
    assert 0 < len(kept) <= stats.FULL_GAMES_KEPT
    assert all(entry.finished >= NOW - stats.FULL_GAMES_DAYS * DAY for entry in kept)
    assert store._db is not None
    oldest_run = store._db.execute("SELECT MIN(started) FROM tutorial_runs").fetchone()[0]
    assert oldest_run >= NOW - stats.TUTORIAL_DAYS * DAY


YEAR_SIZE_LIMIT = 1_500_000  # bytes: what the README promises for a year of a busy café


def test_a_year_of_games_stays_small_after_pruning(data_dir: Path) -> None:
    store = History()
    # A busy café: 8 to 30 games a day for a year and a few tutorial runs a day; the history is pruned once a
    # month (the kiosk prunes when it starts and every day). Full records (with names) are written for the last
    # two months only: older ones are pruned after 30 days whatever they were (test_pruning_keeps_the_documented
    # _limits), and writing a year of them only made this test slow.
    rng = random.Random(11)
    for month in range(12, -1, -1):
        month_end = NOW - month * 30 * DAY
        fill_sample_history(store, rng, month_end, days=29, games_per_day=(8, 30), records=month <= 1)
        prune(store, month_end)
    figures = gather(store, NOW, UTC)
    store.close()
    assert figures.games > 365 * 8
    assert sum(n for _, n in figures.per_day) > 14 * 8
    size = sum(path.stat().st_size for path in data_dir.glob("history.sqlite3*"))
    assert size < YEAR_SIZE_LIMIT, size


def test_the_statistics_need_no_pygame() -> None:
    modules = ["kiosk", "kiosk.stats", "kiosk.stats_csv", "kiosk.stats_sample", "kiosk.folders"]
    assert_imports_leave_pygame_out(modules)
    assert_sources_do_not_mention_pygame(sorted((ROOT / "kiosk").glob("*.py")))


def test_a_broken_history_gives_empty_figures(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    store = History(blocked / "history.sqlite3")
    figures = gather(store, NOW, UTC)
    prune(store, NOW)
    assert figures.is_empty and today_numbers(store, NOW, UTC) == TodayNumbers(0, 0)


def test_a_sample_game_is_always_a_sound_row() -> None:
    from kiosk.stats_sample import sample_game

    rng = random.Random(5)
    rows = [sample_game(rng, NOW) for _ in range(300)]
    assert all(row.is_sound for row in rows)
    assert {row.outcome for row in rows} == {FINISHED, ABANDONED, WALK_UP}
    assert replace(rows[0], players=9).is_sound is False


def test_the_folder_list_shows_visible_folders_sorted(tmp_path: Path) -> None:
    from kiosk import folders

    for name in ("b", "A", ".hidden", "c"):
        (tmp_path / name).mkdir()
    (tmp_path / "a file.txt").write_text("x", encoding="utf-8")
    assert [path.name for path in folders.subfolders(tmp_path)] == ["A", "b", "c"]
    assert folders.subfolders(tmp_path / "missing") == [] and folders.subfolders(tmp_path / "a file.txt") == []
    assert folders.parent_of(tmp_path / "A") == tmp_path and folders.parent_of(Path("/")) is None


def test_a_plugged_in_stick_is_offered_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kiosk import folders

    media = tmp_path / "media"
    monkeypatch.setattr(folders, "mount_roots", lambda: [media])
    monkeypatch.setattr(folders.Path, "home", classmethod(lambda cls: tmp_path))
    assert folders.start_folder() == tmp_path  # nothing plugged in: the home folder
    (media / "CAFE-USB").mkdir(parents=True)
    assert folders.start_folder() == media / "CAFE-USB"
