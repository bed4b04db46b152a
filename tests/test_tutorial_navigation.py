"""Where the learner is: step k of n on every step, ticks on finished chapters, and the dry run's progress."""
from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

from tutorial.dry_run import run_dry_run
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table


def _walk(session: TutorialSession) -> TutorialSession:
    """Every step of the current chapter passed with its scripted move."""
    chapter = session.chapter
    while session.chapter == chapter and not session.finished:
        expects = session.step.expects
        if expects is not None and session.move is None:
            session = session.act(expects.scripted)
        session = session.next()
    return session


def test_progress_counts_every_step_of_the_chapter() -> None:
    session = TutorialSession.start(Table(5)).next()
    total = len(chapter_steps("real_game", Table(5)).steps)
    seen = []
    while session.chapter == "real_game":
        seen.append(session.progress)
        expects = session.step.expects
        session = (session.act(expects.scripted) if expects is not None and session.move is None else session).next()
    assert seen == [(k, total) for k in range(1, total + 1)]


def test_a_chapter_is_done_once_its_last_step_is_passed_and_a_save_keeps_it() -> None:
    session = TutorialSession.start(Table(6)).next()
    assert session.chapters_done == ("start",)
    after_core = _walk(session)
    assert after_core.chapters_done == ("start", "real_game") and after_core.chapter == "followers"
    assert after_core.back().chapters_done == ("start",), "Back undoes exactly what Next did"
    assert _walk(after_core.back()).chapters_done == ("start", "real_game")
    again = TutorialSession.from_json(json.loads(json.dumps(after_core.to_json())))
    assert again == after_core
    older = {key: value for key, value in after_core.to_json().items() if key != "chapters_done"}
    assert TutorialSession.from_json(older).chapters_done == ()
    assert TutorialSession.from_json({**after_core.to_json(), "chapters_done": ["nowhere"]}).step_index == 0


def test_every_step_shows_its_progress_and_the_menu_ticks_finished_chapters(make_app, data_dir: Path) -> None:
    from scenes.tutorial.flow import TutorialFlow
    from scenes.tutorial.menu import TutorialMenuScene

    app = make_app((1024, 600))
    session = _walk(TutorialSession.start(Table(5)).next())  # past the core path's real game
    flow = TutorialFlow(app, session, persist=False)
    flow.show_coached_at(session)  # the step coached on the game's own screen
    assert flow.coached is not None
    app.step(0.0)
    total = len(chapter_steps(session.chapter, Table(5)).steps)
    assert flow.coached.overlay.heading_text() == f"Five players · 1 of {total}"
    menu = TutorialMenuScene(flow)
    app.scenes.push(menu, transition=False)
    app.step(0.0)
    labels = {name: button.text for name, button in menu.buttons.items()}
    assert labels["chapter_real_game"].endswith("tutorial.menu.entry_done")  # "A real game · done"
    assert labels["chapter_five_players"].endswith("tutorial.menu.entry")
    assert not labels["chapter_ties"].endswith("entry_done")


def test_every_dry_run_line_says_where_it_is_in_its_chapter() -> None:
    out = io.StringIO()
    assert run_dry_run("7", "en", True, out=out, err=io.StringIO()) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    for chapter in dict.fromkeys(record["chapter"] for record in records):
        progress = [record["progress"] for record in records if record["chapter"] == chapter]
        assert progress == [[k, len(progress)] for k in range(1, len(progress) + 1)]
