"""The quiz screen driven with synthetic mouse and finger events: answer right, answer wrong then retry, skip to
the score, leave back to the opener; its labels fit in every language and its still layer never goes stale."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from app import routes
from program import i18n
from program.i18n import t
from scenes.home.title import TitleScene
from scenes.tutorial.quiz import TutorialQuizScene, open_quiz
from scenes.tutorial.quiz_picture import pressable
from tests.public_screen_helpers import key, press, run
from tests.test_still_layers import assert_same_as_fresh, frame
from tutorial.quiz import Result, kinds_of_quiz
from tutorial.quiz_question import Choice, ChoiceKind, QuizKind

SEAT_KINDS = (QuizKind.SAW_THIEF, QuizKind.FOLLOWER, QuizKind.KNOWS_THIEF, QuizKind.REVEALED)
ONE_ANSWER_KINDS = (QuizKind.MAY_PEEK, QuizKind.CHEESE_SEEN, QuizKind.WINNER)


def seed_starting_with(kinds: tuple[QuizKind, ...], count: int) -> int:
    return next(seed for seed in range(500) if kinds_of_quiz(seed, count, False, 5)[0] in kinds)


def open_over_title(make_app, count: int = 6, seed: int = 1, size=(1280, 800), lang: str = "en"):
    app = make_app(size=size, lang=lang)
    app.scenes.push(TitleScene(app), transition=False)
    scene = open_quiz(app, count, seed=seed)
    run(app, 0.5)  # the fade in: taps meanwhile are ignored
    assert app.scenes.top() is scene
    return app, scene


def target(scene: TutorialQuizScene, choice: Choice):
    """Where to tap for a choice: the mouse on the table, or the choice's button."""
    if choice.kind is ChoiceKind.SEAT:
        assert scene.plan is not None
        return pressable(scene.plan.table, int(choice.value))
    return next(button for button, shown in scene.choice_buttons.items() if shown == choice)


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_tapping_the_right_mice_then_check_is_right_and_names_the_reason(make_app, finger: bool) -> None:
    app, scene = open_over_title(make_app, 7, seed_starting_with(SEAT_KINDS, 7))
    quiz = scene.quiz
    question = quiz.question
    assert question.multiple and question.seat_choices
    assert not scene.check_button.is_enabled
    for choice in question.answer:
        press(app, target(scene, choice), finger)
    assert quiz.picks == question.answer and scene.check_button.is_enabled
    press(app, scene.check_button, finger)
    assert quiz.feedback is not None and quiz.feedback.right
    assert quiz.results[0] is Result.RIGHT_FIRST_TRY
    assert scene.retry_button is None and scene.next_button is not None and scene.next_button.visible
    assert not scene.seat_targets(), "an answered question takes no more taps on the table"
    press(app, scene.next_button, finger)
    assert quiz.index == 1 and quiz.answering


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_a_wrong_answer_shows_the_reason_and_can_be_tried_again(make_app, finger: bool) -> None:
    app, scene = open_over_title(make_app, 6, seed_starting_with(ONE_ANSWER_KINDS, 6))
    quiz = scene.quiz
    question = quiz.question
    assert not question.multiple
    wrong = next(choice for choice in question.choices if choice not in question.answer)
    press(app, target(scene, wrong), finger)
    assert quiz.feedback is not None and not quiz.feedback.right and quiz.feedback.reason == question.reason
    assert scene.retry_button is not None and scene.next_button is not None
    press(app, scene.retry_button, finger)
    assert quiz.answering and quiz.picks == frozenset() and quiz.index == 0
    press(app, target(scene, next(iter(question.answer))), finger)
    assert quiz.feedback is not None and quiz.feedback.right
    assert quiz.results[0] is Result.RIGHT_AFTER_RETRY
    assert scene.retry_button is None, "a right answer offers no retry"


def test_a_mouse_picked_twice_is_unpicked_and_nobody_clears_the_mice(make_app) -> None:
    app, scene = open_over_title(make_app, 8, seed_starting_with((QuizKind.SAW_THIEF, QuizKind.KNOWS_THIEF), 8))
    quiz = scene.quiz
    seat = quiz.question.seat_choices[0]
    press(app, target(scene, Choice(ChoiceKind.SEAT, seat)), True)
    assert quiz.picks == {Choice(ChoiceKind.SEAT, seat)}
    nobody = Choice(ChoiceKind.NOBODY)
    press(app, target(scene, nobody), False)
    assert quiz.picks == {nobody}
    press(app, target(scene, nobody), True)
    assert quiz.picks == frozenset() and not scene.check_button.is_enabled


@pytest.mark.parametrize("finger", [False, True], ids=["mouse", "finger"])
def test_leave_goes_back_to_the_screen_that_opened_the_quiz(make_app, finger: bool) -> None:
    app, scene = open_over_title(make_app)
    press(app, scene.leave_button, finger)
    run(app, 0.5)
    assert isinstance(app.scenes.top(), TitleScene) and scene not in app.scenes.stack


def test_escape_leaves_and_enter_checks_then_moves_on(make_app) -> None:
    app, scene = open_over_title(make_app, 5, seed_starting_with(SEAT_KINDS, 5))
    quiz = scene.quiz
    key(app, pygame.K_RETURN)
    assert quiz.answering, "nothing picked: Enter checks nothing"
    press(app, target(scene, next(iter(quiz.question.answer))), False)
    key(app, pygame.K_RETURN)
    assert quiz.feedback is not None
    key(app, pygame.K_RETURN)
    assert quiz.index == 1
    key(app, pygame.K_ESCAPE)
    run(app, 0.5)
    assert isinstance(app.scenes.top(), TitleScene)


def test_skipping_every_question_reaches_the_score_then_another_quiz_or_done(make_app) -> None:
    app, scene = open_over_title(make_app, 4, seed=9)
    quiz = scene.quiz
    for _ in quiz.questions:
        press(app, scene.skip_button, True)
    assert quiz.finished and quiz.results == [Result.SKIPPED] * 5
    assert scene.again_button is not None and scene.done_button is not None
    press(app, scene.again_button, False)
    assert scene.quiz is not quiz and scene.quiz.seed == 10 and scene.quiz.index == 0 and scene.quiz.answering
    assert scene.quiz.questions != quiz.questions
    for _ in scene.quiz.questions:
        press(app, scene.skip_button, False)
    press(app, scene.done_button, True)
    run(app, 0.5)
    assert isinstance(app.scenes.top(), TitleScene)


def test_the_route_opens_a_five_player_quiz_and_the_title_does_not_offer_it(make_app) -> None:
    app = make_app()
    assert routes.has("tutorial_quiz")
    scene = routes.make("tutorial_quiz", app)
    assert isinstance(scene, TutorialQuizScene)
    assert len(scene.quiz.names) == 5 and len(scene.quiz.questions) == 5
    assert all(name for name in scene.quiz.names)
    title = TitleScene(app)
    assert "tutorial_quiz" not in [entry[2] for entry in title._menu_entries()]


def test_the_fall_mouse_is_left_out_at_a_table_too_small_for_it(make_app) -> None:
    app = make_app()
    scene = open_quiz(app, 5, fall_mouse=True, seed=3)
    assert not scene.quiz.fall_mouse and len(scene.quiz.names) == 5
    assert open_quiz(app, 6, fall_mouse=True, seed=3).quiz.fall_mouse


def test_the_quiz_keeps_its_place_through_a_resize_and_a_language_switch(make_app) -> None:
    app, scene = open_over_title(make_app, 6, seed_starting_with(SEAT_KINDS, 6))
    quiz = scene.quiz
    choice = next(iter(quiz.question.answer))
    press(app, target(scene, choice), True)
    app.resize((800, 1280))
    app.step(0.0)
    app.set_language("zh")
    app.step(0.0)
    assert scene.quiz is quiz and quiz.picks == {choice}
    assert scene.check_button is not None and scene.check_button.is_enabled
    for name, rect in scene.touch_targets():
        assert app.surface.get_rect().contains(rect), name


def button_labels_that_do_not_fit(scene: TutorialQuizScene) -> list[str]:
    assert scene.ui is not None
    too_long = []
    for element in scene.ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
            text = t(element.text.removeprefix(f"{i18n.NAMESPACE}."), **(element.text_kwargs or {}))
            room = element.rect.width - 2 * element.text_horiz_alignment_padding
            if element.font.size(text)[0] > room:
                too_long.append(f"{text!r} needs {element.font.size(text)[0]} px, has {room}")
    return too_long


def every_state(scene: TutorialQuizScene):
    """The quiz screen asking, answered wrong, answered right, for every question, then the score."""
    quiz = scene.quiz
    while not quiz.finished:
        question = quiz.question
        yield "asking"
        wrong = next(choice for choice in question.choices if choice not in question.answer)
        if question.multiple:
            quiz.toggle(wrong)
            quiz.check()
        else:
            quiz.choose(wrong)
        scene.rebuild_ui()
        yield "wrong"
        quiz.retry()
        if question.multiple:
            for choice in question.answer:
                quiz.toggle(choice)
            quiz.check()
        else:
            quiz.choose(next(iter(question.answer)))
        scene.rebuild_ui()
        yield "right"
        quiz.next()
        scene.rebuild_ui()
    yield "score"


@pytest.mark.parametrize("size", [(1024, 600), (800, 1280)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_label_fits_its_button(make_app, size, lang: str) -> None:
    for count, fall_mouse in ((4, False), (8, True)):
        app = make_app(size=size, lang=lang)
        scene = open_quiz(app, count, fall_mouse, seed=2, length=8)
        app.step(0.0)
        for state in every_state(scene):
            assert not button_labels_that_do_not_fit(scene), (state, scene.quiz.index)
        app.scenes.clear()


def test_the_still_layer_follows_every_state(make_app) -> None:
    app, scene = open_over_title(make_app, 7, seed_starting_with(SEAT_KINDS, 7))
    quiz = scene.quiz
    assert_same_as_fresh(app, scene, "asking")
    press(app, target(scene, next(iter(quiz.question.answer))), True)
    frame(app, scene)
    assert_same_as_fresh(app, scene, "one mouse picked")
    for state in every_state(scene):
        frame(app, scene)
        assert_same_as_fresh(app, scene, f"{state} at question {quiz.index}")


def test_a_screen_that_may_open_the_quiz_can_warm_every_picture_of_it(make_app) -> None:
    """After the warm-up a screen that may open the quiz queues, every question paints from the sprite cache."""
    from art.cache import SPRITES
    from scenes.tutorial.quiz_warm_ups import quiz_screen

    # The sprite cache lives as long as the process: pictures earlier tests left in it fill its byte budget, and
    # opening the quiz then pushes out what the warm-up painted first. The promise is about a warm-up with room.
    SPRITES.clear()
    app = make_app()
    names = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
    app.frames.warm_up.add_all(quiz_screen(app, 8, names))
    app.frames.warm_up.finish()
    assert app.frames.warm_up.failures == []
    scene = open_quiz(app, 8, True, names, seed=5, length=10)
    app.scenes.fade = None
    kinds = set()
    while not scene.quiz.finished:
        kinds.add(scene.quiz.question.kind)
        misses = SPRITES.misses
        scene.draw(pygame.Surface(app.size))
        assert SPRITES.misses == misses, scene.quiz.question.kind
        scene.next()
    assert len(kinds) == 7
