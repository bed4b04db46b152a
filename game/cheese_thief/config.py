"""Numbers that depend only on the player count (R1, R2, R6)."""

from game.cheese_thief.errors import PlayerCountError

MIN_PLAYERS = 4
MAX_PLAYERS = 8
HOURS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
FALL_MOUSE_COUNTS: tuple[int, ...] = (6, 7, 8)


def check_player_count(count: int) -> None:
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise PlayerCountError(
            "players",
            f"Cheese Thief needs 4 to 8 players, not {count}",
        )


def check_fall_mouse(count: int, fall_mouse: bool) -> None:
    if fall_mouse and count not in FALL_MOUSE_COUNTS:
        raise PlayerCountError(
            "fall_mouse",
            f"the Fall Mouse is only played with 6, 7 or 8 players, not {count}",
        )


def dice_per_player(count: int) -> int:
    """R2.1: two dice each at 4 players, one at 5-8."""
    return 2 if count == 4 else 1


def wake_hour_chosen(count: int) -> bool:
    """R3.3: with two dice each, a Sleepyhead picks one as its hour and the Thief wakes at both."""
    return dice_per_player(count) > 1


def peeking_allowed(count: int) -> bool:
    """R5.4: nobody peeks at 4 players."""
    return count != 4


def witness_follower_count(count: int) -> int:
    """R6.2: at 5 players one witness of the theft joins the Thief (the Thief picks among several); else 0."""
    return 1 if count == 5 else 0


def chosen_follower_count(count: int) -> int:
    """How many followers the Thief picks after hour 6 (R6.3-R6.5); 0 at 4-5."""
    return {6: 1, 7: 2, 8: 2}.get(count, 0)


def followers_know_each_other(count: int) -> bool:
    """R6.4, R6.5: two chosen followers open their eyes together."""
    return chosen_follower_count(count) > 1


def followers_know_thief(count: int) -> bool:
    """R6.4: at 7 players the Thief closes their eyes before the followers look."""
    return count != 7

