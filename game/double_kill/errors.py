"""Typed errors for Double Kill, sharing the Cheese Thief referee's contract (`error: FIELD: message`)."""

from game.errors import RuleError


class SetupError(RuleError):
    """A player count or a role set this game cannot be played with."""


class WrongStepError(RuleError):
    """The action belongs to another step than the one the game is at."""


class IllegalMoveError(RuleError):
    """The action is of the right kind for this step but the rules forbid it."""


class DoubleKillRecordError(RuleError):
    """A double-kill record that is malformed (wrong type, missing or unknown field)."""
