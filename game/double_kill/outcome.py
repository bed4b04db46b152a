"""Who has won, checked right after each settlement: the dawn, then the lynch (DK13, DK14)."""

from dataclasses import dataclass

from game.double_kill.roles import GOOD_ROLES, Role, Team, team_of
from game.double_kill.state import GameState, WinReason


@dataclass(frozen=True)
class Verdict:
    winner: Team
    reason: WinReason


def verdict(state: GameState) -> Verdict | None:
    """DK13: the village needs every killer and the assassin dead; the killers need every detective, or every
    villager, bodyguard, doctor and undercover dead. Both at once is a draw, and a draw is the killers' win."""
    living_roles = {state.role_of(hand) for hand in state.living_hands()}
    village_met = not living_roles & {Role.KILLER, Role.ASSASSIN}
    detectives_dead = Role.DETECTIVE not in living_roles
    others_dead = not living_roles & GOOD_ROLES
    if (detectives_dead or others_dead) and village_met:
        return Verdict(Team.KILLERS, WinReason.BOTH_MET)
    if detectives_dead:
        return Verdict(Team.KILLERS, WinReason.DETECTIVES_DEAD)
    if others_dead:
        return Verdict(Team.KILLERS, WinReason.OTHERS_DEAD)
    if village_met:
        return Verdict(Team.VILLAGE, WinReason.KILLERS_DEAD)
    return None


def teams(state: GameState) -> tuple[Team, ...]:
    assert state.hands is not None
    found = tuple(team_of(pair) for pair in state.hands)
    known = tuple(team for team in found if team is not None)
    assert len(known) == len(found), "a dealt game has no zero-weight seat"
    return known


def winning_seats(state: GameState) -> tuple[int, ...] | None:
    """DK14: every player of the winning team, living or dead."""
    if state.winner is None:
        return None
    return tuple(seat for seat, team in enumerate(teams(state)) if team is state.winner)
