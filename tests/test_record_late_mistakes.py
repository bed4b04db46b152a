"""A record mistake that comes after the night's last decision still names the broken rule.

The engine leaves the night as soon as its last decision is made; a record's
later peek or follower pick must be refused for the rule it breaks, with the
seat concerned, not merely for arriving after the night.
"""

from __future__ import annotations

import pytest

from game.cheese_thief.errors import IllegalActionError, RuleError
from game.cheese_thief.record import from_record
from tests.rules_helpers import record

FOUR_DICE = [[1, 2], [3, 4], [5, 6], [1, 1]]

CASES = {
    "four players any follower": (
        record("TSSS", FOUR_DICE, wake_choice=[None, 3, 5, 1], followers=[1]),
        "followers", "there are no followers with 4 players",
    ),
    "five players no witness but a follower": (
        record("TSSSS", [1, 2, 2, 3, 3], followers=[1]),
        "followers", "nobody saw the theft, so there is no follower",
    ),
    "five players single witness but another follower": (
        record("TSSSS", [1, 1, 2, 3, 3], followers=[2]),
        "followers", "the only player who saw the theft becomes the follower without a choice",
    ),
    "peek with company by the last seat": (
        record("TSSSS", [1, 2, 3, 4, 4], peeks=[None, None, None, None, 0]),
        "peeks[4]", "a player who woke with others cannot peek",
    ),
    "thief peek by the last seat": (
        record("SSSST", [1, 2, 3, 4, 5], peeks=[1, 0, 0, 0, 0]),
        "peeks[4]", "the Cheese Thief never peeks",
    ),
    "peek when nobody is alone": (
        record("TSSSS", [1, 1, 2, 2, 2], peeks=[None, None, 0, None, None]),
        "peeks[2]", "a player who woke with others cannot peek",
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_late_record_mistake_names_the_broken_rule(name: str) -> None:
    data, field, message = CASES[name]
    with pytest.raises(RuleError) as caught:
        from_record(data)
    assert isinstance(caught.value, IllegalActionError)
    assert (caught.value.field, caught.value.message) == (field, message)
