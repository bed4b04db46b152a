"""Hostile files: every file the program reads may hold any bytes, any size and any nesting.

The four readers are the referee (`resolve FILE` / `resolve -`), the settings, the autosave and the history
database. Whatever a file holds, the referee answers with exit status 2 and one `error:` line, and the other
three move the bad file aside with a notice and go on with defaults; no other file is touched. A UTF-8
byte-order mark at the start of a text file is read normally.
"""
from __future__ import annotations

import io
import json
import math
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from program import i18n
from storage import files as storage
from app.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from game.cheese_thief.actions import Action, Dawn
from game.cheese_thief.house_rules import HOUSE_RULE_NAMES, HouseRules
from game.cheese_thief.record import RECORD_KEYS
from game.referee import MAX_RECORD_BYTES, run
from storage import autosave, history
from play.autoplay import play_step, play_until
from play.flow import StepKind
from play.session import AUTOSAVE_FORMAT, PlaySession
from play.setup import GameSetup, VoteMode
from tests.test_rules_faq import EXAMPLE_ANSWER, EXAMPLE_RECORD

ROOT = Path(__file__).resolve().parent.parent
BOM = b"\xef\xbb\xbf"
HUGE_BYTES = 50_000_000
DEEP = 100_000
SQLITE_HEADER = b"SQLite format 3\x00"
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
FEWER = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

# ----- strategies --------------------------------------------------------------------------------------------
any_text = st.text(st.characters(exclude_categories=()), max_size=12)  # lone surrogates and control characters too
scalars = (
    st.none() | st.booleans() | st.integers() | st.integers(min_value=-(10**300), max_value=10**300)
    | st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([1e308, -1e308, 0.5, -0.0]) | any_text
)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(any_text, inner, max_size=4), max_leaves=12
)
random_bytes = st.binary(max_size=400) | st.binary(max_size=400).map(lambda data: BOM + data)


def encoded(value: Any, bom: bool = False) -> bytes:
    """JSON as the program might find it: ASCII-escaped (lone surrogates survive), NaN and Infinity included."""
    return (BOM if bom else b"") + json.dumps(value, ensure_ascii=True).encode("ascii")


def with_field(base: dict[str, Any], keys: list[str] | tuple[str, ...]) -> st.SearchStrategy[dict[str, Any]]:
    """``base`` with one field replaced by any value, one list element replaced, or one field removed."""

    def replace_field(key: str, value: Any) -> dict[str, Any]:
        return {**base, key: value}

    def replace_element(key: str, index: int, value: Any) -> dict[str, Any]:
        old = base.get(key)
        if not isinstance(old, list) or not old:
            return replace_field(key, value)
        return {**base, key: [value if i == index % len(old) else item for i, item in enumerate(old)]}

    def drop_field(key: str) -> dict[str, Any]:
        return {name: value for name, value in base.items() if name != key}

    keys_ = st.sampled_from(list(keys))
    return (st.builds(replace_field, keys_, json_values)
            | st.builds(replace_element, keys_, st.integers(0, 7), json_values)
            | st.builds(drop_field, keys_))


# ----- helpers -----------------------------------------------------------------------------------------------
@contextmanager
def fresh_data_folder() -> Iterator[Path]:
    """An empty data folder for one hypothesis example (a function-scoped fixture would be shared by all)."""
    before = os.environ.get(storage.DATA_DIR_ENV)
    with tempfile.TemporaryDirectory(prefix="cheese-thief-hostile-") as name:
        os.environ[storage.DATA_DIR_ENV] = name
        try:
            yield Path(name)
        finally:
            if before is None:
                os.environ.pop(storage.DATA_DIR_ENV, None)
            else:
                os.environ[storage.DATA_DIR_ENV] = before


def moved_aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


def good_session(count: int = 5, seed: int = 4) -> PlaySession:
    names = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")[:count]
    return PlaySession.start(GameSetup(names), seed)


def good_autosave_bytes(session: PlaySession | None = None) -> bytes:
    return encoded((session or good_session()).to_json())


GOOD_SAVE = good_session().to_json()
SAVE_KEYS = tuple(GOOD_SAVE)
TIE_SAVE = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve"), house_rules=HouseRules(tie_protects_thief=True)),
                             4).to_json()


def write_others(folder: Path, skip: str) -> dict[str, bytes]:
    """Put a valid settings file, autosave and history in ``folder`` (all but ``skip``); their bytes by name."""
    save_settings(Settings(language="fr", sound_volume=0.25))
    autosave.save(good_session())
    store = history.History()
    store.remember_players(["Ada", "Bo"])
    store.close()
    (folder / skip).unlink()
    return {path.name: path.read_bytes() for path in folder.iterdir()}


def assert_untouched(folder: Path, others: dict[str, bytes]) -> None:
    for name, content in others.items():
        assert (folder / name).read_bytes() == content, f"{name} was changed"


def resolve_in_process(path: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    code = run(path)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_error_line(code: int, out: str, err: str) -> str:
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), err
    assert lines[0].startswith("error: ") and "Traceback" not in err
    return lines[0]


def assert_answer_or_one_error(code: int, out: str, err: str) -> None:
    """A valid record prints one JSON line; anything else exits 2 with one error line."""
    if code == 0:
        assert err == "" and len(out.splitlines()) == 1 and isinstance(json.loads(out), dict)
    else:
        assert_one_error_line(code, out, err)


# ----- 1. the referee ----------------------------------------------------------------------------------------
@FAST
@given(content=random_bytes)
def test_resolve_answers_any_bytes_with_one_error_line(tmp_path: Path, capsys, content: bytes) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(content)
    assert_one_error_line(*resolve_in_process(str(path), capsys))


@FAST
@given(value=json_values, bom=st.booleans())
def test_resolve_answers_any_json_shape_with_one_error_line(tmp_path: Path, capsys, value: Any, bom: bool) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(encoded(value, bom))
    assert_one_error_line(*resolve_in_process(str(path), capsys))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(record=with_field(EXAMPLE_RECORD, RECORD_KEYS) | st.dictionaries(st.sampled_from(RECORD_KEYS), json_values))
def test_resolve_answers_a_record_with_any_field_values(tmp_path: Path, capsys, record: dict[str, Any]) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(encoded(record))
    assert_answer_or_one_error(*resolve_in_process(str(path), capsys))


# R11.2: the house_rules object, of any shape, in a record that is otherwise valid, and a record with the house rule
# on with any other field changed.
TIE_RECORD = {**EXAMPLE_RECORD, "house_rules": {"tie_protects_thief": True}}
house_rule_values = (
    st.dictionaries(st.sampled_from(HOUSE_RULE_NAMES) | any_text, json_values, max_size=3)
    | st.dictionaries(st.sampled_from(HOUSE_RULE_NAMES), st.booleans())
    | json_values
)


def plainly_chosen(value: Any) -> bool:
    """What a reader must accept: nothing, or an object of known house rules each true or false."""
    return value is None or (isinstance(value, dict) and all(
        name in HOUSE_RULE_NAMES and isinstance(on, bool) for name, on in value.items()))


@FAST
@given(value=house_rule_values)
def test_resolve_accepts_exactly_plain_house_rules(tmp_path: Path, capsys, value: Any) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(encoded({**EXAMPLE_RECORD, "house_rules": value}))
    code, out, err = resolve_in_process(str(path), capsys)
    assert_answer_or_one_error(code, out, err)
    assert (code == 0) == plainly_chosen(value), (value, err)
    if code != 0:
        assert err.startswith("error: house_rules")
    elif isinstance(value, dict) and value.get("tie_protects_thief") is True:
        assert json.loads(out)["house_rules"] == {"tie_protects_thief": True}
    else:
        assert json.loads(out) == EXAMPLE_ANSWER, "house rules that are all off read like the book"


@FAST
@given(record=with_field(TIE_RECORD, RECORD_KEYS))
def test_resolve_answers_a_house_rule_record_with_any_field_values(tmp_path: Path, capsys, record: dict[str, Any]) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(encoded(record))
    assert_answer_or_one_error(*resolve_in_process(str(path), capsys))


def test_a_record_with_a_byte_order_mark_resolves_exactly_like_without(tmp_path: Path, capsys, monkeypatch) -> None:
    plain, marked = tmp_path / "plain.json", tmp_path / "marked.json"
    plain.write_bytes(encoded(EXAMPLE_RECORD))
    marked.write_bytes(encoded(EXAMPLE_RECORD, bom=True))
    assert resolve_in_process(str(marked), capsys) == resolve_in_process(str(plain), capsys)
    code, out, err = resolve_in_process(str(marked), capsys)
    assert (code, err) == (0, "") and json.loads(out) == EXAMPLE_ANSWER
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(encoded(EXAMPLE_RECORD, bom=True)), encoding="utf-8"))
    assert resolve_in_process("-", capsys) == (0, out, "")


@pytest.mark.parametrize("content, field", [
    (b"[" * DEEP + b"]" * DEEP, "record"),
    (b'{"format": "cheese-thief/1", "meta": ' + b"[" * DEEP + b"]" * DEEP + b"}", "record"),
    (b'{"format": "cheese-thief/1", "players": ' + b"9" * 5000 + b"}", "record"),
    (b"\x00\x00\x00", "record"),
    (b'{"format": "cheese-thief/1", "\xff": 1}', "record"),
    (b'{"format": "cheese-thief/1", "votes": [], "votes": [1]}', "votes"),
    (json.dumps({**EXAMPLE_RECORD, "votes": [True, 0, 1, 1, 1, 1]}).encode(), "votes[0]"),
    (json.dumps({**EXAMPLE_RECORD, "votes": [float("nan"), 0, 1, 1, 1, 1]}).encode(), "votes[0]"),
    (json.dumps({**EXAMPLE_RECORD, "votes": [1e400, 0, 1, 1, 1, 1]}).encode(), "votes[0]"),
    (json.dumps({**EXAMPLE_RECORD, "votes": [1.0, 0, 1, 1, 1, 1]}).encode(), "votes[0]"),
    (json.dumps({**EXAMPLE_RECORD, "dice": [[True]] * 6}).encode(), "dice[0]"),
    (json.dumps({**EXAMPLE_RECORD, "peeks": [False] * 6}).encode(), "peeks[0]"),
    (json.dumps({**EXAMPLE_RECORD, "players": "Ada Bo Cai Dee Eve Fay"}).encode(), "players"),
    (json.dumps({**EXAMPLE_RECORD, "roles": [["thief"]] * 6}).encode(), "roles[0]"),
    (json.dumps({**EXAMPLE_RECORD, "roles": [{"thief": 1}] * 6}).encode(), "roles[0]"),
    (json.dumps({**EXAMPLE_RECORD, "fall_mouse": 1}).encode(), "fall_mouse"),
    (json.dumps({**EXAMPLE_RECORD, "house_rules": {"tie_protects_thief": 1}}).encode(), "house_rules.tie_protects_thief"),
    (json.dumps({**EXAMPLE_RECORD, "house_rules": {"tie_protects_thief": float("nan")}}).encode(), "house_rules.tie_protects_thief"),
    (json.dumps({**EXAMPLE_RECORD, "house_rules": {"line\nbreak": True}}).encode(), "house_rules.line\\u000abreak"),
    (json.dumps({**EXAMPLE_RECORD, "house_rules": "tie_protects_thief"}).encode(), "house_rules"),
    (b'{"format": "cheese-thief/1", "house_rules": {"tie_protects_thief": true, "tie_protects_thief": false}}',
     "tie_protects_thief"),
    (json.dumps({**EXAMPLE_RECORD, "line\nbreak\ud800": 1}).encode(), "line\\u000abreak\\ud800"),
    (json.dumps({**EXAMPLE_RECORD, "x" * 10_000: 1}).encode(), "x" * 57 + "..."),
], ids=["deep-list", "deep-meta", "huge-integer", "nul-bytes", "invalid-utf8", "duplicate-key", "bool-vote",
        "nan-vote", "infinite-vote", "float-vote", "bool-die", "bool-peek", "text-for-list", "list-role",
        "object-role", "number-for-flag", "number-for-house-rule", "nan-for-house-rule", "house-rule-with-line-break",
        "text-for-house-rules", "duplicate-house-rule", "unknown-key-with-line-break", "unknown-key-10k-long"])
def test_resolve_names_the_field_of_a_hostile_record(tmp_path: Path, capsys, content: bytes, field: str) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(content)
    line = assert_one_error_line(*resolve_in_process(str(path), capsys))
    assert line.startswith(f"error: {field}: ")


def test_resolve_refuses_a_huge_file_at_once(tmp_path: Path, capsys) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.write(b'{"meta": "')
        handle.truncate(HUGE_BYTES)  # 50 MB, sparse: made in no time
    line = assert_one_error_line(*resolve_in_process(str(path), capsys))
    assert line.startswith("error: record: ") and "too big" in line
    path.write_bytes(b" " * MAX_RECORD_BYTES + encoded(EXAMPLE_RECORD))  # just over the limit, even if valid
    assert "too big" in assert_one_error_line(*resolve_in_process(str(path), capsys))


def test_resolve_on_a_directory_or_a_missing_file_gives_one_error_line(tmp_path: Path, capsys) -> None:
    (tmp_path / "folder.json").mkdir()
    for path in (tmp_path / "folder.json", tmp_path / "missing.json", tmp_path / "bad\x00name.json"):
        line = assert_one_error_line(*resolve_in_process(str(path), capsys))
        assert line.startswith("error: record: cannot read ")


def test_resolve_from_standard_input_refuses_deep_huge_or_undecodable_input(monkeypatch, capsys) -> None:
    for content in (b"[" * DEEP, b"\xef\xbb\xbf" + b"1" * (MAX_RECORD_BYTES + 1), b"\xff\xfe{}"):
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(content), encoding="utf-8"))
        assert_one_error_line(*resolve_in_process("-", capsys))


@pytest.mark.parametrize("content, use_stdin", [
    (b"[" * DEEP + b"]" * DEEP, False),
    (BOM + b'{"format": "cheese-thief/1", "players": ' + b"7" * 5000 + b"}", True),
], ids=["deep-file", "bom-huge-integer-stdin"])
def test_the_resolve_command_gives_one_error_line_end_to_end(tmp_path: Path, content: bytes, use_stdin: bool) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(content)
    argument = "-" if use_stdin else str(path)
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "resolve", argument], cwd=ROOT, timeout=60,
                          input=content if use_stdin else None, capture_output=True)
    assert_one_error_line(done.returncode, done.stdout.decode(), done.stderr.decode())


def test_the_resolve_command_reads_a_record_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(encoded(EXAMPLE_RECORD, bom=True))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "resolve", str(path)], cwd=ROOT, timeout=60,
                          capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == EXAMPLE_ANSWER


# ----- 2. the settings ---------------------------------------------------------------------------------------
def assert_sane(loaded: Settings) -> None:
    assert loaded.language == "" or loaded.language in i18n.LANGUAGES
    for volume in (loaded.sound_volume, loaded.ambience_volume):
        assert isinstance(volume, float) and 0.0 <= volume <= 1.0
    assert type(loaded.discussion_seconds) is int and 60 <= loaded.discussion_seconds <= 3600
    assert type(loaded.reduced_motion) is bool and type(loaded.fullscreen) is bool


def load_hostile_settings(folder: Path, content: bytes) -> tuple[Settings, str | None]:
    """Load settings from ``content``; check the file is moved aside (kept byte for byte) exactly when a
    notice is given, and that the autosave and history beside it are untouched."""
    others = write_others(folder, SETTINGS_FILE)
    path = folder / SETTINGS_FILE
    path.write_bytes(content)
    loaded, notice = load_settings()
    assert_sane(loaded)
    if notice:
        assert loaded == Settings() and not path.exists()
        (kept,) = moved_aside(folder, SETTINGS_FILE)
        assert kept.read_bytes() == content
    else:
        assert path.read_bytes() == content and not moved_aside(folder, SETTINGS_FILE)
    assert_untouched(folder, others)
    save_settings(loaded)  # the cleaned values are usable: they save and load back the same
    assert load_settings() == (loaded, None)
    return loaded, notice


@FEWER
@given(content=random_bytes)
def test_settings_of_any_bytes_load_defaults_with_a_notice(content: bytes) -> None:
    with fresh_data_folder() as folder:
        loaded, notice = load_hostile_settings(folder, content)
        assert notice and loaded == Settings()


SETTINGS_FIELDS = ("language", "sound_volume", "ambience_volume", "reduced_motion", "fullscreen", "discussion_seconds",
                   "tutorial_voice_muted")
settings_files = (
    json_values
    | st.builds(lambda values: {"version": 1, "settings": values},
                st.dictionaries(st.sampled_from(SETTINGS_FIELDS), json_values) | json_values)
    | with_field({"version": 1, "settings": {}}, ("version", "settings"))
)


@FEWER
@given(value=settings_files, bom=st.booleans())
def test_settings_of_any_json_shape_load_sane_values(value: Any, bom: bool) -> None:
    with fresh_data_folder() as folder:
        loaded, _notice = load_hostile_settings(folder, encoded(value, bom))
        try:
            i18n.set_language(loaded.language or "en")  # used as the app uses it
            assert i18n.current_language() == (loaded.language or "en")
        finally:
            i18n.set_language("en")


def test_settings_with_a_byte_order_mark_load_the_saved_values(data_dir: Path) -> None:
    wanted = Settings(language="de", sound_volume=0.3, ambience_volume=0.9, reduced_motion=True,
                      fullscreen=True, discussion_seconds=420)
    save_settings(wanted)
    path = data_dir / SETTINGS_FILE
    path.write_bytes(BOM + path.read_bytes())
    assert load_settings() == (wanted, None)


@pytest.mark.parametrize("values, expected", [
    ({"language": ["fr"], "sound_volume": "0.3"}, Settings(sound_volume=0.3)),
    ({"sound_volume": float("nan"), "ambience_volume": 1e308}, Settings(sound_volume=0.5, ambience_volume=1.0)),
    ({"reduced_motion": "false", "fullscreen": 1}, Settings()),
    ({"tutorial_voice_muted": "true"}, Settings()),
    ({"tutorial_voice_muted": 1, "sound_volume": 0.2}, Settings(sound_volume=0.2)),
    ({"discussion_seconds": float("inf"), "language": {"en": 1}}, Settings()),
    ({"discussion_seconds": 1e308}, Settings(discussion_seconds=3600)),
], ids=["list-language", "nan-and-huge-volume", "text-and-number-flags", "text-mute", "number-mute",
        "infinite-seconds", "huge-seconds"])
def test_settings_of_the_wrong_types_are_cleaned_field_by_field(data_dir: Path, values: dict,
                                                                expected: Settings) -> None:
    storage.atomic_write_json(data_dir / SETTINGS_FILE, {"version": 1, "settings": values})
    assert load_settings() == (expected, None)


# ----- 3. the autosave ---------------------------------------------------------------------------------------
def use_session(session: PlaySession) -> None:
    """Everything a screen asks of a resumed session (public, every seat, scores, the save again)."""
    assert 0 <= session.resume_step_index() <= session.step_index < len(session.steps)
    assert math.isfinite(session.discussion_left) and 0 <= session.discussion_left
    assert math.isfinite(session.setup.hour_seconds) and session.setup.hour_seconds > 0
    session.public()
    for seat in range(session.player_count):
        session.view(seat)
    assert set(session.scores()) == set(session.setup.names)
    save = json.loads(json.dumps(session.to_json()))
    assert PlaySession.from_json(save).to_json() == save


def load_hostile_autosave(folder: Path, content: bytes) -> autosave.ResumeOffer:
    others = write_others(folder, autosave.AUTOSAVE_NAME)
    path = folder / autosave.AUTOSAVE_NAME
    path.write_bytes(content)
    offer = autosave.load()
    if offer.session is None:
        assert offer.notice and not path.exists()
        (kept,) = moved_aside(folder, autosave.AUTOSAVE_NAME)
        assert kept.read_bytes() == content
    else:
        assert offer.notice is None and path.read_bytes() == content
        use_session(offer.session)
    assert_untouched(folder, others)
    return offer


@FEWER
@given(content=random_bytes)
def test_an_autosave_of_any_bytes_is_moved_aside(content: bytes) -> None:
    with fresh_data_folder() as folder:
        assert load_hostile_autosave(folder, content).session is None


setup_changes = with_field(GOOD_SAVE["setup"], tuple(GOOD_SAVE["setup"])).map(
    lambda setup: {**GOOD_SAVE, "setup": setup})
autosave_files = (
    json_values
    | st.dictionaries(st.sampled_from(SAVE_KEYS), json_values).map(lambda d: {**d, "format": AUTOSAVE_FORMAT})
    | with_field(GOOD_SAVE, SAVE_KEYS)
    | setup_changes
    | with_field(TIE_SAVE["setup"], tuple(TIE_SAVE["setup"])).map(lambda setup: {**TIE_SAVE, "setup": setup})
    | st.builds(lambda rules: {**TIE_SAVE, "setup": {**TIE_SAVE["setup"], "house_rules": rules}}, house_rule_values)
)


@settings(max_examples=120, deadline=None)
@given(value=autosave_files, bom=st.booleans())
def test_an_autosave_of_any_json_shape_resumes_soundly_or_is_moved_aside(value: Any, bom: bool) -> None:
    with fresh_data_folder() as folder:
        load_hostile_autosave(folder, encoded(value, bom))


def test_an_autosave_with_a_byte_order_mark_resumes(data_dir: Path) -> None:
    session = good_session(6, 9)
    play_until(session, StepKind.DAWN_TURN, random.Random(1), seat=2)
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_bytes(BOM + good_autosave_bytes(session))
    offer = autosave.load()
    assert offer.notice is None and offer.session is not None
    assert offer.session.to_json() == session.to_json()


@pytest.mark.parametrize("change", [
    {"discussion_left": float("nan")}, {"discussion_left": float("inf")}, {"discussion_left": "300"},
    {"seed": True}, {"seed": 4.0}, {"game_number": 0}, {"step_index": True}, {"step_index": 1.0},
    {"past_winners": "Ada"}, {"past_winners": [["Ada"], "Bo"]}, {"past_winners": [[1]]}, {"actions": "dawn"},
    {"actions": [{"wake": [0, 1e400]}]}, {"setup": ["Ada", "Bo"]}, {"setup": {**GOOD_SAVE["setup"], "hour_seconds": 0}},
    {"setup": {**GOOD_SAVE["setup"], "hour_seconds": float("nan")}},
    {"setup": {**GOOD_SAVE["setup"], "discussion_seconds": float("inf")}},
    {"setup": {**GOOD_SAVE["setup"], "discussion_seconds": 10**400}},
    {"setup": {**GOOD_SAVE["setup"], "vote_mode": ["point"]}},
    {"setup": {**GOOD_SAVE["setup"], "house_rules": {"tie_protects_thief": "yes"}}},
    {"setup": {**GOOD_SAVE["setup"], "house_rules": {"a_tie_protects_the_thief": True}}},
    {"setup": {**GOOD_SAVE["setup"], "house_rules": ["tie_protects_thief"]}},
    {"step_index": 10},  # the dawn rotation, while the saved night has not ended
], ids=lambda change: "-".join(f"{key}={value!r}"[:40] for key, value in change.items()))
def test_an_autosave_with_wrong_types_is_moved_aside(data_dir: Path, change: dict[str, Any]) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_text(json.dumps({**GOOD_SAVE, **change}), encoding="utf-8")
    offer = autosave.load()
    assert offer.session is None and offer.notice
    assert len(moved_aside(data_dir, autosave.AUTOSAVE_NAME)) == 1


def test_an_autosave_at_the_reveal_before_the_votes_is_moved_aside(data_dir: Path) -> None:
    session = good_session(5, 3)
    play_until(session, StepKind.POINT_VOTE, random.Random(3))
    save = session.to_json()
    save["step_index"] = [step.kind for step in session.steps].index(StepKind.REVEAL)
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_text(json.dumps(save), encoding="utf-8")
    assert autosave.load().session is None


def test_a_huge_discussion_time_left_is_brought_down_to_a_day() -> None:
    session = PlaySession.from_json({**GOOD_SAVE, "discussion_left": 1e308})
    assert session.discussion_left == 24 * 3600


@pytest.mark.parametrize("count, vote_mode", [(4, VoteMode.SECRET), (5, VoteMode.POINT), (8, VoteMode.SECRET)])
def test_every_save_a_real_game_makes_is_resumed(count: int, vote_mode: VoteMode) -> None:
    """The checks that refuse damaged saves never refuse one the program wrote, after any action or step."""
    names = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")[:count]
    session = PlaySession.start(GameSetup(names, vote_mode=vote_mode), count)
    saves: list[dict[str, Any]] = []
    apply, apply_all = session.apply, session.apply_all

    def apply_and_save(action: Action) -> None:
        apply(action)
        if not isinstance(action, Dawn):  # as PlayFlow: dawn comes inside finish_step, saved once the step ends
            saves.append(session.to_json())

    def apply_all_and_save(actions: list[Action]) -> None:
        apply_all(actions)
        saves.append(session.to_json())

    session.apply = apply_and_save  # type: ignore[method-assign]
    session.apply_all = apply_all_and_save  # type: ignore[method-assign]
    rng = random.Random(count)
    while session.step.kind is not StepKind.REPLAY:
        saves.append(session.to_json())
        play_step(session, rng)
    saves.append(session.to_json())
    assert len(saves) > 2 * count
    for save in saves:
        assert PlaySession.from_json(json.loads(json.dumps(save))).to_json() == save


# ----- 4. the history database -------------------------------------------------------------------------------
def open_hostile_history(folder: Path, content: bytes | None) -> history.History:
    """Open the history over ``content`` (None: a folder in its place); it works whatever the file held."""
    others = write_others(folder, history.HISTORY_NAME)
    path = folder / history.HISTORY_NAME
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    store = history.History()
    try:
        assert store.available
        if store.notice:
            (kept,) = moved_aside(folder, history.HISTORY_NAME)
            assert kept.is_dir() if content is None else kept.read_bytes() == content
        else:
            assert not moved_aside(folder, history.HISTORY_NAME)
        store.remember_players(["Zoe"])
        assert store.recent_players()[0] == "Zoe"
        assert_untouched(folder, others)
    finally:
        store.close()
    return store


@FEWER
@given(content=random_bytes | st.binary(min_size=84, max_size=5000).map(lambda data: SQLITE_HEADER + data))
def test_a_history_of_any_bytes_is_moved_aside_and_a_fresh_one_works(content: bytes) -> None:
    with fresh_data_folder() as folder:
        store = open_hostile_history(folder, content)
        if not content.startswith(SQLITE_HEADER):
            assert bool(store.notice) == bool(content), "only an empty file is a database SQLite takes as it is"


# SQLite stores text, blobs, 64-bit integers and floats (NaN would become NULL, refused by NOT NULL).
cells = (json_values.map(json.dumps) | st.text(max_size=12) | st.binary(max_size=20)
         | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False))


@FEWER
@given(setup=cells, winners=cells, record=cells, finished=cells, name=cells)
def test_history_rows_of_any_content_read_as_sane_values(setup: Any, winners: Any, record: Any, finished: Any,
                                                         name: Any) -> None:
    from scenes.cheese_thief.setup_draft import SetupDraft

    with fresh_data_folder():
        store = history.History()
        try:
            assert store._db is not None
            for statement, values in (
                ("INSERT INTO preferences (key, value) VALUES ('last_setup', ?)", (setup,)),
                ("INSERT INTO games (finished, winners, record) VALUES (?, ?, ?)", (finished, winners, record)),
                ("INSERT INTO players (name_key, name, last_used) VALUES ('k', ?, 1.0)", (name,)),
            ):
                store._db.execute(statement, values)
            store._db.commit()
            preferences = store.last_setup()
            assert preferences is None or isinstance(preferences, dict)
            SetupDraft.from_preferences(preferences, 300)  # the setup screen's use of it
            for game in store.finished_games():
                assert math.isfinite(game.finished) and isinstance(game.record, dict)
                assert all(isinstance(winner, str) for winner in game.winners)
            for player in store.recent_players():
                assert isinstance(player, str) and player.isprintable() and 0 < len(player) <= 14
        finally:
            store.close()


@FEWER
@given(run=cells, outcome=cells, left_at=cells, seconds=cells, kind=cells, right=cells)
def test_tutorial_rows_of_any_content_summarise_as_sane_counts(run: Any, outcome: Any, left_at: Any, seconds: Any,
                                                                kind: Any, right: Any) -> None:
    from storage.tutorial_stats import known_steps
    from tutorial.table import Table

    with fresh_data_folder():
        store = history.History()
        try:
            assert store._db is not None
            store._db.execute("INSERT INTO tutorial_runs (started, players, fall_mouse, language, outcome, left_at,"
                              " seconds) VALUES (?, ?, ?, ?, ?, ?, ?)", (run, run, run, run, outcome, left_at, seconds))
            store._db.execute("INSERT INTO tutorial_answers (run, kind, right, attempts) VALUES (?, ?, ?, ?)",
                              (run, kind, right, run))
            store._db.commit()
            summary = store.tutorial_summary()
            assert summary.started == 1 and summary.finished + summary.abandoned <= 1
            assert all(uid in known_steps() and count == 1 for uid, count in summary.left_at)
            assert all(0 < missed <= answered == 1 for _kind, missed, answered in summary.missed)
            assert summary.median_seconds is None or 0 <= summary.median_seconds
            started = store.tutorial_started(Table(5), "en")  # the next run is recorded as usual
            assert started is not None and store.tutorial_summary().started == 2
        finally:
            store.close()


def test_deeply_nested_history_cells_are_skipped(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    store = history.History()
    try:
        assert store._db is not None
        deep = "[" * DEEP + "]" * DEEP
        store._db.execute("INSERT INTO preferences (key, value) VALUES ('last_setup', ?)", (deep,))
        store._db.execute("INSERT INTO games (finished, winners, record) VALUES (1.0, ?, ?)", (deep, deep))
        store._db.commit()
        store.save_finished_game({"format": "cheese-thief/1"})
        assert store.last_setup() is None
        assert [game.record for game in store.finished_games()] == [{"format": "cheese-thief/1"}]
    finally:
        store.close()


def test_a_folder_in_place_of_the_history_is_moved_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    assert open_hostile_history(data_dir, None).notice


def test_a_huge_history_file_of_garbage_is_moved_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    others = write_others(data_dir, history.HISTORY_NAME)
    with open(data_dir / history.HISTORY_NAME, "wb") as handle:
        handle.write(b"not a database")
        handle.truncate(HUGE_BYTES)
    store = history.History()
    try:
        assert store.available and store.notice
        assert len(moved_aside(data_dir, history.HISTORY_NAME)) == 1
    finally:
        store.close()
    assert_untouched(data_dir, others)


def test_another_programs_database_is_moved_aside_not_written_into(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(str(data_dir / history.HISTORY_NAME))
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('fondue')")
    db.commit()
    db.close()
    store = history.History()
    store.close()
    assert store.notice
    (kept,) = moved_aside(data_dir, history.HISTORY_NAME)
    db = sqlite3.connect(str(kept))
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    db.close()
    assert tables == {"recipes"}


# ----- big, deep, folder: the same answer from settings and autosave -----------------------------------------
def huge(path: Path) -> None:
    with open(path, "wb") as handle:
        handle.write(b'{"version": 1, "settings": {"language": "')
        handle.truncate(HUGE_BYTES)


def deep(path: Path) -> None:
    path.write_bytes(b'{"version": 1, "settings": ' + b"[" * DEEP + b"]" * DEEP + b"}")


def huge_integer(path: Path) -> None:
    path.write_bytes(b'{"version": 1, "settings": {"sound_volume": ' + b"9" * 5000 + b"}}")


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept", encoding="utf-8")


@pytest.mark.parametrize("damage", [huge, deep, huge_integer, folder], ids=lambda damage: damage.__name__)
@pytest.mark.parametrize("name", [SETTINGS_FILE, autosave.AUTOSAVE_NAME])
def test_a_huge_deep_or_folder_file_is_moved_aside_and_nothing_else_changes(data_dir: Path, name: str, damage) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    others = write_others(data_dir, name)
    damage(data_dir / name)
    if name == SETTINGS_FILE:
        loaded, notice = load_settings()
        assert loaded == Settings() and notice
    else:
        offer = autosave.load()
        assert offer.session is None and offer.notice
    (kept,) = moved_aside(data_dir, name)
    assert not (data_dir / name).exists()
    assert kept.is_dir() == (damage is folder)
    assert_untouched(data_dir, others)


@pytest.mark.parametrize("name", [SETTINGS_FILE, autosave.AUTOSAVE_NAME, history.HISTORY_NAME])
def test_a_bad_file_of_one_kind_never_loses_the_users_other_data(data_dir: Path, name: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    others = write_others(data_dir, name)
    assert len(others) == 2
    (data_dir / name).write_bytes(b"\x00\xff garbage \xfe" * 100)
    load_settings()
    autosave.load()
    history.History().close()
    assert_untouched(data_dir, others)
    (kept,) = moved_aside(data_dir, name)
    assert kept.read_bytes() == b"\x00\xff garbage \xfe" * 100
