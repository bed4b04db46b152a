"""What one seat knows, and what everyone knows: the only things screens read.

`view_for` follows R10 exactly: a seat's own card, dice and hours, what it saw
at each of its hours, its own peek, and after the night what it knows of the
Thief's side. `public_view` holds no secret until the game is over.
"""

from dataclasses import dataclass

from game.cheese_thief.config import dice_per_player
from game.cheese_thief.engine import night_of
from game.cheese_thief.followers import FollowerRuleKind, follower_rule
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.knowledge import Allegiance, allegiance
from game.cheese_thief.night import Night
from game.cheese_thief.phase import Phase
from game.cheese_thief.report import GameReport, followers_of, game_report
from game.cheese_thief.roles import CheeseSight, Role
from game.cheese_thief.state import GameState


@dataclass(frozen=True)
class HourSeen:
    hour: int
    awake_with: tuple[int, ...]
    cheese: CheeseSight
    taken_by: int | None  # the Thief's seat when the cheese was taken before this seat's eyes


@dataclass(frozen=True)
class PeekSeen:
    target: int
    saw: tuple[int, ...]


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    player_count: int
    phase: Phase
    role: Role | None
    dice: tuple[int, ...] | None
    wake_hours: tuple[int, ...] | None
    night: tuple[HourSeen, ...] | None
    peek: PeekSeen | None
    has_peek_decision: bool
    wake_hour_options: tuple[int, ...]
    peek_options: tuple[int, ...]
    follower_options: tuple[int, ...]
    followers_to_choose: int
    dawn: Allegiance | None
    vote: int | None
    vote_options: tuple[int, ...]

    @property
    def witnessed_thief(self) -> int | None:
        for hour in self.night or ():
            if hour.taken_by is not None and hour.taken_by != self.seat:
                return hour.taken_by
        return None


@dataclass(frozen=True)
class PublicView:
    players: tuple[str, ...]
    player_count: int
    fall_mouse: bool
    house_rules: HouseRules  # agreed by everyone at setup (R11)
    phase: Phase
    dice_per_player: int
    has_voted: tuple[bool, ...]
    report: GameReport | None  # only once the game is over: every card may then be shown


def _own_wake_hours(state: GameState, seat: int) -> tuple[int, ...] | None:
    if state.roles is None or state.dice is None:
        return None
    own = state.dice[seat]
    if state.player_count != 4:
        return own
    if state.roles[seat] is Role.THIEF:
        return tuple(sorted(set(own)))
    assert state.wake_choice is not None
    chosen = state.wake_choice[seat]
    return None if chosen is None else (chosen,)


def _hours_seen(night: Night, seat: int) -> tuple[HourSeen, ...]:
    seen = []
    for hour in night.wake_hours[seat]:
        cheese = night.cheese_seen(hour)
        taken_by = night.thief if cheese is CheeseSight.TAKEN else None
        seen.append(HourSeen(hour, night.awake_with(seat, hour), cheese, taken_by))
    return tuple(seen)


def _wake_hour_options(state: GameState, seat: int) -> tuple[int, ...]:
    if state.phase is not Phase.NIGHT or state.player_count != 4 or state.roles is None or state.dice is None:
        return ()
    assert state.wake_choice is not None
    if state.roles[seat] is Role.THIEF or state.wake_choice[seat] is not None:
        return ()
    return tuple(sorted(set(state.dice[seat])))


def _peek_options(state: GameState, night: Night | None, seat: int) -> tuple[int, ...]:
    if state.phase is not Phase.NIGHT or night is None:
        return ()
    if not night.may_peek(seat) or state.has_decided_peek(seat):
        return ()
    return tuple(other for other in state.seats if other != seat)


def _follower_choice(state: GameState, night: Night | None, seat: int) -> tuple[tuple[int, ...], int]:
    if state.phase is not Phase.NIGHT or night is None or seat != night.thief:
        return (), 0
    rule = follower_rule(night)
    if rule.kind is not FollowerRuleKind.CHOICE or state.chosen_followers is not None:
        return (), 0
    return rule.candidates, rule.count


def _own_peek(state: GameState, seat: int) -> PeekSeen | None:
    target = state.peek_of(seat)
    if target is None or state.dice is None:
        return None
    return PeekSeen(target, state.dice[target])


def view_for(state: GameState, seat: int) -> SeatView:
    if not 0 <= seat < state.player_count:
        raise ValueError(f"seat must be from 0 to {state.player_count - 1}")
    night = night_of(state)
    follower_options, followers_to_choose = _follower_choice(state, night, seat)
    night_over = night is not None and state.phase in (Phase.VOTE, Phase.OVER)
    dawn = allegiance(night, followers_of(state), seat) if night_over and night else None
    own_vote = state.votes[seat] if state.votes is not None else None
    may_vote = state.phase is Phase.VOTE and own_vote is None
    return SeatView(
        seat=seat,
        name=state.players[seat],
        player_count=state.player_count,
        phase=state.phase,
        role=state.roles[seat] if state.roles is not None else None,
        dice=state.dice[seat] if state.dice is not None else None,
        wake_hours=_own_wake_hours(state, seat),
        night=_hours_seen(night, seat) if night is not None else None,
        peek=_own_peek(state, seat),
        has_peek_decision=state.has_decided_peek(seat),
        wake_hour_options=_wake_hour_options(state, seat),
        peek_options=_peek_options(state, night, seat),
        follower_options=follower_options,
        followers_to_choose=followers_to_choose,
        dawn=dawn,
        vote=own_vote,
        vote_options=tuple(o for o in state.seats if o != seat) if may_vote else (),
    )


def public_view(state: GameState) -> PublicView:
    has_voted = (
        tuple(vote is not None for vote in state.votes)
        if state.votes is not None
        else (False,) * state.player_count
    )
    return PublicView(
        players=state.players,
        player_count=state.player_count,
        fall_mouse=state.fall_mouse,
        house_rules=state.house_rules,
        phase=state.phase,
        dice_per_player=dice_per_player(state.player_count),
        has_voted=has_voted,
        report=game_report(state) if state.phase is Phase.OVER else None,
    )


def vote_options_of(public: PublicView, seat: int) -> tuple[int, ...]:
    """Who a seat may vote for (R8.1: anyone but themselves, once, during the vote). It follows from public facts
    alone, so a screen every player sees (the table's vote) may ask it without reading the seat's view."""
    if public.phase is not Phase.VOTE or public.has_voted[seat]:
        return ()
    return tuple(other for other in range(public.player_count) if other != seat)
