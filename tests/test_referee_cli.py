"""The referee: `game.referee.run` and `python main.py resolve FILE [--views]`.

A valid record prints one JSON object and exits 0; a record that breaks a rule exits 2,
prints nothing on standard output and exactly one line `error: FIELD: message` on
standard error. The command never imports pygame.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.referee import EXIT_INVALID, run
from tests.rules_helpers import record
from tests.test_rules_faq import EXAMPLE_ANSWER, EXAMPLE_RECORD, EXAMPLE_VIEWS

ROOT = Path(__file__).resolve().parent.parent


def run_direct(path: str, views: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(path, views=views, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", "resolve", *args],
        cwd=ROOT, input=stdin, capture_output=True, text=True, timeout=60,
    )


def write(tmp_path: Path, content: Any, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return str(path)


# --- valid records -----------------------------------------------------------------------------


def test_run_prints_the_design_example_answer(tmp_path: Path) -> None:
    code, out, err = run_direct(write(tmp_path, EXAMPLE_RECORD))
    assert (code, err) == (0, "")
    assert json.loads(out) == EXAMPLE_ANSWER
    assert out.count("\n") == 1


def test_run_with_views_adds_every_seat(tmp_path: Path) -> None:
    code, out, _ = run_direct(write(tmp_path, EXAMPLE_RECORD), views=True)
    answer = json.loads(out)
    assert code == 0
    assert answer.pop("views") == EXAMPLE_VIEWS
    assert answer == EXAMPLE_ANSWER


def test_run_without_votes_leaves_the_outcome_null(tmp_path: Path) -> None:
    data = dict(EXAMPLE_RECORD)
    del data["votes"]
    code, out, _ = run_direct(write(tmp_path, data))
    answer = json.loads(out)
    assert code == 0
    assert [answer[key] for key in ("tally", "revealed", "winner", "winners")] == [None] * 4
    assert answer["followers"] == [0]


def test_run_reads_standard_input(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(EXAMPLE_RECORD)))
    code, out, _ = run_direct("-")
    assert code == 0 and json.loads(out) == EXAMPLE_ANSWER


def test_run_keeps_unicode_names(tmp_path: Path) -> None:
    data = dict(EXAMPLE_RECORD, players=["阿达", "Bö", "Cai", "Dee", "Eve", "Fay"])
    code, out, _ = run_direct(write(tmp_path, data))
    assert code == 0 and json.loads(out) == EXAMPLE_ANSWER


def test_cli_resolve_file_and_views(tmp_path: Path) -> None:
    """`python main.py resolve FILE --views` prints the same answer as the function."""
    done = run_cli(write(tmp_path, EXAMPLE_RECORD), "--views")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer.pop("views") == EXAMPLE_VIEWS
    assert answer == EXAMPLE_ANSWER
    assert done.stderr == ""


def test_cli_resolve_standard_input() -> None:
    done = run_cli("-", stdin=json.dumps(EXAMPLE_RECORD))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == EXAMPLE_ANSWER


def test_cli_resolve_does_not_import_pygame(tmp_path: Path) -> None:
    """The referee is pure Python: running it leaves pygame out of sys.modules."""
    path = write(tmp_path, EXAMPLE_RECORD)
    probe = (
        "import runpy, sys\n"
        f"sys.argv = ['main.py', 'resolve', {path!r}, '--views']\n"
        "try:\n"
        "    runpy.run_path('main.py', run_name='__main__')\n"
        "except SystemExit as done:\n"
        "    code = done.code\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui'))\n"
        "print('EXIT', code, 'LOADED', loaded, file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stderr.strip() == "EXIT 0 LOADED []"
    assert json.loads(done.stdout)["winner"] == "sleepyheads"


# --- invalid records ---------------------------------------------------------------------------

FOUR = dict(wake_choice=[None, 3, 5, 1])
FOUR_DICE = [[1, 2], [3, 4], [5, 6], [1, 1]]

# name -> (record or raw text, the FIELD the error line must name)
INVALID: dict[str, tuple[Any, str]] = {
    "wrong count": (record("TSS", [1, 2, 3]), "players"),
    "too many players": (record("TSSSSSSSS", [1] * 9, players=[f"p{i}" for i in range(9)]), "players"),
    "two thieves": (record("TTSSS", [1, 2, 3, 4, 5]), "roles"),
    "no thief": (record("SSSSS", [1, 2, 3, 4, 5]), "roles"),
    "peek with company": (record("SSTSS", [2, 2, 3, 4, 5], peeks=[1, None, None, None, None]), "peeks[0]"),
    "thief peek": (record("TSSSS", [1, 2, 3, 4, 5], peeks=[1, None, None, None, None]), "peeks[0]"),
    "four-player peek": (record("TSSS", FOUR_DICE, peeks=[None, 0, None, None], **FOUR), "peeks[1]"),
    "self peek": (record("STSSSS", [3, 4, 1, 3, 5, 6], peeks=[None, None, 2, None, 3, 1], followers=[0]), "peeks[2]"),
    "peek out of range": (record("STSSSS", [3, 4, 1, 3, 5, 6], peeks=[None, None, 9, None, None, None], followers=[0]), "peeks[2]"),
    "self vote": (record("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 2, 1, 1]), "votes[2]"),
    "vote out of range": (record("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 1, 7]), "votes[4]"),
    "missing vote entry": (record("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 1]), "votes"),
    "null vote": (record("STSSS", [2, 2, 3, 3, 1], votes=[1, 0, 1, 1, None]), "votes[4]"),
    "five players follower not a witness": (record("STSSS", [4, 4, 4, 2, 3], followers=[3]), "followers[0]"),
    "five players two followers": (record("STSSS", [4, 4, 4, 2, 3], followers=[0, 2]), "followers"),
    "five players witnesses but no pick": (record("STSSS", [4, 4, 4, 2, 3], followers=[]), "followers"),
    "six players two followers": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[1, 2]), "followers"),
    "six players no follower": (record("TSSSSS", [1, 2, 3, 4, 5, 6]), "followers"),
    "seven players one follower": (record("TSSSSSS", [1, 2, 3, 4, 5, 6, 6], followers=[1]), "followers"),
    "eight players three followers": (record("TSSSSSSS", [1, 2, 3, 4, 5, 6, 6, 5], followers=[1, 2, 3]), "followers"),
    "thief chooses self": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[0]), "followers[0]"),
    "same follower twice": (record("TSSSSSS", [1, 2, 3, 4, 5, 6, 6], followers=[1, 1]), "followers[1]"),
    "follower out of range": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[6]), "followers[0]"),
    "follower not a number": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=["Bo"]), "followers[0]"),
    "wake choice not a die": (record("TSSS", FOUR_DICE, wake_choice=[None, 3, 5, 2]), "wake_choice[3]"),
    "wake choice for the thief": (record("TSSS", FOUR_DICE, wake_choice=[1, 3, 5, 1]), "wake_choice[0]"),
    "wake choice missing at four": (record("TSSS", FOUR_DICE), "wake_choice"),
    "wake choice at five": (record("TSSSS", [1, 2, 3, 4, 5], wake_choice=[None, 2, 3, 4, 5]), "wake_choice"),
    "wake choice wrong length": (record("TSSS", FOUR_DICE, wake_choice=[None, 3, 5]), "wake_choice"),
    "unknown key": (record("TSSSS", [1, 2, 3, 4, 5], winner="thief"), "winner"),
    "wrong format": (record("TSSSS", [1, 2, 3, 4, 5], format="cheese-thief/2"), "format"),
    "missing format": ({k: v for k, v in record("TSSSS", [1, 2, 3, 4, 5]).items() if k != "format"}, "format"),
    "missing dice": ({k: v for k, v in record("TSSSS", [1, 2, 3, 4, 5]).items() if k != "dice"}, "dice"),
    "not an object": ([1, 2, 3], "record"),
    "bad JSON": ('{"format": "cheese-thief/1", ', "record"),
    "empty file": ("", "record"),
    "fall mouse at five": (record("TFSSS", [1, 2, 3, 4, 5]), "fall_mouse"),
    "fall mouse card without variant": (record("TFSSSS", [1, 2, 3, 4, 5, 6], followers=[1], fall_mouse=False), "roles[1]"),
    "fall mouse variant without card": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[1], fall_mouse=True), "roles"),
    "fall_mouse not a boolean": (record("TSSSSS", [1, 2, 3, 4, 5, 6], followers=[1], fall_mouse="yes"), "fall_mouse"),
    "unknown card": (dict(record("TSSSS", [1, 2, 3, 4, 5]), roles=["thief", "king", "sleepyhead", "sleepyhead", "sleepyhead"]), "roles[1]"),
    "die above six": (record("TSSSS", [1, 2, 3, 4, 7]), "dice[4]"),
    "die zero": (record("TSSSS", [0, 2, 3, 4, 5]), "dice[0]"),
    "die not a number": (record("TSSSS", [1, 2, "3", 4, 5]), "dice[2]"),
    "two dice at five": (record("TSSSS", [1, 2, [3, 4], 4, 5]), "dice[2]"),
    "one die at four": (record("TSSS", [[1, 2], [3], [5, 6], [1, 1]], **FOUR), "dice[1]"),
    "wrong number of dice": (record("TSSSS", [1, 2, 3, 4]), "dice"),
    "empty player name": (dict(record("TSSSS", [1, 2, 3, 4, 5]), players=["A", "", "C", "D", "E"]), "players[1]"),
    "meta not an object": (record("TSSSS", [1, 2, 3, 4, 5], meta=[]), "meta"),
    "peeks not a list": (dict(record("TSSSS", [1, 2, 3, 4, 5]), peeks=3), "peeks"),
    "peeks wrong length": (record("TSSSS", [1, 2, 3, 4, 5], peeks=[None, 0]), "peeks"),
    "house_rules not an object": (record("TSSSS", [1, 2, 3, 4, 5], house_rules=["tie_protects_thief"]), "house_rules"),
    "house_rules true": (record("TSSSS", [1, 2, 3, 4, 5], house_rules=True), "house_rules"),
    "unknown house rule": (record("TSSSS", [1, 2, 3, 4, 5], house_rules={"thief_wins_ties": True}), "house_rules.thief_wins_ties"),
    "house rule not a boolean": (record("TSSSS", [1, 2, 3, 4, 5], house_rules={"tie_protects_thief": 1}), "house_rules.tie_protects_thief"),
    "house rule as text": (record("TSSSS", [1, 2, 3, 4, 5], house_rules={"tie_protects_thief": "true"}), "house_rules.tie_protects_thief"),
}


def assert_refused(code: int, out: str, err: str, field: str) -> None:
    assert code == EXIT_INVALID == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert err.endswith("\n")
    prefix = f"error: {field}: "
    assert lines[0].startswith(prefix), lines[0]
    assert len(lines[0]) > len(prefix) + 3


@pytest.mark.parametrize("name", list(INVALID))
def test_invalid_record_is_refused_with_one_line(name: str, tmp_path: Path) -> None:
    content, field = INVALID[name]
    code, out, err = run_direct(write(tmp_path, content))
    assert_refused(code, out, err, field)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    code, out, err = run_direct(str(tmp_path / "nowhere.json"))
    assert_refused(code, out, err, "record")
    assert "nowhere.json" in err


def test_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"players": ["\xe9"]}')
    code, out, err = run_direct(str(path))
    assert_refused(code, out, err, "record")


def test_directory_is_refused(tmp_path: Path) -> None:
    code, out, err = run_direct(str(tmp_path))
    assert_refused(code, out, err, "record")


@pytest.mark.parametrize("name", ["self vote", "bad JSON", "wrong count", "four-player peek"])
def test_cli_invalid_record_exit_two(name: str, tmp_path: Path) -> None:
    content, field = INVALID[name]
    done = run_cli(write(tmp_path, content))
    assert_refused(done.returncode, done.stdout, done.stderr, field)


def test_cli_missing_file_exit_two(tmp_path: Path) -> None:
    done = run_cli(str(tmp_path / "missing.json"))
    assert_refused(done.returncode, done.stdout, done.stderr, "record")


def test_error_messages_name_the_problem(tmp_path: Path) -> None:
    """The message after the field is written for a player."""
    expectations = {
        "self vote": "cannot vote for themselves",
        "two thieves": "exactly one Cheese Thief",
        "peek with company": "woke with others",
        "thief peek": "never peeks",
        "self peek": "own die",
        "four-player peek": "4 players",
        "wrong count": "4 to 8 players",
        "seven players one follower": "exactly 2",
        "five players follower not a witness": "saw the theft",
    }
    for name, words in expectations.items():
        _, _, err = run_direct(write(tmp_path, INVALID[name][0]))
        assert words in err, (name, err)


# Records whose mistake comes after the night's last decision in the replay: the error still
# names the rule that is broken and the seat concerned.
LATE: dict[str, tuple[Any, str]] = {
    "four players any follower": (
        record("TSSS", FOUR_DICE, followers=[1], **FOUR),
        "followers: there are no followers with 4 players"),
    "five players no witness but a follower": (
        record("TSSSS", [1, 2, 2, 3, 3], followers=[1]),
        "followers: nobody saw the theft, so there is no follower"),
    "five players single witness but another follower": (
        record("TSSSS", [1, 1, 2, 3, 3], followers=[2]),
        "followers: the only player who saw the theft becomes the follower without a choice"),
    "peek with company by the last seat": (
        record("TSSSS", [1, 2, 3, 4, 4], peeks=[None, None, None, None, 0]),
        "peeks[4]: a player who woke with others cannot peek"),
    "thief peek by the last seat": (
        record("SSSST", [1, 2, 3, 4, 5], peeks=[1, 0, 0, 0, 0]),
        "peeks[4]: the Cheese Thief never peeks"),
    "peek when nobody is alone": (
        record("TSSSS", [1, 1, 2, 2, 2], peeks=[None, None, 0, None, None]),
        "peeks[2]: a player who woke with others cannot peek"),
}


@pytest.mark.parametrize("name", list(LATE))
def test_invalid_record_found_after_the_night_is_refused(name: str, tmp_path: Path) -> None:
    content, line = LATE[name]
    code, out, err = run_direct(write(tmp_path, content))
    assert (code, out, err) == (2, "", f"error: {line}\n")
