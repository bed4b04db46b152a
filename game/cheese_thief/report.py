"""Everything that happened in a game, for the referee and the after-game replay.

Only `public_view` (once the game is over) and the referee read this: it holds
every secret.
"""

from dataclasses import dataclass

from game.cheese_thief.engine import night_of
from game.cheese_thief.followers import final_followers
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.outcome import Outcome, decide
from game.cheese_thief.phase import Phase
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState


@dataclass(frozen=True)
class PeekReport:
    seat: int
    target: int
    saw: tuple[int, ...]


@dataclass(frozen=True)
class GameReport:
    roles: tuple[Role, ...]
    dice: tuple[tuple[int, ...], ...]
    wake_hours: tuple[tuple[int, ...], ...]
    hours: dict[int, tuple[int, ...]]
    theft_hour: int
    witnesses: tuple[int, ...]
    followers: tuple[int, ...]
    peeks: tuple[PeekReport, ...]
    votes: tuple[int, ...] | None
    outcome: Outcome | None
    house_rules: HouseRules


def followers_of(state: GameState) -> tuple[int, ...]:
    """The followers once the night is over (empty before)."""
    night = night_of(state)
    if night is None or state.phase not in (Phase.VOTE, Phase.OVER):
        return ()
    return final_followers(night, state.chosen_followers)


def game_report(state: GameState) -> GameReport:
    """The full story; the night must be over."""
    night = night_of(state)
    if night is None or state.phase not in (Phase.VOTE, Phase.OVER):
        raise ValueError("the night is not over yet")
    assert state.roles is not None and state.dice is not None
    peeks = tuple(
        PeekReport(seat, target, state.dice[target])
        for seat, target in state.peek_decisions
        if target is not None
    )
    votes: tuple[int, ...] | None = None
    outcome: Outcome | None = None
    followers = followers_of(state)
    if state.phase is Phase.OVER and state.votes is not None:
        votes = tuple(v for v in state.votes if v is not None)
        outcome = decide(state.roles, followers, votes, state.house_rules)
    return GameReport(
        roles=state.roles,
        dice=state.dice,
        wake_hours=night.wake_hours,
        hours=night.hours(),
        theft_hour=night.theft_hour,
        witnesses=night.witnesses,
        followers=followers,
        peeks=peeks,
        votes=votes,
        outcome=outcome,
        house_rules=state.house_rules,
    )
