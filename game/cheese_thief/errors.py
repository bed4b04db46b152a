"""Cheese Thief's typed errors; the shared base (``RuleError``, ``RecordError``) is ``game.errors``."""

from game.errors import RecordError, RuleError, one_line

__all__ = ["IllegalActionError", "OptionError", "PlayerCountError", "RecordError", "RuleError", "WrongPhaseError",
           "one_line"]


class PlayerCountError(RuleError):
    """The number of players is outside 4-8, or a variant does not fit it."""


class OptionError(RuleError):
    """A game option (a house rule) that does not exist or is not plainly on or off."""


class WrongPhaseError(RuleError):
    """The action is valid in some phase, but not in the current one."""


class IllegalActionError(RuleError):
    """The action is not allowed by the rules in the current situation."""
