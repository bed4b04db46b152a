"""What the tutorial teaches, measured: anonymous, local counts kept in the history database.

Nothing personal is stored: no names and no free text, only the table (players, Fall Mouse), the language,
step and chapter identifiers of the script, question kinds, right or wrong, attempts and times. Anything else
is refused quietly (the call does nothing), and every call is safe on a broken or missing database.

The tutorial screen's API (methods of ``storage.history.History``)::

    run = history.tutorial_started(table, lang)        # a run id, or None when there is no history
    history.tutorial_step(run, step.uid, step.chapter) # a step reached (the previous one is left then)
    history.tutorial_answer(run, kind, right, attempts)# a question answered: its kind, right or not, tries
    history.tutorial_ended(run, finished, step.uid)    # finished, or abandoned at that step; time is measured

The café statistics read ``history.tutorial_summary()``: runs started, finished and abandoned, the steps
where people leave most, the question kinds missed most and the median time of a finished run.
"""
from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, TypeGuard

from narrator.texts import LANGUAGES
from tutorial.actions import ActionKind
from tutorial.quiz_question import QuizKind
from tutorial.catalogue import CHAPTER_IDS
from tutorial.plan import chapter_steps
from tutorial.table import EVERY_TABLE, Table

TUTORIAL_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS tutorial_runs (id INTEGER PRIMARY KEY AUTOINCREMENT, started REAL NOT NULL,"
    " players INTEGER NOT NULL, fall_mouse INTEGER NOT NULL, language TEXT NOT NULL,"
    " ended REAL, outcome TEXT, left_at TEXT, seconds REAL)",
    "CREATE TABLE IF NOT EXISTS tutorial_steps (run INTEGER NOT NULL, step TEXT NOT NULL, chapter TEXT NOT NULL,"
    " reached REAL NOT NULL, left REAL)",
    "CREATE TABLE IF NOT EXISTS tutorial_answers (run INTEGER NOT NULL, kind TEXT NOT NULL, right INTEGER NOT NULL,"
    " attempts INTEGER NOT NULL)",
)
FINISHED, ABANDONED = "finished", "abandoned"
MAX_ATTEMPTS = 999
MAX_RUN_SECONDS = 7 * 24 * 3600  # a run left open for longer is not a measure of learning
# A question is a quiz question (its QuizKind) or a step waiting for an action (its ActionKind); the two sets
# of names do not overlap, so one column tells them apart.
QUESTION_KINDS: frozenset[str] = frozenset(kind.value for kind in (*QuizKind, *ActionKind))


@dataclass(frozen=True)
class TutorialSummary:
    started: int
    finished: int
    abandoned: int
    left_at: tuple[tuple[str, int], ...]  # step uid -> abandoned runs that left there, most first
    missed: tuple[tuple[str, int, int], ...]  # question kind -> (missed, answered), most missed first
    median_seconds: float | None  # of finished runs; None before any


@lru_cache(maxsize=1)
def known_steps() -> dict[str, str]:
    """Every step uid of the script, with its chapter: the only step names that are stored."""
    return {step.uid: step.chapter for table in EVERY_TABLE for chapter_id in CHAPTER_IDS
            for step in chapter_steps(chapter_id, table).steps}


def _is_run(run: object) -> TypeGuard[int]:
    return isinstance(run, int) and not isinstance(run, bool) and run > 0


@lru_cache(maxsize=None)
def _steps_at(chapter_id: str, table: Table) -> frozenset[str]:
    """One chapter's step uids as one table is shown them: the checks of a run look a table at a time (the whole
    script's, ``known_steps``, took 50-100 ms in the frame of the tutorial's first step)."""
    return frozenset(step.uid for step in chapter_steps(chapter_id, table).steps)


def _is_step(step: object, chapter: object) -> bool:
    return (isinstance(step, str) and isinstance(chapter, str) and chapter in CHAPTER_IDS
            and any(step in _steps_at(chapter, table) for table in EVERY_TABLE))


def _is_known(step: object) -> bool:
    """A step uid of the script, whatever its chapter (a uid begins with its chapter's id)."""
    return isinstance(step, str) and _is_step(step, step.partition(".")[0])


class TutorialStatistics:
    """The tutorial's measures; mixed into ``History``, whose ``_run`` runs one statement safely."""

    _run: Callable[..., list[tuple[Any, ...]]]

    def tutorial_started(self, table: Table, lang: str, now: float | None = None) -> int | None:
        if not isinstance(table, Table) or lang not in LANGUAGES:
            return None
        rows = self._run(
            "INSERT INTO tutorial_runs (started, players, fall_mouse, language) VALUES (?, ?, ?, ?) RETURNING id",
            (_now(now), table.players, int(table.fall_mouse), lang),
        )
        return int(rows[0][0]) if rows else None

    def tutorial_step(self, run: int | None, step: str, chapter: str, now: float | None = None) -> None:
        """The learner reached `step`; the step shown before it is left at the same moment."""
        if not _is_run(run) or not _is_step(step, chapter) or not self._open_run(run):
            return
        at = _now(now)
        self._leave_step(run, at)
        self._run("INSERT INTO tutorial_steps (run, step, chapter, reached) VALUES (?, ?, ?, ?)",
                  (run, step, chapter, at))

    def tutorial_answer(self, run: int | None, kind: QuizKind | ActionKind | str, right: bool,
                        attempts: int) -> None:
        """A question answered: its kind (a quiz question's, or the action a step waited for), whether the
        learner got it right in the end, after how many tries."""
        kind_value = kind.value if isinstance(kind, (QuizKind, ActionKind)) else kind
        if not isinstance(kind_value, str) or kind_value not in QUESTION_KINDS:
            return
        if not _is_run(run) or not isinstance(right, bool) or not self._answerable_run(run):
            return
        if isinstance(attempts, bool) or not isinstance(attempts, int) or not 0 < attempts <= MAX_ATTEMPTS:
            return
        self._run("INSERT INTO tutorial_answers (run, kind, right, attempts) VALUES (?, ?, ?, ?)",
                  (run, kind_value, int(right), attempts))

    def tutorial_ended(self, run: int | None, finished: bool, step: str, now: float | None = None) -> None:
        """The run is over: finished, or abandoned at `step` (a step uid). Its time is measured from its start."""
        if not _is_run(run) or not isinstance(finished, bool) or not _is_known(step):
            return
        rows = self._open_run(run)
        if not rows:
            return
        at = _now(now)
        seconds = at - rows[0][0] if isinstance(rows[0][0], (int, float)) else None
        if seconds is not None and not 0 <= seconds <= MAX_RUN_SECONDS:
            seconds = None
        self._leave_step(run, at)
        self._run("UPDATE tutorial_runs SET ended = ?, outcome = ?, left_at = ?, seconds = ? WHERE id = ?",
                  (at, FINISHED if finished else ABANDONED, None if finished else step, seconds, run))

    def tutorial_summary(self, limit: int = 5) -> TutorialSummary:
        """The counts the café statistics show; rows that are not what the program writes are skipped."""
        limit = max(0, int(limit))
        outcomes = Counter(row[0] for row in self._run("SELECT outcome FROM tutorial_runs"))
        runs = self._run("SELECT outcome, left_at, seconds FROM tutorial_runs WHERE outcome IS NOT NULL")
        left = Counter(left_at for outcome, left_at, _ in runs if outcome == ABANDONED and left_at in known_steps())
        times = [float(seconds) for outcome, _, seconds in runs
                 if outcome == FINISHED and _usable_seconds(seconds)]
        answered: Counter[str] = Counter()
        missed: Counter[str] = Counter()
        for kind, right in self._run("SELECT kind, right FROM tutorial_answers"):
            if kind in QUESTION_KINDS and right in (0, 1):
                answered[kind] += 1
                missed[kind] += right == 0
        by_missed = sorted(answered, key=lambda kind: (-missed[kind], kind))
        return TutorialSummary(
            started=sum(outcomes.values()),
            finished=outcomes[FINISHED],
            abandoned=outcomes[ABANDONED],
            left_at=tuple(sorted(left.items(), key=lambda item: (-item[1], item[0]))[:limit]),
            missed=tuple((kind, missed[kind], answered[kind]) for kind in by_missed if missed[kind])[:limit],
            median_seconds=round(statistics.median(times), 1) if times else None,
        )

    def _open_run(self, run: int) -> list[tuple[Any, ...]]:
        """The start time of a run still going (an ended run is not written to again)."""
        return self._run("SELECT started FROM tutorial_runs WHERE id = ? AND outcome IS NULL", (run,))

    def _answerable_run(self, run: int) -> list[tuple[Any, ...]]:
        """A run still going, or finished: a quiz taken at the end of a finished tutorial counts for it."""
        return self._run("SELECT started FROM tutorial_runs WHERE id = ? AND (outcome IS NULL OR outcome = ?)",
                         (run, FINISHED))

    def _leave_step(self, run: int, at: float) -> None:
        self._run("UPDATE tutorial_steps SET left = ? WHERE run = ? AND left IS NULL", (at, run))


def _now(now: float | None) -> float:
    return time.time() if now is None else float(now)


def _usable_seconds(seconds: object) -> bool:
    return (isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and math.isfinite(seconds)
            and 0 <= seconds <= MAX_RUN_SECONDS)
