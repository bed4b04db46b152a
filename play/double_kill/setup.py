"""The choices a Double Kill table makes before the deal: players, role set, vote entry and speech length."""

from dataclasses import dataclass
from typing import TypeGuard

from game.double_kill.config import MAX_PLAYERS, MIN_PLAYERS, RoleSet, check_role_set, recommended_role_set
from game.double_kill.errors import SetupError as RulesSetupError

from play.double_kill.timing import DEFAULT_ACT_SECONDS
from play.setup import SetupError, VoteMode, cleaned_names

SPEECH_CHOICES: tuple[int, ...] = (30, 45, 60, 90, 120)
DEFAULT_SPEECH_SECONDS = 60


def default_names(count: int) -> tuple[str, ...]:
    return tuple(f"P{seat + 1}" for seat in range(count))


@dataclass(frozen=True)
class DkSetup:
    names: tuple[str, ...]
    role_set: RoleSet
    vote_mode: VoteMode = VoteMode.POINT
    speech_seconds: int = DEFAULT_SPEECH_SECONDS
    act_seconds: int = DEFAULT_ACT_SECONDS  # how long the called hands have to choose at each night call

    @classmethod
    def recommended(cls, count: int) -> "DkSetup":
        return cls(default_names(count), recommended_role_set(count))

    @property
    def player_count(self) -> int:
        return len(self.names)

    def validated(self) -> "DkSetup":
        """The same setup with names trimmed; raises SetupError (a translation key under "setup.error.")."""
        if not MIN_PLAYERS <= self.player_count <= MAX_PLAYERS:
            raise SetupError("dk_count")
        try:
            check_role_set(self.role_set, self.player_count)
        except RulesSetupError as problem:
            raise SetupError("dk_role_set") from problem
        if not 0 < self.speech_seconds <= 3600 or not 0 < self.act_seconds <= 600:
            raise SetupError("dk_times")
        return DkSetup(cleaned_names(self.names), self.role_set, self.vote_mode, self.speech_seconds, self.act_seconds)

    def to_json(self) -> dict[str, object]:
        return {"names": list(self.names), "role_set": self.role_set.to_json(), "vote_mode": self.vote_mode.value,
                "speech_seconds": self.speech_seconds, "act_seconds": self.act_seconds}

    @classmethod
    def from_json(cls, data: object) -> "DkSetup":
        """Raises ValueError for anything that is not a setup this program wrote."""
        if not isinstance(data, dict):
            raise ValueError("setup must be an object")
        names, counts = data.get("names"), data.get("role_set")
        seconds, act = data.get("speech_seconds"), data.get("act_seconds")
        if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
            raise ValueError("names must be a list of texts")
        if not isinstance(counts, dict) or set(counts) != set(RoleSet().to_json()):
            raise ValueError("role_set must name every special role")
        if not all(isinstance(value, int) and not isinstance(value, bool) for value in counts.values()):
            raise ValueError("role_set counts must be whole numbers")
        if not (_is_whole(seconds) and _is_whole(act)):
            raise ValueError("speech_seconds and act_seconds must be whole numbers")
        setup = cls(tuple(names), RoleSet(**counts), VoteMode(data.get("vote_mode")), seconds, act)
        return setup.validated()


def _is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
