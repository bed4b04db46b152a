"""Everything that moves a game on, as plain values. The deal is an action too, so a test can script any deal."""

from dataclasses import dataclass

from game.double_kill.hands import HandId
from game.double_kill.roles import Role


@dataclass(frozen=True)
class DealHands:
    """Two cards per seat, left then right (chance: `chance.deal_hands` draws it)."""

    hands: tuple[tuple[Role, Role], ...]


@dataclass(frozen=True)
class AnswerRedraw:
    """DK4: every seat in turn keeps its cards or, holding two detectives or two killers, asks for a redraw."""

    seat: int
    redraw: bool


@dataclass(frozen=True)
class NightAction:
    """The called role's choice: a living hand, or None: "nothing" (the assassin holding back, a role that cannot
    act, or a call whose time ran out before a choice, DK6)."""

    role: Role
    target: HandId | None


@dataclass(frozen=True)
class EndSpeech:
    """The seat whose turn it is to speak (last words, defence, tie speech) has finished."""

    seat: int


@dataclass(frozen=True)
class Nominate:
    """A player's suspects: at most one per living hand of theirs, none to pass (DK17)."""

    seat: int
    suspects: tuple[HandId, ...]


@dataclass(frozen=True)
class CastVote:
    voter: HandId
    target: HandId


Action = DealHands | AnswerRedraw | NightAction | EndSpeech | Nominate | CastVote
