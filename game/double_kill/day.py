"""The day's order of speaking and the count of votes (DK16-DK20).

Seats are numbered clockwise, so the player on seat s's right is seat s-1, and "counter-clockwise from
the right of the dead" runs s-1, s-2, ... round the table.
"""

from collections import Counter

from game.double_kill.hands import HandId
from game.double_kill.state import DayLog, GameState
from game.double_kill.steps import StepKind

VOTING_STEPS = (StepKind.DEFENCE, StepKind.TIE_SPEECH, StepKind.VOTE)


def reference_seat(state: GameState) -> int:
    """DK16: the seat of the first hand announced dead this dawn; else of the latest death; else seat 1, so seat 0 opens."""
    night = state.night
    if night is not None and night.round == state.round and night.dawn:
        return night.dawn[0].seat
    if state.deaths:
        return state.deaths[-1].hand.seat
    return 1 % state.player_count


def speaking_order(state: GameState) -> tuple[int, ...]:
    """Every player with a living hand, counter-clockwise from the one on the reference seat's right."""
    start = reference_seat(state)
    count = state.player_count
    ring = [(start - step) % count for step in range(1, count + 1)]
    return tuple(seat for seat in ring if state.living_hands_of(seat))


def tally(day: DayLog, vote_round: int | None = None) -> Counter[HandId]:
    """The votes each candidate got in one vote round (the latest by default), zero included."""
    index = len(day.vote_rounds) - 1 if vote_round is None else vote_round - 1
    if index < 0:
        return Counter()
    counted: Counter[HandId] = Counter({hand: 0 for hand in day.candidate_rounds[index]})
    counted.update(target for _, target in day.vote_rounds[index])
    return counted


def top_of(counted: Counter[HandId]) -> tuple[HandId, ...]:
    if not counted:
        return ()
    most = max(counted.values())
    return tuple(sorted(hand for hand, votes in counted.items() if votes == most))


def cast_vote_rounds(state: GameState, day: DayLog) -> tuple[tuple[tuple[HandId, HandId], ...], ...]:
    """The vote rounds of ``day`` that everyone has cast: a round opened for speeches or still being voted is not."""
    still_open = bool(state.days) and day is state.days[-1] and state.step.kind in VOTING_STEPS
    return day.vote_rounds[:-1] if still_open else day.vote_rounds
