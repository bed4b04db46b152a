"""Uniform private turns (privacy protocol, rule 3).

A turn is a fixed list of pages; each page has a number of required taps and
a minimum time before it can be left. The plan depends only on the step kind
and public settings, never on the seat's card or night, so every player's
turn looks, sounds and lasts the same from across the table.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from play.flow import StepKind

if TYPE_CHECKING:
    from play.double_kill.session import DkScreen

CARD_SECONDS = 2.5
ROLL_SECONDS = 2.0
MOVE_SECONDS = 3.0
DAWN_SECONDS = 4.0
SUMMARY_SECONDS = 3.0
BALLOT_SECONDS = 2.0
NIGHT_HOURS = 6


@dataclass(frozen=True)
class PagePlan:
    name: str
    taps: int
    min_seconds: float


@dataclass(frozen=True)
class TurnPlan:
    kind: "StepKind | DkScreen"
    pages: tuple[PagePlan, ...]

    @property
    def required_taps(self) -> int:
        return sum(page.taps for page in self.pages)

    @property
    def min_seconds(self) -> float:
        return sum(page.min_seconds for page in self.pages)


def picks_per_move(player_count: int) -> int:
    """Taps on cups in the night move: as many as the most any role needs (R6.4-R6.5: two followers at 7-8)."""
    return 2 if player_count >= 7 else 1


def night_seconds(hour_seconds: float) -> float:
    """R3.1: every hour is shown for the same time, whoever wakes."""
    return NIGHT_HOURS * hour_seconds


def turn_plan(kind: StepKind, player_count: int, hour_seconds: float) -> TurnPlan:
    card = PagePlan("card", 1, CARD_SECONDS)
    roll = PagePlan("roll", 2, ROLL_SECONDS)  # tap the cup to roll, then continue
    night = PagePlan("night", 1, night_seconds(hour_seconds))
    if kind is StepKind.NIGHT_TURN:
        move = PagePlan("move", picks_per_move(player_count) + 1, MOVE_SECONDS)
        return TurnPlan(kind, (card, roll, night, move))
    if kind is StepKind.DAWN_TURN:
        return TurnPlan(kind, (PagePlan("dawn", 1, DAWN_SECONDS),))
    if kind is StepKind.CHOICE_TURN:
        return TurnPlan(kind, (card, roll, PagePlan("wake_hour", 2, MOVE_SECONDS)))
    if kind is StepKind.EYES_TURN:
        return TurnPlan(kind, (night, PagePlan("summary", 1, SUMMARY_SECONDS)))
    if kind is StepKind.BALLOT_TURN:
        return TurnPlan(kind, (PagePlan("ballot", 2, BALLOT_SECONDS),))
    raise ValueError(f"{kind.value} is not a private turn")
