"""Pass-and-play flow: seat order, uniform turns, moves and the saved session (no pygame)."""

import json
import random

import pytest

from game.cheese_thief.errors import RuleError
from game.cheese_thief.phase import Phase
from game.referee import resolve
from play.flow import StepKind, game_steps
from play.moves import MoveKind, move_for
from play.session import PlaySession
from play.setup import GameSetup, SetupError, VoteMode
from play.turns import turn_plan
from tests.play_helpers import play_step, play_until

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")


def make_session(count: int, seed: int, vote_mode: VoteMode = VoteMode.POINT, fall_mouse: bool = False) -> PlaySession:
    return PlaySession.start(GameSetup(NAMES[:count], fall_mouse=fall_mouse, vote_mode=vote_mode), seed)


@pytest.mark.parametrize("count", range(4, 9))
@pytest.mark.parametrize("mode", list(VoteMode))
def test_private_steps_travel_in_seat_order_behind_curtains(count: int, mode: VoteMode) -> None:
    steps = game_steps(count, mode)
    for index, step in enumerate(steps):
        if step.is_private:
            curtain = steps[index - 1]
            assert curtain.kind is StepKind.CURTAIN and curtain.seat == step.seat
    private_seats = [s.seat for s in steps if s.is_private]
    rotations = [private_seats[i:i + count] for i in range(0, len(private_seats), count)]
    assert all(r == list(range(count)) for r in rotations)
    assert steps[-2].kind is StepKind.REVEAL and steps[-1].kind is StepKind.REPLAY


@pytest.mark.parametrize("count", range(4, 9))
def test_every_seat_gets_the_same_turn_plan_and_move_shape(count: int) -> None:
    """Privacy protocol rule 3, over many deals: same pages, taps, minimum time and pick count per seat."""
    for seed in range(40):
        session = make_session(count, seed, fall_mouse=count >= 6 and seed % 2 == 0)
        shapes = set()
        for seat in range(count):
            move = move_for(session.view(seat))
            shapes.add((move.picks, move.targets == tuple(t for t in move.targets)))
            assert len(move.targets) == (2 if count == 4 else count - 1)
        assert len({m[0] for m in shapes}) == 1
    first = StepKind.CHOICE_TURN if count == 4 else StepKind.NIGHT_TURN
    plans = {turn_plan(first, count, 3.0) for _ in range(count)}
    assert len(plans) == 1


def test_move_kinds_follow_the_rules_at_six_players() -> None:
    kinds: set[MoveKind] = set()
    for seed in range(60):
        session = make_session(6, seed)
        for seat in range(6):
            view = session.view(seat)
            move = move_for(view)
            kinds.add(move.kind)
            if view.role and view.role.value == "thief":
                assert move.kind is MoveKind.FOLLOWERS  # R6.3: the Thief always chooses at 6
            elif move.kind is MoveKind.PEEK:
                assert all(not hour.awake_with for hour in view.night or ())  # R5.1-R5.2
    assert {MoveKind.PEEK, MoveKind.FOLLOWERS, MoveKind.DECOY} <= kinds


@pytest.mark.parametrize("count", range(4, 9))
@pytest.mark.parametrize("mode", list(VoteMode))
def test_full_session_resolves_like_the_referee(count: int, mode: VoteMode) -> None:
    for seed in range(5):
        rng = random.Random(seed)
        session = make_session(count, seed, mode)
        play_until(session, StepKind.REVEAL, rng)
        assert session.game_over
        report = session.public().report
        assert report is not None and report.outcome is not None
        answer = resolve(json.loads(json.dumps(session.record())))
        assert answer["winners"] == list(report.outcome.winners)
        assert sum(session.scores().values()) == len(report.outcome.winners)


def test_public_view_has_no_report_before_the_reveal() -> None:
    session = make_session(6, 3)
    rng = random.Random(3)
    while session.step.kind is not StepKind.REVEAL:
        assert session.public().report is None
        play_step(session, rng)
    assert session.public().report is not None


@pytest.mark.parametrize("count", (4, 5, 7))
def test_resume_from_every_autosave_gives_the_same_game(count: int) -> None:
    rng = random.Random(count)
    session = make_session(count, 11, VoteMode.SECRET)
    saves = []
    while session.step.kind is not StepKind.REPLAY:
        saves.append(json.loads(json.dumps(session.to_json())))
        play_step(session, rng)
    final = session.record()
    for save in saves:
        resumed = PlaySession.from_json(save)
        assert resumed.to_json() == save
        assert not resumed.steps[resumed.resume_step_index()].is_private
    # Replaying the same decisions from the first save reaches the same record.
    again = PlaySession.from_json(saves[0])
    play_until(again, StepKind.REPLAY, random.Random(count))
    assert again.record() == final


def test_a_rejected_action_leaves_the_session_unchanged() -> None:
    from game.cheese_thief.actions import CastVote

    session = make_session(5, 2)
    before = session.to_json()
    with pytest.raises(RuleError):
        session.apply(CastVote(0, 0))
    assert session.to_json() == before


def test_play_again_keeps_players_and_score() -> None:
    rng = random.Random(1)
    session = make_session(5, 9)
    play_until(session, StepKind.REPLAY, rng)
    second = session.next_game()
    assert second.game_number == 2 and second.setup == session.setup
    assert second.scores() == session.scores()
    assert second.public().phase is Phase.NIGHT


@pytest.mark.parametrize(
    "names, fall_mouse, key",
    [
        (("A", "B", "C"), False, "count"),
        (("A", "B", "C", "D", "E"), True, "count"),
        (("A", "B", " ", "D"), False, "empty_name"),
        (("A", "b", "B", "D"), False, "duplicate_name"),
        (("A", "B", "C", "D" * 30), False, "long_name"),
    ],
)
def test_bad_setups_are_refused_with_a_reason(names: tuple[str, ...], fall_mouse: bool, key: str) -> None:
    with pytest.raises(SetupError) as caught:
        GameSetup(names, fall_mouse=fall_mouse).validated()
    assert caught.value.key == key


def test_corrupt_autosave_is_refused() -> None:
    for bad in (None, [], {"format": "other"}, {"format": "cheese-thief-autosave/1"}):
        with pytest.raises(ValueError):
            PlaySession.from_json(bad)
    good = make_session(5, 1).to_json()
    good["actions"] = good["actions"] + [{"vote": [0, 0]}]
    with pytest.raises(ValueError):
        PlaySession.from_json(good)
