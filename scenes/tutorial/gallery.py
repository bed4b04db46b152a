"""The tutorial's screens in the gallery, in its order (``app/gallery/screens.py`` registers them): the quiz at
several questions and its score, the first screen, a guided step of each chapter, a hint, the highlight after two
wrong moves, the chapters menu and the end."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from scenes.cheese_thief.setup import default_name
from scenes.tutorial.flow import TutorialFlow
from scenes.tutorial.menu import TutorialMenuScene
from scenes.tutorial.quiz import TutorialQuizScene, quiz_scene
from scenes.tutorial.coach_overlay import WRONG_TAP
from scenes.tutorial.dk_lesson import lesson_at as dk_lesson_at
from tutorial.plan import chapter_steps
from tutorial.quiz import DEFAULT_LENGTH, answer_current, kinds_of_quiz
from tutorial.quiz_question import QuizKind
from tutorial.session import TutorialSession
from tutorial.table import Table

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

FIRST_ORDER = 90
COACH_ORDER = 136  # the coach over the game's own screens: numbers no other picture takes
FINGER_SECONDS = 1.0  # far enough into a step that the finger has arrived and pressed
# (chapter, table) of each chapter's guided step: the first step with a gesture, else its first step.
CHAPTER_TABLES = (("four_players", Table(4)), ("five_players", Table(5)), ("followers", Table(7)), ("fall_mouse", Table(7, True)), ("ties", Table(6)), ("secrets", Table(5)))


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
        real: Any = overlay.real_scene()  # a private turn (its pages) or the point vote (its phases)
        if page is not None and hasattr(real, "jump_to_page"):
            real.jump_to_page(page)
        elif page is not None and hasattr(real, "go_to"):
            real.go_to(page)
        overlay.hint_shown = hint
        overlay.refresh()
        overlay.elapsed = FINGER_SECONDS
        return overlay

    return factory


# The screens of a learner's choice, and the page (of a private turn) or phase (of the point vote) each is met at.
CHOICE_PAGES = {"turn-move": "move", "turn-wake-hour": "wake_hour", "vote-entry": "entry", "turn-ballot": "ballot"}


def first_choice(chapter: str, table: Table) -> tuple[str, str]:
    """A coached module's first choice: its step's name and the page it is made on."""
    for step in chapter_steps(chapter, table).steps:
        for screen, page in CHOICE_PAGES.items():
            if step.expects is not None and (step.screen or "").startswith(screen):
                return step.name, page
    raise LookupError(f"{chapter} makes no choice on the game's own screens")


def module_picture(chapter: str, table: Table, wrong: int = 0) -> Callable[["App"], "Scene"]:
    """A module's guided step: the coach over the first choice its learner makes on the game's own screens (a move
    or a waking hour, a vote), after `wrong` wrong taps."""
    step, page = first_choice(chapter, table)
    return _coached(table, chapter, step, page, wrong=wrong)


def _menu(app: "App") -> "Scene":
    session = session_at(Table(6), "ties")
    flow = TutorialFlow(app, session, persist=False)
    flow.show_coached_at(session)
    menu = TutorialMenuScene(flow)
    app.scenes.push(menu, transition=False)
    return menu


# ----- the quiz ----------------------------------------------------------------------------------------------------
def quiz_at(app: "App", player_count: int, fall_mouse: bool, seed: int, kind: str,
            answer: str | None = None) -> TutorialQuizScene:
    """The first quiz from ``seed`` on that asks a question of ``kind``, at that question, answered right or
    wrong if ``answer`` says so."""
    names = tuple(default_name(seat) for seat in range(player_count))
    while QuizKind(kind) not in kinds_of_quiz(seed, player_count, fall_mouse, DEFAULT_LENGTH):
        seed += 1
    scene = quiz_scene(app, player_count, fall_mouse, names, seed)
    quiz = scene.quiz
    while quiz.question.kind.value != kind:
        quiz.next()
    if answer is not None:
        answer_current(quiz, right=answer == "right")
    return scene


def quiz_finished(app: "App") -> TutorialQuizScene:
    """The score of a quiz with three answers right at once, one right after a retry and one given up."""
    scene = quiz_scene(app, 6, False, seed=3)
    quiz = scene.quiz
    for index in range(len(quiz.questions)):
        if index == 1:
            answer_current(quiz, right=False)
            quiz.retry()
        answer_current(quiz, right=index != 3)
        quiz.next()
    return scene


def _tutorial_pictures() -> list[tuple[int, str, Callable[["App"], "Scene"]]]:
    order = FIRST_ORDER
    pictures: list[tuple[int, str, Callable[["App"], "Scene"]]] = [
        (order, "tutorial-start", _shown(TutorialSession.start(Table(6, True))))]
    for chapter, table in CHAPTER_TABLES:
        order += 1
        pictures.append((order, f"tutorial-{chapter.replace('_', '-')}", module_picture(chapter, table)))
    # A wrong tap on the Thief's wake page at four: the hint, then the lit dice ringed.
    pictures.append((order + 1, "tutorial-hint", module_picture("four_players", Table(4), wrong=1)))
    pictures.append((order + 2, "tutorial-highlight", module_picture("four_players", Table(4), wrong=2)))
    pictures.append((order + 3, "tutorial-menu", _menu))
    pictures.append((order + 4, "tutorial-end", _shown(replace(session_at(Table(6, True), "secrets"), finished=True))))
    for offset, (name, factory) in enumerate((
        ("tutorial-coach-curtain", _coached(Table(5), "real_game", "g00.curtain")),
        ("tutorial-coach-roll", _coached(Table(5), "real_game", "g01.roll", "roll")),
        ("tutorial-coach-peek", _coached(Table(5), "real_game", "g01.peek", "move")),
        ("tutorial-coach-wrong", _coached(Table(5), "real_game", "g01.peek", "move", wrong=2)),
        ("tutorial-coach-secret-turns", _coached(Table(5), "real_game", "g02.secret")),
        ("tutorial-coach-discussion", _coached(Table(6), "real_game", "g24.claim")),
        ("tutorial-coach-vote-entry", _coached(Table(6), "real_game", "g25.enter0", "entry")),
        ("tutorial-coach-ballot", _coached(Table(5), "real_game", "g22.ballot")),
        ("tutorial-coach-night-rule", _coached(Table(5), "real_game", "g01.night_rule", "night")),
        ("tutorial-coach-dawn-rule", _coached(Table(4), "real_game", "g16.dawn_rule")),
        ("tutorial-coach-followers-rule", _coached(Table(7), "real_game", "g14.followers_rule")),
        ("tutorial-coach-vote-rule", _coached(Table(6), "real_game", "g24.vote_rule")),
        ("tutorial-coach-tally", _coached(Table(6), "real_game", "g26.tally")),
        ("tutorial-practice-hint", _coached(Table(6, True), "practice", "play", hint=True)),
    )):
        pictures.append((COACH_ORDER + offset, name, factory))
    pictures += [(240, "tutorial-dk-weights", lambda app: dk_lesson_at(app, "weights")),
                 (241, "tutorial-dk-your-side", lambda app: dk_lesson_at(app, "your_side")),
                 (242, "tutorial-dk-speaking-order", lambda app: dk_lesson_at(app, "day"))]
    return pictures


PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (80, "quiz-saw-thief", lambda app: quiz_at(app, 6, False, 2, "saw_thief")),
    (81, "quiz-may-peek-right", lambda app: quiz_at(app, 7, False, 5, "may_peek", "right")),
    (82, "quiz-thief-hours-4p", lambda app: quiz_at(app, 4, False, 1, "thief_hours")),
    (83, "quiz-follower-wrong", lambda app: quiz_at(app, 8, False, 4, "follower", "wrong")),
    (84, "quiz-winner-fall-mouse", lambda app: quiz_at(app, 8, True, 6, "winner")),
    (85, "quiz-cheese-seen", lambda app: quiz_at(app, 5, False, 7, "cheese_seen")),
    (86, "quiz-score", quiz_finished),
    *_tutorial_pictures(),
)
