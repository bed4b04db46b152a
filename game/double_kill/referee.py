"""Settling a `double-kill` record for `python main.py resolve FILE` (the same contract as Cheese Thief's).

The answer is one JSON object: each round's dawn, nominations, tallies and lynch, every death with its
cause, every check with the judge's answer, the last words given, and `winner` ("village" or "killers")
with `winners` (seats, ascending), both null while the record stops before the end.
"""

from typing import Any

from game.double_kill.day import tally
from game.double_kill.hands import HandId
from game.double_kill.outcome import teams, winning_seats
from game.double_kill.record import from_record
from game.double_kill.state import DayLog, GameState
from game.double_kill.views import view_for


def _labels(hands: tuple[HandId, ...] | list[HandId]) -> list[str]:
    return [hand.label for hand in hands]


def _tallies(day: DayLog) -> list[dict[str, int]]:
    return [{hand.label: count for hand, count in sorted(tally(day, index + 1).items())}
            for index, votes in enumerate(day.vote_rounds) if votes]


def _round_json(state: GameState, round_: int) -> dict[str, Any]:
    night = state.nights[round_ - 1]
    day = next((day for day in state.days if day.round == round_), None)
    return {
        "round": round_,
        "dawn": _labels(night.dawn) if night.dawn is not None else None,
        "nominated": _labels(day.suspects()) if day is not None else [],
        "tallies": _tallies(day) if day is not None else [],
        "lynched": day.lynched.label if day is not None and day.lynched is not None else None,
        "immune": day.immune.label if day is not None and day.immune is not None else None,
        "deadlock": day.deadlock if day is not None else False,
    }


def seat_view_json(state: GameState, seat: int) -> dict[str, Any]:
    view = view_for(state, seat)
    assert view.cards is not None and view.team is not None
    return {
        "seat": seat,
        "cards": [card.value for card in view.cards],
        "team": view.team.value,
        "night": [
            {"round": seen.round, "role": seen.role.value, "own_hands": _labels(seen.own_hands),
             "awake_with": _labels(seen.awake_with), "target": seen.target.label if seen.target else None,
             "thumbs_up": seen.thumbs_up}
            for seen in view.night
        ],
    }


def resolve(record: object, views: bool = False) -> dict[str, Any]:
    """The referee's answer for a double-kill record; raises RuleError if it breaks a rule."""
    state = from_record(record)
    winners = winning_seats(state)
    answer: dict[str, Any] = {
        "game": "double-kill",
        "teams": [team.value for team in teams(state)],
        "rounds": [_round_json(state, night.round) for night in state.nights if night.dawn is not None],
        "deaths": [{"hand": d.hand.label, "round": d.round, "cause": d.cause.value} for d in state.deaths],
        "checks": [
            {"round": night.round, "role": result.role.value, "target": result.target.label, "thumbs_up": result.thumbs_up}
            for night in state.nights for _, result in night.checks
        ],
        "last_words": _labels(state.last_words_given),
        "winner": state.winner.value if state.winner is not None else None,
        "reason": state.win_reason.value if state.win_reason is not None else None,
        "winners": list(winners) if winners is not None else None,
    }
    if views:
        answer["views"] = [seat_view_json(state, seat) for seat in state.seats]
    return answer
