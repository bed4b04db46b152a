"""A table demo refuses, with exit status 2 and one line, what it cannot play, instead of another game."""
from __future__ import annotations

import pytest

import main as entry
from driver.table.demo import main as table_demo_main
from driver.table.demo_request import table_demo_refusal


@pytest.mark.parametrize("argv, words", [
    (["--players", "8", "--diagonal", "32"], "32-inch 1920x1080 table seats at most 4 players, not 8"),
    (["--game", "double-kill", "--players", "12"], "Cheese Thief only"),
    (["--game", "double-kill"], "Cheese Thief only"),
    (["--players", "5", "--resume"], "--resume"),
    (["--players", "5", "--tie-protects-thief"], "--tie-protects-thief"),
    (["--players", "5", "--look-at-rules"], "--look-at-rules"),
    (["--players", "4", "--size", "800x700", "--diagonal", "20"], "--table:"),
])
def test_the_demo_command_refuses_a_table_game_it_cannot_play(argv: list[str], words: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    status = entry.main(["demo", "--table", "--headless", *argv])
    captured = capsys.readouterr()
    assert status == 2
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("error: ") and words in captured.err


def test_the_table_demo_itself_refuses_more_players_than_places(capsys: pytest.CaptureFixture[str]) -> None:
    status = table_demo_main(players=8, seed=1, record_path=None, lang="en", size=(1920, 1080), diagonal_in=32.0,
                             vote_mode=None)
    assert status == 2
    assert "not 8" in capsys.readouterr().err


def test_what_the_table_can_seat_is_accepted() -> None:
    assert table_demo_refusal("cheese-thief", 8, (1920, 1080), 55.0) is None
    assert table_demo_refusal("cheese-thief", 4, (1920, 1080), 32.0) is None
    assert table_demo_refusal("cheese-thief", 6, (1920, 1080), 34.0) is None
    assert table_demo_refusal("cheese-thief", 7, (1920, 1080), 34.0) is not None
    assert table_demo_refusal("cheese-thief", 3, (1920, 1080), 55.0) is not None
