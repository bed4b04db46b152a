"""Counting the vote and deciding who wins (R8, R9)."""

from dataclasses import dataclass

from .roles import Role, Winner


@dataclass(frozen=True)
class Outcome:
    tally: tuple[int, ...]
    revealed: tuple[int, ...]
    winner: Winner
    winners: tuple[int, ...]


def count_votes(votes: tuple[int, ...], player_count: int) -> tuple[int, ...]:
    tally = [0] * player_count
    for target in votes:
        tally[target] += 1
    return tuple(tally)


def revealed_seats(tally: tuple[int, ...]) -> tuple[int, ...]:
    """R8.2: everyone tied for the most votes reveals."""
    top = max(tally)
    return tuple(seat for seat, count in enumerate(tally) if count == top)


def decide_winner(
    roles: tuple[Role, ...], followers: tuple[int, ...], revealed: tuple[int, ...]
) -> tuple[Winner, tuple[int, ...]]:
    """R9.1-R9.5, checked in that order."""
    revealed_roles = {roles[seat] for seat in revealed}
    if Role.FALL_MOUSE in revealed_roles:
        return Winner.FALL_MOUSE, (roles.index(Role.FALL_MOUSE),)
    if Role.THIEF in revealed_roles:
        sleepyheads = tuple(
            seat
            for seat, role in enumerate(roles)
            if role is Role.SLEEPYHEAD and seat not in followers
        )
        return Winner.SLEEPYHEADS, sleepyheads
    thief_side = tuple(sorted({roles.index(Role.THIEF), *followers}))
    return Winner.THIEF, thief_side


def decide(
    roles: tuple[Role, ...], followers: tuple[int, ...], votes: tuple[int, ...]
) -> Outcome:
    tally = count_votes(votes, len(roles))
    revealed = revealed_seats(tally)
    winner, winners = decide_winner(roles, followers, revealed)
    return Outcome(tally=tally, revealed=revealed, winner=winner, winners=winners)
