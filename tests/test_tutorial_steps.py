"""The shape of every step: something to light up, a finger where an action is expected, and right moves
that a learner can find."""
from __future__ import annotations

from tests.tutorial_helpers import every_chapter_shown
from tutorial.actions import ActionKind
from tutorial.plan import chapter_steps
from tutorial.spotlight import Gesture
from tutorial.table import Table


def test_every_step_lights_something_and_every_expected_action_has_a_finger() -> None:
    for _, chapter in every_chapter_shown():
        players = len(chapter.names("en"))
        names = [step.name for step in chapter.steps]
        assert len(names) == len(set(names)), chapter.id
        for step in chapter.steps:
            assert step.spotlight, step.uid
            for spot in (*step.spotlight, *(step.expects.highlight if step.expects else ())):
                assert spot.seat is None or 0 <= spot.seat < players, step.uid
            if step.expects is None:
                continue
            assert step.gesture is not Gesture.NONE, step.uid
            assert step.expects.right and step.expects.highlight, step.uid
            assert all(action.kind is step.expects.kind for action in step.expects.right), step.uid
            assert all(0 <= seat < players for action in step.expects.right for seat in action.seats), step.uid


def test_holding_and_dragging_are_shown_where_they_are_needed() -> None:
    gestures = {step.uid: step.gesture for _, chapter in every_chapter_shown() for step in chapter.steps}
    assert gestures["core.look"] is Gesture.HOLD and gestures["secrets.curtain"] is Gesture.HOLD
    assert gestures["core.theft"] is Gesture.DRAG and gestures["four_players.theft"] is Gesture.DRAG
    assert gestures["core.roll"] is Gesture.TAP


def test_the_learner_takes_several_mice_places_in_the_core_path() -> None:
    core = chapter_steps("core", Table(6))
    learners = [step.learner for step in core.steps if step.learner is not None]
    assert len(set(learners)) == 3  # a lone Sleepyhead, the Thief, a witness
    assert {step.expects.kind for step in core.steps if step.expects} == {
        ActionKind.ROLL, ActionKind.LIFT_CUP, ActionKind.TAKE_CHEESE, ActionKind.NAME_SEEN, ActionKind.VOTE}


def test_all_the_actions_the_request_names_are_taught() -> None:
    kinds = {step.expects.kind for _, chapter in every_chapter_shown() for step in chapter.steps if step.expects}
    assert {ActionKind.ROLL, ActionKind.LIFT_CUP, ActionKind.TAKE_CHEESE, ActionKind.CHOOSE_FOLLOWERS,
            ActionKind.NAME_SEEN, ActionKind.VOTE, ActionKind.HOLD_CURTAIN} <= kinds
