"""The phases of one game, in order."""

from enum import Enum


class Phase(str, Enum):
    DEAL = "deal"  # chance: one card each
    ROLL = "roll"  # chance: one die each (two at 4 players)
    NIGHT = "night"  # waking hours (4 players), peeks and the Thief's follower choice (5-8), until dawn
    VOTE = "vote"  # everyone points at someone else
    OVER = "over"  # cards revealed, winners known
