"""The deal, drawn from an injected seeded generator (DK2, DK3)."""

import random

from game.double_kill.actions import DealHands
from game.double_kill.config import SPECIAL_BOUNDS, RoleSet
from game.double_kill.roles import Role, team_of


def deck_for(role_set: RoleSet, player_count: int) -> list[Role]:
    """DK2: the special cards of the set, and villagers up to two cards per player."""
    deck = [role for role in SPECIAL_BOUNDS for _ in range(role_set.count(role))]
    return deck + [Role.VILLAGER] * (2 * player_count - len(deck))


def pairs_from(deck: list[Role]) -> tuple[tuple[Role, Role], ...]:
    return tuple((deck[index], deck[index + 1]) for index in range(0, len(deck), 2))


def deal_hands(role_set: RoleSet, player_count: int, rng: random.Random) -> DealHands:
    """DK3: a deal that gives any player a weight of zero is drawn again, before anyone has looked at it."""
    deck = deck_for(role_set, player_count)
    while True:
        rng.shuffle(deck)
        pairs = pairs_from(deck)
        if all(team_of(pair) is not None for pair in pairs):
            return DealHands(pairs)
