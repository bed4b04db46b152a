"""Only games that were played count: a group that leaves before dawn is a walk-up, shown apart."""
from __future__ import annotations

import random
from datetime import date, datetime, timezone
from pathlib import Path

from kiosk.stats import TodayNumbers, gather, today_numbers
from kiosk.stats_csv import tables
from play.flow import StepKind
from storage.game_log import ABANDONED, FINISHED, WALK_UP, LoggedGame
from storage.history import History
from scenes.cheese_thief.gallery_flows import session_at
from scenes.kiosk.abandon import abandon_game
from scenes.kiosk.stats import NUMBERS, KioskStatsScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.title import TitleScene

UTC = timezone.utc
NOW = datetime(2026, 11, 26, 18, 0, tzinfo=UTC).timestamp()


def row(ended: float, outcome: str, seconds: float) -> LoggedGame:
    finished = outcome == FINISHED
    return LoggedGame(ended - seconds, ended, 5, False, "point", "en", outcome, "thief" if finished else None,
                      True if finished else None)


def test_walk_ups_are_counted_apart_from_games(data_dir: Path) -> None:
    history = History()
    try:
        for index in range(16):  # a day of random taps: none of them a game
            history.log_game(row(NOW - 3600 + index * 60, WALK_UP, 1.7 + index * 3.5))
        history.log_game(row(NOW - 600, FINISHED, 900))
        history.log_game(row(NOW - 300, ABANDONED, 700))
        figures = gather(history, NOW, UTC)
        assert (figures.games, figures.finished, figures.abandoned, figures.walk_ups) == (2, 1, 1, 16)
        assert figures.per_day[-1] == (date(2026, 11, 26), 2) and dict(figures.player_counts)[5] == 2
        assert figures.languages == (("en", 2),)
        assert today_numbers(history, NOW, UTC) == TodayNumbers(games=1, thief_caught=1)
    finally:
        history.close()
    outcomes = dict(tables(figures)["outcomes"][1:])
    assert outcomes["walk_ups"] == "16" and outcomes["games_abandoned"] == "1"


def test_only_walk_ups_are_not_an_empty_screen(data_dir: Path) -> None:
    history = History()
    try:
        history.log_game(row(NOW - 60, WALK_UP, 5))
        assert not gather(history, NOW, UTC).is_empty
    finally:
        history.close()


def abandoned_at(make_app, kind: StepKind) -> dict:
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    flow = PlayFlow(app, session_at(5, 2, kind), persist=False)
    flow.show_current(flow.session.step_index, replace=False)
    app.step(0.5)
    summary = abandon_game(app, TitleScene, clock=lambda: NOW)
    assert summary is not None
    return summary


def test_a_game_left_before_dawn_is_a_walk_up_and_after_dawn_abandoned(make_app, data_dir: Path) -> None:
    assert abandoned_at(make_app, StepKind.CURTAIN)["outcome"] == WALK_UP
    assert abandoned_at(make_app, StepKind.NIGHT_TURN)["outcome"] == WALK_UP
    assert abandoned_at(make_app, StepKind.DAWN_TURN)["outcome"] == ABANDONED  # every night decision made
    assert abandoned_at(make_app, StepKind.DISCUSSION)["outcome"] == ABANDONED


def test_the_statistics_screen_shows_walk_ups_in_a_panel_of_their_own(make_app) -> None:
    from kiosk.stats_sample import sample_figures

    for size in ((1024, 600), (800, 1280)):
        app = make_app(size)
        scene = KioskStatsScene(app, sample_figures)
        app.scenes.push(scene, transition=False)
        app.step(0.1)
        assert len(scene.number_rects) == len(NUMBERS) == 5 and NUMBERS[-1] == "walk_ups"
        rects = scene.number_rects
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert all(scene.title_rect.bottom <= rect.top for rect in rects)
    assert sample_figures().walk_ups > 0
