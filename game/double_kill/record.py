"""The `double-kill` game record, version 1: writing it, and reading it back by replay (DK23).

Reading replays the record through the engine, so a record that breaks a rule fails with the engine's
own message, under the name of the record field that holds the faulty entry. Speeches carry no choice:
the reader ends each one as the engine reaches it.
"""

from typing import Any, Callable, TypeVar

from game.errors import RuleError

from game.double_kill.actions import AnswerRedraw, CastVote, DealHands, EndSpeech, NightAction, Nominate
from game.double_kill.config import SPECIAL_BOUNDS, RoleSet
from game.double_kill.day import cast_vote_rounds
from game.double_kill.engine import apply, new_game
from game.double_kill.errors import DoubleKillRecordError
from game.double_kill.hands import HandId, parse_hand
from game.double_kill.roles import Role
from game.double_kill.state import GameState
from game.double_kill.steps import StepKind

GAME_NAME = "double-kill"
RECORD_VERSION = 1
RECORD_KEYS = ("game", "version", "players", "role_set", "redraws", "hands", "rounds", "meta")
ROUND_KEYS = ("night", "nominations", "votes")
SPEECHES = (StepKind.LAST_WORDS, StepKind.DEFENCE, StepKind.TIE_SPEECH)
MAX_REDRAWS = 10_000  # far more than any table would sit through
Result = TypeVar("Result")


# ----- writing --------------------------------------------------------------------------------------------------
def _label(hand: HandId | None) -> str | None:
    return None if hand is None else hand.label


def to_record(state: GameState) -> dict[str, Any]:
    """The record of a game whose cards are kept: every settled night, full nominations and cast vote rounds."""
    if state.hands is None or state.round == 0:
        raise ValueError("a record can only be written once the cards are kept and the first night has begun")
    rounds: list[dict[str, Any]] = []
    for night in state.nights:
        if night.dawn is None:
            break
        entry: dict[str, Any] = {"night": {role.value: _label(target) for role, target in night.choices}}
        day = next((day for day in state.days if day.round == night.round), None)
        if day is not None and len(day.nominations) == len(day.order):
            nominated = {seat: [hand.label for hand in hands] for seat, hands in day.nominations}
            entry["nominations"] = [nominated.get(seat) for seat in state.seats]
            cast = cast_vote_rounds(state, day)
            if cast:
                entry["votes"] = [{voter.label: target.label for voter, target in votes} for votes in cast]
        rounds.append(entry)
    return {
        "game": GAME_NAME,
        "version": RECORD_VERSION,
        "players": list(state.players),
        "role_set": state.role_set.to_json(),
        "redraws": state.redraws,
        "hands": [[left.value, right.value] for left, right in state.hands],
        "rounds": rounds,
        "meta": dict(state.meta),
    }


# ----- reading --------------------------------------------------------------------------------------------------
def _at(field: str, action: Callable[[], Result]) -> Result:
    """Run one replay step; a rule it breaks is reported under the record field that holds the entry."""
    try:
        return action()
    except RuleError as problem:
        if problem.field.startswith(field):  # the engine already named the entry, e.g. hands[3]
            raise
        raise type(problem)(field, problem.message) from problem


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _object(value: object, field: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise DoubleKillRecordError(field, "must be an object")
    return value


def _list(value: object, field: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise DoubleKillRecordError(field, "must be a list")
    if length is not None and len(value) != length:
        raise DoubleKillRecordError(field, f"must have one entry per player ({length}), not {len(value)}")
    return value


def _hand(value: object, field: str, count: int) -> HandId:
    hand = parse_hand(value, count)
    if hand is None:
        raise DoubleKillRecordError(field, f'must name a hand at this table, such as "0L" or "{count - 1}R"')
    return hand


def _check_top_level(data: object) -> dict[str, Any]:
    record = _object(data, "record")
    if record.get("game") != GAME_NAME:
        raise DoubleKillRecordError("game", f'must be "{GAME_NAME}" (a Cheese Thief record has no "game" field)')
    for key in record:
        if key not in RECORD_KEYS:
            raise DoubleKillRecordError(str(key), "is not a field of a double-kill record")
    if not _is_int(record.get("version")) or record["version"] != RECORD_VERSION:
        raise DoubleKillRecordError("version", f"must be {RECORD_VERSION}")
    for key in ("players", "hands"):
        if key not in record:
            raise DoubleKillRecordError(key, "is missing")
    return record


def _players(record: dict[str, Any]) -> list[str]:
    players = _list(record["players"], "players")
    for seat, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise DoubleKillRecordError(f"players[{seat}]", "a player's name must be a non-empty text")
    return players


def _role_set(record: dict[str, Any]) -> RoleSet | None:
    if record.get("role_set") is None:
        return None
    raw = _object(record["role_set"], "role_set")
    names = {role.value for role in SPECIAL_BOUNDS}
    for key, value in raw.items():
        if key not in names:
            raise DoubleKillRecordError(f"role_set.{key}", "is not a special role")
        if not _is_int(value):
            raise DoubleKillRecordError(f"role_set.{key}", "must be a whole number")
    return RoleSet(**{role.value: raw.get(role.value, 0) for role in SPECIAL_BOUNDS})


def _deal(record: dict[str, Any], count: int) -> DealHands:
    names = {role.value: role for role in Role}
    pairs = []
    for seat, pair in enumerate(_list(record["hands"], "hands", count)):
        if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(card, str) and card in names for card in pair):
            raise DoubleKillRecordError(f"hands[{seat}]", "must be two role names, left hand then right hand")
        pairs.append((names[pair[0]], names[pair[1]]))
    return DealHands(tuple(pairs))


def _end_speeches(state: GameState) -> GameState:
    while state.step.kind in SPEECHES:
        assert state.step.seat is not None
        state = apply(state, EndSpeech(state.step.seat))
    return state


def _night(state: GameState, raw: object, field: str) -> GameState:
    night = _object(raw, field)
    called = [step.role for step in state.steps if step.kind is StepKind.NIGHT_CALL]
    for key in night:
        if key not in {role.value for role in called if role is not None}:
            raise DoubleKillRecordError(f"{field}.{key}", "is not a role called in this game's nights")
    while state.step.kind is StepKind.NIGHT_CALL:
        role = state.step.role
        assert role is not None
        where = f"{field}.{role.value}"
        if role.value not in night:
            raise DoubleKillRecordError(where, "is missing (null when the role did nothing)")
        value = night[role.value]
        target = None if value is None else _hand(value, where, state.player_count)
        state = _at(where, lambda: apply(state, NightAction(role, target)))
    return state


def _nominations(state: GameState, raw: object, field: str) -> GameState:
    entries = _list(raw, field, state.player_count)
    asked = {step.seat for step in state.steps if step.kind is StepKind.NOMINATION}
    for listed, entry in enumerate(entries):
        if listed not in asked and entry not in (None, []):
            raise DoubleKillRecordError(f"{field}[{listed}]", "this player has no living hand and names nobody")
    while state.step.kind is StepKind.NOMINATION:
        seat = state.step.seat
        assert seat is not None
        where = f"{field}[{seat}]"
        named = [] if entries[seat] is None else _list(entries[seat], where)
        suspects = tuple(_hand(value, f"{where}[{index}]", state.player_count) for index, value in enumerate(named))
        state = _at(where, lambda: apply(state, Nominate(seat, suspects)))
    return state


def _votes(state: GameState, raw: object, field: str) -> GameState:
    rounds = _list(raw, field)
    for index, ballot in enumerate(rounds):
        where = f"{field}[{index}]"
        state = _end_speeches(state)
        if state.step.kind is not StepKind.VOTE:
            raise DoubleKillRecordError(where, "no vote was held: the vote before it was not tied")
        entries = _object(ballot, where)
        voters = {_hand(voter, f"{where}.{voter}", state.player_count): value for voter, value in entries.items()}
        living = state.living_hands()
        missing = [hand.label for hand in living if hand not in voters]
        if missing:
            raise DoubleKillRecordError(where, f"every living hand votes once; missing: {', '.join(missing[:6])}")
        for voter in voters:
            if voter not in living:
                raise DoubleKillRecordError(f"{where}.{voter}", "a dead hand has no vote")
        for voter in sorted(voters):
            target = _hand(voters[voter], f"{where}.{voter}", state.player_count)
            state = _at(f"{where}.{voter}", lambda: apply(state, CastVote(voter, target)))
    return state


def _round(state: GameState, raw: object, field: str, last: bool) -> GameState:
    entry = _object(raw, field)
    for key in entry:
        if key not in ROUND_KEYS:
            raise DoubleKillRecordError(f"{field}.{key}", "is not a field of a round")
    if state.step.kind is StepKind.OVER:
        raise DoubleKillRecordError(field, "the game was already over")
    if state.step.kind is not StepKind.NIGHT_CALL or state.nights[-1].choices:
        raise DoubleKillRecordError(field, "the day before it is not complete in the record")
    if "night" not in entry:
        raise DoubleKillRecordError(f"{field}.night", "is missing")
    state = _end_speeches(_night(state, entry["night"], f"{field}.night"))
    if state.step.kind is StepKind.OVER:
        if "nominations" in entry or "votes" in entry:
            raise DoubleKillRecordError(field, "the game ended at this dawn: no day follows")
        return state
    if "nominations" not in entry:
        if not last or "votes" in entry:
            raise DoubleKillRecordError(f"{field}.nominations", "is missing")
        return state
    state = _nominations(state, entry["nominations"], f"{field}.nominations")
    if "votes" in entry:
        state = _votes(state, entry["votes"], f"{field}.votes")
    state = _end_speeches(state)
    if state.step.kind is StepKind.VOTE and not last:
        raise DoubleKillRecordError(f"{field}.votes", "the day's vote is not complete in the record")
    return state


def from_record(data: object) -> GameState:
    """Replay a record into the state it describes, or raise a RuleError naming the field."""
    record = _check_top_level(data)
    players = _players(record)
    meta = record.get("meta", {})
    if not isinstance(meta, dict):
        raise DoubleKillRecordError("meta", "must be an object")
    state = new_game(players, _role_set(record))
    state = _at("hands", lambda: apply(state, _deal(record, state.player_count)))
    for seat in state.seats:
        state = apply(state, AnswerRedraw(seat, False))  # the record keeps only the deal that was played
    redraws = record.get("redraws", 0)
    if not _is_int(redraws) or not 0 <= redraws <= MAX_REDRAWS:
        raise DoubleKillRecordError("redraws", f"must be a whole number from 0 to {MAX_REDRAWS}")
    state = state.evolve(redraws=redraws)
    rounds = _list(record.get("rounds", []), "rounds")
    for index, entry in enumerate(rounds):
        state = _round(state, entry, f"rounds[{index}]", index == len(rounds) - 1)
    return state.evolve(meta=dict(meta))
