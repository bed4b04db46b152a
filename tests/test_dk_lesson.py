"""Learn Double Kill in two minutes: the lesson's steps (two hands and the weights, the night's calls, the day),
its one question answered by the rules, and the lesson played from Double Kill's setup and back, on the
tutorial's machinery without touching the Cheese Thief tutorial's saved place."""
from __future__ import annotations

import pygame
import pytest

from program import i18n
from game.double_kill.roles import Team
from tutorial.catalogue import CHAPTER_IDS
from tutorial.chapters import double_kill as lesson
from tutorial.table import EVERY_TABLE
from tutorial.texts import render
from tests.public_screen_helpers import click, run
from app.plan_lookup import demo_plan


def test_the_lesson_has_seven_steps_each_with_its_picture_and_words_in_every_language() -> None:
    from scenes.tutorial.dk_lesson import lesson_session

    session = lesson_session()
    steps = session.chapter_steps.steps
    assert [step.name for step in steps] == list(lesson.PICTURES)
    assert session.progress == (1, 7) and session.next().next().progress == (3, 7)
    for lang in i18n.LANGUAGES:
        for step in steps:
            words = render(step.text, lang, ())
            assert words != step.text.key and "%{" not in words, (lang, step.name)
        for team in Team:
            assert "%{" not in render(lesson.side_answer_text(team), lang, ())
    english = render(steps[1].text, "en", ())
    assert "(+3)" in english and "(\u22122)" in english and "+1" in english  # the weights are the rules' own


def test_the_question_is_answered_by_the_rules() -> None:
    assert lesson.SIDE_QUESTION.answer is Team.KILLERS  # killer -3 and villager +1
    assert lesson.side_answer_text(Team.KILLERS).key.endswith("side_right")
    assert lesson.side_answer_text(Team.VILLAGE).key.endswith("side_wrong")


def test_the_lesson_stays_out_of_the_cheese_thief_tutorial_but_is_spoken() -> None:
    from tutorial.voice import spoken_sentences

    assert lesson.ID not in CHAPTER_IDS and len(EVERY_TABLE) > 1
    for lang in i18n.LANGUAGES:
        spoken = set(spoken_sentences(lang))
        assert all(render(text, lang, ()) in spoken for text in lesson.spoken_texts()), lang


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)])
def test_the_lesson_opens_from_the_setup_asks_its_question_and_comes_back(make_app, data_dir, size) -> None:
    from scenes.double_kill.setup import DkSetupScene
    from scenes.tutorial.dk_lesson import DkLessonScene
    from storage import tutorial_save

    app = make_app(size)
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=False)
    app.step(0.0)
    setup.press("learn", None)
    run(app, 0.6)
    scene = app.scenes.top()
    assert isinstance(scene, DkLessonScene) and scene.session.step.name == "two_hands"
    seen = []
    for _ in range(20):
        if app.scenes.top() is not scene:
            break
        seen.append(scene.session.step.name)
        if scene.picture == "question":
            assert not scene.buttons["next"].is_enabled
            click(app, scene.buttons["pick_village"])
            assert scene.feedback()[1] == "public_error" and not scene.buttons["next"].is_enabled
            click(app, scene.buttons["next"])
            assert scene.session.step.name == "your_side"  # Next stays shut until the right side is tapped
            click(app, scene.buttons["pick_killers"])
            assert scene.feedback()[1] == "public_highlight" and scene.buttons["next"].is_enabled
        scene.draw(pygame.Surface(size))  # every picture drawn at this size
        click(app, scene.buttons["next"])
        run(app, 0.2)
    assert seen == list(lesson.PICTURES)
    run(app, 0.6)
    assert app.scenes.top() is setup  # the last Next goes back to where the lesson was opened
    assert not (data_dir / tutorial_save.TUTORIAL_FILE).exists()  # the Cheese Thief tutorial's place is left alone


def test_the_demo_goes_through_the_lesson(make_app, data_dir) -> None:
    import random

    from app import routes
    from scenes.tutorial.dk_lesson import DkLessonScene

    app = make_app()
    app.scenes.push(routes.make("dk_setup", app), transition=False)  # where the lesson is opened from
    scene = routes.make("dk_lesson", app, persist=False)
    assert isinstance(scene, DkLessonScene)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    for _ in range(12):
        if scene.session.finished or app.scenes.top() is not scene:
            break
        for gesture in demo_plan(scene, random.Random(1), None) or []:
            click(app, pygame.Rect(gesture.pos, (1, 1)))
    assert app.scenes.top() is not scene
