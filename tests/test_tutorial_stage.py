"""What the table shows at each step comes from the chapter's real game, and keeps the learner's mouse's secrets."""
from __future__ import annotations

import pytest

from tests.tutorial_helpers import every_chapter_shown
from tutorial.actions import ActionKind
from tutorial.chapters.common import report_of
from tutorial.moment import Phase
from tutorial.plan import ChapterSteps
from tutorial.stage import stage_of
from tutorial.table import Table

SHOWN = [(table, chapter) for table, chapter in every_chapter_shown() if chapter.game is not None]


def _id(item: tuple[Table, ChapterSteps]) -> str:
    table, chapter = item
    return f"{table.players}p{'-fm' if table.fall_mouse else ''}-{chapter.id}"


@pytest.mark.parametrize("shown", SHOWN, ids=[_id(item) for item in SHOWN])
def test_a_stage_shows_only_what_the_learners_mouse_could_know(shown: tuple[Table, ChapterSteps]) -> None:
    _, chapter = shown
    assert chapter.game is not None
    report = report_of(chapter.game.state)
    assert report is not None and report.outcome is not None
    for step in chapter.steps:
        stage = stage_of(step, chapter.game)
        assert stage.players == chapter.game.players
        assert stage.lifted == () and stage.rolled == (), f"{step.uid}: a cup is up before any move"
        assert stage.own_dice == () or stage.own_dice == report.dice[stage.learner], step.uid
        about_the_reveal = step.moment.phase is Phase.REVEAL
        for seat, role in stage.face_up:
            assert role == report.roles[seat].value
            assert seat == stage.learner or (about_the_reveal and seat in report.outcome.revealed), \
                f"{step.uid}: the card of seat {seat} is face up"
        if step.moment.phase is Phase.NIGHT:
            assert stage.awake == tuple(sorted(report.hours.get(step.moment.hour, ()))), step.uid
            assert stage.votes == () and not stage.is_day
        if stage.votes:
            assert report.votes is not None and all(report.votes[voter] == suspect for voter, suspect in stage.votes)


@pytest.mark.parametrize("shown", SHOWN, ids=[_id(item) for item in SHOWN])
def test_a_right_move_leaves_its_result_on_the_table(shown: tuple[Table, ChapterSteps]) -> None:
    _, chapter = shown
    assert chapter.game is not None
    report = report_of(chapter.game.state)
    assert report is not None
    for step in chapter.steps:
        if step.expects is None:
            continue
        if step.moment.phase in (Phase.NIGHT, Phase.CHOICE) and step.expects.actor is not None:
            assert step.expects.actor in stage_of(step, chapter.game).awake, f"{step.uid}: the actor sleeps"
        for move in step.expects.right:
            after = stage_of(step, chapter.game, move)
            if move.kind is ActionKind.LIFT_CUP:
                assert after.lifted == tuple((seat, report.dice[seat]) for seat in move.seats)
            elif move.kind is ActionKind.TAKE_CHEESE:
                assert not stage_of(step, chapter.game).cheese_taken and after.cheese_taken
            elif move.kind is ActionKind.TURN_CARDS:
                assert all(after.card_of(seat) == report.roles[seat].value for seat in move.seats)
            elif move.kind is ActionKind.CHOOSE_FOLLOWERS:
                assert after.followers == move.seats
            elif move.kind is ActionKind.ROLL:
                assert after.rolled == move.seats and after.lifted == ()
            elif move.kind is ActionKind.VOTE:
                assert (step.expects.actor, move.seats[0]) in after.votes
