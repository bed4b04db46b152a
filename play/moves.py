"""The one decision page of a private turn, shaped the same for every role.

Everyone taps the same number of targets. A lone Sleepyhead's first tap
lifts a cup (R5); the Thief's taps name followers where the rules give a
choice (R6); every other tap is a decoy that changes nothing.
"""

from dataclasses import dataclass
from enum import Enum

from game.cheese_thief.actions import Action, ChooseFollowers, ChooseWakeHour, Peek
from game.cheese_thief.views import SeatView

from play.turns import picks_per_move


class MoveKind(str, Enum):
    PEEK = "peek"  # first pick looks under a cup (or keeps it closed)
    FOLLOWERS = "followers"  # every pick names a follower
    WAKE_HOUR = "wake_hour"  # 4 players: the pick is one of your two dice
    DECOY = "decoy"  # nothing to decide: the picks change nothing
    DONE = "done"  # decided already (a turn resumed after a restart)


@dataclass(frozen=True)
class Move:
    kind: MoveKind
    picks: int  # taps required, equal for every seat of this game
    targets: tuple[int, ...]  # seats (5-8 players) or die indexes (4 players)
    real_targets: tuple[int, ...]  # the targets a real choice may use


class MoveError(ValueError):
    pass


def move_for(view: SeatView) -> Move:
    if view.player_count == 4:
        dice_indexes = (0, 1)
        if view.wake_hour_options:
            return Move(MoveKind.WAKE_HOUR, 1, dice_indexes, dice_indexes)
        return Move(MoveKind.DECOY, 1, dice_indexes, ())
    others = tuple(seat for seat in range(view.player_count) if seat != view.seat)
    picks = picks_per_move(view.player_count)
    if view.peek_options:
        return Move(MoveKind.PEEK, picks, others, view.peek_options)
    if view.follower_options:
        return Move(MoveKind.FOLLOWERS, picks, others, view.follower_options)
    if view.has_peek_decision:
        return Move(MoveKind.DONE, picks, others, ())
    return Move(MoveKind.DECOY, picks, others, ())


def check_pick(move: Move, earlier: tuple[int | None, ...], pick: int | None) -> None:
    """Refuse a pick that the page must not accept (the page greys these out)."""
    if len(earlier) >= move.picks:
        raise MoveError("enough picks")
    if pick is None:
        if move.kind is not MoveKind.PEEK or earlier:
            raise MoveError("only a peek can be declined")
        return
    if pick not in move.targets or pick in earlier:
        raise MoveError("not a target")
    if move.kind is MoveKind.FOLLOWERS and pick not in move.real_targets:
        raise MoveError("not a possible follower")


def peek_action(view: SeatView, move: Move, first_pick: int | None) -> Peek:
    """The peek is applied at once, so the lifted cup can show the die from the view."""
    if move.kind is not MoveKind.PEEK:
        raise MoveError("not a peek")
    return Peek(view.seat, first_pick)


def final_actions(view: SeatView, move: Move, picks: tuple[int | None, ...]) -> list[Action]:
    """Actions to apply when the move page is confirmed (the peek went earlier)."""
    if len(picks) != move.picks:
        raise MoveError("wrong number of picks")
    if move.kind is MoveKind.FOLLOWERS:
        return [ChooseFollowers(view.seat, tuple(p for p in picks if p is not None))]
    if move.kind is MoveKind.WAKE_HOUR:
        assert view.dice is not None and picks[0] is not None
        return [ChooseWakeHour(view.seat, view.dice[picks[0]])]
    return []
