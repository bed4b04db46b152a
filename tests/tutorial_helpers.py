"""Shared by the tutorial tests: every table's plan, every chapter's steps, and moves a learner could make."""
from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from tutorial.actions import ActionKind, LearnerAction
from tutorial.catalogue import CHAPTERS
from tutorial.plan import ChapterSteps, chapter_steps
from tutorial.steps import Expectation
from tutorial.table import EVERY_TABLE, EVERY_TABLE_WITH_HOUSE_RULE, Table

LANGUAGES = ("zh", "en", "fr", "de")


def table_id(table: Table) -> str:
    return f"{table.players}p{'-fall-mouse' if table.fall_mouse else ''}{'-tie-rule' if table.tie_protects_thief else ''}"


def every_chapter_shown() -> Iterator[tuple[Table, ChapterSteps]]:
    """Each chapter at each table, including modules for other tables (they stay reachable from the menu)."""
    return iter(_every_chapter_shown())


@cache
def _every_chapter_shown() -> tuple[tuple[Table, ChapterSteps], ...]:
    # Built once per test process: there are more of them than chapter_steps keeps, so a walk through all of
    # them in order would build every one again each time.
    shown = [(table, chapter_steps(chapter.id, table)) for table in EVERY_TABLE for chapter in CHAPTERS]
    shown += [(table, chapter_steps(chapter.id, table)) for table in EVERY_TABLE_WITH_HOUSE_RULE  # told its way
              for chapter in CHAPTERS if chapter.build_for_table is not None]
    return tuple(shown)


def wrong_move(expects: Expectation, players: int) -> LearnerAction:
    """A move a learner might make that is not right: the expected kind on a wrong target if there is one."""
    candidates = [LearnerAction.of(expects.kind, (seat,)) for seat in range(players)]
    candidates += [LearnerAction.of(expects.kind, (), index) for index in (0, 1, 2)]
    candidates += [LearnerAction.of(expects.kind), LearnerAction.of(ActionKind.TAP_CURTAIN, (0,))]
    for candidate in candidates:
        if candidate not in expects.right:
            return candidate
    raise AssertionError("every candidate move is right")
