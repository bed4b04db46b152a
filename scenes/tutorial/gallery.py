"""The tutorial's screens in the gallery: the first screen, a guided step of each chapter, a hint, the highlight
after two wrong moves, the chapters menu and the end."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from scenes.tutorial.flow import TutorialFlow
from tutorial.actions import ActionKind, LearnerAction
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table
from scenes.tutorial.menu import TutorialMenuScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

FIRST_ORDER = 90
FINGER_SECONDS = 1.0  # far enough into a step that the finger has arrived and pressed
NEVER_RIGHT = LearnerAction.of(ActionKind.TAP_CURTAIN, ())  # no step of the gallery asks for a bare curtain tap
# (chapter, table) of each chapter's guided step: the first step with a gesture, else its first step.
CHAPTER_TABLES = (("core", Table(5)), ("four_players", Table(4)), ("five_players", Table(5)),
                  ("followers", Table(7)), ("fall_mouse", Table(7, True)), ("ties", Table(6)), ("secrets", Table(5)))


def session_at(table: Table, chapter: str, step: str | None = None) -> TutorialSession:
    steps = chapter_steps(chapter, table).steps
    names = [candidate.name for candidate in steps]
    if step is None:
        guided = [candidate.name for candidate in steps if candidate.gesture.value != "none"]
        step = guided[0] if guided else names[0]
    return replace(TutorialSession.start(table).go_to_chapter(chapter), step_index=names.index(step))


def _shown(session: TutorialSession, elapsed: float = FINGER_SECONDS) -> Callable[["App"], "Scene"]:
    def factory(app: "App") -> "Scene":
        flow = TutorialFlow(app, session, persist=False)
        scene = flow.scene_for(session)
        app.scenes.push(scene, transition=False)  # entering the screen starts its finger afresh: set the time after
        setattr(scene, "elapsed", elapsed)
        return scene

    return factory


def _menu(app: "App") -> "Scene":
    session = session_at(Table(6), "core")
    flow = TutorialFlow(app, session, persist=False)
    app.scenes.push(flow.scene_for(session), transition=False)
    menu = TutorialMenuScene(flow)
    app.scenes.push(menu, transition=False)
    return menu


def register(gallery) -> None:
    order = FIRST_ORDER
    gallery.register_screen(order, "tutorial-start", _shown(TutorialSession.start(Table(6, True))))
    for chapter, table in CHAPTER_TABLES:
        order += 1
        gallery.register_screen(order, f"tutorial-{chapter.replace('_', '-')}", _shown(session_at(table, chapter)))
    peek = session_at(Table(5), "core", "peek")
    gallery.register_screen(order + 1, "tutorial-hint", _shown(peek.act(NEVER_RIGHT)))
    gallery.register_screen(order + 2, "tutorial-highlight", _shown(peek.act(NEVER_RIGHT).act(NEVER_RIGHT)))
    expects = peek.step.expects
    assert expects is not None  # the peek step waits for a move
    gallery.register_screen(order + 3, "tutorial-answer", _shown(peek.act(expects.scripted)))
    gallery.register_screen(order + 4, "tutorial-menu", _menu)
    gallery.register_screen(order + 5, "tutorial-end", _shown(replace(session_at(Table(6, True), "secrets", "same"),
                                                                      finished=True)))
