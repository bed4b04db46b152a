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
    assert gestures["real_game.g00.curtain"] is Gesture.HOLD
    assert Gesture.DRAG not in gestures.values(), "nothing is dragged on the game's own screens"
    assert gestures["real_game.g01.roll"] is Gesture.TAP and gestures["four_players.g05.roll"] is Gesture.TAP


def test_the_core_path_is_the_real_game_tapped_on_its_own_screens() -> None:
    core = chapter_steps("real_game", Table(6))
    learners = [step.learner for step in core.steps if step.learner is not None]
    assert set(learners) == {0}  # the learner is one mouse, the first seat; the others' turns are secret
    assert {step.expects.kind for step in core.steps if step.expects} == {ActionKind.TAP_WIDGET}
    assert all(step.coached for step in core.steps)


def test_all_the_actions_the_request_names_are_taught() -> None:
    shown = [step for _, chapter in every_chapter_shown() for step in chapter.steps]
    kinds = {step.expects.kind for step in shown if step.expects}
    assert ActionKind.TAP_WIDGET in kinds
    # On the game's own screens: the roll, a look under another cup, a follower picked, a vote entered both ways.
    taps = {(step.screen, target) for step in shown if step.coached for target in step.targets}
    assert ("turn-roll", "cup") in taps and ("curtain", "hold") in taps and ("turn-wake-hour-4p", "die0") in taps
    for screen, prefix in (("turn-move-peek", "cup"), ("turn-move-followers", "cup"), ("vote-entry", "#vote_"),
                           ("turn-ballot", "suspect")):
        assert any(where == screen and target.startswith(prefix) for where, target in taps), screen
