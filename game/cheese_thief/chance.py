"""Chance steps drawn from an injected generator (the app seeds it; tests script it)."""

import random

from game.cheese_thief.actions import DealRoles, RollDice
from game.cheese_thief.config import DIE_FACES, dice_per_player
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState


def deck_for(state: GameState) -> list[Role]:
    """R1.2-R1.3: one Thief, the rest Sleepyheads, one replaced by the Fall Mouse if chosen."""
    deck = [Role.THIEF] + [Role.SLEEPYHEAD] * (state.player_count - 1)
    if state.fall_mouse:
        deck[1] = Role.FALL_MOUSE
    return deck


def deal_roles(state: GameState, rng: random.Random) -> DealRoles:
    deck = deck_for(state)
    rng.shuffle(deck)
    return DealRoles(tuple(deck))


def roll_dice(state: GameState, rng: random.Random) -> RollDice:
    each = dice_per_player(state.player_count)
    return RollDice(tuple(tuple(rng.choice(DIE_FACES) for _ in range(each)) for _ in state.seats))
