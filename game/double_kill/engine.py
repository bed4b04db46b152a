"""Applying actions, one step at a time.

`turn` says who acts now and what they may choose, `legal_actions` lists every action `apply` accepts,
and `apply` is the only way a game changes: it validates the action and raises a RuleError saying why
not. The steps of each part of a round are queued when the part begins; when the queue runs out the
next part is built.
"""

from collections import Counter
from typing import Any, Callable, Sequence

from game.double_kill.actions import Action, AnswerRedraw, CastVote, DealHands, EndSpeech, NightAction, Nominate
from game.double_kill.calls import CHECKERS, call_options, check_result
from game.double_kill.config import RoleSet, check_player_count, check_role_set, recommended_role_set
from game.double_kill.chance import deck_for
from game.double_kill.day import speaking_order, tally, top_of
from game.double_kill.errors import IllegalMoveError, WrongStepError
from game.double_kill.hands import HandId
from game.double_kill.night import settle_night
from game.double_kill.outcome import verdict
from game.double_kill.roles import NIGHT_ORDER, Role, Team, may_ask_redraw, team_of
from game.double_kill.state import CheckResult, DayLog, Death, DeathCause, GameState, NightLog, WinReason
from game.double_kill.steps import Step, StepKind

MAX_VOTE_ROUNDS = 3


def new_game(players: Sequence[str], role_set: RoleSet | None = None) -> GameState:
    names = tuple(players)
    check_player_count(len(names))
    chosen = role_set if role_set is not None else recommended_role_set(len(names))
    check_role_set(chosen, len(names))
    return GameState(players=names, role_set=chosen, steps=(Step(StepKind.DEAL),))


# ----- the deal -------------------------------------------------------------------------------------------------
def _deal(state: GameState, action: DealHands) -> GameState:
    if len(action.hands) != state.player_count or any(len(pair) != 2 for pair in action.hands):
        raise IllegalMoveError("hands", f"must hold two cards for each of the {state.player_count} players")
    dealt = Counter(role for pair in action.hands for role in pair)
    if dealt != Counter(deck_for(state.role_set, state.player_count)):
        raise IllegalMoveError("hands", "the cards dealt are not the cards of the role set")
    for seat, pair in enumerate(action.hands):
        if team_of(pair) is None:
            raise IllegalMoveError(f"hands[{seat}]", "a pair of cards weighing zero in all voids the deal: it is drawn again")
    return state.evolve(hands=tuple(tuple(pair) for pair in action.hands), redraw_answers=(),
                        steps=tuple(Step(StepKind.REDRAW, seat=seat) for seat in state.seats))


def _answer_redraw(state: GameState, action: AnswerRedraw) -> GameState:
    _check_seat(state, action.seat, "redraw")
    assert state.hands is not None
    if action.redraw and not may_ask_redraw(state.hands[action.seat]):
        raise IllegalMoveError("redraw", "only a player holding two detectives or two killers may ask for a redraw")
    answers = (*state.redraw_answers, (action.seat, action.redraw))
    state = state.evolve(redraw_answers=answers, steps=state.steps[1:])
    if state.steps:
        return state
    if any(redraw for _, redraw in answers):  # DK4: everyone draws again, so the request tells nothing
        return state.evolve(hands=None, redraws=state.redraws + 1, redraw_answers=(), steps=(Step(StepKind.DEAL),))
    return _start_night(state)


# ----- the night ------------------------------------------------------------------------------------------------
def _start_night(state: GameState) -> GameState:
    calls = tuple(Step(StepKind.NIGHT_CALL, role=role) for role in NIGHT_ORDER if state.role_set.has(role))
    round_ = state.round + 1
    return state.evolve(round=round_, steps=calls, nights=(*state.nights, NightLog(round_)))


def _night_action(state: GameState, action: NightAction) -> GameState:
    role = state.step.role
    assert role is not None
    if action.role is not role:
        raise WrongStepError("night", f"the {role.value} is called now, not the {getattr(action.role, 'value', action.role)}")
    options = call_options(state, role)
    # DK6: "nothing" is legal at every call: a call ends when its time is up, chosen or not, because waiting for a
    # living role's players would tell every listener that the role is alive.
    if action.target is not None and action.target not in options.targets:
        raise IllegalMoveError("night", f"the {role.value} cannot choose {action.target}")
    night = state.nights[-1]
    checks = night.checks
    if action.target is not None and role in CHECKERS:
        checks = (*checks, (len(night.choices), CheckResult(role, action.target, check_result(state, role, action.target))))
    night = NightLog(night.round, (*night.choices, (role, action.target)), (*night.awake, (role, options.awake)), checks)
    acted = state.assassin_acted
    if role is Role.ASSASSIN and action.target is not None:
        acted = state.round
    state = state.evolve(nights=(*state.nights[:-1], night), assassin_acted=acted, steps=state.steps[1:])
    return state if state.steps else _dawn(state)


def _dawn(state: GameState) -> GameState:
    night = state.nights[-1]
    outcome = settle_night(state, night)
    misdiagnoses = dict(state.misdiagnoses)
    if outcome.misdiagnosed is not None:
        misdiagnoses[outcome.misdiagnosed] = misdiagnoses.get(outcome.misdiagnosed, 0) + 1
    dead = tuple(hand for hand, _ in outcome.deaths)
    state = state.evolve(
        deaths=(*state.deaths, *(Death(hand, state.round, cause) for hand, cause in outcome.deaths)),
        misdiagnoses=tuple(sorted(misdiagnoses.items())),
        nights=(*state.nights[:-1], NightLog(night.round, night.choices, night.awake, night.checks, dead)),
    )
    ended = _settle_winner(state)
    if ended is not None:
        return ended
    order = speaking_order(state)
    day = DayLog(state.round, order)
    nominations = tuple(Step(StepKind.NOMINATION, seat=seat) for seat in order)
    return state.evolve(days=(*state.days, day), steps=(*_last_words_for(state, dead), *nominations))


# ----- the day --------------------------------------------------------------------------------------------------
def _last_words_for(state: GameState, dead: tuple[HandId, ...]) -> tuple[Step, ...]:
    """DK15: the first players to die speak, one chance each while any is left, in the order the deaths are
    announced; a player whose other hand died before, or dies in the same announcement, does not speak again."""
    queued = [step.hand for step in state.steps if step.kind is StepKind.LAST_WORDS and step.hand is not None]
    spoken = {hand.seat for hand in (*state.last_words_given, *queued)}
    left = state.role_set.last_words() - len(state.last_words_given) - len(queued)
    words: list[Step] = []
    for hand in dead:
        if len(words) < left and hand.seat not in spoken:
            spoken.add(hand.seat)
            words.append(Step(StepKind.LAST_WORDS, seat=hand.seat, hand=hand))
    return tuple(words)


def _end_speech(state: GameState, action: EndSpeech) -> GameState:
    _check_seat(state, action.seat, "speech")
    step = state.step
    given = state.last_words_given
    if step.kind is StepKind.LAST_WORDS and step.hand is not None:
        given = (*given, step.hand)
    state = state.evolve(last_words_given=given, steps=state.steps[1:])
    if state.steps:
        return state
    return _start_night(state)  # only the lynched hand's last words end a day's queue


def _nominate(state: GameState, action: Nominate) -> GameState:
    _check_seat(state, action.seat, "nominations")
    suspects = tuple(action.suspects)
    allowed = len(state.living_hands_of(action.seat))
    if len(suspects) > allowed:
        raise IllegalMoveError("nominations", f"seat {action.seat} has {allowed} living hand(s), so names at most {allowed} suspect(s)")
    if len(set(suspects)) != len(suspects):
        raise IllegalMoveError("nominations", "the same hand is named twice")
    for hand in suspects:
        if not isinstance(hand, HandId) or not state.is_alive(hand):
            raise IllegalMoveError("nominations", f"{hand} is not a living hand")
    day = state.days[-1]
    day = _day_with(day, nominations=(*day.nominations, (action.seat, suspects)))
    state = state.evolve(days=(*state.days[:-1], day), steps=state.steps[1:])
    if state.steps:
        return state
    named = day.suspects()
    if not named:
        return _start_night(state)  # DK17: nobody named, nobody voted on, nobody lynched
    return _open_vote(state, named, 1, tuple(Step(StepKind.DEFENCE, seat=hand.seat, hand=hand) for hand in named))


def _day_with(day: DayLog, **changes: object) -> DayLog:
    fields = {name: getattr(day, name) for name in DayLog.__dataclass_fields__}
    fields.update(changes)
    return DayLog(**fields)


def _open_vote(state: GameState, candidates: tuple[HandId, ...], vote_round: int, speeches: tuple[Step, ...]) -> GameState:
    day = state.days[-1]
    day = _day_with(day, candidate_rounds=(*day.candidate_rounds, candidates), vote_rounds=(*day.vote_rounds, ()))
    return state.evolve(days=(*state.days[:-1], day),
                        steps=(*speeches, Step(StepKind.VOTE, vote_round=vote_round)))


def _vote(state: GameState, action: CastVote) -> GameState:
    day = state.days[-1]
    votes = day.vote_rounds[-1]
    if not isinstance(action.voter, HandId) or not state.is_alive(action.voter):
        raise IllegalMoveError("votes", f"{action.voter} is not a living hand and has no vote")
    if any(voter == action.voter for voter, _ in votes):
        raise IllegalMoveError("votes", f"{action.voter} has already voted in this round")
    if action.target not in day.candidates:
        raise IllegalMoveError("votes", f"{action.target} is not a suspect in this vote")
    votes = tuple(sorted((*votes, (action.voter, action.target))))  # cast at once: the order means nothing
    day = _day_with(day, vote_rounds=(*day.vote_rounds[:-1], votes))
    state = state.evolve(days=(*state.days[:-1], day))
    if len(votes) < len(state.living_hands()):
        return state
    return _count_votes(state)


def _count_votes(state: GameState) -> GameState:
    day = state.days[-1]
    vote_round = state.step.vote_round
    top = top_of(tally(day))
    if len(top) == 1:
        return _lynch_or_spare(state, top[0])
    ordered = tuple(hand for hand in day.candidates if hand in top)  # speaking order, as the defences went
    if vote_round < MAX_VOTE_ROUNDS:
        if vote_round == 1:
            speeches = tuple(Step(StepKind.DEFENCE, seat=hand.seat, hand=hand) for hand in ordered)
        else:
            tied_seats = {hand.seat for hand in ordered}
            speeches = tuple(Step(StepKind.TIE_SPEECH, seat=seat) for seat in day.order
                             if seat not in tied_seats and state.living_hands_of(seat))
        return _open_vote(state, ordered, vote_round + 1, speeches)
    day = _day_with(day, deadlock=True)  # DK20: three ties and the killers win
    return state.evolve(days=(*state.days[:-1], day), steps=(), winner=Team.KILLERS,
                        win_reason=WinReason.VOTE_DEADLOCK)


def _lynch_or_spare(state: GameState, hand: HandId) -> GameState:
    day = state.days[-1]
    if state.nights[-1].choice_of(Role.BODYGUARD) == hand:  # DK19: guarded last night, spared today
        state = state.evolve(days=(*state.days[:-1], _day_with(day, immune=hand)), steps=())
        return _start_night(state)
    state = state.evolve(days=(*state.days[:-1], _day_with(day, lynched=hand)),
                         deaths=(*state.deaths, Death(hand, state.round, DeathCause.LYNCH)), steps=())
    ended = _settle_winner(state)
    if ended is not None:
        return ended
    words = _last_words_for(state, (hand,))
    return state.evolve(steps=words) if words else _start_night(state)


def _settle_winner(state: GameState) -> GameState | None:
    found = verdict(state)
    if found is None:
        return None
    return state.evolve(steps=(), winner=found.winner, win_reason=found.reason)


# ----- dispatch -------------------------------------------------------------------------------------------------
def _check_seat(state: GameState, seat: object, field: str) -> None:
    if seat != state.step.seat or isinstance(seat, bool):
        raise IllegalMoveError(field, f"it is seat {state.step.seat}'s turn, not seat {seat}'s")


# Each handler takes the action of the type paired with it; `apply` checks that type first.
_HANDLERS: dict[StepKind, tuple[type, Callable[[GameState, Any], GameState]]] = {
    StepKind.DEAL: (DealHands, _deal),
    StepKind.REDRAW: (AnswerRedraw, _answer_redraw),
    StepKind.NIGHT_CALL: (NightAction, _night_action),
    StepKind.LAST_WORDS: (EndSpeech, _end_speech),
    StepKind.NOMINATION: (Nominate, _nominate),
    StepKind.DEFENCE: (EndSpeech, _end_speech),
    StepKind.TIE_SPEECH: (EndSpeech, _end_speech),
    StepKind.VOTE: (CastVote, _vote),
}

_STEP_WORDS: dict[StepKind, str] = {
    StepKind.DEAL: "the cards have to be dealt now",
    StepKind.REDRAW: "each player keeps the cards or asks for a redraw now",
    StepKind.NIGHT_CALL: "a role is being called in the night",
    StepKind.LAST_WORDS: "a dead hand's last words are being heard",
    StepKind.NOMINATION: "a player is naming suspects",
    StepKind.DEFENCE: "a suspect is defending",
    StepKind.TIE_SPEECH: "the players outside the tie are speaking",
    StepKind.VOTE: "the living hands are voting",
    StepKind.OVER: "the game is over",
}


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``, or a RuleError naming the field and saying why not."""
    kind = state.step.kind
    if kind is StepKind.OVER:
        raise WrongStepError("action", _STEP_WORDS[kind])
    expected, handler = _HANDLERS[kind]
    if type(action) is not expected:
        raise WrongStepError("action", _STEP_WORDS[kind])
    return handler(state, action)


def apply_all(state: GameState, actions: Sequence[Action]) -> GameState:
    for action in actions:
        state = apply(state, action)
    return state
