"""House rules a table may agree on before a game (R11): each one named, off unless chosen, known to everyone.

They are not in the rulebooks, so a game, its record and its screens carry them explicitly; a game without any
is played exactly by the book.
"""

from dataclasses import asdict, dataclass, fields
from typing import Any

from game.cheese_thief.errors import OptionError, RecordError


@dataclass(frozen=True)
class HouseRules:
    # R11.2: a Thief revealed only as one of several tied players is not caught.
    tie_protects_thief: bool = False

    def chosen(self) -> tuple[str, ...]:
        """The names of the house rules in play, in a fixed order."""
        return tuple(name for name, on in asdict(self).items() if on)

    def to_json(self) -> dict[str, bool]:
        """Only the house rules in play: a game by the book writes nothing."""
        return {name: True for name in self.chosen()}


NO_HOUSE_RULES = HouseRules()
HOUSE_RULE_NAMES: tuple[str, ...] = tuple(field.name for field in fields(HouseRules))


def check_house_rules(rules: object) -> None:
    """A game's house rules must be a HouseRules whose every rule is plainly on or off."""
    if not isinstance(rules, HouseRules):
        raise OptionError("house_rules", "must be a set of named house rules")
    for name, on in asdict(rules).items():
        if not isinstance(on, bool):
            raise OptionError(f"house_rules.{name}", "must be true or false")


def house_rules_from_json(value: Any, field: str = "house_rules") -> HouseRules:
    """Read ``{"tie_protects_thief": true}``; absent (None) means none. Raises RecordError naming the field."""
    if value is None:
        return NO_HOUSE_RULES
    if not isinstance(value, dict):
        raise RecordError(field, "must be an object naming house rules, each true or false")
    for name, on in value.items():
        if name not in HOUSE_RULE_NAMES:
            raise RecordError(f"{field}.{name}", "is not a house rule this program knows")
        if not isinstance(on, bool):
            raise RecordError(f"{field}.{name}", "must be true or false")
    return HouseRules(**value)
