"""The whole truth of one Double Kill game. Screens never read this: they read `views`."""

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Mapping

from game.double_kill.config import RoleSet
from game.double_kill.hands import HandId, all_hands
from game.double_kill.roles import Role, Team
from game.double_kill.steps import GAME_OVER, Step


class DeathCause(str, Enum):
    ASSASSIN = "assassin"
    KILLERS = "killers"
    WITH_BODYGUARD = "with_bodyguard"  # the bodyguard was stabbed to death and took the protected hand along
    MISDIAGNOSIS = "misdiagnosis"  # the second wrong treatment of the same hand
    LYNCH = "lynch"


class WinReason(str, Enum):
    KILLERS_DEAD = "killers_dead"
    DETECTIVES_DEAD = "detectives_dead"
    OTHERS_DEAD = "others_dead"
    BOTH_MET = "both_met"  # both sides' conditions at one settlement: a draw, which the killers win
    VOTE_DEADLOCK = "vote_deadlock"


@dataclass(frozen=True)
class Death:
    hand: HandId
    round: int
    cause: DeathCause


@dataclass(frozen=True)
class CheckResult:
    role: Role  # DETECTIVE, TRAITOR or UNDERCOVER
    target: HandId
    thumbs_up: bool


@dataclass(frozen=True)
class NightLog:
    round: int
    choices: tuple[tuple[Role, HandId | None], ...] = ()  # in calling order
    awake: tuple[tuple[Role, tuple[HandId, ...]], ...] = ()  # the living hands that opened their eyes at each call
    checks: tuple[tuple[int, CheckResult], ...] = ()  # (index into choices, result)
    dawn: tuple[HandId, ...] | None = None  # the hands announced dead, once the night is settled

    def choice_of(self, role: Role) -> HandId | None:
        return dict(self.choices).get(role)

    def awake_at(self, role: Role) -> tuple[HandId, ...]:
        return dict(self.awake).get(role, ())


@dataclass(frozen=True)
class DayLog:
    round: int
    order: tuple[int, ...]  # the seats in speaking order (DK16)
    nominations: tuple[tuple[int, tuple[HandId, ...]], ...] = ()
    vote_rounds: tuple[tuple[tuple[HandId, HandId], ...], ...] = ()  # (voter, target), per vote round
    candidate_rounds: tuple[tuple[HandId, ...], ...] = ()  # who could be voted for, per vote round
    lynched: HandId | None = None
    immune: HandId | None = None
    deadlock: bool = False

    @property
    def candidates(self) -> tuple[HandId, ...]:
        return self.candidate_rounds[-1] if self.candidate_rounds else ()

    def suspects(self) -> tuple[HandId, ...]:
        position = {seat: index for index, seat in enumerate(self.order)}
        named = {hand for _, hands in self.nominations for hand in hands}
        return tuple(sorted(named, key=lambda hand: (position.get(hand.seat, len(position)), hand.side.value)))


@dataclass(frozen=True)
class GameState:
    players: tuple[str, ...]
    role_set: RoleSet
    steps: tuple[Step, ...]
    hands: tuple[tuple[Role, Role], ...] | None = None
    redraws: int = 0  # how many deals were set aside at a player's request (DK4)
    redraw_answers: tuple[tuple[int, bool], ...] = ()
    round: int = 0
    assassin_acted: int | None = None  # the round the assassin used its one action
    deaths: tuple[Death, ...] = ()
    misdiagnoses: tuple[tuple[HandId, int], ...] = ()
    last_words_given: tuple[HandId, ...] = ()
    nights: tuple[NightLog, ...] = ()
    days: tuple[DayLog, ...] = ()
    winner: Team | None = None
    win_reason: WinReason | None = None
    meta: Mapping[str, Any] = field(default_factory=dict, hash=False)

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def seats(self) -> range:
        return range(len(self.players))

    @property
    def step(self) -> Step:
        return self.steps[0] if self.steps else GAME_OVER

    def evolve(self, **changes: Any) -> "GameState":
        return replace(self, **changes)

    def role_of(self, hand: HandId) -> Role:
        if self.hands is None:
            raise ValueError("the cards have not been dealt yet")
        pair = self.hands[hand.seat]
        return pair[0] if hand.side.value == "L" else pair[1]

    def hands_with(self, role: Role) -> tuple[HandId, ...]:
        if self.hands is None:
            return ()
        return tuple(hand for hand in all_hands(self.player_count) if self.role_of(hand) is role)

    def dead_hands(self) -> frozenset[HandId]:
        return frozenset(death.hand for death in self.deaths)

    def is_alive(self, hand: HandId) -> bool:
        return all(death.hand != hand for death in self.deaths)

    def living_hands(self) -> tuple[HandId, ...]:
        dead = self.dead_hands()
        return tuple(hand for hand in all_hands(self.player_count) if hand not in dead)

    def living_hands_of(self, seat: int) -> tuple[HandId, ...]:
        return tuple(hand for hand in self.living_hands() if hand.seat == seat)

    def misdiagnoses_of(self, hand: HandId) -> int:
        return dict(self.misdiagnoses).get(hand, 0)

    def assassin_transformed(self) -> bool:
        """DK7: the assassin becomes a killer in the round after the one it acted in."""
        return self.assassin_acted is not None and self.assassin_acted < self.round

    @property
    def night(self) -> NightLog | None:
        return self.nights[-1] if self.nights else None

    @property
    def day(self) -> DayLog | None:
        return self.days[-1] if self.days and self.days[-1].round == self.round else None
