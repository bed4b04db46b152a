"""The tutorial session: driving every plan to its end, wrong moves (hint, then highlight), Back restoring the
exact previous state, the chapter menu, and leaving and coming back through JSON."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tutorial_helpers import table_id, wrong_move
from tutorial.actions import ActionKind, LearnerAction
from tutorial.catalogue import MODULE_IDS
from tutorial.plan import OTHER_TABLES_NOTE, chapter_menu, chapter_steps, plan_for, plan_steps
from tutorial.session import TutorialSession
from tutorial.table import EVERY_TABLE, EVERY_TABLE_WITH_HOUSE_RULE, Table

MOST_STEPS = 200


def drive(session: TutorialSession, wrong_first: int = 0, right_move: str = "scripted",
          left: list[TutorialSession] | None = None) -> list[TutorialSession]:
    """Play to the end, making `wrong_first` wrong moves before the right one at every step that expects one.

    Returns the state on arriving at each step (and the finished one); `left` collects the state each step
    is left in, just before Next.
    """
    seen = [session]
    while not session.finished:
        assert len(seen) < MOST_STEPS, "the tutorial never ends"
        expects = session.step.expects
        if expects is not None:
            players = len(session.chapter_steps.names("en"))
            for count in range(1, wrong_first + 1):
                assert session.next() == session, "a step that expects a move let the learner on without it"
                session = session.act(wrong_move(expects, players))
                assert session.wrong_moves == count and not session.done
                assert session.hint == expects.hint
                assert session.highlight == (expects.highlight if count >= 2 else ())
            move = expects.scripted if right_move == "scripted" else max(expects.right, key=lambda a: (a.seats, a.value or 0))
            session = session.act(move)
            assert session.done and session.move == move and session.hint is None and session.highlight == ()
            assert session.response == expects.response_to(move)
        if left is not None:
            left.append(session)
        session = session.next()
        seen.append(session)
    return seen


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
@pytest.mark.parametrize("wrong_first", [0, 1, 2])
def test_every_plan_reaches_its_end(table: Table, wrong_first: int) -> None:
    seen = drive(TutorialSession.start(table), wrong_first)
    steps = plan_steps(table)
    assert [s.step.uid for s in seen[:-1]] == [step.uid for step in steps]
    expecting = [step for step in steps if step.expects is not None]
    assert len(expecting) >= 6
    assert seen[-1].finished and seen[-1].next() == seen[-1]


@pytest.mark.parametrize("table", [Table(4), Table(7, True)], ids=table_id)
def test_any_right_move_counts_not_only_the_scripted_one(table: Table) -> None:
    assert drive(TutorialSession.start(table), right_move="other")[-1].finished


def walk_to(session: TutorialSession, uid: str) -> TutorialSession:
    """On from `session` with the scripted moves, to the step `uid`."""
    while session.step.uid != uid:
        assert not session.finished, uid
        session = session.act(session.step.expects.scripted) if session.step.expects else session
        session = session.next()
    return session


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
def test_back_restores_exactly_the_state_before_next(table: Table) -> None:
    left: list[TutorialSession] = []
    arrived = drive(TutorialSession.start(table), wrong_first=1, left=left)
    assert len(left) == len(arrived) - 1 == len(plan_steps(table))
    for before, after in zip(left, arrived[1:]):
        # `before`: step i as the learner left it (a wrong move counted, the right one made); Next gives step i+1.
        assert before.next() == after
        assert after.back() == before
        assert after.back().next() == after
    assert arrived[0].back() == arrived[0] and not arrived[0].can_go_back


def test_replay_step_forgets_the_move_and_the_wrong_moves_of_that_step_only() -> None:
    session = walk_to(TutorialSession.start(Table(4)).go_to_chapter("four_players"), "four_players.g05.roll")
    wrong = wrong_move(session.step.expects, 4)
    session = session.act(wrong).act(session.step.expects.scripted)
    assert session.done and session.wrong_moves == 1
    again = session.replay_step()
    assert not again.done and again.wrong_moves == 0 and again.next() == again
    assert again.step == session.step and again.table == session.table


def test_a_move_on_a_step_without_expectation_or_already_done_changes_nothing() -> None:
    session = TutorialSession.start(Table(5))
    assert session.step.expects is None
    assert session.act(LearnerAction.of(ActionKind.ROLL, (0,))) == session
    roll = walk_to(session.go_to_chapter("real_game"), "real_game.g01.roll")
    done = roll.act(roll.step.expects.scripted)
    assert done.act(LearnerAction.of(ActionKind.TAP_CURTAIN, (0,))) == done


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
def test_the_plan_is_the_core_then_the_modules_for_this_table(table: Table) -> None:
    plan = plan_for(table)
    assert plan[:2] == ("start", "real_game"), "the core path is one real game on the game's own screens"
    assert ("four_players" in plan) == (table.players == 4)
    assert ("five_players" in plan) == (table.players == 5)
    assert ("followers" in plan) == (table.players >= 6)
    assert ("fall_mouse" in plan) == table.fall_mouse
    assert plan[-3:] == ("ties", "secrets", "practice")
    menu = chapter_menu(table)
    assert [entry.chapter for entry in menu] == ["real_game", *MODULE_IDS, "practice"]
    for entry in menu:
        assert entry.applies == (entry.chapter in plan)
        assert entry.note_key == (None if entry.applies else OTHER_TABLES_NOTE)


def test_a_chapter_for_other_tables_can_be_opened_and_played_through() -> None:
    session = TutorialSession.start(Table(8))
    session = session.next().next()  # into the core path
    opened = session.go_to_chapter("four_players")
    assert opened.chapter == "four_players" and opened.step_index == 0
    assert opened.route == ("start", "real_game", "four_players", "followers", "ties", "secrets", "practice")
    seen = drive(opened)
    assert seen[-1].finished
    assert opened.back().chapter == "real_game"
    assert session.go_to_chapter("no_such_chapter") == session
    assert session.go_to_chapter("ties").route == session.route


def test_choosing_the_table_on_the_first_screen_starts_its_own_plan() -> None:
    session = TutorialSession.start(Table(5))
    assert session.step.uid == "start.count" and session.step.skip is not None
    other = session.choose_table(Table(4))
    assert other.table == Table(4) and other.route == plan_for(Table(4)) and other.step.uid == "start.count"
    assert session.choose_table(Table(5)) == session


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
def test_leaving_and_coming_back_resumes_at_the_same_step(table: Table) -> None:
    for session in drive(TutorialSession.start(table), wrong_first=1):
        text = json.dumps(session.to_json())
        assert TutorialSession.from_text(text) == session


def test_a_resumed_session_with_a_wrong_move_pending_shows_the_hint_again() -> None:
    session = walk_to(TutorialSession.start(Table(5)), "real_game.g01.roll")
    session = session.act(wrong_move(session.step.expects, 5))
    back = TutorialSession.from_json(json.loads(json.dumps(session.to_json())))
    assert back.hint == session.step.expects.hint


BAD_SAVES = [
    "", "{", "[]", "null", "42", '"text"', "[[[[[[[[]]]]]]]]" * 3, "{}", '{"format": "cheese-thief-tutorial/1"}',
    "[" * 100_000 + "]" * 100_000,
]


@pytest.mark.parametrize("text", BAD_SAVES, ids=range(len(BAD_SAVES)))
def test_bad_json_starts_from_the_beginning(text: str) -> None:
    assert TutorialSession.from_text(text, Table(6)) == TutorialSession.start(Table(6))


def saved_in_the_middle() -> dict:
    session = TutorialSession.start(Table(7))
    for _ in range(8):
        session = session.act(session.step.expects.scripted) if session.step.expects else session
        session = session.next()
    return session.to_json()


@pytest.mark.parametrize("field,value", [
    ("players", 3), ("players", "7"), ("players", True), ("fall_mouse", "no"),
    ("route", ["real_game", "real_game"]), ("route", ["start", "real_game", "nowhere"]), ("route", ["real_game"]),
    ("chapter", "nowhere"), ("step", ["list"]),
    ("moves", {"real_game.g01.roll": {"kind": "roll", "seats": [3], "value": None}}),
    ("moves", {"real_game.g00.table": {"kind": "tap_widget", "seats": [], "value": 0}}),
    ("moves", {"nowhere": {}}), ("moves", []), ("wrong", {"real_game.g01.roll": -1}),
    ("wrong", {"real_game.g01.roll": 1.5}), ("wrong", {"real_game.g00.table": 1}), ("finished", "yes"),
    ("format", "other/1"),
])
def test_a_save_with_one_bad_field_starts_afresh_at_the_saved_table_when_it_is_readable(field: str, value: object) -> None:
    data = saved_in_the_middle()
    data[field] = value
    resumed = TutorialSession.from_json(data, Table(5))
    table_readable = field not in ("players", "fall_mouse")
    assert resumed == TutorialSession.start(Table(7) if table_readable else Table(5))


def saved_in_the_retired_core_chapter(table: Table) -> dict:
    """A save from when the core path began with a chapter of its own, on the tutorial's drawn table."""
    return {"format": "cheese-thief-tutorial/1", "players": table.players, "fall_mouse": table.fall_mouse,
            "tie_protects_thief": False, "route": ["start", "core", *plan_for(table)[1:]], "chapter": "core",
            "step": "peek", "moves": {"core.roll": {"kind": "roll", "seats": [0], "value": None}},
            "wrong": {"core.peek": 1}, "finished": False, "chapters_done": ["start"]}


@pytest.mark.parametrize("table", [Table(4), Table(6, True)], ids=table_id)
def test_a_save_in_the_retired_core_chapter_resumes_at_the_start_of_the_real_game(table: Table) -> None:
    resumed = TutorialSession.from_json(json.loads(json.dumps(saved_in_the_retired_core_chapter(table))))
    assert resumed.route == plan_for(table) and resumed.chapter == "real_game" and resumed.step_index == 0
    assert resumed.moves == () and resumed.wrong == () and resumed.chapters_done == ("start",)
    assert resumed != TutorialSession.start(table), "resumed, not started afresh"
    assert drive(resumed)[-1].finished


def test_a_save_past_the_retired_core_chapter_keeps_its_place_and_drops_its_tick() -> None:
    table = Table(5)
    result = next(step.uid for step in chapter_steps("ties", table).steps if step.uid.endswith(".result"))
    place = walk_to(TutorialSession.start(table).go_to_chapter("ties"), result)
    data = place.to_json()
    data["route"] = ["start", "core", *data["route"][1:]]
    data["chapters_done"] = ["start", "core", "real_game"]
    data["moves"] = {**data["moves"], "core.roll": {"kind": "roll", "seats": [0], "value": None}}
    resumed = TutorialSession.from_json(data)
    assert resumed.step.uid == result and resumed.route == place.route and resumed.moves == place.moves
    assert resumed.chapters_done == ("start", "real_game")


def test_a_save_from_an_earlier_version_of_a_chapter_begins_that_chapter_again() -> None:
    data = saved_in_the_middle()
    kept_moves = dict(data["moves"])
    data["step"] = "g03.roll"  # a step of the real game when the learner held the tablet for every mouse
    data["moves"] = {**kept_moves, "real_game.g03.roll": {"kind": "tap_widget", "seats": [], "value": 0}}
    data["wrong"] = {"real_game.g05.peek": 2}
    resumed = TutorialSession.from_json(data)
    assert resumed.chapter == "real_game" and resumed.step_index == 0
    assert resumed.moves == TutorialSession.from_json(saved_in_the_middle()).moves and resumed.wrong == ()
    assert resumed != TutorialSession.start(Table(7)), "resumed in its chapter, not started afresh"
    moved = TutorialSession.from_json({**saved_in_the_middle(), "chapter": "ties"})
    assert moved.chapter == "ties" and moved.step_index == 0, "a step not in the saved chapter begins that chapter"


def test_a_save_in_a_module_keeps_its_place_past_moves_an_earlier_real_game_had() -> None:
    ties = chapter_steps("ties", Table(5)).steps
    place = walk_to(TutorialSession.start(Table(5)).go_to_chapter("ties"), ties[len(ties) // 2].uid)
    data = place.to_json()
    data["moves"] = {**data["moves"], "real_game.g03.roll": {"kind": "tap_widget", "seats": [], "value": 0}}
    resumed = TutorialSession.from_json(data)
    assert resumed == place


def test_a_save_whose_step_is_missing_falls_back_too() -> None:
    data = saved_in_the_middle()
    del data["step"]
    assert TutorialSession.from_json(data) == TutorialSession.start(Table(7))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(JSON_VALUES)
def test_any_json_value_gives_a_session(value: object) -> None:
    session = TutorialSession.from_json(value)
    assert session == TutorialSession.start(session.table) and session.step.uid == "start.count"


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(saved_in_the_middle())), JSON_VALUES)
def test_any_value_in_any_field_of_a_real_save_gives_a_session(field: str, value: object) -> None:
    data = saved_in_the_middle()
    data[field] = value
    session = TutorialSession.from_json(data)
    assert session.step in session.chapter_steps.steps
    assert session.table in EVERY_TABLE + EVERY_TABLE_WITH_HOUSE_RULE
