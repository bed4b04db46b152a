"""`python main.py resolve FILE`: settle a game from its record.

Prints one JSON object describing the night and the outcome (see README),
or, for a record that breaks a rule, exits with status 2 and one line
`error: FIELD: what is wrong` on standard error.
"""

import json
import sys
from typing import Any, TextIO

from .errors import RuleError
from .knowledge import Allegiance
from .record import from_record
from .report import GameReport, game_report
from .state import GameState
from .views import SeatView, view_for

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
    return {
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


def resolve(record: object, views: bool = False) -> dict[str, Any]:
    """The referee's answer for a record; raises RuleError if it breaks a rule."""
    state: GameState = from_record(record)
    answer = report_json(game_report(state))
    if views:
        answer["views"] = [seat_view_json(view_for(state, seat)) for seat in state.seats]
    return answer


def _read(path: str, stdin: TextIO) -> str:
    if path == "-":
        return stdin.read()
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def run(path: str, views: bool = False, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        text = _read(path, sys.stdin)
    except (OSError, UnicodeDecodeError) as problem:
        print(f"error: record: cannot read {path}: {getattr(problem, 'strerror', None) or problem}", file=err)
        return EXIT_INVALID
    try:
        record = json.loads(text)
    except json.JSONDecodeError as problem:
        print(f"error: record: not valid JSON (line {problem.lineno}, column {problem.colno})", file=err)
        return EXIT_INVALID
    try:
        answer = resolve(record, views=views)
    except RuleError as problem:
        print(problem.referee_line(), file=err)
        return EXIT_INVALID
    print(json.dumps(answer, ensure_ascii=False), file=out)
    return 0
