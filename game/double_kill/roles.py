"""The eight roles, their justice weights, the two teams and the order the night calls them (DK1-DK3, DK6)."""

from enum import Enum


class Role(str, Enum):
    VILLAGER = "villager"
    ASSASSIN = "assassin"
    BODYGUARD = "bodyguard"
    KILLER = "killer"
    DETECTIVE = "detective"
    DOCTOR = "doctor"
    TRAITOR = "traitor"
    UNDERCOVER = "undercover"


class Team(str, Enum):
    VILLAGE = "village"
    KILLERS = "killers"


JUSTICE_WEIGHT: dict[Role, int] = {
    Role.VILLAGER: 1,
    Role.ASSASSIN: -3,
    Role.BODYGUARD: 1,
    Role.KILLER: -3,
    Role.DETECTIVE: 3,
    Role.DOCTOR: 1,
    Role.TRAITOR: -2,
    Role.UNDERCOVER: 3,
}

# DK6: the order the judge calls the roles at night. Villagers are never called.
NIGHT_ORDER: tuple[Role, ...] = (
    Role.ASSASSIN,
    Role.BODYGUARD,
    Role.KILLER,
    Role.DETECTIVE,
    Role.DOCTOR,
    Role.TRAITOR,
    Role.UNDERCOVER,
)

# DK13: the roles the killers must wipe out for their second way to win (the traitor helps them, detectives are the first way).
GOOD_ROLES: frozenset[Role] = frozenset({Role.VILLAGER, Role.BODYGUARD, Role.DOCTOR, Role.UNDERCOVER})

# DK4: a player holding two of these may ask for a redraw (a killer with an assassin may not).
REDRAW_PAIRS: frozenset[Role] = frozenset({Role.DETECTIVE, Role.KILLER})


def weight_of(pair: tuple[Role, Role]) -> int:
    return JUSTICE_WEIGHT[pair[0]] + JUSTICE_WEIGHT[pair[1]]


def team_of(pair: tuple[Role, Role]) -> Team | None:
    """DK3: a positive sum is the village, a negative one the killers; zero has no team (the deal is void)."""
    weight = weight_of(pair)
    if weight == 0:
        return None
    return Team.VILLAGE if weight > 0 else Team.KILLERS


def may_ask_redraw(pair: tuple[Role, Role]) -> bool:
    return pair[0] is pair[1] and pair[0] in REDRAW_PAIRS
