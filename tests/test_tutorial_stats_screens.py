"""The tutorial's screens write its anonymous measures: a run, its steps, its answers and how it ended."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from storage.tutorial_save import save_tutorial
from storage.tutorial_record import TutorialRecord
from app.gestures import DemoWish
from storage.history import History, history_path
from tests.tutorial_drive import drive_until_end, finger_tap, mouse_tap
from tutorial.actions import ActionKind, LearnerAction
from tutorial.session import TutorialSession, chapter_steps
from tutorial.table import Table


def _rows(query: str) -> list[tuple]:
    db = sqlite3.connect(str(history_path()))
    try:
        return db.execute(query).fetchall()
    finally:
        db.close()


def _session_at(table: Table, chapter: str, step: str) -> TutorialSession:
    """The tutorial followed with right moves up to that step."""
    session = TutorialSession.start(table).next()
    while (session.chapter, session.step.name) != (chapter, step):
        expects = session.step.expects
        if expects is not None:
            session = session.act(expects.scripted)
        session = session.next()
    return session


def _answer_right(app, quiz) -> None:
    """Tap the right answer of the quiz's question: its mice on the table or its buttons (then Check)."""
    from tutorial.quiz_question import ChoiceKind

    question = quiz.quiz.question
    seats = dict(quiz.seat_targets())
    buttons = {choice: button for button, choice in quiz.choice_buttons.items()}
    for choice in sorted(question.answer, key=str):
        target = seats[int(choice.value)] if choice.kind is ChoiceKind.SEAT else buttons[choice].rect
        mouse_tap(app, target.center)
    if question.multiple:
        mouse_tap(app, quiz.check_button.rect.center)


def test_a_resumed_tutorial_driven_to_its_end_records_steps_answers_the_quiz_and_the_finish(make_app, data_dir: Path) -> None:
    from scenes.home.title import TitleScene
    from scenes.tutorial.end import TutorialEndScene
    from scenes.tutorial.quiz import TutorialQuizScene

    table = Table(5)
    secrets = chapter_steps("secrets", table).steps
    saved = _session_at(table, "secrets", secrets[0].name)  # the last module, coached on the game's own screens
    save_tutorial(saved)
    app = make_app((640, 400), "fr")  # small frames: the module is walked on its real screens
    app.settings.reduced_motion = True  # the finger rests on its target: fewer frames to draw
    app.scenes.push(TitleScene(app), transition=False)
    app.scenes.top().activate("#learn")
    finger_tap(app, app.scenes.top().buttons["resume"].rect.center)
    drive_until_end(app, DemoWish(players=5, seed=1, extra={"wrong_moves": 1}), coached=True)
    end = app.scenes.top()
    # Finished as soon as the last step is passed: closing the program on the end screen loses nothing.
    assert _rows("SELECT players, fall_mouse, language, outcome FROM tutorial_runs") == [(5, 0, "fr", "finished")]
    steps = [row[0] for row in _rows("SELECT step FROM tutorial_steps ORDER BY rowid")]
    assert steps == [step.uid for step in secrets] + ["practice.play"], "every step from the resumed one to the last"
    taps = [step for step in secrets if step.expects is not None]
    assert len(taps) >= 5
    assert _rows("SELECT kind, right, attempts FROM tutorial_answers ORDER BY rowid") == [
        (ActionKind.TAP_WIDGET.value, 1, 2)] * len(taps), "each tap right after one wrong press"

    finger_tap(app, end.buttons["quiz"].rect.center)
    quiz = app.scenes.top()
    assert isinstance(quiz, TutorialQuizScene)
    question = quiz.quiz.question
    _answer_right(app, quiz)
    assert quiz.quiz.feedback is not None and quiz.quiz.feedback.right
    mouse_tap(app, quiz.leave_button.rect.center)
    assert app.scenes.top() is end
    assert _rows("SELECT kind, right, attempts FROM tutorial_answers ORDER BY rowid")[-1] == (question.kind.value, 1, 1)

    mouse_tap(app, end.buttons["exit"].rect.center)
    assert isinstance(app.scenes.top(), TitleScene)
    ((outcome, left_at, seconds),) = _rows("SELECT outcome, left_at, seconds FROM tutorial_runs")
    assert (outcome, left_at) == ("finished", None) and seconds is not None and seconds >= 0
    assert not isinstance(app.scenes.top(), TutorialEndScene)


def test_an_exited_tutorial_is_abandoned_at_its_step_with_the_missed_action(make_app, data_dir: Path) -> None:
    from scenes.tutorial.flow import open_tutorial

    app = make_app((1024, 600), "de")
    open_tutorial(app, Table(6, True))
    finger_tap(app, app.scenes.top().buttons["begin"].rect.center)
    overlay = app.scenes.top()  # the coach over the real game's first curtain
    finger_tap(app, overlay.buttons["next"].rect.center)
    finger_tap(app, overlay.buttons["next"].rect.center)
    assert overlay.tutorial.session.step.uid == "real_game.g00.curtain"
    beside = overlay.spot_beside(overlay.target_rects())  # not the circle to hold
    assert beside is not None
    mouse_tap(app, beside)
    finger_tap(app, overlay.buttons["exit"].rect.center)
    assert _rows("SELECT players, fall_mouse, language, outcome, left_at FROM tutorial_runs") == [
        (6, 1, "de", "abandoned", "real_game.g00.curtain")]
    assert [row[0] for row in _rows("SELECT step FROM tutorial_steps ORDER BY rowid")] == [
        "real_game.g00.table", "real_game.g00.intro", "real_game.g00.curtain"]
    assert _rows("SELECT kind, right, attempts FROM tutorial_answers") == [(ActionKind.TAP_WIDGET.value, 0, 1)]


def test_without_a_history_nothing_is_recorded_and_nothing_fails(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    record = TutorialRecord(open_history=lambda: History(blocked / "history.sqlite3"))
    session = _session_at(Table(4), "four_players", next(
        step.name for step in chapter_steps("four_players", Table(4)).steps if step.expects is not None))
    record.start(Table(4), "en", session)
    assert record.run is None
    record.moved(session, session.act(session.step.expects.scripted))
    record.answer(ActionKind.ROLL, True, 1)
    record.leave(session)
    assert not (blocked / "history.sqlite3").exists()


def test_gallery_pictures_of_the_tutorial_are_not_counted(make_app, data_dir: Path) -> None:
    from scenes.tutorial.flow import TutorialFlow

    app = make_app()
    flow = TutorialFlow(app, TutorialSession.start(Table(5)), persist=False)
    app.scenes.push(flow.scene_for(flow.session), transition=False)
    flow.begin(Table(5))
    flow.change(flow.session.next())
    flow.exit()
    assert flow.record.run is None and not history_path().exists()


def test_a_coached_tap_and_the_step_after_it_in_one_move_count_as_a_right_answer(data_dir: Path) -> None:
    """Over the game's own screens the right tap moves the screen on, and the coach takes the tap and the next step
    as one change: the tap still counts, after the wrong presses before it; a step left unanswered counts missed."""
    table = Table(5)
    taps = [step.name for step in chapter_steps("secrets", table).steps if step.expects is not None]
    tapped = _session_at(table, "secrets", taps[0])
    missed = _session_at(table, "secrets", taps[1])
    wrong = LearnerAction.of(ActionKind.TAP_WIDGET)  # a press beside every lit widget
    record = TutorialRecord()
    record.start(table, "en", tapped)
    tried = tapped.act(wrong)
    record.moved(tried, tried.act(tried.step.expects.scripted).next())
    record.moved(missed.act(wrong), missed.act(wrong).back())
    record.leave(missed.back())
    assert _rows("SELECT kind, right, attempts FROM tutorial_answers ORDER BY rowid") == [
        (ActionKind.TAP_WIDGET.value, 1, 2), (ActionKind.TAP_WIDGET.value, 0, 1)]
