"""What the attract loop shows and when: its parts in order, how long each lasts, the slow drift that keeps any
pixel from standing still on a café's screen for hours, and the words for today's figures.

Pure Python on simulated time: the screen feeds it the seconds that passed and whether the demo game is over.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from kiosk.today import TodayNumbers


class Part(Enum):
    TITLE = "title"
    DEMO = "demo"
    HOW_TO = "how_to"
    TODAY = "today"


ORDER: tuple[Part, ...] = (Part.TITLE, Part.DEMO, Part.HOW_TO, Part.TODAY)
# Parts with a fixed length; the demo lasts as long as its game (up to DEMO_MAX_SECONDS).
PART_SECONDS: dict[Part, float] = {Part.TITLE: 12.0, Part.HOW_TO: 30.0, Part.TODAY: 10.0}
# A demo game that has not ended by then (a slow table) gives way: the loop must keep inviting.
DEMO_MAX_SECONDS = 150.0
# The last screen of a finished demo (the replay of who did what) stays this long before the loop goes on.
DEMO_END_SECONDS = 6.0
# The core path's steps shown as "how to play", in the tutorial's own order: the whole game in a few pictures.
HOW_TO_STEPS: tuple[str, ...] = ("table", "roll", "night", "theft", "vote", "result")
HOW_TO_STEP_SECONDS = PART_SECONDS[Part.HOW_TO] / len(HOW_TO_STEPS)
# Burn-in protection: the whole picture moves to the next of DRIFT_POSITIONS points on a small circle this often.
DRIFT_SECONDS = 60.0
DRIFT_POSITIONS = 8
DRIFT_STRIDE = 3  # coprime with DRIFT_POSITIONS: consecutive points lie far apart and none repeats within 8 moves


@dataclass
class AttractCycle:
    """Which part is on and for how long; ``cycles`` counts the loops completed."""

    part: Part = Part.TITLE
    part_seconds: float = 0.0
    total_seconds: float = 0.0
    cycles: int = 0

    def advance(self, dt: float, demo_over: bool = False) -> bool:
        """Let ``dt`` seconds pass; True when another part begins. ``demo_over``: the demo game has ended and its
        last screen was shown long enough."""
        dt = max(0.0, float(dt))
        self.part_seconds += dt
        self.total_seconds += dt
        if not self._part_done(demo_over):
            return False
        self.next_part()
        return True

    def _part_done(self, demo_over: bool) -> bool:
        if self.part is Part.DEMO:
            return demo_over or self.part_seconds >= DEMO_MAX_SECONDS
        return self.part_seconds >= PART_SECONDS[self.part]

    def next_part(self) -> None:
        index = ORDER.index(self.part) + 1
        if index == len(ORDER):
            index = 0
            self.cycles += 1
        self.part = ORDER[index]
        self.part_seconds = 0.0

    def how_to_step(self) -> int:
        """The index in HOW_TO_STEPS shown now (the how-to part only)."""
        return min(len(HOW_TO_STEPS) - 1, int(self.part_seconds // HOW_TO_STEP_SECONDS))


def drift_offset(seconds: float, amplitude: int) -> tuple[int, int]:
    """Where the whole picture stands after ``seconds``: one of a few points on a circle of ``amplitude`` pixels,
    moving to another every DRIFT_SECONDS."""
    move = int(max(0.0, seconds) // DRIFT_SECONDS)
    angle = 2.0 * math.pi * ((move * DRIFT_STRIDE) % DRIFT_POSITIONS) / DRIFT_POSITIONS
    return round(amplitude * math.cos(angle)), round(amplitude * math.sin(angle))


def drift_step(seconds: float) -> int:
    return int(max(0.0, seconds) // DRIFT_SECONDS)


def games_line(numbers: TodayNumbers) -> tuple[str, dict[str, int]]:
    """The translation key and parameters for today's games."""
    if numbers.games <= 0:
        return "kiosk.attract.today.no_games", {}
    if numbers.games == 1:
        return "kiosk.attract.today.one_game", {}
    return "kiosk.attract.today.games", {"count": numbers.games}


def caught_line(numbers: TodayNumbers) -> tuple[str, dict[str, int]]:
    """The translation key and parameters for how often the Thief was caught today."""
    if numbers.games <= 0:
        return "kiosk.attract.today.be_first", {}
    caught = max(0, min(numbers.thief_caught, numbers.games))
    if caught == 0:
        return "kiosk.attract.today.never_caught", {}
    if caught == 1:
        return "kiosk.attract.today.caught_once", {}
    return "kiosk.attract.today.caught", {"count": caught}
