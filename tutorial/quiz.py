"""A quiz: a few questions fitted to the table, each answered with immediate feedback, a retry, and a score.

Deterministic from its seed: the same seed, table and options give the same questions. The quiz never blocks
anything: a question may be skipped and the quiz left at any moment.

Whoever opened the quiz may listen to its answers (``on_answer``): each question is told once it is settled,
right (when judged so) or wrong (when the quiz moves past it after a wrong answer), with its kind and the
number of tries. The quiz knows nothing of what the listener does with them.
"""

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Sequence

from game.cheese_thief.config import check_fall_mouse, check_player_count
from play.summary import Line

from tutorial.quiz_kinds import kinds_for, make_question
from tutorial.quiz_question import Choice, ChoiceKind, QuizKind, Question

DEFAULT_LENGTH = 5
MAX_LENGTH = 20

AnswerListener = Callable[[QuizKind, bool, int], None]  # (question's kind, right in the end, tries)


class Result(str, Enum):
    UNANSWERED = "unanswered"
    RIGHT_FIRST_TRY = "right_first_try"
    RIGHT_AFTER_RETRY = "right_after_retry"
    WRONG = "wrong"  # answered wrong and moved on
    SKIPPED = "skipped"


class QuizError(ValueError):
    """A step the quiz does not allow now (answering twice, retrying a right answer...)."""


@dataclass(frozen=True)
class Feedback:
    right: bool
    picked: frozenset[Choice]
    answer: frozenset[Choice]
    reason: tuple[Line, ...]  # the question's reason, named on every answer, right or wrong


@dataclass(frozen=True)
class Score:
    right_first_try: int
    right_after_retry: int
    total: int


def pick_kinds(player_count: int, length: int, rng: random.Random) -> list[QuizKind]:
    """``length`` kinds for this table, every kind once before any comes again, in a shuffled order."""
    kinds: list[QuizKind] = []
    while len(kinds) < length:
        batch = list(kinds_for(player_count))
        rng.shuffle(batch)
        if kinds and batch[0] == kinds[-1]:  # never the same kind twice in a row across batches
            batch.append(batch.pop(0))
        kinds += batch
    return kinds[:length]


def kinds_of_quiz(seed: int, player_count: int, fall_mouse: bool, length: int) -> list[QuizKind]:
    """The kinds of a quiz's questions, in order, without making the questions."""
    return pick_kinds(player_count, length, random.Random(f"cheese-thief-quiz:{seed}:{player_count}:{fall_mouse}"))


def make_questions(seed: int, names: Sequence[str], fall_mouse: bool, length: int) -> tuple[Question, ...]:
    kinds = kinds_of_quiz(seed, len(names), fall_mouse, length)
    # Each question has its own generator, so a question does not change when another kind's games do.
    return tuple(
        make_question(kind, names, fall_mouse, random.Random(f"{seed}:{index}:{kind.value}:{fall_mouse}"))
        for index, kind in enumerate(kinds)
    )


@dataclass
class QuizSession:
    seed: int
    names: tuple[str, ...]
    fall_mouse: bool = False
    length: int = DEFAULT_LENGTH
    questions: tuple[Question, ...] = ()
    index: int = 0
    picks: frozenset[Choice] = frozenset()
    feedback: Feedback | None = None
    results: list[Result] = field(default_factory=list)
    tries: list[int] = field(default_factory=list)  # answers judged, by question
    on_answer: AnswerListener | None = field(default=None, compare=False, repr=False)

    @classmethod
    def start(cls, seed: int, names: Sequence[str], fall_mouse: bool = False, length: int = DEFAULT_LENGTH,
              on_answer: AnswerListener | None = None) -> "QuizSession":
        names = tuple(names)
        check_player_count(len(names))
        check_fall_mouse(len(names), fall_mouse)
        length = max(1, min(MAX_LENGTH, int(length)))
        questions = make_questions(seed, names, fall_mouse, length)
        return cls(seed, names, fall_mouse, length, questions, results=[Result.UNANSWERED] * length,
                   tries=[0] * length, on_answer=on_answer)

    # ----- where the quiz is -------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.questions)

    @property
    def question(self) -> Question:
        if self.finished:
            raise QuizError("the quiz is over")
        return self.questions[self.index]

    @property
    def answering(self) -> bool:
        """A question is on the table and waits for an answer."""
        return not self.finished and self.feedback is None

    def can_check(self) -> bool:
        return self.answering and self.question.multiple and bool(self.picks)

    # ----- answering ---------------------------------------------------------------------------------------
    def toggle(self, choice: Choice) -> frozenset[Choice]:
        """Tap a choice of a question with several right answers: picked or unpicked. "Nobody" and seats
        exclude each other, so picking one clears the other."""
        self._check_answering(choice)
        if not self.question.multiple:
            raise QuizError("this question takes one answer: choose it")
        if choice in self.picks:
            self.picks = self.picks - {choice}
        elif choice.kind is ChoiceKind.NOBODY:
            self.picks = frozenset({choice})
        else:
            self.picks = frozenset(pick for pick in self.picks if pick.kind is not ChoiceKind.NOBODY) | {choice}
        return self.picks

    def choose(self, choice: Choice) -> Feedback:
        """Answer a one-answer question with ``choice``."""
        self._check_answering(choice)
        if self.question.multiple:
            raise QuizError("this question takes several answers: toggle them, then check")
        self.picks = frozenset({choice})
        return self._judge()

    def check(self) -> Feedback:
        """Answer a several-answer question with the choices picked so far."""
        if not self.can_check():
            raise QuizError("nothing to check: pick at least one choice first")
        return self._judge()

    def _check_answering(self, choice: Choice) -> None:
        if not self.answering:
            raise QuizError("the question is already answered")
        if choice not in self.question.choices:
            raise QuizError(f"{choice} is not one of this question's choices")

    def _judge(self) -> Feedback:
        question = self.question
        right = self.picks == question.answer
        self.feedback = Feedback(right, self.picks, question.answer, question.reason)
        self.tries[self.index] += 1
        if right:
            retried = self.results[self.index] is Result.WRONG
            self.results[self.index] = Result.RIGHT_AFTER_RETRY if retried else Result.RIGHT_FIRST_TRY
            self._tell(True)
        else:
            self.results[self.index] = Result.WRONG
        return self.feedback

    def _tell(self, right: bool) -> None:
        if self.on_answer is not None:
            self.on_answer(self.question.kind, right, self.tries[self.index])

    # ----- moving on ---------------------------------------------------------------------------------------
    def can_retry(self) -> bool:
        return self.feedback is not None and not self.feedback.right

    def retry(self) -> None:
        """Ask the same question again after a wrong answer; the picks start empty."""
        if not self.can_retry():
            raise QuizError("only a wrong answer can be tried again")
        self.feedback = None
        self.picks = frozenset()

    def next(self) -> None:
        """The next question: after the feedback, or straight away to skip this one."""
        if self.finished:
            raise QuizError("the quiz is over")
        if self.feedback is None and self.results[self.index] is Result.UNANSWERED:
            self.results[self.index] = Result.SKIPPED
        if self.results[self.index] is Result.WRONG:
            self._tell(False)  # given up after a wrong answer
        self.index += 1
        self.feedback = None
        self.picks = frozenset()

    def score(self) -> Score:
        return Score(
            right_first_try=self.results.count(Result.RIGHT_FIRST_TRY),
            right_after_retry=self.results.count(Result.RIGHT_AFTER_RETRY),
            total=len(self.questions),
        )


def answer_current(quiz: QuizSession, right: bool) -> None:
    """Answer the question on screen the right way or a wrong way, as a demonstration or a test would."""
    question = quiz.question
    picks = question.answer if right else {next(c for c in question.choices if c not in question.answer)}
    if question.multiple:
        for choice in picks:
            quiz.toggle(choice)
        quiz.check()
    else:
        quiz.choose(next(iter(picks)))
