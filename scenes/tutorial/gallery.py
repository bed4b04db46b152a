"""The tutorial's screens in the gallery: the first screen, a guided step of each chapter, a hint, the highlight
after two wrong moves, the chapters menu and the end."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from scenes.tutorial.flow import TutorialFlow
from tutorial.actions import ActionKind, LearnerAction
from scenes.tutorial.coach_overlay import WRONG_TAP
from tutorial.plan import chapter_steps
from tutorial.session import TutorialSession
from tutorial.table import Table
from scenes.tutorial.menu import TutorialMenuScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

FIRST_ORDER = 90
COACH_ORDER = 136  # the coach over the game's own screens: numbers no other picture takes
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


def _coached(table: Table, chapter: str, step: str, page: str | None = None, wrong: int = 0,
             hint: bool = False) -> Callable[["App"], "Scene"]:
    """A step coached over the game's own screen: the coach's overlay, with the real screen under it at the page
    (a private turn's) or phase (the point vote's) the step is met at."""
    def factory(app: "App") -> "Scene":
        session = session_at(table, chapter, step)
        for _ in range(wrong):
            session = session.act(WRONG_TAP)
        flow = TutorialFlow(app, session, persist=False)
        flow.show_coached_at(session)
        assert flow.coached is not None
        overlay = flow.coached.overlay
        real = overlay.real_scene()
        if page is not None and hasattr(real, "jump_to_page"):
            real.jump_to_page(page)
        elif page is not None and hasattr(real, "go_to"):
            real.go_to(page)
        overlay.hint_shown = hint
        overlay.refresh()
        overlay.elapsed = FINGER_SECONDS
        return overlay

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
    for offset, (name, factory) in enumerate((
        ("tutorial-coach-curtain", _coached(Table(5), "real_game", "g00.curtain")),
        ("tutorial-coach-roll", _coached(Table(5), "real_game", "g01.roll", "roll")),
        ("tutorial-coach-peek", _coached(Table(5), "real_game", "g01.peek", "move")),
        ("tutorial-coach-wrong", _coached(Table(5), "real_game", "g01.peek", "move", wrong=2)),
        ("tutorial-coach-dont-look", _coached(Table(7), "real_game", "g09.peek", "move")),
        ("tutorial-coach-discussion", _coached(Table(6), "real_game", "g24.lie")),
        ("tutorial-coach-vote-entry", _coached(Table(6), "real_game", "g25.enter0", "entry")),
        ("tutorial-coach-ballot", _coached(Table(5), "real_game", "g22.ballot")),
        ("tutorial-practice-hint", _coached(Table(6, True), "practice", "play", hint=True)),
    )):
        gallery.register_screen(COACH_ORDER + offset, name, factory)
