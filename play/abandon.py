"""What is kept of a game a group walked away from: an anonymous summary, never a name, card or vote."""
from __future__ import annotations

from typing import Any, Callable

from play.session import PlaySession

AbandonedSummary = dict[str, Any]
RecordAbandoned = Callable[[AbandonedSummary], None]


def ignore_abandoned(summary: AbandonedSummary) -> None:
    """The default record keeper: keeps nothing (the kiosk wires in the history's game log)."""


def abandoned_summary(session: PlaySession, language: str, started: float | None, ended: float | None) -> AbandonedSummary:
    """The public facts of an abandoned game: how many played, with which options, in which language, when,
    and the step where it stopped (the same for every game of that shape, so it tells nothing secret)."""
    return {
        "outcome": "abandoned",
        "players": session.player_count,
        "fall_mouse": bool(session.setup.fall_mouse),
        "vote_mode": session.setup.vote_mode.value,
        "language": language,
        "started": started,
        "ended": ended,
        "left_at": session.step.kind.value,
    }
