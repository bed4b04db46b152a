"""A coming screen's widgets are built ahead a part per step (``app.frames.rehearsal``), on one manager that goes back
reserved for that screen when the last part is built, or when the rehearsal is cut short."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.frames.rehearsal import Rehearsal

SIZE = (1760, 456)


def _scene(built: list[tuple[str, object]], parts: int = 3, fail_at: int | None = None) -> SimpleNamespace:
    def part(name: str, ui: object) -> None:
        if fail_at is not None and name == f"part {fail_at}":
            raise RuntimeError("a widget failed to build")
        built.append((name, ui))

    return SimpleNamespace(manager_size=lambda: SIZE, touch_floor_px=0, text_floor_px=0,
                           build_ui_parts=lambda ui: [lambda n=n: part(f"part {n}", ui) for n in range(parts)])


def test_each_step_builds_one_part_on_one_manager_and_the_last_gives_it_back_for_its_screen(make_app) -> None:
    app = make_app(size=(1920, 1080), lang="en")
    built: list[tuple[str, object]] = []
    rehearsal = Rehearsal(app.frames, lambda: _scene(built))
    first, second, third = rehearsal.steps(3)
    first()
    assert [name for name, _ui in built] == ["part 0"]
    second()
    assert [name for name, _ui in built] == ["part 0", "part 1"] and not rehearsal.finished
    third()
    assert [name for name, _ui in built] == ["part 0", "part 1", "part 2"] and rehearsal.finished
    managers = {id(ui) for _name, ui in built}
    assert len(managers) == 1
    assert rehearsal._scene is None, "a finished rehearsal keeps no screen (its widgets' pictures are megabytes at 4K)"
    assert id(app.frames.new_ui_manager(SIZE)) in managers, "the manager waits for the screen it was built for"


def test_the_last_step_builds_every_part_left(make_app) -> None:
    app = make_app(size=(1920, 1080), lang="en")
    built: list[tuple[str, object]] = []
    first, last = Rehearsal(app.frames, lambda: _scene(built, parts=4)).steps(2)
    first()
    last()
    assert [name for name, _ui in built] == ["part 0", "part 1", "part 2", "part 3"]


def test_a_screen_of_one_part_is_built_whole_in_the_first_step_and_later_steps_do_nothing(make_app) -> None:
    app = make_app(size=(1920, 1080), lang="en")
    built: list[tuple[str, object]] = []
    rehearsal = Rehearsal(app.frames, lambda: _scene(built, parts=1))
    steps = rehearsal.steps(3)
    steps[0]()
    assert rehearsal.finished and len(built) == 1
    steps[1]()
    steps[2]()
    assert len(built) == 1


def test_nothing_to_rehearse_takes_no_manager(make_app) -> None:
    app = make_app(size=(1920, 1080), lang="en")
    taken: list[object] = []
    app.frames.new_ui_manager = lambda size=None: taken.append(size)  # type: ignore[method-assign]
    rehearsal = Rehearsal(app.frames, lambda: None)
    for step in rehearsal.steps(3):
        step()
    assert rehearsal.finished and taken == []


def test_a_rehearsal_cut_short_or_failing_gives_its_manager_back(make_app) -> None:
    app = make_app(size=(1920, 1080), lang="en")
    built: list[tuple[str, object]] = []
    cut = Rehearsal(app.frames, lambda: _scene(built))
    steps = cut.steps(3)
    steps[0]()
    cut.give_back()  # the fade was cut short: the flow gives back the last rehearsal's manager
    assert cut.finished and cut._scene is None and app.frames.new_ui_manager(SIZE) is built[0][1]
    steps[1]()
    assert len(built) == 1, "a step after the rehearsal was given back builds nothing"

    failing = Rehearsal(app.frames, lambda: _scene(built, fail_at=1))
    steps = failing.steps(3)
    steps[0]()
    with pytest.raises(RuntimeError):
        steps[1]()
    assert failing.finished and app.frames.new_ui_manager(SIZE) is built[-1][1]


def test_the_turns_fade_builds_the_discussion_a_part_per_step_and_leaves_every_picture_painted(
        make_app, monkeypatch) -> None:
    """Built whole in one step of the turns' fade, the discussion took that frame over 16.7 ms at 1920x1080 the
    first time; each of its three parts now has a step of its own, and together they paint every button."""
    from app import widget_shapes
    from gallery.table import _flow_at
    from play.flow import StepKind
    from scenes.cheese_thief.discussion import DiscussionScene
    from scenes.cheese_thief.play_flow import PlayFlow
    from scenes.table.turns import REHEARSAL_STEPS
    from table.physical import TableScreen

    parts: list[str] = []
    for name in ("_build_header_and_table", "_build_secondary_buttons", "_build_vote_button"):
        real = getattr(DiscussionScene, name)
        monkeypatch.setattr(DiscussionScene, name,
                            lambda self, ui, real=real, name=name: (parts.append(name), real(self, ui))[1])
    app = make_app((1920, 1080))
    flow = _flow_at(app, TableScreen(1920, 1080, 55.0), StepKind.CURTAIN)
    flow.show_current(flow.session.step_index, replace=False)
    turns = app.scenes.top()
    steps = turns.prepare_steps()
    for step in steps[:-REHEARSAL_STEPS]:
        step()
    assert parts == []
    for count, step in enumerate(steps[-REHEARSAL_STEPS:], start=1):
        step()
        assert len(parts) == count, "one part per step"
    assert parts == ["_build_header_and_table", "_build_secondary_buttons", "_build_vote_button"]

    ahead = next(index for index in range(flow.session.step_index, len(flow.session.steps))
                 if flow.session.steps[index].kind is StepKind.DISCUSSION)
    discussion = PlayFlow.scene_for(flow, flow.session.steps[ahead])
    flow._size_as_hosted(discussion)
    misses = widget_shapes.SHAPES.misses
    discussion.rebuild_ui()
    assert widget_shapes.SHAPES.misses == misses, "every button's picture was painted ahead"


def _buttons(ui) -> list[tuple[str, tuple[int, int, int, int]]]:  # type: ignore[no-untyped-def]
    import pygame_gui

    return sorted((str(element.get_object_ids()[-1]), tuple(element.rect))
                  for element in ui.get_sprite_group().sprites() if isinstance(element, pygame_gui.elements.UIButton))


@pytest.mark.parametrize("name, parts, least_buttons", [("discussion", 3, 6), ("replay-theft", 3, 5)])
def test_a_screen_built_in_parts_has_the_widgets_of_the_screen_built_whole(make_app, name: str, parts: int,
                                                                           least_buttons: int) -> None:
    from gallery import pictures as gallery

    app = make_app((1280, 800))
    screen = next(screen for screen in gallery.screens() if screen.name == name)
    whole = gallery.show(screen, app)
    assert whole.ui is not None
    expected = _buttons(whole.ui)
    ui = app.frames.new_ui_manager()
    try:
        built = whole.build_ui_parts(ui)
        assert len(built) == parts
        for part in built:
            part()
        assert _buttons(ui) == expected and len(expected) >= least_buttons
    finally:
        app.frames.recycle_ui_manager(ui)


def _flow_a_step_before_the_discussion(make_app):
    """A 5-player tablet game on the last step before its discussion: the app, its flow and the discussion's step."""
    from play.flow import StepKind
    from scenes.cheese_thief import play_step_scenes
    from scenes.cheese_thief.play_flow import PlayFlow
    from tests.public_screen_helpers import session_at

    app = make_app((1280, 800), lang="en")
    play_step_scenes.register_all()
    session = session_at(5, 3, StepKind.DISCUSSION)
    flow = PlayFlow(app, session, persist=False)
    ahead = session.step_index
    session.go_to_step(ahead - 1)
    return app, flow, session, ahead


def test_the_tablet_builds_the_coming_discussion_a_part_per_warm_up_task_and_gives_its_manager_back(
        make_app, monkeypatch) -> None:
    """Built whole in one warm-up task during the last private turn, the discussion took that step 14-20 ms on a
    busy machine; each part now is a task of its own, on one manager given back when the last is built."""
    from app import widget_shapes
    from scenes.cheese_thief.discussion import DiscussionScene
    from scenes.cheese_thief.play_flow import PlayFlow

    parts: list[tuple[str, object]] = []
    for name in ("_build_header_and_table", "_build_secondary_buttons", "_build_vote_button"):
        real = getattr(DiscussionScene, name)
        monkeypatch.setattr(DiscussionScene, name,
                            lambda self, ui, real=real, name=name: (parts.append((name, ui)), real(self, ui))[1])
    app, flow, session, ahead = _flow_a_step_before_the_discussion(make_app)
    warm_up = app.frames.warm_up
    flow._rehearse_next_public_screen(ahead - 1)
    for count in (1, 2, 3):
        _key, task = warm_up._queue.popleft()
        assert _key[0] == flow.rehearsal_task, "each part goes before the tasks the parts queue themselves"
        task()
        assert len(parts) == count, "one part per task"
    assert all(key[0] != flow.rehearsal_task for key, _task in warm_up._queue)
    assert [name for name, _ui in parts] == ["_build_header_and_table", "_build_secondary_buttons",
                                             "_build_vote_button"]
    assert len({id(ui) for _name, ui in parts}) == 1
    assert not app.frames.owns_ui_manager(parts[0][1]), "the manager went back when the last part was built"

    discussion = PlayFlow.scene_for(flow, session.steps[ahead])
    misses = widget_shapes.SHAPES.misses
    discussion.rebuild_ui()
    assert widget_shapes.SHAPES.misses == misses, "every button's picture was painted ahead"


def test_a_tablet_rehearsal_cut_short_by_the_game_moving_on_gives_its_manager_back(make_app) -> None:
    app, flow, session, ahead = _flow_a_step_before_the_discussion(make_app)
    flow._rehearse_next_public_screen(ahead - 1)
    app.frames.warm_up._queue.popleft()[1]()  # the first part, on a manager of its own
    rehearsal = flow._screen_rehearsal
    assert rehearsal is not None and not rehearsal.finished
    manager = rehearsal._manager
    flow.show_current(ahead, replace=False)
    assert rehearsal.finished and flow._screen_rehearsal is None
    assert app.scenes.top().ui is manager or not app.frames.owns_ui_manager(manager), "given back, not leaked"


def test_the_tablet_queues_the_discussions_rehearsal_as_the_turns_begin_and_not_again_once_built(make_app) -> None:
    """The kiosk's demonstration hurries through the turns: queued only on the last one, behind other work, the
    discussion's rehearsal never ran before its tap."""
    from play.flow import PRIVATE_KINDS, StepKind
    from scenes.cheese_thief import play_step_scenes
    from scenes.cheese_thief.play_flow import PlayFlow
    from tests.public_screen_helpers import session_at

    app = make_app((1280, 800), lang="en")
    play_step_scenes.register_all()
    session = session_at(5, 3, StepKind.DISCUSSION)
    flow = PlayFlow(app, session, persist=False)
    ahead = session.step_index
    turns_begin = ahead - 1
    while session.steps[turns_begin - 1].kind in PRIVATE_KINDS or session.steps[turns_begin - 1].kind is StepKind.CURTAIN:
        turns_begin -= 1
    assert ahead - turns_begin > 2 and flow._next_public_index(turns_begin) == ahead
    warm_up = app.frames.warm_up
    warm_up.forget()
    session.go_to_step(turns_begin)
    flow._rehearse_next_public_screen(turns_begin)
    assert warm_up.pending() == 1
    session.go_to_step(turns_begin + 2)  # two steps on, the task runs: the game is still before the discussion
    warm_up.finish()
    assert (session.game_number, ahead) in flow._rehearsed
    assert flow._screen_rehearsal is not None and flow._screen_rehearsal.finished, "every part built"
    session.go_to_step(ahead - 1)
    flow._rehearse_next_public_screen(ahead - 1)
    assert warm_up.pending() == 0, "built already: not queued again on the last turn"
