"""Validation of each action against the rules, with player-readable reasons."""

from collections import Counter
from typing import TypeGuard

from game.cheese_thief.config import DIE_FACES, dice_per_player, peeking_allowed
from game.cheese_thief.errors import IllegalActionError
from game.cheese_thief.followers import FollowerRuleKind, follower_rule
from game.cheese_thief.night import Night
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState


def _is_index(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_seat(state: GameState, field: str, seat: object, what: str = "seat") -> int:
    if not _is_index(seat) or not 0 <= seat < state.player_count:
        raise IllegalActionError(
            field, f"{what} must be a seat number from 0 to {state.player_count - 1}"
        )
    return seat


def check_deal(state: GameState, roles: tuple[Role, ...]) -> None:
    count = state.player_count
    if len(roles) != count:
        raise IllegalActionError("roles", f"there must be one card for each of the {count} players, not {len(roles)}")
    for seat, role in enumerate(roles):
        if not isinstance(role, Role):
            raise IllegalActionError(f"roles[{seat}]", "a card is thief, sleepyhead or fall_mouse")
    counts = Counter(roles)
    if counts[Role.THIEF] != 1:
        raise IllegalActionError("roles", f"there must be exactly one Cheese Thief, not {counts[Role.THIEF]}")
    if state.fall_mouse and counts[Role.FALL_MOUSE] != 1:
        raise IllegalActionError("roles", "with the Fall Mouse variant exactly one card is the Fall Mouse")
    if not state.fall_mouse and counts[Role.FALL_MOUSE]:
        seat = roles.index(Role.FALL_MOUSE)
        raise IllegalActionError(f"roles[{seat}]", "the Fall Mouse card is only used in the Fall Mouse variant")


def check_roll(state: GameState, dice: tuple[tuple[int, ...], ...]) -> None:
    count = state.player_count
    if len(dice) != count:
        raise IllegalActionError("dice", f"there must be dice for each of the {count} players, not {len(dice)}")
    wanted = dice_per_player(count)
    for seat, seat_dice in enumerate(dice):
        if len(seat_dice) != wanted:
            each = "two dice" if wanted == 2 else "one die"
            raise IllegalActionError(f"dice[{seat}]", f"with {count} players each player rolls {each}")
        for value in seat_dice:
            if not _is_index(value) or value not in DIE_FACES:
                raise IllegalActionError(f"dice[{seat}]", "a die shows a number from 1 to 6")


def check_wake_choice(state: GameState, seat: int, hour: int) -> None:
    field = f"wake_choice[{seat}]"
    if state.player_count != 4:
        raise IllegalActionError("wake_choice", "only 4-player games choose a waking hour")
    check_seat(state, "wake_choice", seat)
    assert state.roles is not None and state.dice is not None and state.wake_choice is not None
    if state.roles[seat] is Role.THIEF:
        raise IllegalActionError(field, "the Cheese Thief wakes at both dice and does not choose")
    if state.wake_choice[seat] is not None:
        raise IllegalActionError(field, "this player has already chosen a waking hour")
    own = state.dice[seat]
    if not _is_index(hour) or hour not in own:
        dice_words = str(own[0]) if own[0] == own[1] else f"{own[0]} or {own[1]}"
        raise IllegalActionError(field, f"the waking hour must be one of this player's dice ({dice_words})")


def resolved_night(state: GameState, night: Night | None, field: str) -> Night:
    """4 players: the night's sights exist only once every waking hour is chosen."""
    if night is None:
        raise IllegalActionError(field, "every Sleepyhead has to choose a waking hour first")
    return night


def check_dawn(state: GameState, night: Night | None) -> None:
    """The night can end only when every decision it needs has been made."""
    assert state.roles is not None and state.dice is not None
    if night is None:
        assert state.wake_choice is not None
        seat = next(s for s, c in enumerate(state.wake_choice) if c is None and state.roles[s] is not Role.THIEF)
        raise IllegalActionError(f"wake_choice[{seat}]", "this Sleepyhead has not chosen a waking hour yet")
    for seat in state.seats:
        if night.may_peek(seat) and not state.has_decided_peek(seat):
            raise IllegalActionError(f"peeks[{seat}]", "this player has not yet decided whether to peek")
    rule = follower_rule(night)
    if rule.kind is FollowerRuleKind.CHOICE and state.chosen_followers is None:
        plural = "follower" if rule.count == 1 else "followers"
        raise IllegalActionError(
            "followers", f"with {state.player_count} players the Cheese Thief must choose {rule.count} {plural}"
        )


def check_peek(state: GameState, night: Night | None, seat: int, target: int | None) -> None:
    field = f"peeks[{seat}]"
    check_seat(state, "peeks", seat)
    assert state.roles is not None
    if not peeking_allowed(state.player_count):
        raise IllegalActionError(field, "nobody peeks with 4 players")
    night = resolved_night(state, night, field)
    if state.roles[seat] is Role.THIEF:
        raise IllegalActionError(field, "the Cheese Thief never peeks")
    if not night.may_peek(seat):
        raise IllegalActionError(field, "a player who woke with others cannot peek")
    if state.has_decided_peek(seat):
        raise IllegalActionError(field, "this player has already peeked or passed")
    if target is None:
        return
    check_seat(state, field, target, "the peeked seat")
    if target == seat:
        raise IllegalActionError(field, "a player cannot peek at their own die")


def _no_choice_reason(state: GameState, night: Night) -> str:
    if state.player_count == 4:
        return "there are no followers with 4 players"
    if not night.witnesses:
        return "nobody saw the theft, so there is no follower"
    return "the only player who saw the theft becomes the follower without a choice"


def check_follower_choice(state: GameState, night: Night, seat: int, chosen: tuple[int, ...]) -> None:
    rule = follower_rule(night)
    if seat != night.thief:
        raise IllegalActionError("followers", "only the Cheese Thief chooses followers")
    if rule.kind is not FollowerRuleKind.CHOICE:
        raise IllegalActionError("followers", _no_choice_reason(state, night))
    if state.chosen_followers is not None:
        raise IllegalActionError("followers", "the Cheese Thief has already chosen")
    if len(chosen) != rule.count:
        plural = "follower" if rule.count == 1 else "followers"
        raise IllegalActionError(
            "followers",
            f"with {state.player_count} players the Cheese Thief chooses exactly {rule.count} {plural}, not {len(chosen)}",
        )
    for index, follower in enumerate(chosen):
        field = f"followers[{index}]"
        check_seat(state, field, follower, "a follower")
        if follower == night.thief:
            raise IllegalActionError(field, "the Cheese Thief cannot choose themselves")
        if follower in chosen[:index]:
            raise IllegalActionError(field, "the same player is chosen twice")
        if follower not in rule.candidates:
            raise IllegalActionError(field, "with 5 players the follower must be someone who saw the theft")


def check_vote(state: GameState, seat: int, target: int) -> None:
    field = f"votes[{seat}]"
    check_seat(state, "votes", seat)
    check_seat(state, field, target, "a vote")
    assert state.votes is not None
    if target == seat:
        raise IllegalActionError(field, "a player cannot vote for themselves")
    if state.votes[seat] is not None:
        raise IllegalActionError(field, "this player has already voted")
