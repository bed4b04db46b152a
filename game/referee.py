"""`python main.py resolve FILE`: settle a game from its record, whichever game it is.

Prints one JSON object describing the game and its outcome (see docs/rules.md and docs/double-kill-rules.md),
or, for a record that breaks a rule, exits with status 2 and one line `error: FIELD: what is wrong` on standard
error. A record with a "game" field belongs to that game (Double Kill's says "double-kill"); a Cheese Thief
record has none. Neither game's rules import the other's: this module is the only place that knows both.
"""
import json
import sys
from typing import Any, TextIO

from game.errors import RecordError, RuleError
from game.cheese_thief.referee import resolve as resolve_cheese_thief
from game.double_kill.referee import resolve as resolve_double_kill

EXIT_INVALID = 2


def resolve(record: object, views: bool = False) -> dict[str, Any]:
    """The referee's answer for a record of either game; raises RuleError if it breaks a rule."""
    if isinstance(record, dict) and "game" in record:
        return resolve_double_kill(record, views=views)
    return resolve_cheese_thief(record, views=views)


MAX_RECORD_BYTES = 1_000_000  # a real record is well under a kilobyte; refuse a huge file instead of reading it


def _read_at_most(path: str, stdin: TextIO, size: int) -> bytes | str:
    """Up to ``size`` bytes of the file, or of standard input for ``-`` (text when stdin has no bytes underneath)."""
    try:
        if path == "-":
            source = getattr(stdin, "buffer", stdin)
            return source.read(size)
        with open(path, "rb") as handle:
            return handle.read(size)
    except (OSError, ValueError) as problem:  # ValueError: a path holding a NUL character
        raise RecordError("record", f"cannot read {path}: {getattr(problem, 'strerror', None) or problem}") from problem


def read_record_text(path: str, stdin: TextIO) -> str:
    """The record's text from a file or (``-``) standard input; raises RecordError("record", ...) if unreadable."""
    data = _read_at_most(path, stdin, MAX_RECORD_BYTES + 1)
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError("record", f"larger than {MAX_RECORD_BYTES // 1_000_000} MB, too big for a game record")
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")  # some editors start a UTF-8 file with a byte-order mark
    except UnicodeDecodeError as problem:
        raise RecordError("record", f"not UTF-8 text (byte {problem.start})") from problem


def _refuse_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """JSON keeps the last of two equal keys; in a record that hides which value was meant."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise RecordError(key, "appears twice in the same object")
        found[key] = value
    return found


def parse_record_text(text: str) -> object:
    """The JSON value of a record's text; raises RecordError for anything json cannot or should not read."""
    try:
        return json.loads(text, object_pairs_hook=_refuse_duplicate_keys)
    except RecordError:
        raise
    except json.JSONDecodeError as problem:
        raise RecordError("record", f"not valid JSON (line {problem.lineno}, column {problem.colno})") from problem
    except RecursionError as problem:  # e.g. [[[[...]]]] nested 100,000 deep
        raise RecordError("record", "not a game record: lists or objects nested too deeply") from problem
    except ValueError as problem:  # Python refuses to convert an integer of thousands of digits
        raise RecordError("record", "not valid JSON (a number has too many digits)") from problem


def run(path: str, views: bool = False, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        answer = resolve(parse_record_text(read_record_text(path, sys.stdin)), views=views)
    except RuleError as problem:
        print(problem.referee_line(), file=err)
        return EXIT_INVALID
    print(json.dumps(answer, ensure_ascii=False), file=out)
    return 0
