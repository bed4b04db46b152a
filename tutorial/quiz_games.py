"""Seeded random games played by the engine, for the quiz to ask about.

Every decision is made from the deciding seat's own view, as a player at the table would make it, and goes
through ``game.cheese_thief.engine.apply``, so every game here is legal by construction.
"""

import random
from typing import Sequence

from game.cheese_thief.actions import CastVote, ChooseFollowers, ChooseWakeHour, Dawn, Peek
from game.cheese_thief.chance import deal_roles, roll_dice
from game.cheese_thief.engine import apply, new_game
from game.cheese_thief.state import GameState
from game.cheese_thief.views import view_for

DECLINE_PEEK = 0.15  # now and then a lone mouse keeps the cups closed
VOTE_FOR_A_SUSPECT = 0.8  # a table's votes gather on a suspect or two, as after a real discussion


def night_over(names: Sequence[str], fall_mouse: bool, rng: random.Random) -> GameState:
    """A game dealt, rolled and played through the night to dawn; nobody has voted yet."""
    state = new_game(tuple(names), fall_mouse)
    state = apply(state, deal_roles(state, rng))
    state = apply(state, roll_dice(state, rng))
    for seat in state.seats:  # 4 players: the night exists only once every Sleepyhead has chosen an hour
        options = view_for(state, seat).wake_hour_options
        if options:
            state = apply(state, ChooseWakeHour(seat, rng.choice(options)))
    for seat in state.seats:
        view = view_for(state, seat)
        if view.peek_options:
            target = None if rng.random() < DECLINE_PEEK else rng.choice(view.peek_options)
            state = apply(state, Peek(seat, target))
        elif view.follower_options:
            chosen = rng.sample(list(view.follower_options), view.followers_to_choose)
            state = apply(state, ChooseFollowers(seat, tuple(chosen)))
    return apply(state, Dawn())


def voted(state: GameState, rng: random.Random) -> GameState:
    """The game after everyone votes: most votes go to one or two suspects, the rest anywhere allowed."""
    suspects = rng.sample(list(state.seats), rng.choice((1, 2, 2)))
    for seat in state.seats:
        options = view_for(state, seat).vote_options
        leaning = [suspect for suspect in suspects if suspect in options]
        if leaning and rng.random() < VOTE_FOR_A_SUSPECT:
            target = rng.choice(leaning)
        else:
            target = rng.choice(options)
        state = apply(state, CastVote(seat, target))
    return state
