"""The statistics screen and its folder list, driven with synthetic mouse and finger events."""
from __future__ import annotations

import random
from datetime import timezone
from pathlib import Path

import pygame
import pytest

from app import routes
from program import i18n
from app.plan_lookup import demo_plan
from app.gestures import DemoWish
from kiosk.stats import gather
from kiosk.stats_csv import ExportProblem, ExportResult
from kiosk.stats_sample import SAMPLE_NOW, empty_figures, fill_sample_history, sample_figures
from storage.game_log import LoggedGame
from storage.history import History
from scenes.kiosk.folders import FolderPickerScene
from scenes.kiosk.stats import KioskStatsScene, figures_from_history
from scenes.home.title import TitleScene
from tests.test_shell_screens import key, tap

FINGER = pytest.mark.parametrize("with_finger", [False, True], ids=["mouse", "finger"])


def open_stats(make_app, figures=empty_figures, size=(1280, 800), lang="en", **options) -> tuple:
    app = make_app(size=size, lang=lang)
    app.scenes.push(TitleScene(app), transition=False)
    scene = KioskStatsScene(app, figures, **options)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    app.draw()
    return app, scene


@FINGER
def test_back_returns_to_the_screen_below(make_app, with_finger: bool) -> None:
    app, scene = open_stats(make_app)
    assert scene.back_button is not None
    tap(app, scene.back_button.rect, with_finger)
    assert isinstance(app.scenes.top(), TitleScene)


def test_escape_leaves_too(make_app) -> None:
    app, _ = open_stats(make_app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top(), TitleScene)


@FINGER
def test_export_writes_the_csv_files_into_the_folder_chosen(make_app, tmp_path: Path, with_finger: bool) -> None:
    (tmp_path / "stick" / "reports").mkdir(parents=True)
    (tmp_path / "stick" / "photos").mkdir()
    app, scene = open_stats(make_app, sample_figures, start_folder=lambda: tmp_path / "stick")
    assert scene.export_button is not None
    tap(app, scene.export_button.rect, with_finger)
    picker = app.scenes.top()
    assert isinstance(picker, FolderPickerScene) and picker.folder == tmp_path / "stick"
    assert [folder.name for folder in picker.folders] == ["photos", "reports"]
    (reports_button,) = [button for button, folder in picker.folder_buttons.items() if folder.name == "reports"]
    tap(app, reports_button.rect, with_finger)
    assert picker.folder == tmp_path / "stick" / "reports" and picker.folders == []
    assert picker.here_button is not None
    tap(app, picker.here_button.rect, with_finger)
    assert app.scenes.top() is scene
    written = sorted(path.name for path in (tmp_path / "stick" / "reports").iterdir())
    assert len(written) == 7 and all(name.startswith("cheese-thief-") and name.endswith(".csv") for name in written)
    assert scene.status == ("kiosk.stats.exported", {"count": "7", "folder": str(tmp_path / "stick" / "reports")})
    app.draw()


@FINGER
def test_up_one_level_and_cancel(make_app, tmp_path: Path, with_finger: bool) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    app, scene = open_stats(make_app, start_folder=lambda: tmp_path / "a" / "b")
    tap(app, scene.export_button.rect, with_finger)
    picker = app.scenes.top()
    assert isinstance(picker, FolderPickerScene)
    tap(app, picker.up_button.rect, with_finger)
    assert picker.folder == tmp_path / "a" and [folder.name for folder in picker.folders] == ["b"]
    tap(app, picker.cancel_button.rect, with_finger)
    assert app.scenes.top() is scene and scene.status is None


def test_a_refused_folder_is_reported_not_raised(make_app, tmp_path: Path) -> None:
    refused = ExportResult((), ExportProblem.NOT_WRITABLE)
    app, scene = open_stats(make_app, exporter=lambda figures, folder: refused)
    scene.export_to(tmp_path)
    assert scene.status == ("kiosk.stats.export_not_writable", {"folder": str(tmp_path)})
    app.draw()
    scene.exporter = KioskStatsScene(app, empty_figures).exporter  # the real one, on a folder that vanished
    scene.export_to(tmp_path / "gone")
    assert scene.status == ("kiosk.stats.export_no_folder", {"folder": str(tmp_path / "gone")})
    app.draw()


def test_the_folder_list_turns_pages(make_app, tmp_path: Path) -> None:
    for number in range(40):
        (tmp_path / f"folder {number:02d}").mkdir()
    app = make_app()
    picker = FolderPickerScene(app, lambda folder: None, tmp_path)
    app.scenes.push(picker, transition=False)
    app.step(0.0)
    first_page = sorted(folder.name for folder in picker.folder_buttons.values())
    assert first_page[0] == "folder 00" and len(first_page) == picker.per_page < 40
    assert picker.next_button is not None and picker.previous_button is not None
    tap(app, picker.next_button.rect, with_finger=True)
    second_page = sorted(folder.name for folder in picker.folder_buttons.values())
    assert second_page[0] == f"folder {picker.per_page:02d}"
    tap(app, picker.previous_button.rect, with_finger=False)
    assert sorted(folder.name for folder in picker.folder_buttons.values()) == first_page


def test_an_unreadable_folder_shows_no_folders(make_app, tmp_path: Path) -> None:
    app = make_app()
    picker = FolderPickerScene(app, lambda folder: None, tmp_path / "not there")
    app.scenes.push(picker, transition=False)
    app.step(0.0)
    app.draw()
    assert picker.folders == [] and picker.folder_buttons == {}


def test_the_route_opens_the_statistics_from_the_history(make_app, data_dir: Path) -> None:
    history = History()
    history.log_game(LoggedGame(SAMPLE_NOW - 900, SAMPLE_NOW, 6, True, "secret", "fr", "finished", "fall_mouse", True))
    history.close()
    app = make_app()
    scene = routes.make("kiosk_stats", app)
    assert isinstance(scene, KioskStatsScene)
    assert scene.figures.games == 1 and scene.figures.fall_mouse_wins == 1
    assert figures_from_history(lambda: SAMPLE_NOW)().languages == (("fr", 1),)


def test_the_sample_figures_look_like_a_busy_cafe() -> None:
    figures = sample_figures()
    assert figures.games > 300 and figures.thief_side_wins and figures.sleepyhead_wins and figures.fall_mouse_wins
    assert figures.tutorial.started and figures.tutorial.left_at
    assert sample_figures.__wrapped__() == figures  # seeded: the gallery picture is the same every run
    assert empty_figures().is_empty


def test_the_figures_match_a_history_filled_the_same_way(data_dir: Path) -> None:
    history = History()
    fill_sample_history(history, random.Random(7), SAMPLE_NOW, 90)
    assert gather(history, SAMPLE_NOW, timezone.utc) == sample_figures()
    history.close()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_status_lines_fit_in_every_language(make_app, lang: str, size: tuple[int, int]) -> None:
    from app import layout, theme
    from program.i18n import t
    from scenes.kit.public_common import draw_text_block

    app, scene = open_stats(make_app, sample_figures, size=size, lang=lang)
    long_folder = "/media/cafe/USB STICK/reports 2026"
    for status in (("kiosk.stats.exported", {"count": "7", "folder": long_folder}),
                   ("kiosk.stats.export_not_writable", {"folder": long_folder}),
                   ("kiosk.stats.export_no_folder", {"folder": long_folder}), ("kiosk.stats.empty", {})):
        key_name, values = status
        used = draw_text_block(app.surface, t(key_name, **values), scene.status_rect, layout.body_text_px(size),
                               theme.colour("public_text"))
        assert scene.status_rect.contains(used), (lang, key_name)


def test_a_demonstration_only_leaves(make_app) -> None:
    app, scene = open_stats(make_app)
    (gesture,) = demo_plan(scene, random.Random(1), DemoWish(players=5, seed=1))
    assert scene.back_button is not None and scene.back_button.rect.collidepoint(gesture.pos)


def test_a_history_set_aside_as_damaged_is_told_with_its_day(make_app, data_dir: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.kiosk.stats as stats_screen

    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "history.sqlite3.corrupt-20260503-101500").write_bytes(b"x")
    (data_dir / "history.sqlite3-wal.corrupt-20260601-101500").write_bytes(b"x")  # a sidecar: not the day
    written: list[str] = []
    drawn = stats_screen.draw_text_block
    monkeypatch.setattr(stats_screen, "draw_text_block",
                        lambda surface, text, *rest, **options: written.append(text) or drawn(surface, text, *rest,
                                                                                               **options))
    open_stats(make_app, sample_figures, lang="de")
    assert "Der Verlauf war beschädigt und wurde am 3.5. beiseitegelegt; die Zählung hat neu begonnen." in written
