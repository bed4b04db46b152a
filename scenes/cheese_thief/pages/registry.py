"""Page names (from play.turns) to page classes."""

from __future__ import annotations

from scenes.cheese_thief.pages.ballot import BallotPage
from scenes.cheese_thief.pages.base import Page
from scenes.cheese_thief.pages.card import CardPage
from scenes.cheese_thief.pages.knowledge import DawnPage, SummaryPage
from scenes.cheese_thief.pages.move import MovePage
from scenes.cheese_thief.pages.night import NightPage
from scenes.cheese_thief.pages.roll import RollPage
from scenes.cheese_thief.pages.turn_host import TurnHost
from scenes.cheese_thief.pages.wake_hour import WakeHourPage

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


def make_page(name: str, turn: TurnHost) -> Page:
    return PAGES[name](turn)
