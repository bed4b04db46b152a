"""Today's figures the attract loop invites with: how many games were played and how often the Thief was caught."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TodayNumbers:
    games: int  # finished today
    thief_caught: int  # of those, the games where the vote revealed the Thief
