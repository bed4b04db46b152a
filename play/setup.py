"""The choices a table makes before a game."""

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.cheese_thief.config import FALL_MOUSE_COUNTS, check_fall_mouse, check_player_count
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules, check_house_rules, house_rules_from_json

MAX_NAME_LENGTH = 14
DISCUSSION_CHOICES: tuple[int, ...] = (120, 180, 300, 420, 600)
HOUR_SECONDS_CHOICES: tuple[float, ...] = (2.0, 3.0, 4.0)


class VoteMode(str, Enum):
    POINT = "point"  # everyone points at once, one person enters the result
    SECRET = "secret"  # each player votes behind a curtain


class SetupError(ValueError):
    def __init__(self, key: str, seat: int | None = None) -> None:
        super().__init__(key)
        self.key = key  # a translation key under "setup.error."
        self.seat = seat


@dataclass(frozen=True)
class GameSetup:
    names: tuple[str, ...]
    fall_mouse: bool = False
    vote_mode: VoteMode = VoteMode.POINT
    discussion_seconds: int = 300
    hour_seconds: float = 3.0
    house_rules: HouseRules = NO_HOUSE_RULES
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)

    @property
    def player_count(self) -> int:
        return len(self.names)

    def validated(self) -> "GameSetup":
        try:
            check_player_count(self.player_count)
            check_fall_mouse(self.player_count, self.fall_mouse)
        except ValueError as problem:
            raise SetupError("count") from problem
        check_house_rules(self.house_rules)  # no screen offers a malformed one: a save that holds one is refused
        return GameSetup(cleaned_names(self.names), self.fall_mouse, self.vote_mode, self.discussion_seconds, self.hour_seconds,
                         self.house_rules)

    def to_json(self) -> dict[str, object]:
        return {
            "names": list(self.names),
            "fall_mouse": self.fall_mouse,
            "vote_mode": self.vote_mode.value,
            "discussion_seconds": self.discussion_seconds,
            "hour_seconds": self.hour_seconds,
            "house_rules": self.house_rules.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GameSetup":
        names = data["names"]
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("names must be a list of texts")
        return cls(
            names=tuple(names),
            fall_mouse=bool(data.get("fall_mouse", False)),
            vote_mode=VoteMode(data.get("vote_mode", VoteMode.POINT.value)),
            discussion_seconds=int(data.get("discussion_seconds", 300)),
            hour_seconds=float(data.get("hour_seconds", 3.0)),
            # A save from before house rules has none; one of the wrong shape is refused whole (RecordError).
            house_rules=house_rules_from_json(data.get("house_rules"), "setup.house_rules"),
        ).validated()


def cleaned_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """The players' names trimmed; raises SetupError for an empty, too long or repeated one (either game)."""
    cleaned = tuple(name.strip() for name in names)
    for seat, name in enumerate(cleaned):
        if not name:
            raise SetupError("empty_name", seat)
        if len(name) > MAX_NAME_LENGTH:
            raise SetupError("long_name", seat)
        if name.casefold() in (other.casefold() for other in cleaned[:seat]):
            raise SetupError("duplicate_name", seat)
    return cleaned


def fall_mouse_available(player_count: int) -> bool:
    return player_count in FALL_MOUSE_COUNTS
