"""Who acts at the current step and what they may choose: what a screen asks, and every action `apply` takes.

During the night the answer names the hands that are awake, so only the judge (the program) reads it;
what a seat may see is in `views`.
"""

from dataclasses import dataclass
from itertools import combinations

from game.double_kill.actions import Action, AnswerRedraw, CastVote, EndSpeech, NightAction, Nominate
from game.double_kill.calls import call_options
from game.double_kill.hands import HandId
from game.double_kill.roles import may_ask_redraw
from game.double_kill.state import GameState
from game.double_kill.steps import Step, StepKind


@dataclass(frozen=True)
class Turn:
    step: Step
    hands: tuple[HandId, ...]  # the hands acting: awake at a night call, yet to vote, or the speaker's living hands
    targets: tuple[HandId, ...]  # the hands that may be chosen, named or voted for
    may_pass: bool  # "nothing" is offered as a choice (night) or naming nobody is (nomination)
    at_most: int  # how many targets one action names
    may_redraw: bool  # REDRAW: this seat may ask for a redraw

    @property
    def seats(self) -> tuple[int, ...]:
        if self.step.seat is not None:
            return (self.step.seat,)
        return tuple(sorted({hand.seat for hand in self.hands}))


def turn(state: GameState) -> Turn:
    step = state.step
    if step.kind is StepKind.NIGHT_CALL:
        assert step.role is not None
        options = call_options(state, step.role)
        return Turn(step, options.awake, options.targets, options.may_pass, 1, False)
    if step.kind is StepKind.REDRAW:
        assert state.hands is not None and step.seat is not None
        return Turn(step, state.living_hands_of(step.seat), (), False, 0, may_ask_redraw(state.hands[step.seat]))
    if step.kind is StepKind.NOMINATION:
        assert step.seat is not None
        own = state.living_hands_of(step.seat)
        return Turn(step, own, state.living_hands(), True, len(own), False)
    if step.kind is StepKind.VOTE:
        day = state.days[-1]
        voted = {voter for voter, _ in day.vote_rounds[-1]}
        waiting = tuple(hand for hand in state.living_hands() if hand not in voted)
        return Turn(step, waiting, day.candidates, False, 1, False)
    if step.kind in (StepKind.LAST_WORDS, StepKind.DEFENCE, StepKind.TIE_SPEECH):
        assert step.seat is not None
        return Turn(step, state.living_hands_of(step.seat), (), False, 0, False)
    return Turn(step, (), (), False, 0, False)  # DEAL is chance (see `chance.deal_hands`); OVER takes nothing


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every action `apply` accepts now (the deal, a chance step, is drawn by `chance.deal_hands` instead)."""
    now = turn(state)
    step = now.step
    if step.kind is StepKind.NIGHT_CALL:
        assert step.role is not None
        # "Nothing" is always accepted (DK6: a call whose time runs out before a choice), offered or not.
        return (NightAction(step.role, None),) + tuple(NightAction(step.role, hand) for hand in now.targets)
    if step.kind is StepKind.REDRAW:
        assert step.seat is not None
        return (AnswerRedraw(step.seat, False),) + ((AnswerRedraw(step.seat, True),) if now.may_redraw else ())
    if step.kind is StepKind.NOMINATION:
        assert step.seat is not None
        seat = step.seat
        return tuple(Nominate(seat, picked) for size in range(now.at_most + 1) for picked in combinations(now.targets, size))
    if step.kind is StepKind.VOTE:
        return tuple(CastVote(voter, target) for voter in now.hands for target in now.targets)
    if step.kind in (StepKind.LAST_WORDS, StepKind.DEFENCE, StepKind.TIE_SPEECH):
        assert step.seat is not None
        return (EndSpeech(step.seat),)
    return ()
