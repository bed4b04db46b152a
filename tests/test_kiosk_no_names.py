"""The café kiosk keeps no name on disk: after every group, no file of the data folder holds a name it typed.

Groups come one after another to one kiosk: one plays to the reveal and leaves, one walks away before the night is
over, one is cut off by a power cut and resumed by the next start. After each, every file of the data folder
(the history with its -wal and -shm, the autosave, anything moved aside) is searched as bytes.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from program import i18n
from kiosk.config import KioskConfig
from kiosk.pin import hash_pin
from storage import autosave
from play.autoplay import play_until
from play.flow import StepKind
from storage.game_log import FINISHED, WALK_UP
from storage.history import History
from play.seat_labels import record_without_names, session_without_names
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.kiosk.attract import KioskAttractScene
from scenes.kiosk.game import running_flow
from scenes.kiosk.mode import KioskMode
from scenes.cheese_thief.play_flow import PlayFlow
from tools.kiosk_soak import group_names, names_on_disk

CLOCK = 1_800_000_000.0


def kiosk(make_app) -> tuple[object, KioskMode]:
    app = make_app()
    config = KioskConfig(venue_name="Le Meep", languages=("fr", "en"), default_players=5, pin=hash_pin("2468"))
    mode = KioskMode(app, config, rng=random.Random(3), clock=lambda: CLOCK)
    mode.start()
    return app, mode


def group_game(app, group: int, count: int, kind: StepKind, seed: int = 3) -> tuple[PlayFlow, list[str]]:
    """A group's game with the names it typed, on screen at step ``kind`` (saved as the game saves every move)."""
    names = group_names(group, count)
    session = PlaySession.start(GameSetup(tuple(names), vote_mode=VoteMode.POINT), seed, now=CLOCK - 1000 + group)  # the log tells games apart by start
    play_until(session, kind, random.Random(seed))
    flow = PlayFlow(app, session, persist=True)
    flow.save()
    flow.show_current(flow.session.step_index)
    for _ in range(4):
        app.step(0.25)
    return flow, names


def wait(app, seconds: float, step: float = 0.5) -> None:
    for _ in range(round(seconds / step)):
        app.step(step)


def test_no_group_leaves_its_names_on_disk(make_app, data_dir: Path) -> None:
    typed: list[str] = []
    app, mode = kiosk(make_app)

    # Group 1 plays to the reveal (its record goes into the history) and leaves from the replay.
    mode.play("fr")
    flow, names = group_game(app, 1, 6, StepKind.REVEAL)
    typed += names
    assert flow.names == tuple(names), "the names stay in memory while the group plays"
    assert names_on_disk(data_dir, typed) == []
    history = History()
    try:
        (game,) = history.finished_games()
    finally:
        history.close()
    assert game.record["players"] == [f"Place {seat}" for seat in range(1, 7)]
    mode.show_attract()
    assert names_on_disk(data_dir, typed) == []

    # Group 2 walks away before the night is over: a walk-up, and nothing of it stays.
    mode.play("en")
    _, names = group_game(app, 2, 5, StepKind.NIGHT_TURN)
    typed += names
    assert json.loads(autosave.autosave_path().read_text(encoding="utf-8"))["setup"]["names"][0] == "Seat 1"
    wait(app, 400.0)
    assert [type(scene) for scene in app.scenes.stack] == [KioskAttractScene]
    history = History()
    try:
        assert [row.outcome for row in history.game_log(0.0)] == [FINISHED, WALK_UP]
    finally:
        history.close()
    assert names_on_disk(data_dir, typed) == []

    # Group 3 is cut off by a power cut: the next start resumes its game with seat labels.
    mode.play("en")
    _, names = group_game(app, 3, 7, StepKind.DISCUSSION)
    typed += names
    assert names_on_disk(data_dir, typed) == []
    app.scenes.clear_and_forget()
    restarted, mode = kiosk(make_app)
    resumed = running_flow(restarted)
    assert resumed is not None and resumed.names == tuple(f"Seat {seat}" for seat in range(1, 8))
    mode.show_attract()
    assert names_on_disk(data_dir, typed) == []
    assert len(typed) == 18 and i18n.current_language() == "fr"


def test_the_search_finds_a_name_in_any_file_and_encoding(tmp_path: Path) -> None:
    names = ["Zoë9.1", "小明9.2", "Grüße9.3", "Åsa Ø9.4"]
    (tmp_path / "moved").mkdir()
    (tmp_path / "history.sqlite3-wal").write_bytes(b"\x00" + names[0].encode("utf-8") + b"\x00")
    (tmp_path / "autosave.json").write_text(json.dumps({"names": [names[1]]}), encoding="ascii")  # \u escapes
    (tmp_path / "moved" / "history.sqlite3.1").write_bytes(names[2].encode("utf-16-le"))
    assert sorted(names_on_disk(tmp_path, names)) == [
        "autosave.json: 小明9.2", "history.sqlite3-wal: Zoë9.1", "history.sqlite3.1: Grüße9.3"]


def test_outside_the_kiosk_names_are_still_saved(make_app, data_dir: Path) -> None:
    app = make_app()
    _, names = group_game(app, 4, 5, StepKind.DISCUSSION)
    assert names_on_disk(data_dir, names) != []  # the search would find them: the kiosk's test is not vacuous
    assert autosave.load().session.setup.names == tuple(names)


def test_labels_replace_names_in_a_session_and_a_record() -> None:
    names = group_names(5, 5)
    session = PlaySession.start(GameSetup(tuple(names)), 11, now=CLOCK)
    play_until(session, StepKind.REVEAL, random.Random(11))
    data = session.to_json()
    data["past_winners"] = [[names[1], "someone gone"]]
    anonymous = session_without_names(data)
    assert anonymous["setup"]["names"] == [f"Seat {seat}" for seat in range(1, 6)]
    assert anonymous["past_winners"] == [["Seat 2"]]
    assert data["setup"]["names"] == names, "the game in memory keeps its names"
    assert PlaySession.from_json(anonymous).record()["roles"] == session.record()["roles"]
    assert record_without_names(session.record())["players"] == anonymous["setup"]["names"]


def test_the_seat_labels_leave_pygame_out() -> None:
    from tests.pure_package_checks import assert_imports_leave_pygame_out

    assert_imports_leave_pygame_out(["play.seat_labels"])
