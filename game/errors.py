"""The errors both games raise: a rule broken by an action or a record, named by its field.

Every error names the record field it concerns (``votes[2]``, ``followers``...) so the referee can print
``error: FIELD: message`` and a screen can show the message to a player as it is.
"""

FIELD_SHOWN_CHARACTERS = 60


def one_line(text: str, limit: int | None = None) -> str:
    """``text`` with every control or unpaired character escaped, so it prints as one plain line.

    A field name can come from a hostile record (an unknown key holding a line break,
    a lone surrogate, a megabyte of text); the referee's answer must stay one line.
    """
    shown = "".join(char if char.isprintable() else f"\\u{ord(char):04x}" for char in text)
    if limit is not None and len(shown) > limit:
        shown = shown[: limit - 3] + "..."
    return shown


class RuleError(ValueError):
    """Base class: an action or record that the rules do not allow."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message

    def __str__(self) -> str:
        return self.message

    def referee_line(self) -> str:
        return f"error: {one_line(self.field, FIELD_SHOWN_CHARACTERS)}: {one_line(self.message)}"


class RecordError(RuleError):
    """A game record is malformed (wrong type, missing or unknown field)."""
