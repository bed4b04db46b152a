"""`python main.py resolve FILE`: settle a game from its record.

Prints one JSON object describing the night and the outcome (see README),
or, for a record that breaks a rule, exits with status 2 and one line
`error: FIELD: what is wrong` on standard error.
"""

import json
import sys
from typing import Any, TextIO

from game.cheese_thief.errors import RecordError, RuleError
from game.cheese_thief.knowledge import Allegiance
from game.cheese_thief.record import from_record
from game.cheese_thief.report import GameReport, game_report
from game.cheese_thief.state import GameState
from game.cheese_thief.views import SeatView, view_for

EXIT_INVALID = 2


def _hour_keys(mapping: dict[int, Any]) -> dict[str, Any]:
    return {str(hour): value for hour, value in sorted(mapping.items())}


def seat_view_json(view: SeatView) -> dict[str, Any]:
    """One seat's knowledge after the night, in the referee's `--views` shape."""
    assert view.role is not None and view.night is not None
    dawn = view.dawn or Allegiance(False, None, ())
    return {
        "seat": view.seat,
        "role": view.role.value,
        "dice": list(view.dice or ()),
        "wake_hours": list(view.wake_hours or ()),
        "awake_with": _hour_keys({h.hour: list(h.awake_with) for h in view.night}),
        "cheese": _hour_keys({h.hour: h.cheese.value for h in view.night}),
        "peek": None if view.peek is None else {"target": view.peek.target, "saw": list(view.peek.saw)},
        "follower": dawn.follower,
        "known_thief": dawn.known_thief,
        "known_followers": list(dawn.known_followers),
    }


def report_json(report: GameReport) -> dict[str, Any]:
    outcome = report.outcome
    answer: dict[str, Any] = {
        "hours": _hour_keys({hour: list(seats) for hour, seats in report.hours.items()}),
        "theft_hour": report.theft_hour,
        "witnesses": list(report.witnesses),
        "followers": list(report.followers),
        "peeks": [{"seat": p.seat, "target": p.target, "saw": list(p.saw)} for p in report.peeks],
        "tally": list(outcome.tally) if outcome else None,
        "revealed": list(outcome.revealed) if outcome else None,
        "winner": outcome.winner.value if outcome else None,
        "winners": list(outcome.winners) if outcome else None,
    }
    if report.house_rules.chosen():  # a game by the book gets the answer it always did
        answer["house_rules"] = report.house_rules.to_json()
        decided = outcome is not None and outcome.decided_by_house_rule
        answer["decided_by_house_rule"] = outcome.rule.value if outcome is not None and decided else None
    return answer


def resolve(record: object, views: bool = False) -> dict[str, Any]:
    """The referee's answer for a record; raises RuleError if it breaks a rule.

    A record with a "game" field belongs to another game (Double Kill's says "double-kill"); a Cheese
    Thief record has none and is read exactly as before.
    """
    if isinstance(record, dict) and "game" in record:
        from game.double_kill.referee import resolve as resolve_double_kill

        return resolve_double_kill(record, views=views)
    state: GameState = from_record(record)
    answer = report_json(game_report(state))
    if views:
        answer["views"] = [seat_view_json(view_for(state, seat)) for seat in state.seats]
    return answer


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
