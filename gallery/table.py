"""The table-mode gallery: every table screen, at a table of the given size and diagonal, rendered to PNG.

``python main.py gallery OUT --table --size 1920x1080 [--diagonal 55]`` renders these instead of the tablet's
screens, in the same folders and names (``NN-name.png``). Each picture is made by the real screens, put in their
state through the same calls the fingers make, on a table seating eight where the screen allows it.
"""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any, Callable, Sequence

from program import i18n
from app.app import App
from gallery import pictures as gallery
from gallery.png import save_png
from gallery.registry import GalleryScreen
from app.scene import Scene
from game.cheese_thief.house_rules import HouseRules
from game.cheese_thief.table_rules import table_rules
from narrator.session import NarratorConfig
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from play.turns import turn_plan
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.gallery_flows import session_at
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.rules_glance import RulesGlanceScene
from scenes.home.resume_prompt import ResumePromptScene
from scenes.home.settings import SettingsScene
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.narrator.night import FakeClock, NarratorNightScene
from scenes.narrator.setup import NarratorSetupScene
from scenes.home.title import TableTitleScene
from scenes.kit.both_sides import BothSidesScene
from scenes.kit.table_mode import table_screen_in_language
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.flow import TableFlow
from scenes.table.seating import seating_gallery_scenes
from scenes.table.turns import TableTurnsScene
from scenes.table.vote_gallery import gallery_scenes as vote_gallery_scenes
from scenes.tutorial.flow import TutorialFlow
from scenes.tutorial.coached_stack import CoachedStack
from scenes.tutorial.gallery import FINGER_SECONDS, first_choice
from scenes.tutorial.gallery import session_at as tutorial_session_at
from scenes.tutorial.menu import TutorialMenuScene
from table.physical import TableScreen
from table.panels import seatable_places
from table.sitting import TableSitting
from tutorial.session import TutorialSession
from tutorial.table import Table

# The gallery's hands on the seats' bands come from a touch device no screen reports (SDL's mouse is -1, ours -2).
GALLERY_TOUCH_DEVICE = -3

TableScreens = Callable[[App, TableScreen], Sequence[tuple[str, Scene | Callable[[App], Scene]]]]


def _flow_at(app: App, screen: TableScreen, kind, vote_mode=None) -> TableFlow:
    sitting = TableSitting.of(screen, seatable_places(screen))
    session = session_at(sitting.player_count, 3, kind, vote_mode=vote_mode or VoteMode.POINT)
    return TableFlow(app, session, sitting, persist=False)


def _before_seats(app: App, screen: TableScreen) -> list[tuple[str, Scene | Callable[[App], Scene]]]:
    """The title, Settings, Rules at a glance, the question to resume a saved game, the narrator and Learn to play
    at the table: twice, facing both long sides."""

    rules = RulesGlanceScene(app, table_rules(5, False, HouseRules(tie_protects_thief=True)))
    saved = PlaySession.start(GameSetup(("Ada", "Bo", "Cai", "Dee", "Eve")), 3)
    return [("table-title", TableTitleScene(app, screen)),
            ("table-settings", BothSidesScene(app, screen, SettingsScene(app))),
            ("table-rules-glance", BothSidesScene(app, screen, rules)),
            ("table-resume", BothSidesScene(app, screen, ResumePromptScene(app, saved))),
            ("table-narrator-setup", BothSidesScene(app, screen, NarratorSetupScene(app))),
            ("table-narrator-night", BothSidesScene(app, screen, _narrator_night(app))),
            *_tutorial(app, screen)]


def _tutorial(app: App, screen: TableScreen) -> list[tuple[str, Scene]]:
    """Learn to play at the table: its first screen, a coached step and the chapters."""
    start = TutorialFlow(app, TutorialSession.start(Table(5)), persist=False)
    chapters = TutorialFlow(app, tutorial_session_at(Table(5), "five_players"), persist=False)
    return [("table-tutorial-start", BothSidesScene(app, screen, start.scene_for(start.session))),
            ("table-tutorial-step", _coached_step(app, screen)),
            ("table-tutorial-chapters", BothSidesScene(app, screen, TutorialMenuScene(chapters)))]


def _coached_step(app: App, screen: TableScreen) -> Scene:
    """The five-player module's first choice at the table: the game's own screen at that page with the coach over
    it, the finger arrived, in one host facing both long sides. Opened as from the table's title, which the
    gallery then takes away."""
    table = Table(5)
    step, page = first_choice("five_players", table)
    session = tutorial_session_at(table, "five_players", step)
    app.scenes.push(TableTitleScene(app, screen), transition=False)
    TutorialFlow(app, session, persist=False).show_coached_at(session)
    host = app.scenes.top()
    assert isinstance(host, CoachedStack)
    real: Any = host.inner
    real.jump_to_page(page)
    host.coach.refresh()
    host.coach.elapsed = FINGER_SECONDS
    app.scenes.clear()
    return host


def _narrator_night(app: App) -> Scene:
    """The narrated night ready to start, on a clock of its own (nothing is spoken)."""
    return NarratorNightScene(app, NarratorConfig(voice=False, ambience=False), clock=FakeClock())


def _seating(app: App, screen: TableScreen) -> list[tuple[str, Scene]]:
    return list(seating_gallery_scenes(app, screen))


def _turns(app: App, screen: TableScreen) -> list[tuple[str, Scene]]:
    flow = _flow_at(app, screen, StepKind.CURTAIN)
    kind = flow.session.steps[1].kind
    closed = TableTurnsScene(flow, kind)
    opened = TableTurnsScene(flow, kind)
    pages = [page.name for page in _plan(flow, kind).pages]
    for seat, panel in enumerate(opened.panels[:3]):
        panel.holder = (GALLERY_TOUCH_DEVICE, seat)  # the seat's hand on its band
        turn = panel.build()
        assert isinstance(turn, PrivateTurnScene)
        turn.jump_to_page(pages[seat % len(pages)])
        turn.update(1.0)
    opened.done.add(len(opened.panels) - 1)
    return [("table-night-closed", closed), ("table-night-three-open", opened)]


def _plan(flow: TableFlow, kind):
    return turn_plan(kind, flow.player_count, flow.session.setup.hour_seconds)


def _public(app: App, screen: TableScreen) -> list[tuple[str, Scene]]:
    shown = []
    for name, kind in (("table-discussion", StepKind.DISCUSSION), ("table-reveal", StepKind.REVEAL),
                       ("table-replay", StepKind.REPLAY)):
        flow = _flow_at(app, screen, kind)
        shown.append((name, flow.scene_for(flow.session.step)))
    notes_flow = _flow_at(app, screen, StepKind.DISCUSSION)
    with_notes = notes_flow.scene_for(notes_flow.session.step)
    assert isinstance(with_notes, FacingTwiceScene)
    with_notes.open_notes(0)
    with_notes.open_notes(notes_flow.player_count - 1)
    held = with_notes.notes[0]
    held.holder = (GALLERY_TOUCH_DEVICE, 0)
    held.build()
    shown.insert(1, ("table-discussion-notes", with_notes))
    ends_flow = _flow_at(app, screen, StepKind.DISCUSSION)
    to_the_ends = ends_flow.scene_for(ends_flow.session.step)
    assert isinstance(to_the_ends, FacingTwiceScene)
    to_the_ends.turn_middle(True)  # as a tap on an end seat's zone does
    shown.insert(2, ("table-discussion-ends", to_the_ends))
    leave_flow = _flow_at(app, screen, StepKind.DISCUSSION)
    shown.insert(3, ("table-leave", FacingTwiceScene(leave_flow, ConfirmLeaveScene(leave_flow))))
    return shown


def _vote(app: App, screen: TableScreen) -> list[tuple[str, Scene]]:
    point = vote_gallery_scenes(app, _flow_at(app, screen, StepKind.POINT_VOTE))
    secret = vote_gallery_scenes(app, _flow_at(app, screen, StepKind.BALLOT_TURN, VoteMode.SECRET))
    return point + [(name.replace("table-vote", "table-secret-vote"), scene) for name, scene in secret[:2]]


TABLE_GALLERY: tuple[TableScreens, ...] = (_before_seats, _seating, _turns, _vote, _public)


def render(outdir: Path | str, size: tuple[int, int], diagonal_in: float, languages: list[str],
           per_language_folders: bool) -> list[Path]:
    out = Path(outdir)
    play_step_scenes.register_all()  # the pictures show a game's steps, each by the screen its flow names
    previous = i18n.current_language()
    app = gallery.make_app(size, languages[0])
    # The settings of a table of this size, as its Settings screen shows them (nothing is saved).
    app.settings.table_mode, app.settings.table_diagonal_in = True, diagonal_in
    written: list[Path] = []
    try:
        for lang in languages:
            app.set_language(lang)
            screen = table_screen_in_language(size, diagonal_in, lang)  # the script's least text size with it
            folder = out / lang if per_language_folders else out
            folder.mkdir(parents=True, exist_ok=True)
            order = 0
            for group in TABLE_GALLERY:
                for name, scene in group(app, screen):
                    order += 1
                    made = scene if not isinstance(scene, Scene) else partial(lambda _app, scene: scene, scene=scene)
                    shown = GalleryScreen(order, name, made)
                    gallery.show(shown, app)
                    path = folder / shown.file_name
                    save_png(app.surface, path)
                    written.append(path)
    finally:
        app.scenes.clear()
        i18n.set_language(previous)
    return written
