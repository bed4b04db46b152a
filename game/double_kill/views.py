"""What one seat knows, and what everyone knows: the only things screens read (DK21, DK22).

`public_view` holds what the whole table sees and hears: hands alive or dead, the dawn announcements,
the speeches' order, the nominations, the votes once a round is cast, the lynch or the immunity, and
the role being called at night, never who answers it. Cards, teams and causes of death appear only
once the game is over. `view_for` adds a seat's own two cards, its team, and what its hands saw with
their eyes open at night: the fellows who woke with them, their group's choices and the checks' answers.
"""

from dataclasses import dataclass

from game.double_kill.day import cast_vote_rounds
from game.double_kill.hands import HandId, hands_of
from game.double_kill.outcome import teams, winning_seats
from game.double_kill.roles import Role, Team, may_ask_redraw, team_of
from game.double_kill.state import DeathCause, GameState, WinReason
from game.double_kill.steps import Step, StepKind

DAY_STEPS = frozenset({StepKind.LAST_WORDS, StepKind.NOMINATION, StepKind.DEFENCE, StepKind.TIE_SPEECH, StepKind.VOTE})


@dataclass(frozen=True)
class PublicDay:
    round: int
    order: tuple[int, ...]
    nominations: tuple[tuple[int, tuple[HandId, ...]], ...]
    vote_rounds: tuple[tuple[tuple[HandId, HandId], ...], ...]  # only rounds everyone has cast: votes are shown together
    candidate_rounds: tuple[tuple[HandId, ...], ...]
    voted: tuple[HandId, ...]  # the hands that have voted in a round still open, without their choice
    lynched: HandId | None
    immune: HandId | None
    deadlock: bool


@dataclass(frozen=True)
class Reveal:
    """Everything, once the game is over."""

    hands: tuple[tuple[Role, Role], ...]
    teams: tuple[Team, ...]
    deaths: tuple[tuple[HandId, int, DeathCause], ...]


@dataclass(frozen=True)
class PublicView:
    players: tuple[str, ...]
    player_count: int
    role_set: dict[str, int]
    step: Step  # at a night call: the role called, never the hands awake
    coming: tuple[Step, ...]  # in the day, the speeches queued after this step and then the vote, if it is queued
    round: int
    redraws: int
    alive: tuple[tuple[bool, bool], ...]
    dawns: tuple[tuple[int, tuple[HandId, ...]], ...]  # (round, hands announced dead), settled nights only
    days: tuple[PublicDay, ...]
    last_words_total: int
    last_words_given: tuple[HandId, ...]
    winner: Team | None
    win_reason: WinReason | None
    winners: tuple[int, ...] | None
    reveal: Reveal | None


@dataclass(frozen=True)
class NightSeen:
    """One call at which a hand of this seat had its eyes open."""

    round: int
    role: Role
    own_hands: tuple[HandId, ...]  # this seat's hands awake at the call
    awake_with: tuple[HandId, ...]  # other hands awake at the same call
    target: HandId | None  # the group's choice
    thumbs_up: bool | None  # the judge's answer to a check; None for other calls


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    cards: tuple[Role, Role] | None
    team: Team | None
    may_ask_redraw: bool
    night: tuple[NightSeen, ...]
    public: PublicView


def _public_day(state: GameState, index: int) -> PublicDay:
    day = state.days[index]
    cast = cast_vote_rounds(state, day)
    open_round = len(cast) < len(day.vote_rounds)
    voted = tuple(sorted(voter for voter, _ in day.vote_rounds[-1])) if open_round else ()
    return PublicDay(day.round, day.order, day.nominations, cast, day.candidate_rounds, voted,
                     day.lynched, day.immune, day.deadlock)


def coming_in_day(state: GameState) -> tuple[Step, ...]:
    """The steps queued after the current day step, up to the vote (DK16-DK20). The queue is made of public facts
    alone (the order of speaking, the nominations, the ties), so the table may see who speaks next; at night and
    before the day it is empty."""
    if state.step.kind not in DAY_STEPS:
        return ()
    coming: list[Step] = []
    for step in state.steps[1:]:
        if step.kind not in DAY_STEPS:
            break
        coming.append(step)
        if step.kind is StepKind.VOTE:
            break
    return tuple(coming)


def public_view(state: GameState) -> PublicView:
    dead = state.dead_hands()
    over = state.winner is not None
    reveal = None
    if over:
        assert state.hands is not None
        reveal = Reveal(state.hands, teams(state), tuple((d.hand, d.round, d.cause) for d in state.deaths))
    return PublicView(
        players=state.players,
        player_count=state.player_count,
        role_set=state.role_set.to_json(),
        step=state.step,  # it names the role called, a speaker or a vote round: nothing secret
        coming=coming_in_day(state),
        round=state.round,
        redraws=state.redraws,
        alive=tuple((left not in dead, right not in dead) for left, right in map(hands_of, state.seats)),
        dawns=tuple((night.round, night.dawn) for night in state.nights if night.dawn is not None),
        days=tuple(_public_day(state, index) for index in range(len(state.days))),
        last_words_total=state.role_set.last_words(),
        last_words_given=state.last_words_given,
        winner=state.winner,
        win_reason=state.win_reason,
        winners=winning_seats(state),
        reveal=reveal,
    )


def _night_seen(state: GameState, seat: int) -> tuple[NightSeen, ...]:
    seen = []
    for night in state.nights:
        answers = dict(night.checks)
        for index, ((role, awake), (_, target)) in enumerate(zip(night.awake, night.choices)):
            own = tuple(hand for hand in awake if hand.seat == seat)
            if not own:
                continue
            thumbs = answers[index].thumbs_up if index in answers else None
            others = tuple(hand for hand in awake if hand.seat != seat)
            seen.append(NightSeen(night.round, role, own, others, target, thumbs))
    return tuple(seen)


def view_for(state: GameState, seat: int) -> SeatView:
    if seat not in state.seats:
        raise ValueError(f"there is no seat {seat} at this table")
    cards = state.hands[seat] if state.hands is not None else None
    return SeatView(
        seat=seat,
        name=state.players[seat],
        cards=cards,
        team=team_of(cards) if cards is not None else None,
        may_ask_redraw=cards is not None and state.step.kind is StepKind.REDRAW and may_ask_redraw(cards),
        night=_night_seen(state, seat),
        public=public_view(state),
    )
