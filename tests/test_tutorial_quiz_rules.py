"""The tutorial quiz's questions, checked against the referee: every answer, every picture, every reason.

Each question carries the record of the game it comes from. Its answer is worked out again here from the
referee's reading of that record (``game.referee.resolve`` with the seats' views) and from an independent
reading of R10 (``tests.rules_helpers.expected_knowledge``), never from the quiz's own code. No pygame.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cheese_thief.errors import PlayerCountError
from game.cheese_thief.record import from_record
from game.referee import resolve
from play.summary import Line, Seats
from tests.rules_helpers import NAMES, expected_knowledge
from tutorial.quiz_kinds import SPECS, kinds_for, make_question
from tutorial.quiz_question import NO, NOBODY, YES, Choice, ChoiceKind, Question, QuizKind, seat_choice

ROOT = Path(__file__).resolve().parent.parent
TABLES = [(count, fall_mouse) for count in range(4, 9) for fall_mouse in (False, True) if count >= 6 or not fall_mouse]
SEEDS = range(25)
ENGLISH = json.loads((ROOT / "assets/translations/cheese.en.json").read_text(encoding="utf-8"))["en"]


def seats(choices: frozenset[Choice]) -> list[int]:
    return sorted(int(choice.value) for choice in choices if choice.kind is ChoiceKind.SEAT)


def seats_or_nobody(found: list[int]) -> frozenset[Choice]:
    return frozenset(seat_choice(seat) for seat in found) or frozenset({NOBODY})


def subject(question: Question) -> tuple[int, int]:
    """The seat and hour a question about one mouse names, read from its prompt."""
    params = question.prompt.params
    name = params["name"]
    assert isinstance(name, Seats) and len(name.seats) == 1
    return name.seats[0], int(params["hour"])  # type: ignore[call-overload]


def expected_answer(question: Question, told: dict[str, Any]) -> frozenset[Choice]:
    """The answer as the referee's report and views give it."""
    views = {view["seat"]: view for view in told["views"]}
    thief = next(seat for seat, view in views.items() if view["role"] == "thief")
    count = len(views)
    kind = question.kind
    if kind is QuizKind.SAW_THIEF:
        awake = told["hours"][str(told["theft_hour"])]
        return seats_or_nobody([seat for seat in awake if seat != thief])
    if kind is QuizKind.MAY_PEEK:
        seat, hour = subject(question)
        view = views[seat]
        alone = all(not others for others in view["awake_with"].values())
        allowed = count != 4 and view["role"] != "thief" and alone
        return frozenset({YES if allowed else NO})
    if kind is QuizKind.CHEESE_SEEN:
        seat, hour = subject(question)
        return frozenset({Choice(ChoiceKind.CHEESE, views[seat]["cheese"][str(hour)])})
    if kind is QuizKind.THIEF_HOURS:
        return frozenset(Choice(ChoiceKind.HOUR, hour) for hour in views[thief]["wake_hours"])
    if kind is QuizKind.FOLLOWER:
        return seats_or_nobody(told["followers"])
    if kind is QuizKind.KNOWS_THIEF:
        return seats_or_nobody([seat for seat, view in views.items() if seat != thief and view["known_thief"] == thief])
    if kind is QuizKind.REVEALED:
        return frozenset(seat_choice(seat) for seat in told["revealed"])
    assert kind is QuizKind.WINNER
    return frozenset({Choice(ChoiceKind.SIDE, told["winner"])})


def check_situation(question: Question, record: dict[str, Any], told: dict[str, Any]) -> None:
    """The picture shows only true things: cards, dice, the hour's waking mice, the cheese, arrows and badges."""
    table = question.situation
    count = len(record["players"])
    thief = record["roles"].index("thief")
    assert table.players == tuple(record["players"]) and table.fall_mouse == record.get("fall_mouse", False)
    assert len(table.roles) == len(table.dice) == count
    for seat in range(count):
        shown_role = table.roles[seat]
        assert shown_role is None or shown_role.value == record["roles"][seat]
        shown = list(table.dice[seat])
        if not shown:
            continue
        if count == 4 and seat != thief:  # a Sleepyhead shows the die it chose to wake at
            assert shown == [record["wake_choice"][seat]] and shown[0] in record["dice"][seat]
        else:
            assert shown == record["dice"][seat]
    if count == 4 and any(table.dice[seat] for seat in range(count) if seat != thief):
        assert Line("quiz.note.four_players") in table.notes
    if table.hour is None:
        assert table.awake == () and table.cheese is None
    else:
        assert list(table.awake) == told["hours"][str(table.hour)]
        if table.cheese is not None:
            theft = told["theft_hour"]
            expected = "present" if table.hour < theft else "taken" if table.hour == theft else "gone"
            assert table.cheese.value == expected
    if table.votes is not None:
        assert list(table.votes) == record["votes"] and table.daytime and list(table.tally or ()) == told["tally"]
    else:
        assert not table.daytime and table.tally is None
    assert set(table.followers) <= set(told["followers"])
    if table.followers:
        assert list(table.followers) == told["followers"]
    if table.pointed:
        assert table.thief == thief and sorted(table.pointed) == sorted(record["followers"])
    assert all(0 <= seat < count for seat in table.focus)


def check_choices(question: Question, record: dict[str, Any]) -> None:
    count = len(record["players"])
    assert question.answer and question.answer <= set(question.choices)
    assert len(set(question.choices)) == len(question.choices)
    assert question.multiple or len(question.answer) == 1
    assert all(0 <= seat < count for seat in question.seat_choices)
    if NOBODY in question.answer:
        assert question.answer == {NOBODY}
    if question.kind in (QuizKind.SAW_THIEF, QuizKind.FOLLOWER, QuizKind.KNOWS_THIEF):
        # The Thief is never a choice: the question is about the others.
        assert record["roles"].index("thief") not in question.seat_choices and NOBODY in question.choices


def seat_param(line: Line, name: str) -> list[int]:
    value = line.params[name]
    assert isinstance(value, Seats)
    return list(value.seats)


def check_reason(question: Question, record: dict[str, Any], told: dict[str, Any]) -> None:
    """Every reason names what really happened: the Thief, the hour, the witnesses, the tally, the winners."""
    thief = record["roles"].index("thief")
    assert question.reason
    for line in question.reason + (question.prompt,) + question.situation.notes:
        assert line.key in ENGLISH, line.key
        for value in line.params.values():
            if isinstance(value, Seats):
                assert value.seats and all(0 <= seat < len(record["players"]) for seat in value.seats)
        key, params = line.key, line.params
        if key == "quiz.reason.theft":
            assert seat_param(line, "thief") == [thief] and params["hour"] == told["theft_hour"]
        elif key == "quiz.reason.saw.witnesses":
            assert seat_param(line, "names") == told["witnesses"] and params["hour"] == told["theft_hour"]
        elif key == "quiz.reason.saw.nobody":
            assert told["witnesses"] == [] and params["hour"] == told["theft_hour"]
        elif key in ("quiz.reason.revealed.one", "quiz.reason.revealed.tie"):
            named = seat_param(line, "name" if key.endswith("one") else "names")
            assert named == told["revealed"] and params["votes"] == max(told["tally"])
            assert (len(named) == 1) == key.endswith("one")
        elif key.startswith("quiz.reason.follower.") or key == "quiz.reason.knows.see_each_other" or key == "quiz.reason.knows.seven":
            if "names" in params or "name" in params:
                assert seat_param(line, "names" if "names" in params else "name") == told["followers"]
        elif key == "quiz.reason.winner.fall_mouse":
            assert told["winner"] == "fall_mouse" and seat_param(line, "name") == [record["roles"].index("fall_mouse")]
        elif key == "quiz.reason.winner.thief_caught":
            assert told["winner"] == "sleepyheads" and seat_param(line, "name") == [thief]
        elif key in ("quiz.reason.winner.thief_escaped", "quiz.reason.winner.thief_escaped_with"):
            assert told["winner"] == "thief" and seat_param(line, "name") == [thief]
            assert (key.endswith("_with")) == bool(told["followers"])
        elif key == "quiz.reason.peek.company":
            seat, hour = subject(question)
            others = told["views"][seat]["awake_with"][str(hour)]
            assert seat_param(line, "others") == others and others
        elif key == "quiz.reason.peek.alone":
            seat, hour = subject(question)
            assert told["views"][seat]["awake_with"][str(hour)] == []
        elif key == "quiz.reason.peek.thief":
            assert seat_param(line, "name") == [thief]
        elif key == "quiz.reason.peek.four_players":
            assert len(record["players"]) == 4


def check_question(question: Question, count: int, fall_mouse: bool) -> None:
    record = question.record
    assert record["players"] == list(NAMES[:count]) and record.get("fall_mouse", False) == fall_mouse
    told = resolve(record, views=True)
    assert question.answer == expected_answer(question, told), question
    check_situation(question, record, told)
    check_choices(question, record)
    check_reason(question, record, told)


@pytest.mark.parametrize("count, fall_mouse", TABLES, ids=lambda value: str(value))
def test_every_answer_agrees_with_the_referee(count: int, fall_mouse: bool) -> None:
    for kind in kinds_for(count):
        for seed in SEEDS:
            question = make_question(kind, NAMES[:count], fall_mouse, random.Random(seed))
            assert question.kind is kind
            check_question(question, count, fall_mouse)


@pytest.mark.parametrize("count", [5, 6, 7, 8])
def test_who_knows_the_thief_agrees_with_an_independent_reading_of_r10(count: int) -> None:
    for seed in SEEDS:
        question = make_question(QuizKind.KNOWS_THIEF, NAMES[:count], False, random.Random(seed))
        state = from_record(question.record)
        thief = state.thief
        knowing = [seat for seat in state.seats if seat != thief and expected_knowledge(state, seat)["known_thief"] == thief]
        assert seats(question.answer) == knowing and (NOBODY in question.answer) == (not knowing)


def test_every_kind_fits_the_counts_it_applies_to() -> None:
    assert kinds_for(4) == (QuizKind.SAW_THIEF, QuizKind.MAY_PEEK, QuizKind.CHEESE_SEEN, QuizKind.THIEF_HOURS,
                            QuizKind.KNOWS_THIEF, QuizKind.REVEALED, QuizKind.WINNER)
    for count in range(5, 9):
        assert QuizKind.THIEF_HOURS not in kinds_for(count) and QuizKind.FOLLOWER in kinds_for(count)
        assert len(kinds_for(count)) == 7
    assert {spec.kind for spec in SPECS} == set(QuizKind)
    with pytest.raises(ValueError):
        make_question(QuizKind.THIEF_HOURS, NAMES[:6], False, random.Random(1))
    with pytest.raises(ValueError):
        make_question(QuizKind.FOLLOWER, NAMES[:4], False, random.Random(1))
    with pytest.raises(PlayerCountError):
        make_question(QuizKind.WINNER, NAMES[:3], False, random.Random(1))
    with pytest.raises(PlayerCountError):
        make_question(QuizKind.WINNER, NAMES[:5], True, random.Random(1))


def answers_over_seeds(kind: QuizKind, count: int, fall_mouse: bool = False, seeds: int = 40) -> list[frozenset[Choice]]:
    return [make_question(kind, NAMES[:count], fall_mouse, random.Random(seed)).answer for seed in range(seeds)]


def test_questions_do_not_always_ask_the_likely_case() -> None:
    """The wished answers come out: yes and no, every cheese sight, every winning side, ties, "nobody"."""
    assert {YES, NO} == set().union(*answers_over_seeds(QuizKind.MAY_PEEK, 7))
    assert answers_over_seeds(QuizKind.MAY_PEEK, 4) == [frozenset({NO})] * 40
    cheese = {choice.value for answer in answers_over_seeds(QuizKind.CHEESE_SEEN, 6) for choice in answer}
    assert cheese == {"present", "taken", "gone"}
    sides = {choice.value for answer in answers_over_seeds(QuizKind.WINNER, 8, fall_mouse=True) for choice in answer}
    assert sides == {"sleepyheads", "thief", "fall_mouse"}
    assert any(len(answer) > 1 for answer in answers_over_seeds(QuizKind.REVEALED, 6))
    assert any(len(answer) == 1 for answer in answers_over_seeds(QuizKind.REVEALED, 6))
    assert frozenset({NOBODY}) in answers_over_seeds(QuizKind.SAW_THIEF, 5)
    assert any(len(seats(answer)) > 1 for answer in answers_over_seeds(QuizKind.SAW_THIEF, 8))
    assert any(len(answer) == 1 for answer in answers_over_seeds(QuizKind.THIEF_HOURS, 4, seeds=80))


def test_at_six_to_eight_a_follower_question_shows_a_witness_who_does_not_follow() -> None:
    """The wish for 6-8 players: someone saw the theft and was not chosen, so "witness = follower" is wrong."""
    for count in (6, 7, 8):
        for seed in range(15):
            question = make_question(QuizKind.FOLLOWER, NAMES[:count], False, random.Random(seed))
            told = resolve(question.record)
            assert set(told["witnesses"]) - set(told["followers"])


def test_a_question_is_the_same_for_the_same_generator() -> None:
    for kind in QuizKind:
        count = 4 if kind is QuizKind.THIEF_HOURS else 6
        first = make_question(kind, NAMES[:count], False, random.Random("same"))
        again = make_question(kind, NAMES[:count], False, random.Random("same"))
        assert first == again


def test_the_quiz_never_loads_pygame() -> None:
    probe = (
        "import sys\n"
        "import tutorial.quiz, tutorial.quiz_kinds, tutorial.quiz_games, tutorial.quiz_table\n"
        "from tutorial.quiz import QuizSession\n"
        "QuizSession.start(3, ['a', 'b', 'c', 'd', 'e'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
    imports_pygame = re.compile(r"^\s*(import|from)\s+pygame|import_module\(\s*[\"']pygame", re.MULTILINE)
    sources = list((ROOT / "tutorial").glob("quiz*.py"))
    assert len(sources) >= 5
    for path in sources:
        assert not imports_pygame.search(path.read_text(encoding="utf-8")), path.name


def test_no_quiz_picture_shows_its_answer() -> None:
    """Who follows the Thief is asked with a picture that neither points at nor marks the followers."""
    for count in (5, 6, 7, 8):
        for seed in range(8):
            question = make_question(QuizKind.FOLLOWER, NAMES[:count], False, random.Random(seed))
            if question is None:
                continue
            answer = {choice.value for choice in question.answer if choice.kind is ChoiceKind.SEAT}
            assert not set(question.situation.pointed) & answer and not set(question.situation.followers) & answer
            assert question.situation.pointed == () and question.situation.followers == ()
