"""A quiz session: questions fitted to the table, immediate feedback with the reason, retry, skip, score.

No pygame: the session is what the quiz screen drives.
"""

from __future__ import annotations

import random

import pytest

from game.cheese_thief.errors import PlayerCountError
from tests.rules_helpers import NAMES
from tutorial.quiz import DEFAULT_LENGTH, MAX_LENGTH, QuizError, QuizSession, Result, pick_kinds
from tutorial.quiz_kinds import kinds_for
from tutorial.quiz_question import NOBODY, Choice, ChoiceKind, Question, QuizKind, seat_choice


def wrong_choice(question: Question) -> Choice:
    """A choice that is not (all of) the answer."""
    return next(choice for choice in question.choices if choice not in question.answer)


def answer_right(quiz: QuizSession) -> None:
    question = quiz.question
    if question.multiple:
        for choice in question.answer:
            quiz.toggle(choice)
        feedback = quiz.check()
    else:
        feedback = quiz.choose(next(iter(question.answer)))
    assert feedback.right and feedback.reason == question.reason


def answer_wrong(quiz: QuizSession) -> None:
    question = quiz.question
    if question.multiple:
        quiz.toggle(wrong_choice(question))
        feedback = quiz.check()
    else:
        feedback = quiz.choose(wrong_choice(question))
    assert not feedback.right and feedback.answer == question.answer and feedback.reason == question.reason


def test_a_quiz_is_fitted_to_the_table_and_mixes_kinds() -> None:
    for count in range(4, 9):
        for fall_mouse in (False, True) if count >= 6 else (False,):
            quiz = QuizSession.start(11, NAMES[:count], fall_mouse)
            assert len(quiz.questions) == DEFAULT_LENGTH
            kinds = [question.kind for question in quiz.questions]
            assert len(set(kinds)) == DEFAULT_LENGTH, "five questions, five different kinds"
            assert set(kinds) <= set(kinds_for(count))
            for question in quiz.questions:
                assert question.situation.player_count == count and question.situation.fall_mouse == fall_mouse


def test_long_quizzes_use_every_kind_before_repeating_one() -> None:
    kinds = pick_kinds(6, 16, random.Random(4))
    assert set(kinds[:7]) == set(kinds_for(6)) and set(kinds[7:14]) == set(kinds_for(6))
    assert all(a != b for a, b in zip(kinds, kinds[1:]))
    assert len(QuizSession.start(1, NAMES[:5], length=99).questions) == MAX_LENGTH
    assert len(QuizSession.start(1, NAMES[:5], length=0).questions) == 1


def test_a_quiz_is_deterministic_from_its_seed() -> None:
    first = QuizSession.start(42, NAMES[:7], True)
    again = QuizSession.start(42, NAMES[:7], True)
    other = QuizSession.start(43, NAMES[:7], True)
    assert first.questions == again.questions
    assert first.questions != other.questions


def test_a_right_answer_gets_feedback_with_the_reason_and_counts_at_the_first_try() -> None:
    quiz = QuizSession.start(5, NAMES[:6])
    answer_right(quiz)
    assert quiz.feedback is not None and quiz.feedback.right and not quiz.can_retry()
    with pytest.raises(QuizError):
        quiz.retry()
    quiz.next()
    assert quiz.index == 1 and quiz.feedback is None and quiz.picks == frozenset()
    assert quiz.results[0] is Result.RIGHT_FIRST_TRY


def test_a_wrong_answer_can_be_tried_again() -> None:
    quiz = QuizSession.start(6, NAMES[:5])
    answer_wrong(quiz)
    assert quiz.can_retry() and quiz.results[0] is Result.WRONG
    with pytest.raises(QuizError):
        quiz.choose(quiz.question.choices[0])  # no second answer before retrying
    quiz.retry()
    assert quiz.answering and quiz.picks == frozenset()
    answer_right(quiz)
    assert quiz.results[0] is Result.RIGHT_AFTER_RETRY


def test_moving_on_after_a_wrong_answer_keeps_it_wrong_and_skipping_counts_nothing() -> None:
    quiz = QuizSession.start(7, NAMES[:8], True)
    answer_wrong(quiz)
    quiz.next()
    quiz.next()  # skipped without an answer
    answer_wrong(quiz)
    quiz.retry()
    quiz.next()  # gave up on the retry
    answer_right(quiz)
    quiz.next()
    answer_right(quiz)
    quiz.next()
    assert quiz.finished and not quiz.answering
    assert quiz.results == [Result.WRONG, Result.SKIPPED, Result.WRONG, Result.RIGHT_FIRST_TRY, Result.RIGHT_FIRST_TRY]
    score = quiz.score()
    assert (score.right_first_try, score.right_after_retry, score.total) == (2, 0, 5)
    with pytest.raises(QuizError):
        quiz.next()
    with pytest.raises(QuizError):
        _ = quiz.question


def test_nobody_and_seats_exclude_each_other() -> None:
    for seed in range(40):
        quiz = QuizSession.start(seed, NAMES[:6], length=7)
        while not quiz.finished and quiz.question.kind is not QuizKind.SAW_THIEF:
            quiz.next()
        if quiz.finished:
            continue
        seat = quiz.question.seat_choices[0]
        assert not quiz.can_check()
        quiz.toggle(seat_choice(seat))
        assert quiz.can_check()
        assert quiz.toggle(NOBODY) == {NOBODY}
        assert quiz.toggle(seat_choice(seat)) == {seat_choice(seat)}
        assert quiz.toggle(seat_choice(seat)) == frozenset()
        assert not quiz.can_check()
        with pytest.raises(QuizError):
            quiz.check()
        return
    pytest.fail("no quiz asked who saw the Thief")


def test_the_wrong_shape_of_answer_is_refused() -> None:
    quiz = QuizSession.start(8, NAMES[:6], length=7)
    kinds_seen = set()
    while not quiz.finished:
        question = quiz.question
        kinds_seen.add(question.multiple)
        right_way, wrong_way = (quiz.toggle, quiz.choose) if question.multiple else (quiz.choose, quiz.toggle)
        with pytest.raises(QuizError):
            wrong_way(question.choices[0])
        with pytest.raises(QuizError):
            right_way(Choice(ChoiceKind.HOUR, 9))  # no question offers a ninth hour
        assert quiz.answering
        quiz.next()
    assert kinds_seen == {True, False}


def test_a_table_the_rules_do_not_allow_is_refused() -> None:
    with pytest.raises(PlayerCountError):
        QuizSession.start(1, NAMES[:3])
    with pytest.raises(PlayerCountError):
        QuizSession.start(1, NAMES[:4], fall_mouse=True)
