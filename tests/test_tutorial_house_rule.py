"""The tutorial teaches ties as the table plays them: the house rule "a tie protects the Thief" (R11.2) when the
table chose it at setup, the standard rules otherwise; every fact of both checked against the referee."""
from __future__ import annotations

import io
import json
from dataclasses import replace

import pytest

from game.referee import resolve
from tutorial.dry_run import run_dry_run
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import EVERY_TABLE, EVERY_TABLE_WITH_HOUSE_RULE, Table
from tutorial.texts import Names

from tests.tutorial_helpers import LANGUAGES, table_id

HOUSE_RULE = {"tie_protects_thief": True}


def result_step(table: Table):
    (step,) = [step for step in chapter_steps("ties", table).steps if step.name.endswith(".result")]
    return step


def seats_of(step, name: str) -> list[int]:
    value = step.text.param(name)
    assert isinstance(value, Names)
    return list(value.seats)


@pytest.mark.parametrize("table", EVERY_TABLE, ids=table_id)
def test_R11_2_the_ties_chapter_says_what_the_referee_decides_under_each_rule(table: Table) -> None:
    house_table = replace(table, tie_protects_thief=True)
    standard, house = chapter_steps("ties", table), chapter_steps("ties", house_table)
    assert standard.game is not None and house.game == standard.game, "one real tie, told under either rule"
    record = standard.game.record
    assert house.game is not None and house.game.record == {**record, "house_rules": HOUSE_RULE}, \
        "the real screens play the tie under the table's rule"
    plain, protected = resolve(record), resolve(house.game.record)
    assert plain["winner"] == "sleepyheads" and protected["winner"] == "thief"
    assert protected["decided_by_house_rule"] is not None
    for step, referee, rule in ((result_step(table), plain, "result_sleepyheads"),
                                (result_step(house_table), protected, "result_thief_house_rule")):
        assert step.text.key.startswith(f"tutorial.game.{rule}")
        assert seats_of(step, "winners") == referee["winners"]
        named = seats_of(step, "winners") + seats_of(step, "name") + (
            seats_of(step, "losers") if "losers" in dict(step.text.params) else
            seats_of(step, "followers") if "followers" in dict(step.text.params) else [])
        assert sorted(set(named)) == list(range(table.players)), "every player named, winner or loser"
        (thief,) = seats_of(step, "name")
        assert record["roles"][thief] == "thief" and thief in referee["revealed"] and len(referee["revealed"]) > 1
    assert [step.name for step in standard.steps] == [step.name for step in house.steps]


def test_R11_2_only_the_ties_chapter_changes_with_the_house_rule() -> None:
    for table, house_table in zip(EVERY_TABLE, EVERY_TABLE_WITH_HOUSE_RULE):
        for chapter_id in TutorialSession.start(table).route:
            plain, house = chapter_steps(chapter_id, table), chapter_steps(chapter_id, house_table)
            assert (plain.steps == house.steps) == (chapter_id != "ties"), (table, chapter_id)


def test_a_saved_tutorial_keeps_its_table_s_house_rule_and_an_old_save_reads_as_the_standard_rules() -> None:
    table = Table(6, True, True)
    session = TutorialSession.start(table).next()
    again = TutorialSession.from_json(json.loads(json.dumps(session.to_json())), fallback=table)
    assert again == session and again.table.tie_protects_thief
    older = {key: value for key, value in session.to_json().items() if key != "tie_protects_thief"}
    assert TutorialSession.from_json(older, fallback=Table(6, True)).table == Table(6, True)
    assert TutorialSession.from_json({**session.to_json(), "tie_protects_thief": "yes"}).step_index == 0
    with pytest.raises(ValueError):
        Table(5, False, 1)  # type: ignore[arg-type]


def test_the_dry_run_follows_the_house_rule_flag() -> None:
    def ties_texts(flag: bool) -> list[str]:
        out = io.StringIO()
        assert run_dry_run("7", "en", False, out=out, err=io.StringIO(), tie_protects_thief=flag) == 0
        return [record["text"] for record in map(json.loads, out.getvalue().splitlines()) if record["chapter"] == "ties"]

    standard, house = ties_texts(False), ties_texts(True)
    changed = [(plain, ruled) for plain, ruled in zip(standard, house) if plain != ruled]
    assert len(standard) == len(house) and standard[0] == house[0] and len(changed) == 2
    (plain_result, ruled_result), (plain_meaning, ruled_meaning) = changed
    assert "tie protects the Thief" in ruled_result and "caught" in plain_result and "Sleepyheads" in plain_result
    assert "house rule" in ruled_meaning and "risky" in plain_meaning


