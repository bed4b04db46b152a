"""The anonymous measures of one opened tutorial, written to the history as the learner goes.

What is written is read off the sessions the screens move between: a run started for the table and language,
each step reached, each step's expected action settled (right after so many tries, or left after wrong ones),
the quiz's answers, and the end. Nothing else: no names and no free text (``storage.tutorial_stats`` refuses them
anyway). Every write is committed at once, so a run left in the middle keeps what was written. The history file
is opened at the run's first write and kept open until the learner leaves (the run's last write): opened and
closed for each write, its integrity check and the log's checkpoint took 2 ms of processor time (10-25 ms in
all) of every step the learner took. Without a history every call quietly does nothing.

A run is written as finished the moment the last step is passed, so a tutorial finished and then closed with the
program still counts; the quiz opened from the end screen still counts for that run. Steps revisited after the
finish are not counted again.
"""
from __future__ import annotations

import time
from typing import Callable

from storage.history import History
from tutorial.actions import ActionKind
from tutorial.chapters import start
from tutorial.quiz_question import QuizKind
from tutorial.session import TutorialSession
from tutorial.table import Table


def _on_a_step(session: TutorialSession) -> bool:
    """A step of a chapter on screen (not the first screen, which has no game, nor the end)."""
    return not session.finished and session.chapter != start.ID


class TutorialRecord:
    def __init__(self, enabled: bool = True, open_history: Callable[[], History] = History) -> None:
        self.enabled = enabled  # off for screens drawn for the gallery: they are nobody's learning
        self._open_history = open_history
        self.run: int | None = None
        self._finished: tuple[float, str] | None = None  # when the last step was passed, and that step
        self._history: History | None = None  # open from the run's first write to its last

    def _write(self, action: Callable[[History], object]) -> object:
        if self._history is None:
            self._history = self._open_history()
        return action(self._history)

    def close(self) -> None:
        """Let go of the history file (the learner left; a run started later opens it again)."""
        history, self._history = self._history, None
        if history is not None:
            history.close()

    # ----- a run -------------------------------------------------------------------------------------------
    def start(self, table: Table, lang: str, session: TutorialSession) -> None:
        """A run begins (or a saved tutorial is resumed) for `table` in `lang`, on the way to `session`."""
        if not self.enabled:
            return
        if self.run is not None:
            self.leave(session)
        run = self._write(lambda history: history.tutorial_started(table, lang))
        self.run = run if isinstance(run, int) else None
        if self.run is None:
            self.close()  # no history: each later call does nothing, and holds nothing open
        self._finished = None  # the step itself is recorded as the flow moves to it

    def moved(self, before: TutorialSession, after: TutorialSession) -> None:
        """The learner went from `before` to `after`: record the step reached, an action settled, the finish."""
        if self.run is None:
            return
        same_step = before.step.uid == after.step.uid and _on_a_step(before) and _on_a_step(after)
        if same_step:
            if before.move is None and after.move is not None:
                self._answer(after, right=True, attempts=before.wrong_moves + 1)
            return
        if _on_a_step(before):
            if before.move is None and dict(after.moves).get(before.step.uid) is not None:
                # A coached step's right tap and the step after it come as one move (the real screen moved on).
                self._answer(before, right=True, attempts=before.wrong_moves + 1)
            else:
                self._settle(before)
        if after.finished and not before.finished:
            if self._finished is None:
                # Written at once, so a tutorial finished and then closed with the program still counts as
                # finished; the quiz on the end screen still counts for it (answers may join a finished run).
                run, uid = self.run, before.step.uid
                self._finished = (time.time(), uid)
                self._write(lambda history: history.tutorial_ended(run, True, uid))
        elif _on_a_step(after) and self._finished is None:
            self._step(after)

    def leave(self, session: TutorialSession) -> None:
        """The learner leaves the tutorial: the run is finished if the last step was passed, abandoned otherwise."""
        run, finished = self.run, self._finished
        if run is None or finished is not None:
            self.run, self._finished = None, None
            self.close()
            return  # nothing open, or counted as finished when the last step was passed: going back changes nothing
        self.run, self._finished = None, None
        if _on_a_step(session):
            self._settle(session, run)
        self._write(lambda history: history.tutorial_ended(run, False, session.step.uid))
        self.close()

    def answer(self, kind: QuizKind | ActionKind, right: bool, attempts: int) -> None:
        """A question of the quiz answered (or an action of a step), counted for the run still open."""
        run = self.run
        if run is not None:
            self._write(lambda history: history.tutorial_answer(run, kind, right, attempts))

    # ----- details -----------------------------------------------------------------------------------------
    def _step(self, session: TutorialSession) -> None:
        run, step = self.run, session.step
        self._write(lambda history: history.tutorial_step(run, step.uid, step.chapter))

    def _answer(self, session: TutorialSession, right: bool, attempts: int) -> None:
        expects = session.step.expects
        if expects is not None:
            self.answer(expects.kind, right, attempts)

    def _settle(self, session: TutorialSession, run: int | None = None) -> None:
        """A step left with wrong moves and no right one counts as missed."""
        if session.move is None and session.wrong_moves > 0 and session.step.expects is not None:
            kind, attempts = session.step.expects.kind, session.wrong_moves
            run = self.run if run is None else run
            self._write(lambda history: history.tutorial_answer(run, kind, False, attempts))
