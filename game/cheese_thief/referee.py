"""The Cheese Thief referee: a record's night, outcome and (with ``views``) what each seat knows, as JSON."""

from typing import Any

from game.cheese_thief.errors import RecordError, RuleError
from game.cheese_thief.knowledge import Allegiance
from game.cheese_thief.record import from_record
from game.cheese_thief.report import GameReport, game_report
from game.cheese_thief.state import GameState
from game.cheese_thief.views import SeatView, view_for



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
    """The referee's answer for a Cheese Thief record; raises RuleError if it breaks a rule."""
    state: GameState = from_record(record)
    answer = report_json(game_report(state))
    if views:
        answer["views"] = [seat_view_json(view_for(state, seat)) for seat in state.seats]
    return answer
