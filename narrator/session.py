"""Narrator settings chosen on the setup screen, and the score kept over one session of play."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from narrator.script import FALL_MOUSE_PLAYERS, validate_player_count
from narrator.texts import LANGUAGES
from narrator.timeline import DEFAULT_DISCUSSION_SECONDS, DEFAULT_SECONDS_PER_HOUR, SECONDS_PER_HOUR_CHOICES

WINNING_SIDES: tuple[str, ...] = ("sleepyheads", "thief", "fall_mouse")


@dataclass(frozen=True)
class NarratorConfig:
    players: int = 5
    fall_mouse: bool = False  # the Fall Mouse is in the game (6-8 players): adds its reminder
    seconds_per_hour: int = DEFAULT_SECONDS_PER_HOUR
    lang: str = "en"  # the language spoken and shown for the lines
    voice: bool = True
    ambience: bool = True
    ambience_volume: float = 0.5
    voice_volume: float = 0.8
    discussion_seconds: int = DEFAULT_DISCUSSION_SECONDS

    def cleaned(self) -> "NarratorConfig":
        """The same settings with anything out of range brought back to a valid value."""
        players = self.players if 4 <= self.players <= 8 else 5
        validate_player_count(players)
        seconds = self.seconds_per_hour if self.seconds_per_hour in SECONDS_PER_HOUR_CHOICES else DEFAULT_SECONDS_PER_HOUR
        return replace(
            self,
            players=players,
            fall_mouse=bool(self.fall_mouse) and players in FALL_MOUSE_PLAYERS,
            seconds_per_hour=seconds,
            lang=self.lang if self.lang in LANGUAGES else "en",
            ambience_volume=min(1.0, max(0.0, float(self.ambience_volume))),
            voice_volume=min(1.0, max(0.0, float(self.voice_volume))),
            discussion_seconds=max(0, int(self.discussion_seconds)),
        )


@dataclass
class SessionScore:
    """Games won by each side since the program started (not saved: a new evening starts from zero)."""

    wins: dict[str, int] = field(default_factory=lambda: {side: 0 for side in WINNING_SIDES})

    def record(self, side: str) -> None:
        if side not in WINNING_SIDES:
            raise ValueError(f"side: expected one of {', '.join(WINNING_SIDES)}, not {side!r}")
        self.wins[side] += 1

    @property
    def games(self) -> int:
        return sum(self.wins.values())


# One score per run of the program, shared by every narrated night.
SESSION_SCORE = SessionScore()
