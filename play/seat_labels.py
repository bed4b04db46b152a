"""What the café kiosk writes instead of names: seat labels ("Seat 1".."Seat 8").

A group's names live in memory only. Before a game is written to disk in kiosk mode (the autosave after every
move, the finished game's record in the history), every name is swapped for its seat's label, so the data
folder never holds a name a customer typed. A game resumed after a power cut therefore shows seat labels.
"""
from __future__ import annotations

import copy
from typing import Any

from program.i18n import t


def seat_label(seat: int) -> str:
    """The label of seat ``seat`` (counted from 0) in the current language."""
    return t("kiosk.seat_label", n=str(seat + 1))


def _labels_for(names: list[Any]) -> tuple[list[str], dict[str, str]]:
    labels = [seat_label(seat) for seat in range(len(names))]
    return labels, {str(name): label for name, label in zip(names, labels)}


def session_without_names(data: dict[str, Any]) -> dict[str, Any]:
    """A saved session (``PlaySession.to_json``) with seat labels in place of the names, past winners included
    (a name that is no longer at the table becomes no name at all)."""
    anonymous = copy.deepcopy(data)
    setup = anonymous.get("setup")
    if not isinstance(setup, dict) or not isinstance(setup.get("names"), list):
        return anonymous
    setup["names"], by_name = _labels_for(setup["names"])
    winners = anonymous.get("past_winners")
    if isinstance(winners, list):
        anonymous["past_winners"] = [[by_name[str(name)] for name in game if str(name) in by_name]
                                     for game in winners if isinstance(game, list)]
    return anonymous


def record_without_names(record: dict[str, Any]) -> dict[str, Any]:
    """A game record (``cheese-thief/1``) with seat labels as its players."""
    anonymous = copy.deepcopy(record)
    if isinstance(anonymous.get("players"), list):
        anonymous["players"] = _labels_for(anonymous["players"])[0]
    return anonymous
