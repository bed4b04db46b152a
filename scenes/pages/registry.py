"""Page names (from play.turns) to page classes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.pages.ballot import BallotPage
from scenes.pages.base import Page
from scenes.pages.card import CardPage
from scenes.pages.knowledge import DawnPage, SummaryPage
from scenes.pages.move import MovePage
from scenes.pages.night import NightPage
from scenes.pages.roll import RollPage
from scenes.pages.wake_hour import WakeHourPage

if TYPE_CHECKING:
    from scenes.private_turn import PrivateTurnScene

PAGES: dict[str, type[Page]] = {
    "card": CardPage,
    "roll": RollPage,
    "night": NightPage,
    "move": MovePage,
    "wake_hour": WakeHourPage,
    "dawn": DawnPage,
    "summary": SummaryPage,
    "ballot": BallotPage,
}


def make_page(name: str, turn: "PrivateTurnScene") -> Page:
    return PAGES[name](turn)
