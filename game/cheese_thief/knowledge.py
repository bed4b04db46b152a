"""What each seat knows for certain about the Thief's side once the night is over (R10.4)."""

from dataclasses import dataclass

from game.cheese_thief.config import followers_know_thief
from game.cheese_thief.night import Night


@dataclass(frozen=True)
class Allegiance:
    follower: bool
    known_thief: int | None
    known_followers: tuple[int, ...]


def saw_the_theft(night: Night, seat: int) -> bool:
    return seat != night.thief and night.theft_hour in night.wake_hours[seat]


def allegiance(night: Night, followers: tuple[int, ...], seat: int) -> Allegiance:
    thief = night.thief
    is_follower = seat in followers
    if seat == thief:
        return Allegiance(False, thief, followers)
    witness = saw_the_theft(night, seat)
    known_thief: int | None = thief if witness else None
    known_followers: tuple[int, ...] = ()
    if night.player_count == 5 and witness:
        # Ruling on R6.2: every witness sees whom the Thief pointed at.
        known_followers = followers
    elif is_follower:
        known_followers = followers
        if followers_know_thief(night.player_count):
            known_thief = thief
    return Allegiance(is_follower, known_thief, known_followers)
