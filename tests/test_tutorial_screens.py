"""The tutorial's screens, driven headless with synthetic mouse and FINGER events through the real scenes."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from app import layout
from storage.tutorial_save import tutorial_path
from tests.tutorial_drive import drive_to_end
from tutorial.plan import chapter_steps, plan_for, plan_steps
from tutorial.table import EVERY_TABLE, Table


def _id(table: Table) -> str:
    return f"{table.players}p{'-fall-mouse' if table.fall_mouse else ''}"


def _expecting(table: Table) -> list[str]:
    return [step.uid for step in plan_steps(table) if step.expects is not None]


def _staged(table: Table) -> list[str]:
    """The steps shown on the tutorial's own table, and the first of each chapter coached on the game's own
    screens (the drive passes over those: test_tutorial_coached_screens walks them)."""
    shown: list[str] = []
    for chapter in plan_for(table):
        steps = chapter_steps(chapter, table).steps
        shown += [steps[0].uid] if steps[0].coached else [step.uid for step in steps]
    return shown


@pytest.mark.parametrize("table", EVERY_TABLE, ids=_id)
def test_the_whole_tutorial_with_right_moves(make_app, data_dir: Path, table: Table) -> None:
    app = make_app((1024, 600))
    driver, seen = drive_to_end(app, table.players, table.fall_mouse)
    session = app.scenes.top().tutorial.session
    assert session.finished and session.table == table
    assert seen == _staged(table), "every step, in order, on screen"
    assert dict(session.moves).keys() == set(_expecting(table)) and session.wrong == ()
    assert json.loads(tutorial_path().read_text(encoding="utf-8"))["finished"] is True


# Wrong moves first at every table: one wrong move (the hint) at some, two (the right targets lit too) at the
# others, alternating so that both happen at small and large tables, with and without the Fall Mouse.
@pytest.mark.parametrize("table, wrong", [(table, 1 + index % 2) for index, table in enumerate(EVERY_TABLE)],
                         ids=[_id(table) for table in EVERY_TABLE])
def test_the_whole_tutorial_with_wrong_moves_first(make_app, data_dir: Path, table: Table, wrong: int) -> None:
    app = make_app((1280, 800), "fr")
    _, seen = drive_to_end(app, table.players, table.fall_mouse, wrong_moves=wrong)
    session = app.scenes.top().tutorial.session
    assert session.finished and seen == _staged(table)
    assert dict(session.wrong) == {uid: wrong for uid in _expecting(table) if uid in _staged(table)}


def _tap(app, pos: tuple[int, int]) -> None:
    app.scenes.fade = None  # screens take no input while they fade in
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.step(0.1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def test_the_chapters_menu_opens_any_module_and_exit_goes_back_to_the_title(make_app, data_dir: Path) -> None:
    from scenes.home.title import TitleScene
    from scenes.tutorial.menu import TutorialMenuScene

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    app.scenes.top().activate("#learn")
    app.scenes.top().begin()
    app.scenes.fade = None
    scene = app.scenes.top()
    _tap(app, scene.buttons["chapters"].rect.center)
    menu = app.scenes.top()
    assert isinstance(menu, TutorialMenuScene)
    assert "chapter_four_players" in menu.buttons and "chapter_start" not in menu.buttons
    app.scenes.fade = None
    _tap(app, menu.buttons["chapter_four_players"].rect.center)  # made for another table, still open
    top = app.scenes.top()  # the coach, over the module's first real screen
    assert top.tutorial.session.chapter == "four_players" and top.tutorial.session.step.coached
    assert top.tutorial.session.chapter_steps.game is not None and top.tutorial.session.chapter_steps.game.players == 4
    app.scenes.fade = None
    _tap(app, top.buttons["exit"].rect.center)
    assert isinstance(app.scenes.top(), TitleScene)


def test_opening_again_offers_to_resume_where_the_learner_left(make_app, data_dir: Path) -> None:
    from scenes.tutorial.flow import open_tutorial

    app = make_app()
    open_tutorial(app, Table(7, True))
    app.scenes.top().begin()
    flow = app.scenes.top().tutorial
    flow.change(flow.session.go_to_chapter("ties"))  # the module's New deal card, over its first real screen
    app.scenes.fade = None
    left_at = flow.session
    assert left_at.chapter == "ties" and left_at.step.coached
    flow.exit()
    open_tutorial(app, Table(7, True))
    first = app.scenes.top()
    assert "resume" in first.buttons
    column = [first.buttons[name].rect for name in ("resume", "begin", "exit")]
    gap = layout.gap_px(app.surface.get_size())
    assert all(lower.top - upper.bottom >= gap for upper, lower in zip(column, column[1:])), \
        "the row it adds leaves a whole gap between the buttons, so a thumb hits the one it means"
    app.scenes.fade = None
    _tap(app, first.buttons["resume"].rect.center)
    assert app.scenes.top().tutorial.session == left_at


def test_a_damaged_save_is_put_aside_with_a_notice(make_app, data_dir: Path) -> None:
    from scenes.tutorial.flow import open_tutorial

    data_dir.mkdir(parents=True, exist_ok=True)
    tutorial_path().write_text("{not json", encoding="utf-8")
    app = make_app()
    open_tutorial(app, Table(5))
    assert "resume" not in app.scenes.top().buttons
    assert not tutorial_path().exists() and any(path.name.startswith("tutorial.json.corrupt") for path in data_dir.iterdir())
    assert app.notices


def test_i_know_the_game_and_play_now_open_the_setup_for_the_table(make_app, data_dir: Path) -> None:
    from dataclasses import replace

    from scenes.cheese_thief.setup import SetupScene
    from scenes.home.title import TitleScene
    from scenes.tutorial.flow import TutorialFlow
    from tutorial.session import TutorialSession

    app = make_app()
    app.scenes.push(TitleScene(app), transition=False)
    app.scenes.top().activate("#learn")
    _tap(app, app.scenes.top().buttons["know_game"].rect.center)
    assert isinstance(app.scenes.top(), SetupScene) and len(app.scenes) == 2
    app.scenes.pop(transition=False)
    flow = TutorialFlow(app, replace(TutorialSession.start(Table(7, True)), finished=True), persist=False)
    app.scenes.push(flow.scene_for(flow.session), transition=False)
    _tap(app, app.scenes.top().buttons["play"].rect.center)
    setup = app.scenes.top()
    assert isinstance(setup, SetupScene) and (setup.draft.count, setup.draft.fall_mouse) == (7, True)


def test_new_to_the_game_opens_the_tutorial_for_the_count_being_set_up(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.setup import SetupScene
    from scenes.tutorial.start import TutorialStartScene

    app = make_app()
    setup = SetupScene(app, remember=False)
    setup.draft.set_count(8)
    app.scenes.push(setup, transition=False)
    _tap(app, setup.learn_button.rect.center)
    first = app.scenes.top()
    assert isinstance(first, TutorialStartScene) and first.table == Table(8)


def test_the_tutorial_follows_the_house_rule_chosen_at_setup_from_the_setup_and_from_the_title(
        make_app, data_dir: Path) -> None:
    """R11.2: the setup's choice reaches the tutorial opened there; the title's Learn to play opens the table of
    the last game set up on this device (count, Fall Mouse, house rule)."""
    from storage.history import History
    from scenes.cheese_thief.setup import SetupScene
    from scenes.cheese_thief.setup_draft import SetupDraft
    from scenes.home.title import TitleScene
    from scenes.tutorial.start import TutorialStartScene

    app = make_app()
    setup = SetupScene(app, remember=False)
    setup.draft.set_count(6)
    setup.draft.tie_protects_thief = True
    app.scenes.push(setup, transition=False)
    _tap(app, setup.learn_button.rect.center)
    first = app.scenes.top()
    assert isinstance(first, TutorialStartScene) and first.table == Table(6, False, True)
    app.scenes.clear()

    draft = SetupDraft(count=7, fall_mouse=True, tie_protects_thief=True)
    history = History()
    history.remember_setup(draft.preferences())
    history.close()
    app.scenes.push(TitleScene(app), transition=False)
    app.scenes.top().activate("#learn")
    first = app.scenes.top()
    assert isinstance(first, TutorialStartScene) and first.table == Table(7, True, True)


def test_play_now_from_a_tutorial_opened_on_the_setup_screen_keeps_that_screen(make_app, data_dir: Path) -> None:
    from scenes.cheese_thief.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, remember=False)
    app.scenes.push(setup, transition=False)
    setup.open_tutorial()
    flow = app.scenes.top().tutorial
    flow.open_setup(Table(6, True))
    assert app.scenes.stack == [setup] and (setup.draft.count, setup.draft.fall_mouse) == (6, True)
    assert len(setup.name_buttons) == 6
