"""The end of the tutorial leads on to a quiz and to the rules at a glance for its table, and both come back."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cheese_thief.house_rules import HouseRules
from tests.tutorial_drive import finger_tap, mouse_tap
from tutorial.quiz import QuizSession, answer_current
from tutorial.session import TutorialSession
from tutorial.table import Table


def finished(table: Table) -> TutorialSession:
    """The tutorial for `table` followed to its end with right moves."""
    session = TutorialSession.start(table).next()
    while not session.finished:
        expects = session.step.expects
        session = (session if expects is None else session.act(expects.scripted)).next()
    return session


def _end_screen(make_app, table: Table, lang: str = "en", size=(1280, 800)):
    from scenes.tutorial.end import TutorialEndScene
    from scenes.tutorial.flow import TutorialFlow

    app = make_app(size, lang)
    flow = TutorialFlow(app, finished(table), persist=False)
    app.scenes.push(flow.scene_for(flow.session), transition=False)
    end = app.scenes.top()
    assert isinstance(end, TutorialEndScene)
    return app, flow, end


@pytest.mark.parametrize("tap", (mouse_tap, finger_tap), ids=("mouse", "finger"))
def test_the_quiz_is_for_the_tutorials_table_and_leaving_it_comes_back(make_app, data_dir: Path, tap) -> None:
    from scenes.tutorial.quiz import TutorialQuizScene

    app, flow, end = _end_screen(make_app, Table(7, True), "fr")
    tap(app, end.buttons["quiz"].rect.center)
    quiz = app.scenes.top()
    assert isinstance(quiz, TutorialQuizScene)
    assert (len(quiz.quiz.names), quiz.quiz.fall_mouse) == (7, True)
    names = flow.session.chapter_steps.names("fr")
    assert len(names) == 7 and quiz.quiz.names == names, "the names the tutorial's games used"
    tap(app, quiz.leave_button.rect.center)
    assert app.scenes.top() is end


@pytest.mark.parametrize("size, table", (((1280, 800), Table(6, True)), ((800, 1280), Table(5, False, True))),
                         ids=("landscape-by-the-book", "portrait-house-rule"))
def test_the_rules_at_a_glance_are_for_the_tutorials_table_and_back_returns(make_app, data_dir: Path, size,
                                                                             table: Table) -> None:
    from scenes.cheese_thief.rules_glance import RulesGlanceScene

    app, _, end = _end_screen(make_app, table, "de", size)
    finger_tap(app, end.buttons["rules"].rect.center)
    rules = app.scenes.top()
    assert isinstance(rules, RulesGlanceScene)
    assert (rules.rules.player_count, rules.rules.fall_mouse) == (table.players, table.fall_mouse)
    assert rules.rules.house_rules == HouseRules(tie_protects_thief=table.tie_protects_thief)
    finger_tap(app, rules.back_button.rect.center)
    assert app.scenes.top() is end


def test_every_end_button_is_thumb_sized_and_inside_the_screen(make_app, data_dir: Path) -> None:
    from app import layout

    for size in ((1024, 600), (800, 1280)):
        app, _, end = _end_screen(make_app, Table(4), "de", size)
        for name, button in end.buttons.items():
            assert min(button.rect.size) >= layout.min_touch_px(size), name
            assert app.surface.get_rect().contains(button.rect), name


def test_the_quiz_tells_its_listener_each_settled_question_once() -> None:
    heard: list[tuple[str, bool, int]] = []
    names = ("A", "B", "C", "D", "E")
    quiz = QuizSession.start(4, names, on_answer=lambda kind, right, tries: heard.append((kind.value, right, tries)))
    kinds = [question.kind.value for question in quiz.questions]
    answer_current(quiz, right=False)
    assert heard == []  # a wrong answer may still be tried again
    quiz.retry()
    answer_current(quiz, right=True)
    quiz.next()
    answer_current(quiz, right=False)
    quiz.next()  # given up after a wrong answer
    quiz.next()  # skipped: never answered, nothing to tell
    answer_current(quiz, right=True)
    assert heard == [(kinds[0], True, 2), (kinds[1], False, 1), (kinds[3], True, 1)]


def test_again_keeps_the_listener(make_app, data_dir: Path) -> None:
    from scenes.tutorial.quiz import open_quiz

    heard: list[bool] = []
    app = make_app()
    scene = open_quiz(app, 5, seed=2, on_answer=lambda kind, right, tries: heard.append(right))
    scene.again()
    answer_current(scene.quiz, right=True)
    assert heard == [True]
