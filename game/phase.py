"""The phases of one game, in order."""

from enum import Enum


class Phase(str, Enum):
    DEAL = "deal"  # chance: one card each
    ROLL = "roll"  # chance: one die each (two at 4 players)
    WAKE_CHOICE = "wake_choice"  # 4 players: each Sleepyhead picks a waking hour
    NIGHT = "night"  # 5-8 players: peeks and the Thief's follower choice
    VOTE = "vote"  # everyone points at someone else
    OVER = "over"  # cards revealed, winners known
