"""Ending a game as abandoned in the kiosk, and what the idle watch is told about the screens."""
from __future__ import annotations

import json
import sqlite3

import pytest

from app import fonts
from kiosk.idle import IdleContext
from storage import autosave
from play.flow import StepKind
from play.setup import VoteMode
from scenes.cheese_thief.gallery_flows import NAMES, session_at
from scenes.kiosk.abandon import abandon_game
from scenes.kiosk.game import idle_context, running_flow
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.home.title import TitleScene


def game_on_screen(make_app, kind: StepKind, persist: bool = True, **options):
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    session = session_at(6, 3, kind, **options)
    session.started = 1000.0
    flow = PlayFlow(app, session, persist=persist)
    flow.save()
    flow.show_current(flow.session.step_index, replace=False)
    app.step(1.0)
    app.step(1.0)
    return app, flow


def test_abandoning_ends_the_game_and_leaves_nothing_of_the_group(make_app, data_dir) -> None:
    app, flow = game_on_screen(make_app, StepKind.DISCUSSION, vote_mode=VoteMode.SECRET)
    assert autosave.load().session is not None
    assert len(fonts._RENDERED) > 0  # the table's names were drawn
    recorded: list[dict] = []
    summary = abandon_game(app, TitleScene, recorded.append, clock=lambda: 1600.0)
    assert recorded == [summary]
    assert summary == {"outcome": "abandoned", "players": 6, "fall_mouse": False, "vote_mode": "secret",
                       "language": "en", "started": 1000.0, "ended": 1600.0, "left_at": "discussion"}
    assert not any(name in json.dumps(summary, ensure_ascii=False) for name in NAMES)
    assert autosave.load().session is None, "the next start does not offer to resume it"
    assert len(app.scenes) == 1 and isinstance(app.scenes.top(), TitleScene)
    assert app.scenes.fade is None and running_flow(app) is None
    assert len(fonts._RENDERED) == 0 and not app.scenes._buffers
    assert flow.on_saved == [] and flow.traces == []
    app.step(0.5)
    assert app.running and idle_context(app) is IdleContext.OUTSIDE_GAME


def test_abandoning_without_a_game_resets_the_screens_and_records_nothing(make_app, data_dir) -> None:
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    recorded: list[dict] = []
    assert abandon_game(app, TitleScene, recorded.append) is None
    assert recorded == [] and len(app.scenes) == 1


def test_a_finished_game_is_not_recorded_as_abandoned(make_app, data_dir) -> None:
    app, _flow = game_on_screen(make_app, StepKind.REPLAY)
    recorded: list[dict] = []
    assert abandon_game(app, TitleScene, recorded.append) is None
    assert recorded == [] and autosave.load().session is None


def test_an_unsaved_game_leaves_another_autosave_alone(make_app, data_dir) -> None:
    app, saved = game_on_screen(make_app, StepKind.DISCUSSION)
    PlayFlow(app, session_at(5, 4, StepKind.DISCUSSION), persist=False).show_current(replace=False)
    app.step(1.0)
    recorded: list[dict] = []
    abandon_game(app, TitleScene, recorded.append)
    assert recorded[0]["players"] == 5
    assert autosave.load().session is not None


@pytest.mark.parametrize("error", [OSError("disk full"), sqlite3.OperationalError("locked")])
def test_a_history_that_cannot_be_written_does_not_stop_the_reset(make_app, data_dir, error: Exception) -> None:
    app, _flow = game_on_screen(make_app, StepKind.DISCUSSION)

    def broken(summary: dict) -> None:
        raise error

    assert abandon_game(app, TitleScene, broken) is not None
    assert isinstance(app.scenes.top(), TitleScene) and autosave.load().session is None


# ----- what the idle watch is told ----------------------------------------------------------------------------
def test_menus_and_a_finished_game_are_outside_a_game(make_app, data_dir) -> None:
    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    assert idle_context(app) is IdleContext.OUTSIDE_GAME
    app, _flow = game_on_screen(make_app, StepKind.REPLAY)
    assert idle_context(app) is IdleContext.OUTSIDE_GAME


def test_a_curtain_waiting_for_the_next_player_is_watched(make_app, data_dir) -> None:
    app, _flow = game_on_screen(make_app, StepKind.CURTAIN)
    assert idle_context(app) is IdleContext.IN_GAME


def test_an_open_private_turn_holds_the_watch(make_app, data_dir) -> None:
    app, _flow = game_on_screen(make_app, StepKind.NIGHT_TURN)
    assert app.scenes.top().is_private
    assert idle_context(app) is IdleContext.HELD


def test_the_running_discussion_holds_the_watch_and_a_paused_one_does_not(make_app, data_dir) -> None:
    app, _flow = game_on_screen(make_app, StepKind.DISCUSSION)
    discussion = app.scenes.top()
    assert discussion.running
    assert idle_context(app) is IdleContext.HELD
    discussion.toggle_pause()
    assert not discussion.running
    assert idle_context(app) is IdleContext.IN_GAME
