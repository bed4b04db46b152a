"""Shared helpers for the rules tests: building games from plain values,
playing random legal games, an independent reading of R10, and a readable
text form of views for the golden files.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any, Callable, Sequence, TypeVar

from hypothesis import strategies as st

from game.cheese_thief.actions import Dawn, CastVote, ChooseFollowers, ChooseWakeHour, DealRoles, Peek, RollDice
from game.cheese_thief.engine import apply, new_game
from game.cheese_thief.house_rules import NO_HOUSE_RULES, HouseRules
from game.cheese_thief.phase import Phase
from game.cheese_thief.record import from_record, to_record
from game.cheese_thief.referee import seat_view_json
from game.cheese_thief.roles import Role
from game.cheese_thief.state import GameState
from game.cheese_thief.views import PublicView, SeatView, public_view, view_for

T = TypeVar("T")

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
ROLE_BY_LETTER = {"T": Role.THIEF, "S": Role.SLEEPYHEAD, "F": Role.FALL_MOUSE}


def roles_from(letters: str) -> tuple[Role, ...]:
    """`"STSS"` -> (Sleepyhead, Thief, Sleepyhead, Sleepyhead)."""
    return tuple(ROLE_BY_LETTER[letter] for letter in letters)


def record(
    roles: str,
    dice: Sequence[Sequence[int]] | Sequence[int],
    *,
    wake_choice: Sequence[int | None] | None = None,
    peeks: Sequence[int | None] | None = None,
    followers: Sequence[int] | None = None,
    votes: Sequence[int] | None = None,
    fall_mouse: bool | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A cheese-thief/1 record from short values: roles as letters, dice as ints or lists."""
    count = len(roles)
    record_dice = [list(d) if isinstance(d, (list, tuple)) else [d] for d in dice]
    data: dict[str, Any] = {
        "format": "cheese-thief/1",
        "players": list(NAMES[:count]),
        "fall_mouse": "F" in roles if fall_mouse is None else fall_mouse,
        "roles": [role.value for role in roles_from(roles)],
        "dice": record_dice,
    }
    if wake_choice is not None:
        data["wake_choice"] = list(wake_choice)
    if peeks is not None:
        data["peeks"] = list(peeks)
    if followers is not None:
        data["followers"] = list(followers)
    if votes is not None:
        data["votes"] = list(votes)
    data.update(extra)
    return data


def game(roles: str, dice: Sequence[Sequence[int]] | Sequence[int], **choices: Any) -> GameState:
    """Replay a game given as short values (see `record`) into its state."""
    return from_record(record(roles, dice, **choices))


def dealt(roles: str, dice: Sequence[Sequence[int]] | Sequence[int]) -> GameState:
    """A fresh game after the deal and the roll, before any decision."""
    count = len(roles)
    state = new_game(NAMES[:count], fall_mouse="F" in roles)
    state = apply(state, DealRoles(roles_from(roles)))
    seat_dice = tuple(tuple(d) if isinstance(d, (list, tuple)) else (d,) for d in dice)
    return apply(state, RollDice(seat_dice))


# --- random legal play -------------------------------------------------------------------------

Chooser = Callable[[Sequence[Any]], Any]


def rng_chooser(rng: random.Random) -> Chooser:
    return lambda options: options[rng.randrange(len(options))]


def play_night(state: GameState, choose: Chooser, decline_peeks: bool = True) -> GameState:
    """Make every night decision (waking hours, peeks, follower choice) through the seats' views, then dawn."""
    acted = True
    while acted:
        acted = False
        for seat in state.seats:
            view = view_for(state, seat)
            if view.wake_hour_options:
                state = apply(state, ChooseWakeHour(seat, choose(view.wake_hour_options)))
            elif view.peek_options:
                targets: list[int | None] = list(view.peek_options)
                if decline_peeks:
                    targets.append(None)
                state = apply(state, Peek(seat, choose(targets)))
            elif view.follower_options:
                combos = list(itertools.combinations(view.follower_options, view.followers_to_choose))
                state = apply(state, ChooseFollowers(seat, choose(combos)))
            else:
                continue
            acted = True
    return apply(state, Dawn())


def play_votes(state: GameState, choose: Chooser) -> GameState:
    for seat in state.seats:
        state = apply(state, CastVote(seat, choose(view_for(state, seat).vote_options)))
    return state


def deal_and_roll(count: int, fall_mouse: bool, rng: random.Random, house_rules: HouseRules = NO_HOUSE_RULES) -> GameState:
    from game.cheese_thief.chance import deal_roles, roll_dice

    state = new_game(NAMES[:count], fall_mouse=fall_mouse, house_rules=house_rules)
    state = apply(state, deal_roles(state, rng))
    return apply(state, roll_dice(state, rng))


def random_game(count: int, fall_mouse: bool, seed: int, votes: bool = True) -> GameState:
    """A complete seeded game: deal, roll, random legal night decisions and votes."""
    rng = random.Random(seed)
    state = play_night(deal_and_roll(count, fall_mouse, rng), rng_chooser(rng))
    return play_votes(state, rng_chooser(rng)) if votes else state


# --- an independent reading of the rules, to check the engine against ---------------------------


def expected_wake_hours(roles: Sequence[Role], dice: Sequence[Sequence[int]], wake_choice: Sequence[int | None] | None) -> list[list[int]]:
    """R3.2 / R3.3 written out again, independently of game.cheese_thief.night."""
    if len(roles) != 4:
        return [[d[0]] for d in dice]
    assert wake_choice is not None
    return [
        sorted(set(dice[seat])) if role is Role.THIEF else [wake_choice[seat]]  # type: ignore[list-item]
        for seat, role in enumerate(roles)
    ]


def expected_knowledge(state: GameState, seat: int) -> dict[str, Any]:
    """What R10 says `seat` knows after the night, in the referee's `--views` shape."""
    assert state.roles is not None and state.dice is not None
    roles, dice, count = state.roles, state.dice, state.player_count
    hours = expected_wake_hours(roles, dice, state.wake_choice)
    thief = roles.index(Role.THIEF)
    theft = hours[thief][0]
    witnesses = [s for s in range(count) if s != thief and theft in hours[s]]
    if count == 4:
        followers: list[int] = []
    elif count == 5 and len(witnesses) <= 1:
        followers = witnesses
    else:
        followers = sorted(state.chosen_followers or ())
    witness = seat in witnesses
    is_follower = seat in followers

    def cheese(hour: int) -> str:
        return "present" if hour < theft else "taken" if hour == theft else "gone"

    if seat == thief:
        known_thief: int | None = thief
        known_followers = followers
    else:
        sees_thief_as_follower = is_follower and count in (5, 6, 8)
        known_thief = thief if witness or sees_thief_as_follower else None
        known_followers = followers if is_follower or (count == 5 and witness) else []
    target = state.peek_of(seat)
    return {
        "seat": seat,
        "role": roles[seat].value,
        "dice": list(dice[seat]),
        "wake_hours": hours[seat],
        "awake_with": {str(h): [o for o in range(count) if o != seat and h in hours[o]] for h in hours[seat]},
        "cheese": {str(h): cheese(h) for h in hours[seat]},
        "peek": None if target is None else {"target": target, "saw": list(dice[target])},
        "follower": is_follower,
        "known_thief": known_thief,
        "known_followers": known_followers,
    }


def view_json(state: GameState, seat: int) -> dict[str, Any]:
    return seat_view_json(view_for(state, seat))


# --- readable text for golden files ------------------------------------------------------------


def _value(value: Any) -> str:
    if isinstance(value, Role) or isinstance(value, Phase):
        return value.value
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return str(getattr(value, "value", value))


def seat_view_text(view: SeatView) -> str:
    lines = [
        f"seat {view.seat} ({view.name}) phase={view.phase.value}",
        f"  card: {_value(view.role)}",
        f"  dice: {_value(view.dice)}  wake hours: {_value(view.wake_hours)}",
    ]
    for hour in view.night or ():
        taken = "" if hour.taken_by is None else f" by seat {hour.taken_by}"
        lines.append(f"  hour {hour.hour}: awake with {_value(hour.awake_with)}; cheese {hour.cheese.value}{taken}")
    if view.peek is not None:
        lines.append(f"  peeked at seat {view.peek.target}: saw {_value(view.peek.saw)}")
    lines.append(f"  peek decided: {view.has_peek_decision}")
    lines.append(
        f"  options: wake {_value(view.wake_hour_options)}; peek {_value(view.peek_options)}; "
        f"followers {_value(view.follower_options)} x{view.followers_to_choose}; vote {_value(view.vote_options)}"
    )
    if view.dawn is not None:
        lines.append(
            f"  dawn: follower={view.dawn.follower} known thief={_value(view.dawn.known_thief)} "
            f"known followers={_value(view.dawn.known_followers)}"
        )
    lines.append(f"  own vote: {_value(view.vote)}")
    return "\n".join(lines)


def public_view_text(view: PublicView) -> str:
    lines = [
        f"public phase={view.phase.value} players={', '.join(view.players)} fall_mouse={view.fall_mouse} "
        f"dice each={view.dice_per_player}",
        f"  has voted: {_value(view.has_voted)}",
    ]
    if view.house_rules.chosen():  # games by the book keep the text they always had
        lines.insert(1, f"  house rules: {', '.join(view.house_rules.chosen())}")
    report = view.report
    if report is not None:
        lines.append(f"  cards: {_value(report.roles)}")
        lines.append(f"  dice: {_value(report.dice)}")
        lines.append("  hours: " + "; ".join(f"{h}: {_value(s)}" for h, s in sorted(report.hours.items())))
        lines.append(f"  theft hour {report.theft_hour}; witnesses {_value(report.witnesses)}; followers {_value(report.followers)}")
        for peek in report.peeks:
            lines.append(f"  seat {peek.seat} peeked at seat {peek.target}: {_value(peek.saw)}")
        if report.outcome is not None:
            out = report.outcome
            lines.append(f"  votes {_value(report.votes)}; tally {_value(out.tally)}; revealed {_value(out.revealed)}")
            lines.append(f"  winner {out.winner.value}: {_value(out.winners)}")
            if out.decided_by_house_rule:
                lines.append(f"  decided by the house rule {out.rule.value}")
    return "\n".join(lines)


def snapshot_text(state: GameState, title: str) -> str:
    parts = [f"== {title}", public_view_text(public_view(state))]
    parts += [seat_view_text(view_for(state, seat)) for seat in state.seats]
    return "\n".join(parts)


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


# --- hypothesis strategies: whole games at every count, with and without the Fall Mouse -------


@st.composite
def deals(draw: st.DrawFn, count: int | None = None, fall_mouse: bool | None = None) -> GameState:
    """A game just after the deal and the roll: any count 4-8 (6-8 with the Fall Mouse), any cards, any dice."""
    if count is None:
        count = draw(st.integers(6 if fall_mouse else 4, 8))
    if fall_mouse is None:
        fall_mouse = count >= 6 and draw(st.booleans())
    seats = draw(st.permutations(range(count)))
    roles = [Role.SLEEPYHEAD] * count
    roles[seats[0]] = Role.THIEF
    if fall_mouse:
        roles[seats[1]] = Role.FALL_MOUSE
    each = 2 if count == 4 else 1
    face = st.integers(1, 6)
    dice = draw(st.lists(st.tuples(*[face] * each), min_size=count, max_size=count))
    state = new_game(NAMES[:count], fall_mouse=fall_mouse)
    state = apply(state, DealRoles(tuple(roles)))
    return apply(state, RollDice(tuple(dice)))


def _chooser(draw: st.DrawFn):  # type: ignore[no-untyped-def]
    def choose(options: Sequence[Any]) -> Any:
        return draw(st.sampled_from(list(options)))

    return choose


@st.composite
def nights(draw: st.DrawFn, count: int | None = None, fall_mouse: bool | None = None) -> GameState:
    """A game whose night is over (vote phase, nobody has voted)."""
    return play_night(draw(deals(count, fall_mouse)), _chooser(draw))


@st.composite
def finished_games(draw: st.DrawFn, count: int | None = None, fall_mouse: bool | None = None) -> GameState:
    """A complete game: every night decision and every vote made at random, legally."""
    return play_votes(draw(nights(count, fall_mouse)), _chooser(draw))


__all__ = [
    "NAMES",
    "canonical",
    "dealt",
    "deals",
    "finished_games",
    "nights",
    "deal_and_roll",
    "expected_knowledge",
    "game",
    "play_night",
    "play_votes",
    "random_game",
    "record",
    "rng_chooser",
    "roles_from",
    "snapshot_text",
    "to_record",
    "view_json",
]
