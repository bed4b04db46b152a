"""One table's sitting: the current game, where the tablet is, and the score.

The session is the controller between the rules and the screens: screens
ask it for views and hand it actions; it never gives them the raw state.
Everything needed to resume after a crash is in `to_json`.
"""

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from game.cheese_thief.action_log import action_to_json, replay
from game.cheese_thief.actions import Action, Dawn
from game.cheese_thief.chance import deal_roles, roll_dice
from game.cheese_thief.engine import apply, apply_all, new_game
from game.cheese_thief.phase import Phase
from game.cheese_thief.record import to_record
from game.cheese_thief.state import GameState
from game.cheese_thief.views import PublicView, SeatView, public_view, view_for

from play.flow import Step, StepKind, game_steps
from play.setup import GameSetup

AUTOSAVE_FORMAT = "cheese-thief-autosave/1"


def chance_rng(seed: int, game_number: int) -> random.Random:
    # A string seed is hashed the same way on every run and platform.
    return random.Random(f"cheese-thief:{seed}:{game_number}")


@dataclass
class PlaySession:
    setup: GameSetup
    seed: int
    game_number: int = 1
    actions: list[dict[str, Any]] = field(default_factory=list)
    step_index: int = 0
    discussion_left: float = 0.0
    past_winners: list[list[str]] = field(default_factory=list)
    # When this game was dealt (seconds since the epoch), for the game log's lengths; None in an autosave
    # written before it was kept.
    started: float | None = None
    # Table mode only: where everyone sits and which seats have finished the private turns under way (a seat's
    # decisions enter the game together when its turn ends, so a restart never finds half a turn).
    table: dict[str, Any] | None = None
    _state: GameState | None = None

    @classmethod
    def start(cls, setup: GameSetup, seed: int, game_number: int = 1,
              past_winners: list[list[str]] | None = None, now: float | None = None) -> "PlaySession":
        setup = setup.validated()
        session = cls(setup=setup, seed=seed, game_number=game_number,
                      discussion_left=float(setup.discussion_seconds),
                      past_winners=list(past_winners or []),
                      started=time.time() if now is None else float(now))
        session._state = new_game(setup.names, setup.fall_mouse, setup.house_rules)
        rng = chance_rng(seed, game_number)
        session.apply(deal_roles(session._game, rng))
        session.apply(roll_dice(session._game, rng))
        return session

    @property
    def _game(self) -> GameState:
        assert self._state is not None
        return self._state

    @property
    def steps(self) -> tuple[Step, ...]:
        return game_steps(self.setup.player_count, self.setup.vote_mode)

    @property
    def step(self) -> Step:
        return self.steps[self.step_index]

    @property
    def player_count(self) -> int:
        return self.setup.player_count

    def view(self, seat: int) -> SeatView:
        return view_for(self._game, seat)

    def public(self) -> PublicView:
        return public_view(self._game)

    def view_with(self, seat: int, pending: list[Action]) -> SeatView:
        """The seat's view as it will be once its own pending decisions are in (a table-mode turn keeps them
        until the turn ends); raises RuleError if they are not allowed."""
        return view_for(apply_all(self._game, pending), seat) if pending else self.view(seat)

    def apply(self, action: Action) -> None:
        """Apply one action; a RuleError leaves the session unchanged."""
        self._state = apply(self._game, action)
        self.actions.append(action_to_json(action))

    def apply_all(self, actions: list[Action]) -> None:
        """Apply several actions, all or none."""
        self._state = apply_all(self._game, actions)
        self.actions.extend(action_to_json(action) for action in actions)

    def go_to_step(self, index: int) -> None:
        """Show the game from this step on (the flow moves through the steps; a resumed game starts at its own)."""
        self.step_index = index

    def keep_table(self, table: dict[str, Any] | None) -> None:
        """The touch table's seating and its finished turns kept with the game (None: none kept)."""
        self.table = table

    def keep_discussion_left(self, seconds: float) -> None:
        """The discussion timer's seconds left, kept with the game (a restart resumes the timer there)."""
        self.discussion_left = float(seconds)

    def finish_step(self) -> None:
        if self.step_index + 1 >= len(self.steps):
            raise ValueError("the game has no further step")
        if self._ends_the_night(self.step):
            self.apply(Dawn())
        self.step_index += 1
        if self.step.kind is StepKind.REVEAL:
            self._remember_winners()

    def _ends_the_night(self, step: Step) -> bool:
        """The last turn of the first rotation: every night decision has been made."""
        first_rotation = (StepKind.NIGHT_TURN, StepKind.CHOICE_TURN)
        return step.kind in first_rotation and step.seat == self.player_count - 1

    def _remember_winners(self) -> None:
        report = self.public().report
        if report is None or report.outcome is None or len(self.past_winners) >= self.game_number:
            return
        self.past_winners.append([self.setup.names[seat] for seat in report.outcome.winners])

    def scores(self) -> dict[str, int]:
        totals = {name: 0 for name in self.setup.names}
        for winners in self.past_winners:
            for name in winners:
                if name in totals:
                    totals[name] += 1
        return totals

    def resume_step_index(self) -> int:
        """Privacy protocol rule 7: a restart lands on a curtain, never on a private screen."""
        return self.step_index - 1 if self.step.is_private else self.step_index

    def record(self) -> dict[str, Any]:
        record = to_record(self._game)
        record["meta"] = {"seed": self.seed, "game": self.game_number, "vote_mode": self.setup.vote_mode.value}
        return record

    @property
    def game_over(self) -> bool:
        return self._game.phase is Phase.OVER

    def next_game(self) -> "PlaySession":
        following = PlaySession.start(self.setup, self.seed, self.game_number + 1, self.past_winners)
        if self.table is not None:
            following.table = {key: value for key, value in self.table.items() if key != "done"}
        return following

    def to_json(self) -> dict[str, Any]:
        return {
            "format": AUTOSAVE_FORMAT,
            "setup": self.setup.to_json(),
            "seed": self.seed,
            "game_number": self.game_number,
            "actions": list(self.actions),
            "step_index": self.step_index,
            "discussion_left": self.discussion_left,
            "past_winners": [list(w) for w in self.past_winners],
            "started": self.started,
            **({"table": self.table} if self.table is not None else {}),
        }

    @classmethod
    def from_json(cls, data: object) -> "PlaySession":
        """Rebuild a saved session; raises ValueError (RuleError included) if it is not one.

        Every field is checked for its type and range, so a hand-edited or damaged save of any shape is
        refused here rather than breaking a screen later (a NaN hour length, a list of names as a winner...).
        """
        if not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT:
            raise ValueError("not a saved game of this version")
        try:
            if not isinstance(data["setup"], dict):
                raise TypeError("setup must be an object")
            setup = _checked_times(GameSetup.from_json(data["setup"]))
            games = _list_of(data["past_winners"], list, "past_winners")
            winners = [_list_of(names, str, "past_winners") for names in games]
            session = cls(
                setup=setup,
                seed=_whole(data["seed"], "seed"),
                game_number=_whole(data["game_number"], "game_number", low=1),
                actions=_list_of(data["actions"], dict, "actions"),
                step_index=_whole(data["step_index"], "step_index", low=0),
                discussion_left=_seconds(data["discussion_left"], "discussion_left"),
                past_winners=winners,
                started=_moment(data.get("started")),
                table=_table(data.get("table")),
            )
            # OverflowError: an action holding 1e400 where a seat number belongs.
            session._state = replay(setup.names, setup.fall_mouse, session.actions, setup.house_rules)
        except (KeyError, TypeError, OverflowError) as problem:
            raise ValueError(f"saved game is incomplete ({problem})") from problem
        if not 0 <= session.step_index < len(session.steps):
            raise ValueError("saved step is out of range")
        if session._game.phase not in _phases_at(session.step_index, session.steps, session.player_count):
            raise ValueError("saved step does not match the saved moves")
        return session


LONGEST_SECONDS = 24 * 3600  # no timer of a sitting runs for a day


def _whole(value: object, name: str, low: int | None = None) -> int:
    # bool is an int in Python, and int(2.5) would quietly make 2: only a real integer is accepted.
    if not isinstance(value, int) or isinstance(value, bool) or (low is not None and value < low):
        raise TypeError(f"{name} must be a whole number")
    return value


def _seconds(value: object, name: str) -> float:
    """A finite number of seconds, brought into 0 .. one day (NaN or infinity would break every timer)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        raise TypeError(f"{name} must be a finite number of seconds")
    return min(float(LONGEST_SECONDS), max(0.0, float(value)))


def _moment(value: object) -> float | None:
    """A start time: absent or null in older saves; otherwise a finite, non-negative number of seconds."""
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) or value < 0:
        raise TypeError("started must be a moment in seconds")
    return float(value)


def _table(value: object) -> dict[str, Any] | None:
    """Absent in pass-and-play; an object in table mode (its parts are checked when the table is seated again)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise TypeError("table must be an object")
    return dict(value)


def _list_of(value: object, kind: type, name: str) -> list[Any]:
    if not isinstance(value, list) or not all(isinstance(item, kind) for item in value):
        raise TypeError(f"{name} must be a list of {kind.__name__}")
    return list(value)


def _checked_times(setup: GameSetup) -> GameSetup:
    """The night pages divide by the hour length and the discussion counts its seconds down: both must be sane."""
    hour, discussion = setup.hour_seconds, setup.discussion_seconds
    if not (math.isfinite(hour) and 0 < hour <= 60) or not 0 < discussion <= LONGEST_SECONDS:
        raise TypeError("setup times out of range")
    return setup


def _phases_at(step_index: int, steps: tuple[Step, ...], player_count: int) -> tuple[Phase, ...]:
    """The game phases a save made at this step can hold: the night lasts until the first rotation's last
    turn ends, and the reveal comes only after every vote. Anything else would break the step's screen."""
    if step_index < 2 * player_count:  # the first rotation: a curtain and a turn for each seat
        return (Phase.NIGHT,)
    if steps[step_index].kind in (StepKind.REVEAL, StepKind.REPLAY):
        return (Phase.OVER,)
    return (Phase.VOTE, Phase.OVER)  # the last secret ballot is saved before its step ends
