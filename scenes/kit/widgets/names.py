"""Names of seats joined the way each language lists them, and summary lines translated."""

from __future__ import annotations

from typing import Sequence

from program.i18n import t
from play.summary import Line, Seats


def join_names(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bo", "Ada, Bo and Cai" in the current language."""
    names = list(names)
    if len(names) <= 1:
        return names[0] if names else ""
    head = t("common.list_separator").join(names[:-1])
    return t("common.list_two", a=head, b=names[-1])


def line_text(line: Line, names: tuple[str, ...]) -> str:
    params = {
        key: join_names([names[seat] for seat in value.seats]) if isinstance(value, Seats) else value
        for key, value in line.params.items()
    }
    return t(line.key, **params)
