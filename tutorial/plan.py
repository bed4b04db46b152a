"""The tutorial for one table: the chapters it plays, their steps, and the chapter menu."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tutorial.catalogue import CHAPTERS, chapter
from tutorial.chapters import start
from tutorial.deal import with_cards
from tutorial.scripted_games import ScriptedGame, scripted_game
from tutorial.steps import Step
from tutorial.table import Table
from tutorial.texts import default_names

OTHER_TABLES_NOTE = "tutorial.menu.other_tables"


@dataclass(frozen=True)
class ChapterSteps:
    id: str
    steps: tuple[Step, ...]
    game: ScriptedGame | None  # the real game the steps talk about (none for the first screen)
    players: int = 0  # without a scripted game, the table's count (the practice round names its seats)

    def names(self, lang: str) -> tuple[str, ...]:
        if self.game is not None:
            return self.game.names(lang)
        return default_names(lang, self.players) if self.players else ()


@dataclass(frozen=True)
class MenuEntry:
    chapter: str
    title_key: str
    applies: bool
    note_key: str | None  # why a chapter is marked: it is about other tables (it can still be opened)


@lru_cache(maxsize=64)
def chapter_steps(chapter_id: str, table: Table) -> ChapterSteps:
    """A chapter's steps as shown to `table` (a module that does not apply uses its own table's game)."""
    found = chapter(chapter_id)
    if found.build_without_game is not None:
        return ChapterSteps(chapter_id, found.build_without_game(table), None, table.players)
    if found.build is None or found.game_table is None:
        return ChapterSteps(chapter_id, start.steps(), None)
    game_table = found.game_table(table)
    game = scripted_game(chapter_id, game_table.players, game_table.fall_mouse)
    if found.game_for_table is not None:
        game = found.game_for_table(game, table)
    built = found.build_for_table(game, table) if found.build_for_table is not None else found.build(game)
    if any(step.coached for step in built):
        return ChapterSteps(chapter_id, built, game)  # the real curtain names each seat: no cards of its own
    return ChapterSteps(chapter_id, with_cards(built, game, found.is_module), game)


def plan_for(table: Table) -> tuple[str, ...]:
    """The chapters a table plays in order: the first screen, the core path, then the modules that apply."""
    return tuple(found.id for found in CHAPTERS if found.applies(table))


def plan_steps(table: Table) -> tuple[Step, ...]:
    return tuple(step for chapter_id in plan_for(table) for step in chapter_steps(chapter_id, table).steps)


def chapter_menu(table: Table) -> tuple[MenuEntry, ...]:
    """The core path and every module; modules for other tables are marked but can still be opened."""
    return tuple(
        MenuEntry(found.id, found.title_key, found.applies(table), None if found.applies(table) else OTHER_TABLES_NOTE)
        for found in CHAPTERS if found.id != start.ID
    )
