"""Reading times with correct moves: the core path (one real game on the game's own screens) within 15 minutes, each
module within 90 seconds, for every table and language."""
from __future__ import annotations

import pytest

from tests.tutorial_helpers import LANGUAGES, table_id
from tutorial.catalogue import MODULE_IDS
from dataclasses import replace

from tutorial.measures import (ACTION_SECONDS, COACHED_MODULE_BUDGET_SECONDS, MODULE_BUDGET_SECONDS, PAUSE_SECONDS,
                               REAL_GAME_BUDGET_SECONDS)
from tutorial.plan import chapter_steps, plan_for
from tutorial.reading import chapter_seconds, step_seconds
from tutorial.table import EVERY_TABLE, Table


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_core_and_modules_fit_their_time(table: Table, lang: str) -> None:
    plan = plan_for(table)
    core = [chapter for chapter in plan if chapter not in MODULE_IDS]
    assert core == ["start", "real_game", "practice"]
    assert chapter_seconds(chapter_steps("real_game", table), lang) <= REAL_GAME_BUDGET_SECONDS
    for chapter in plan:
        if chapter in MODULE_IDS:
            shown = chapter_steps(chapter, table)
            budget = COACHED_MODULE_BUDGET_SECONDS if shown.steps[0].coached else MODULE_BUDGET_SECONDS
            assert chapter_seconds(shown, lang) <= budget, chapter


def test_a_step_takes_longer_for_more_words_and_for_an_action() -> None:
    module = chapter_steps("four_players", Table(4))
    names = module.names("en")
    by_name = {step.name: step for step in module.steps}
    quiet, acting = by_name["g05.hours"], by_name["g05.wake"]
    assert quiet.expects is None and acting.expects is not None
    assert step_seconds(quiet, "en", names) > PAUSE_SECONDS
    assert step_seconds(acting, "en", names) > ACTION_SECONDS + PAUSE_SECONDS
    answer = ((acting.expects.scripted, quiet.text),)
    answered = replace(acting, expects=replace(acting.expects, responses=answer))
    assert step_seconds(answered, "en", names) > step_seconds(acting, "en", names)  # its answer is read too
