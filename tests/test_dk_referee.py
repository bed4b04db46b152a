"""`python main.py resolve FILE` with double-kill records: dispatch on "game", the answer, and the error contract
(exit status 2, nothing on standard output, exactly one `error:` line, never a traceback), hostile files included."""
from __future__ import annotations

import io
import json
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.double_kill as doublekill
from game.double_kill.record import RECORD_KEYS, to_record
from game.referee import run
from tests.dk_helpers import dealt, lynch, play_night, random_play
from tests.pure_package_checks import assert_imports_leave_pygame_out, assert_sources_do_not_mention_pygame
from tests.test_hostile_files import encoded, json_values, random_bytes, with_field
from tests.test_rules_faq import EXAMPLE_ANSWER, EXAMPLE_RECORD

ROOT = Path(__file__).resolve().parent.parent
BOM = b"\xef\xbb\xbf"
FEW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
VILLAGE_WIN = to_record(lynch(play_night(dealt(), killer="1L", doctor="9R"), "0L"))
LONG_GAME = to_record(random_play(11, 12)[-1])


def run_direct(path: str, views: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(path, views=views, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def write(tmp_path: Path, content: bytes, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_bytes(content)
    return str(path)


def assert_one_error_line(code: int, out: str, err: str) -> str:
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n") and lines[0].startswith("error: ") and "Traceback" not in err
    return lines[0]


def test_a_double_kill_record_resolves_through_the_same_command(tmp_path: Path) -> None:
    code, out, err = run_direct(write(tmp_path, encoded(VILLAGE_WIN)))
    assert (code, err) == (0, "")
    answer = json.loads(out)
    assert answer["game"] == "double-kill" and answer["winner"] == "village"
    assert answer["winners"] == [2, 3, 4, 5, 7, 8, 9] and "views" not in answer
    code, out, _ = run_direct(write(tmp_path, encoded(VILLAGE_WIN)), views=True)
    views = json.loads(out)["views"]
    assert [view["seat"] for view in views] == list(range(10)) and views[0]["cards"] == ["killer", "villager"]


def test_cheese_thief_records_resolve_exactly_as_before(tmp_path: Path) -> None:
    code, out, err = run_direct(write(tmp_path, encoded(EXAMPLE_RECORD)))
    assert (code, err) == (0, "") and json.loads(out) == EXAMPLE_ANSWER


def test_a_record_of_another_game_is_refused_in_one_line(tmp_path: Path) -> None:
    line = assert_one_error_line(*run_direct(write(tmp_path, encoded({**EXAMPLE_RECORD, "game": "cheese"}))))
    assert line == 'error: game: must be "double-kill" (a Cheese Thief record has no "game" field)'


def test_a_byte_order_mark_is_read_normally(tmp_path: Path) -> None:
    plain = run_direct(write(tmp_path, encoded(LONG_GAME), "plain.json"))
    marked = run_direct(write(tmp_path, encoded(LONG_GAME, bom=True), "marked.json"))
    assert marked == plain and plain[0] == 0


def test_the_command_line_resolves_a_record_and_refuses_a_broken_one(tmp_path: Path) -> None:
    good = subprocess.run([sys.executable, "main.py", "resolve", write(tmp_path, BOM + encoded(VILLAGE_WIN))],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert good.returncode == 0 and json.loads(good.stdout)["winner"] == "village"
    broken = {**VILLAGE_WIN, "rounds": [{"night": {**VILLAGE_WIN["rounds"][0]["night"], "killer": "0X"}}]}
    bad = subprocess.run([sys.executable, "main.py", "resolve", "-"], input=json.dumps(broken), cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.splitlines() == ['error: rounds[0].night.killer: must name a hand at this table, such as "0L" or "9R"']


def test_rule_breaking_records_name_their_field(tmp_path: Path) -> None:
    night = VILLAGE_WIN["rounds"][0]["night"]
    cases: list[tuple[dict[str, Any], str]] = [
        ({**VILLAGE_WIN, "version": 2}, "version"),
        ({**VILLAGE_WIN, "extra": 1}, "extra"),
        ({**VILLAGE_WIN, "players": VILLAGE_WIN["players"][:9]}, "players"),
        ({**VILLAGE_WIN, "players": VILLAGE_WIN["players"] + ["Kai"]}, "hands"),
        ({**VILLAGE_WIN, "hands": [["killer", "detective"]] + VILLAGE_WIN["hands"][1:]}, "hands"),
        ({**VILLAGE_WIN, "rounds": [{"night": {key: value for key, value in night.items() if key != "doctor"}}]},
         "rounds[0].night.doctor"),
        ({**VILLAGE_WIN, "rounds": [{"night": {**night, "assassin": "3L"}}]}, "rounds[0].night.assassin"),
        ({**VILLAGE_WIN, "rounds": VILLAGE_WIN["rounds"] * 2}, "rounds[1]"),
        ({**VILLAGE_WIN, "role_set": {"killer": 9}}, "role_set.killer"),
    ]
    for record, field in cases:
        line = assert_one_error_line(*run_direct(write(tmp_path, encoded(record))))
        assert line.startswith(f"error: {field}"), (field, line)


@FEW
@given(content=random_bytes)
def test_any_bytes_after_a_game_field_give_one_error_line(tmp_path: Path, content: bytes) -> None:
    prefix = b'{"game": "double-kill", '
    assert_one_error_line(*run_direct(write(tmp_path, prefix + content)))


@FEW
@given(record=with_field(VILLAGE_WIN, RECORD_KEYS) | with_field(LONG_GAME, RECORD_KEYS), bom=st.booleans())
def test_a_record_with_any_field_values_answers_or_gives_one_error_line(tmp_path: Path, record: dict[str, Any],
                                                                        bom: bool) -> None:
    code, out, err = run_direct(write(tmp_path, encoded(record, bom)))
    if code == 0:
        assert err == "" and json.loads(out)["game"] == "double-kill"
    else:
        assert_one_error_line(code, out, err)


def _round_variants() -> st.SearchStrategy[dict[str, Any]]:
    def replace_in_round(index: int, key: str, value: Any) -> dict[str, Any]:
        rounds = [dict(entry) for entry in LONG_GAME["rounds"]]
        entry = rounds[index % len(rounds)]
        if isinstance(entry.get(key), dict) and isinstance(value, dict):
            entry[key] = {**entry[key], **value}
        else:
            entry[key] = value
        return {**LONG_GAME, "rounds": rounds}

    return st.builds(replace_in_round, st.integers(0, 20), st.sampled_from(["night", "nominations", "votes", "x"]),
                     json_values | st.dictionaries(st.sampled_from(["killer", "doctor", "0L", "1R"]), json_values))


@FEW
@given(record=_round_variants())
def test_hostile_rounds_answer_or_give_one_error_line(tmp_path: Path, record: dict[str, Any]) -> None:
    code, out, err = run_direct(write(tmp_path, encoded(record)))
    if code != 0:
        assert_one_error_line(code, out, err)


def test_double_kill_modules_never_load_or_mention_pygame() -> None:
    modules = sorted(f"game.double_kill.{info.name}" for info in pkgutil.iter_modules(doublekill.__path__))
    assert "game.double_kill.engine" in modules and "game.double_kill.referee" in modules
    assert_imports_leave_pygame_out(modules)
    sources = list(Path(doublekill.__path__[0]).glob("*.py"))
    assert len(sources) > 10
    assert_sources_do_not_mention_pygame(sources)
