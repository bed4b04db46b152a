"""One Double Kill sitting: the game, which screen the table is at, and everything a restart needs.

Screens ask the session for views and hand it actions; the raw game state stays here. Which screen comes next
is worked out from public facts only (`DkScreen`), plus the few marks a screen leaves when the table has seen it
(the nightfall, the dawn announcement, a vote's result). A restart always lands on a curtain, never on a
private screen, because "the curtain was opened" is never saved.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.double_kill.account import Chapter
from game.double_kill.account import game_account as account_of
from game.double_kill.actions import Action, AnswerRedraw, NightAction
from game.double_kill.calls import call_options
from game.double_kill.chance import deal_hands
from game.double_kill.engine import apply, new_game
from game.double_kill.hands import HandId, hands_of
from game.double_kill.record import to_record
from game.double_kill.roles import NIGHT_ORDER
from game.double_kill.roles import Role
from game.double_kill.state import GameState
from game.double_kill.steps import StepKind
from game.double_kill.views import PublicView, SeatView, public_view, view_for
from play.double_kill.actions import action_from_json, action_to_json
from play.double_kill.setup import DkSetup
from play.setup import VoteMode

DK_AUTOSAVE_FORMAT = "double-kill-autosave/1"


class DkScreen(str, Enum):
    CURTAIN = "curtain"  # "pass the tablet to NAME" before a private turn
    DEAL_TURN = "deal_turn"  # private: your two cards, your team, keep or ask for a redraw (DK4)
    BALLOT_TURN = "ballot_turn"  # private: a secret vote for each of your living hands
    NIGHTFALL = "nightfall"  # lay the tablet in the middle; everyone closes their eyes
    NIGHT_CALL = "night_call"  # one role is called (DK6)
    DAWN = "dawn"  # the hands that died tonight (DK16)
    SPEECH = "speech"  # last words, a defence or a tie speech, timed
    NOMINATION = "nomination"  # a player speaks and names suspects (DK17)
    VOTE = "vote"  # everyone points at once; one person enters who pointed at whom
    VERDICT = "verdict"  # a vote's count: the lynch, the immunity or a tie
    END = "end"  # every hand turned over
    REPLAY = "replay"  # every night, call by call


PRIVATE_SCREENS = frozenset({DkScreen.DEAL_TURN, DkScreen.BALLOT_TURN})
SPEECH_STEPS = (StepKind.LAST_WORDS, StepKind.DEFENCE, StepKind.TIE_SPEECH)


def deal_rng(seed: int, redraws: int) -> random.Random:
    return random.Random(f"double-kill:{seed}:{redraws}")


@dataclass
class DkSession:
    setup: DkSetup
    seed: int
    actions: list[dict[str, Any]] = field(default_factory=list)
    opened: bool = False  # the current private turn's curtain was held open (never saved: a restart shows it)
    night_begun: int = 0  # the last round whose nightfall the table has passed
    dawn_seen: int = 0  # the last round whose dawn announcement the table has seen
    verdicts_seen: int = 0  # vote rounds whose count the table has seen, over the whole game
    speech_left: float = 0.0
    speech_for: int = -1  # the number of actions when the running speech began
    at_replay: bool = False
    # The call whose choice is applied but whose answer (a check's thumb) and "close your eyes" are still on the
    # table, with that thumb: a restart then shows the end of that call again instead of the next call, so a
    # checker whose tablet went down still sees the answer (DK6, DK10).
    closing_call: tuple[Role, bool | None] | None = None
    _state: GameState | None = None
    # The public view of the state it was taken from: every screen and every frame asks for it, and a state never
    # changes (each action makes a new one), so it is worked out once per state.
    _public: tuple[GameState, PublicView] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def start(cls, setup: DkSetup, seed: int) -> "DkSession":
        setup = setup.validated()
        session = cls(setup=setup, seed=seed)
        session._state = new_game(setup.names, setup.role_set)
        session._deal_if_due()
        return session

    # ----- reading ------------------------------------------------------------------------------------------
    @property
    def _game(self) -> GameState:
        assert self._state is not None
        return self._state

    @property
    def player_count(self) -> int:
        return self.setup.player_count

    def public(self) -> PublicView:
        game = self._game
        if self._public is None or self._public[0] is not game:
            self._public = (game, public_view(game))
        return self._public[1]

    def view(self, seat: int) -> SeatView:
        return view_for(self._game, seat)

    @property
    def game_over(self) -> bool:
        return self._game.step.kind is StepKind.OVER

    def screen(self) -> DkScreen:
        if self.closing_call is not None:
            return DkScreen.NIGHT_CALL
        public = self.public()
        step = public.step
        if self._cast_vote_rounds(public) > self.verdicts_seen:
            return DkScreen.VERDICT
        if public.dawns and public.dawns[-1][0] > self.dawn_seen:
            return DkScreen.DAWN
        if step.kind is StepKind.OVER:
            return DkScreen.REPLAY if self.at_replay else DkScreen.END
        if step.kind is StepKind.REDRAW:
            return DkScreen.DEAL_TURN if self.opened else DkScreen.CURTAIN
        if step.kind is StepKind.NIGHT_CALL:
            return DkScreen.NIGHT_CALL if self.night_begun >= public.round else DkScreen.NIGHTFALL
        if step.kind in SPEECH_STEPS:
            return DkScreen.SPEECH
        if step.kind is StepKind.NOMINATION:
            return DkScreen.NOMINATION
        if self.setup.vote_mode is VoteMode.SECRET:
            return DkScreen.BALLOT_TURN if self.opened else DkScreen.CURTAIN
        return DkScreen.VOTE

    @staticmethod
    def _cast_vote_rounds(public: PublicView) -> int:
        return sum(len(day.vote_rounds) for day in public.days)

    def turn_seat(self) -> int | None:
        """The seat whose private turn (or curtain) comes now: the redraw question, or the next secret ballot."""
        public = self.public()
        step = public.step
        if step.kind is StepKind.REDRAW:
            return step.seat
        if step.kind is StepKind.VOTE:
            voted = set(public.days[-1].voted)
            for seat, (left, right) in enumerate(public.alive):
                hands = [hand for hand, alive in zip(hands_of(seat), (left, right)) if alive]
                if any(hand not in voted for hand in hands):
                    return seat
        return None

    # ----- the judge (only the night screen asks, to accept or refuse a tap) ---------------------------------
    def night_choice_legal(self, target: HandId | None) -> bool:
        """Whether the role called now may choose ``target`` (None: hold back or nothing)."""
        step = self._game.step
        if step.kind is not StepKind.NIGHT_CALL or step.role is None:
            return False
        options = call_options(self._game, step.role)
        return options.may_pass if target is None else target in options.targets

    def night_targets(self) -> tuple[HandId, ...]:
        step = self._game.step
        assert step.role is not None
        return call_options(self._game, step.role).targets

    def last_check(self, role: Role) -> bool | None:
        """The judge's thumb for tonight's check by ``role``, once it is made (None: no check was made)."""
        night = self._game.night
        if night is None:
            return None
        for _, result in night.checks:
            if result.role is role:
                return result.thumbs_up
        return None

    # ----- changing -----------------------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply one action (a RuleError leaves everything unchanged), then deal again if the table asked to."""
        self._apply_logged(action)
        self._deal_if_due()

    def _apply_logged(self, action: Action) -> None:
        self._state = apply(self._game, action)
        self.actions.append(action_to_json(action))
        self.opened = False

    def apply_all(self, actions: list[Action]) -> None:
        """All or none."""
        state, logged = self._game, list(self.actions)
        try:
            for action in actions:
                self.apply(action)
        except ValueError:
            self._state, self.actions = state, logged
            raise

    def answer_redraw(self, seat: int, wants_redraw: bool) -> None:
        """DK4 (see the README): every seat gets the same two buttons; a redraw the rules refuse is a keep."""
        try:
            self.apply(AnswerRedraw(seat, wants_redraw))
        except ValueError:
            self.apply(AnswerRedraw(seat, False))

    def answer_night(self, role: Role, target: HandId | None) -> None:
        """The called role's choice, or "nothing" where the role cannot act: the call goes on the same either way."""
        if not self.night_choice_legal(target):
            target = None
        self.apply(NightAction(role, target))

    def _deal_if_due(self) -> None:
        game = self._game
        if game.step.kind is StepKind.DEAL:
            self.apply(deal_hands(game.role_set, game.player_count, deal_rng(self.seed, game.redraws)))

    # ----- what the table has seen: the screens tell the session through these, never by writing its fields --------
    def curtain_opened(self) -> None:
        """The current private turn's curtain was held open."""
        self.opened = True

    def curtain_closed(self) -> None:
        """The private turn went back behind its curtain (left alone too long)."""
        self.opened = False

    def nightfall_passed(self, round_: int) -> None:
        self.night_begun = round_

    def dawn_announced(self, round_: int) -> None:
        self.dawn_seen = round_

    def verdicts_shown(self, vote_rounds: int) -> None:
        """The count of this many vote rounds (over the whole game) has been shown."""
        self.verdicts_seen = vote_rounds

    def keep_speech_left(self, seconds: float) -> None:
        self.speech_left = float(seconds)

    def replay_opened(self) -> None:
        self.at_replay = True

    def call_closing(self, role: Role, thumbs_up: bool | None) -> None:
        """A call's choice is applied and its end (thumb, "close your eyes") is playing: a restart replays it."""
        self.closing_call = (role, thumbs_up)

    def call_closed(self) -> None:
        self.closing_call = None

    def speech_seconds_left(self) -> float:
        if self.speech_for != len(self.actions):
            self.speech_for = len(self.actions)
            self.speech_left = float(self.setup.speech_seconds)
        return self.speech_left

    def record(self) -> dict[str, Any]:
        record = to_record(self._game)
        record["meta"] = {"seed": self.seed, "vote_mode": self.setup.vote_mode.value}
        return record

    # ----- saving -------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": DK_AUTOSAVE_FORMAT,
            "setup": self.setup.to_json(),
            "seed": self.seed,
            "actions": list(self.actions),
            "night_begun": self.night_begun,
            "dawn_seen": self.dawn_seen,
            "verdicts_seen": self.verdicts_seen,
            "speech_left": self.speech_left,
            "speech_for": self.speech_for,
            "at_replay": self.at_replay,
            "closing_call": None if self.closing_call is None else
            {"role": self.closing_call[0].value, "thumbs_up": self.closing_call[1]},
        }

    @classmethod
    def from_json(cls, data: object) -> "DkSession":
        """Rebuild a saved sitting; ValueError (RuleError included) for anything that is not one."""
        if not isinstance(data, dict) or data.get("format") != DK_AUTOSAVE_FORMAT:
            raise ValueError("not a saved Double Kill game of this version")
        setup = DkSetup.from_json(data.get("setup"))
        numbers: dict[str, int] = {}
        for name in ("seed", "night_begun", "dawn_seen", "verdicts_seen", "speech_for"):
            value = data.get(name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name} must be a whole number")
            numbers[name] = value
        left = data.get("speech_left")
        if not isinstance(left, (int, float)) or isinstance(left, bool) or not math.isfinite(left):
            raise ValueError("speech_left must be a number of seconds")
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        session = cls(setup=setup, seed=numbers["seed"], night_begun=numbers["night_begun"],
                      dawn_seen=numbers["dawn_seen"], verdicts_seen=numbers["verdicts_seen"],
                      speech_left=min(3600.0, max(0.0, float(left))), speech_for=numbers["speech_for"],
                      at_replay=data.get("at_replay") is True, closing_call=_closing_call(data.get("closing_call")))
        session._state = new_game(setup.names, setup.role_set)
        for raw in actions:  # the deals are among the saved moves: replayed as they were, never drawn again
            session._apply_logged(action_from_json(raw, setup.player_count))
        session._deal_if_due()
        return session


def _closing_call(data: object) -> tuple[Role, bool | None] | None:
    """A saved call end: None (as in saves from before it was kept), or a called role and its thumb."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError("closing_call must be an object")
    role = next((role for role in NIGHT_ORDER if role.value == data.get("role")), None)
    thumbs_up = data.get("thumbs_up")
    if role is None or not (thumbs_up is None or isinstance(thumbs_up, bool)):
        raise ValueError("closing_call needs a called role and a thumb (true, false or null)")
    return role, thumbs_up


def game_account(session: DkSession) -> tuple[Chapter, ...]:
    """The judge's account of a finished game, night by night and day by day (``game.double_kill.account``).

    Only once the game is over, when everything may be shown (DK22).
    """
    if not session.game_over:
        raise ValueError("the account is shown only once the game is over")
    return account_of(session._game)  # noqa: SLF001 - the account reads the whole truth, as the end may
