"""Building Double Kill games for tests: scripted deals, quiet nights, days that lynch, and seeded random play."""
from __future__ import annotations

import random
from typing import Any, Callable

from game.double_kill.actions import AnswerRedraw, CastVote, DealHands, EndSpeech, NightAction, Nominate
from game.double_kill.chance import deal_hands
from game.double_kill.config import BASIC_SET, EXPANDED_SET, RoleSet
from game.double_kill.engine import apply, new_game
from game.double_kill.hands import HandId, parse_hand
from game.double_kill.moves import turn
from game.double_kill.roles import Role
from game.double_kill.state import GameState
from game.double_kill.steps import StepKind

NAMES = tuple(f"P{seat}" for seat in range(20))
SPEECHES = (StepKind.LAST_WORDS, StepKind.DEFENCE, StepKind.TIE_SPEECH)

# Left-hand cards; every right hand is a villager. Seat 0 and 1 hold the killers, 6 the traitor (killers' team).
BASIC_LEFT = {0: Role.KILLER, 1: Role.KILLER, 2: Role.DETECTIVE, 3: Role.DETECTIVE, 4: Role.BODYGUARD,
              5: Role.DOCTOR, 6: Role.TRAITOR}
EXPANDED_LEFT = {**BASIC_LEFT, 7: Role.ASSASSIN, 8: Role.UNDERCOVER}

# A quiet night: the doctor heals the killers' target, so nobody dies and nobody is misdiagnosed.
QUIET = {"assassin": None, "bodyguard": "6R", "killer": "9L", "detective": "6R", "doctor": "9L",
         "traitor": "6R", "undercover": "6R"}


def h(label: str, count: int = 20) -> HandId:
    hand = parse_hand(label, count)
    assert hand is not None, label
    return hand


def pairs(left: dict[int, Role], count: int, right: dict[int, Role] | None = None) -> tuple[tuple[Role, Role], ...]:
    right = right or {}
    return tuple((left.get(seat, Role.VILLAGER), right.get(seat, Role.VILLAGER)) for seat in range(count))


def dealt(count: int = 10, left: dict[int, Role] | None = None, right: dict[int, Role] | None = None,
          role_set: RoleSet | None = None) -> GameState:
    """A game after a scripted deal that every seat keeps: the first night call is next."""
    expanded = count >= 17
    chosen = role_set or (EXPANDED_SET if expanded else BASIC_SET)
    state = new_game(NAMES[:count], chosen)
    layout = left if left is not None else (EXPANDED_LEFT if expanded else BASIC_LEFT)
    state = apply(state, DealHands(pairs(layout, count, right)))
    for seat in state.seats:
        state = apply(state, AnswerRedraw(seat, False))
    return state


def play_night(state: GameState, **choices: str | None) -> GameState:
    """Answer every call of the night: the choices given, else the quiet ones (or "nothing" where that is all there is)."""
    assert state.step.kind is StepKind.NIGHT_CALL
    while state.step.kind is StepKind.NIGHT_CALL:
        role = state.step.role
        assert role is not None
        options = turn(state)
        if role.value in choices:
            label = choices[role.value]
        elif not options.targets:
            label = None
        else:
            label = QUIET[role.value]
        state = apply(state, NightAction(role, None if label is None else h(label, state.player_count)))
    return state


def end_speeches(state: GameState) -> GameState:
    while state.step.kind in SPEECHES:
        assert state.step.seat is not None
        state = apply(state, EndSpeech(state.step.seat))
    return state


def nominate(state: GameState, named: dict[int, list[str]] | None = None) -> GameState:
    """Every player's nominations: those given, nobody for the rest."""
    state = end_speeches(state)
    named = named or {}
    while state.step.kind is StepKind.NOMINATION:
        seat = state.step.seat
        assert seat is not None
        state = apply(state, Nominate(seat, tuple(h(label, state.player_count) for label in named.get(seat, []))))
    return state


def vote(state: GameState, ballot: dict[str, list[str]] | None = None, default: str | None = None) -> GameState:
    """One vote round: the hands listed under a target vote for it, every other hand yet to vote for ``default``."""
    state = end_speeches(state)
    assert state.step.kind is StepKind.VOTE
    chosen = {h(voter, state.player_count): h(target, state.player_count)
              for target, voters in (ballot or {}).items() for voter in voters}
    fallback = h(default, state.player_count) if default else None
    for hand in turn(state).hands:
        target = chosen.get(hand, fallback)
        assert target is not None, f"no vote given for {hand}"
        state = apply(state, CastVote(hand, target))
    return state


def lynch(state: GameState, label: str) -> GameState:
    """A day in which the first speaker names ``label`` alone and every living hand votes for it."""
    state = end_speeches(state)
    first = state.step.seat
    assert first is not None
    state = nominate(state, {first: [label]})
    return end_speeches(vote(state, default=label))


def quiet_day(state: GameState) -> GameState:
    return nominate(state)


def random_play(seed: int, count: int, role_set: RoleSet | None = None, max_steps: int = 20_000) -> list[GameState]:
    """Every state of one seeded random game, the deal drawn by `chance` and each choice at random."""
    rng = random.Random(seed)
    state = new_game(NAMES[:count], role_set)
    states = [state]
    for _ in range(max_steps):
        step = state.step
        if step.kind is StepKind.OVER:
            return states
        state = apply(state, random_action(state, rng))
        states.append(state)
    raise AssertionError(f"seed {seed}: the game did not end in {max_steps} steps")


def random_action(state: GameState, rng: random.Random):  # type: ignore[no-untyped-def]
    now = turn(state)
    step = now.step
    if step.kind is StepKind.DEAL:
        return deal_hands(state.role_set, state.player_count, rng)
    if step.kind is StepKind.REDRAW:
        assert step.seat is not None
        return AnswerRedraw(step.seat, now.may_redraw and rng.random() < 0.3)
    if step.kind is StepKind.NIGHT_CALL:
        assert step.role is not None
        if not now.targets or (now.may_pass and rng.random() < 0.5):
            return NightAction(step.role, None)
        return NightAction(step.role, rng.choice(now.targets))
    if step.kind is StepKind.NOMINATION:
        assert step.seat is not None
        size = rng.choice(range(now.at_most + 1)) if rng.random() < 0.5 else 0
        return Nominate(step.seat, tuple(rng.sample(now.targets, size)))
    if step.kind is StepKind.VOTE:
        return CastVote(rng.choice(now.hands), rng.choice(now.targets))
    assert step.seat is not None
    return EndSpeech(step.seat)


def open_secret_ballot(make_app: Callable[..., Any], name: str, players: int) -> tuple[Any, Any, Any]:
    """The first seat's page of a secret vote in a game of `players` (the gallery's game `name`), every suspect
    placed: the app, the Double Kill flow and the page."""
    from play.double_kill.session import DkScreen
    from play.setup import VoteMode
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at
    from tools.whole_game import FRAME

    session = session_at(name, lambda s: s.screen() is DkScreen.CURTAIN and s.public().step.kind.value == "vote",
                         VoteMode.SECRET, players=players)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    flow.open_private()
    app.scenes.fade = None
    ballot = app.scenes.top()
    while ballot.choices_still_placing:
        app.step(FRAME)
    return app, flow, ballot
