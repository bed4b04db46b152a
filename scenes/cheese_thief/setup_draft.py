"""The setup being filled in: player count, names, seat order and options, before it becomes a GameSetup.

A player who has not typed a name keeps a default name by index, shown in the
current language, so switching language renames them and moving them around the
table keeps their name with them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.cheese_thief.house_rules import HouseRules
from play.setup import DISCUSSION_CHOICES, HOUR_SECONDS_CHOICES, MAX_NAME_LENGTH, GameSetup, VoteMode, fall_mouse_available

MIN_PLAYERS, MAX_PLAYERS = 4, 8
DEFAULT_PLAYERS = 5
DEFAULT_NAME_COUNT = 8


@dataclass
class DraftPlayer:
    default_index: int
    custom: str | None = None

    def name(self, default_name: Callable[[int], str]) -> str:
        return self.custom if self.custom is not None else default_name(self.default_index)


@dataclass
class SetupDraft:
    count: int = DEFAULT_PLAYERS
    players: list[DraftPlayer] = field(default_factory=lambda: [DraftPlayer(i) for i in range(MAX_PLAYERS)])
    fall_mouse: bool = False
    vote_mode: VoteMode = VoteMode.POINT
    discussion_seconds: int = 300
    hour_seconds: float = 3.0
    tie_protects_thief: bool = False  # house rule R11.2, at any player count

    @property
    def fall_mouse_allowed(self) -> bool:
        return fall_mouse_available(self.count)

    def set_count(self, count: int) -> None:
        self.count = max(MIN_PLAYERS, min(MAX_PLAYERS, int(count)))
        if not self.fall_mouse_allowed:
            self.fall_mouse = False

    def names(self, default_name: Callable[[int], str]) -> tuple[str, ...]:
        return tuple(player.name(default_name) for player in self.players[: self.count])

    def rename(self, seat: int, text: str, default_name: Callable[[int], str]) -> None:
        """Give seat `seat` the name `text`; an empty text brings the default name back."""
        cleaned = " ".join(text.split())[:MAX_NAME_LENGTH]
        player = self.players[seat]
        player.custom = cleaned if cleaned and cleaned != default_name(player.default_index) else None

    def move(self, seat: int, delta: int) -> int:
        """Swap the player at `seat` with a neighbour (around the table); returns their new seat."""
        other = (seat + delta) % self.count
        self.players[seat], self.players[other] = self.players[other], self.players[seat]
        return other

    def step_discussion(self, direction: int) -> None:
        choices = DISCUSSION_CHOICES
        index = choices.index(self.discussion_seconds) if self.discussion_seconds in choices else 2
        self.discussion_seconds = choices[max(0, min(len(choices) - 1, index + direction))]

    def game_setup(self, default_name: Callable[[int], str]) -> GameSetup:
        return GameSetup(self.names(default_name), fall_mouse=self.fall_mouse and self.fall_mouse_allowed,
                         vote_mode=self.vote_mode, discussion_seconds=self.discussion_seconds,
                         hour_seconds=self.hour_seconds, house_rules=self.house_rules())

    def house_rules(self) -> HouseRules:
        return HouseRules(tie_protects_thief=self.tie_protects_thief)

    # ----- remembered between sittings ---------------------------------------------------------------
    def preferences(self) -> dict[str, Any]:
        return {"count": self.count, "fall_mouse": self.fall_mouse, "vote_mode": self.vote_mode.value,
                "hour_seconds": self.hour_seconds, "tie_protects_thief": self.tie_protects_thief}

    @classmethod
    def from_preferences(cls, data: dict[str, Any] | None, discussion_seconds: int) -> "SetupDraft":
        draft = cls(discussion_seconds=discussion_seconds if discussion_seconds in DISCUSSION_CHOICES else 300)
        if not isinstance(data, dict):
            return draft
        try:
            draft.set_count(int(data.get("count", DEFAULT_PLAYERS)))
            draft.fall_mouse = bool(data.get("fall_mouse", False)) and draft.fall_mouse_allowed
            draft.tie_protects_thief = data.get("tie_protects_thief") is True  # on only when plainly chosen
            draft.vote_mode = VoteMode(data.get("vote_mode", VoteMode.POINT.value))
            hour = float(data.get("hour_seconds", 3.0))
            draft.hour_seconds = hour if hour in HOUR_SECONDS_CHOICES else 3.0
        except (ValueError, TypeError):
            return cls(discussion_seconds=draft.discussion_seconds)
        return draft
