"""One opened tutorial: its session, which screen shows it, saving it, and leaving to where it was opened from.

The first step is the "How many are you?" screen, the steps of the chapters are coached on the game's own
screens, and after the last step comes the end screen; `change` shows whichever the new session needs and keeps it
saved. The flow also holds what lasts across those screens: the voice that speaks the steps' sentences and the
anonymous record of the run (``storage.tutorial_record``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from app import routes
from program import i18n
from program.i18n import t
from game.cheese_thief.house_rules import HouseRules
from play.session import PlaySession
from play.setup import GameSetup
from tutorial.chapters import practice
from tutorial.coach import practice_vote_mode, session_at, setup_for
from tutorial.texts import default_names
from storage.tutorial_record import TutorialRecord
from storage.tutorial_save import forget_tutorial, load_tutorial, save_tutorial
from tutorial.chapters import start
from tutorial.session import TutorialSession, page_of
from tutorial.steps import Step
from tutorial.table import DEFAULT_TABLE, Table
from scenes.kit.both_sides import facing_like
from scenes.kit.table_mode import table_mode_on, table_screen
from storage.history import History
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.private_turn import PrivateTurnScene
from scenes.cheese_thief.setup import new_seed
from scenes.cheese_thief.setup_draft import SetupDraft
from scenes.tutorial.coach_overlay import CoachOverlay
from scenes.tutorial.coached_flow import CoachedFlow
from scenes.tutorial.start import TutorialStartScene
from scenes.tutorial.end import TutorialEndScene
from scenes.tutorial.menu import TutorialMenuScene
from scenes.tutorial import voice_player

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene
    from app.stacked_scene import StackedScene
    from scenes.tutorial.voice_player import TutorialVoice


# A private turn's page by the gallery's screen names ("turn-roll" is the page "roll"), where the two differ.
PAGE_NAMES = {"turn-wake": "wake_hour"}

class TutorialFlow:
    def __init__(self, app: "App", session: TutorialSession, saved: TutorialSession | None = None,
                 persist: bool = True) -> None:
        self.app = app
        self.session = session
        self.saved = saved  # a session left unfinished last time, offered on the first screen
        self.persist = persist
        self.base_depth = len(app.scenes)  # leaving pops back to this depth: where the tutorial was opened
        # Pictures drawn for the gallery (persist off) are nobody's learning: not counted, not spoken.
        self.record = TutorialRecord(enabled=persist)
        self._voice: "TutorialVoice | None" = None
        self.coached: CoachedFlow | None = None  # the real game shown while the steps are coached on its screens

    # ----- which screen ------------------------------------------------------------------------------------
    def screen_kind(self, session: TutorialSession) -> str:
        if session.finished:
            return "end"
        if session.chapter == start.ID:
            return "start"
        return "coached"  # every chapter's steps are taught on the game's own screens

    def scene_for(self, session: TutorialSession) -> "Scene":
        """The first screen or the end (a chapter's step is shown on the game's own screen: `show_coached_at`)."""
        kind = self.screen_kind(session)
        if kind == "start":
            return TutorialStartScene(self)
        if kind == "end":
            return TutorialEndScene(self)
        raise ValueError("a chapter's step is coached on the game's own screens")

    def change(self, session: TutorialSession) -> None:
        """Move to `session`; the screen is swapped only when the new step needs another kind of screen."""
        if session == self.session:
            return
        kind_before = self.screen_kind(self.session)
        self.record.moved(self.session, session)
        self.session = session
        self.keep()
        kind = self.screen_kind(session)
        if kind == "coached":
            self._coach(restart=False)
        elif kind != kind_before:
            self._leave_coached()
            self.show(self.scene_for(session), replace=True)
        else:
            refresh = getattr(self.shown_scene(), "refresh", None)
            if refresh is not None:
                refresh()

    # ----- the steps coached on the game's own screens ---------------------------------------------------------
    def restart_coached(self, session: TutorialSession) -> None:
        """Back and Replay over a real screen: `session` on a coached step, the game started again at its screen."""
        self.record.moved(self.session, session)
        self.session = session
        self.keep()
        self._coach(restart=True)

    def show_coached_at(self, session: TutorialSession) -> None:
        """The game's screen of `session`'s coached step, with the coach at that very step (the gallery shows steps
        met part way through a screen this way; the page or phase shown is the caller's to set)."""
        self.session = session
        self._coach(restart=True, rewind=False)

    def _coach(self, restart: bool, rewind: bool = True) -> None:
        """Show the session's coached step: on the game already shown when it is at that step, otherwise on the game
        as it stood when that step's screen began."""
        step = self.session.step
        assert step.play_step is not None
        coached = self.coached
        if coached is not None and coached.chapter == self.session.chapter and not restart \
                and coached.session.step_index == step.play_step:
            coached.overlay.refresh()
            return
        if rewind and not step.free_play:
            first = self.session.first_of_page()
            if first != self.session.step_index:
                self.session = self.session.rewind_to(first)  # a page is started from its first step
                self.keep()
            step = self.session.step  # the page's first step: the same game step
        assert step.play_step is not None
        shown_before = coached is not None
        if coached is not None:
            coached.remove_overlay()
        play_step_scenes.register_all()  # the game's flow shows its screens from a table its opener fills
        self.coached = CoachedFlow(self, self._game_at(step.play_step, step.free_play), self.session.chapter,
                                   step.free_play)
        self.coached.show_current(step.play_step, replace=shown_before or self.app.scenes.top() is not None)
        if rewind and not step.free_play:
            self._open_page_of(step)

    def _open_page_of(self, step: Step) -> None:
        """A private turn started again at a later page than its first: that page opened at once, as it was before
        its first tap (the pages before it were already seen and done)."""
        _, page = page_of(step)
        first = self.session.first_of_screen()
        if page is None or page == page_of(self.session.chapter_steps.steps[first])[1] or self.coached is None:
            return
        real = self.coached.overlay.real_scene()
        name = PAGE_NAMES.get(page, page.removeprefix("turn-"))
        if isinstance(real, PrivateTurnScene) and name in [plan_page.name for plan_page in real.plan.pages]:
            real.jump_to_page(name)
            self.coached.overlay.screen_changed()

    def _game_at(self, play_step: int, free_play: bool) -> PlaySession:
        lang = i18n.current_language()
        table = self.session.table
        if free_play:
            names = default_names(lang, table.players)
            setup = replace(setup_for(table.players, table.fall_mouse, names, practice_vote_mode(table.players)),
                            house_rules=HouseRules(tie_protects_thief=table.tie_protects_thief))
            return PlaySession.start(setup, practice.seed_for(table), now=0.0)
        game = self.session.chapter_steps.game
        assert game is not None, "a coached chapter plays a scripted game"
        return session_at(game, play_step, game.names(lang))

    def _leave_coached(self) -> None:
        if self.coached is not None:
            self.quiet()  # the coach's line ends with its game
            self.coached.remove_overlay()
            self.coached = None

    def play_for_real(self) -> None:
        """The practice round's end: the tutorial is done, and a real game for the table begins at once (at a touch
        table, from its seats)."""
        finished = self.session.next()
        self.record.moved(self.session, finished)
        self.session = finished
        self.keep()
        if self.persist:
            forget_tutorial()
        table = finished.table
        self.exit()
        if table_mode_on(self.app) and table_screen(self.app) is not None:
            # At a touch table a real game begins at its seats: each player sits down at an edge before the deal.
            seating = routes.make("setup", self.app)
            if seating is not None:
                self.app.scenes.push(seating)
            return
        names = default_names(i18n.current_language(), table.players)
        setup = GameSetup(names, table.fall_mouse, house_rules=HouseRules(tie_protects_thief=table.tie_protects_thief))
        play_step_scenes.register_all()
        game = PlayFlow(self.app, PlaySession.start(setup, seed=new_seed()), persist=self.persist)
        game.save()
        game.show_current(0)

    def show(self, scene: "Scene", replace: bool = False) -> None:
        """Push one of the tutorial's screens (or swap it for the one on top) in the form of the screen it opens
        over: at a touch table, twice, facing both long sides, as the title that opened the tutorial is."""
        shown = facing_like(self.app.scenes.top(), scene)
        if replace:
            self.app.scenes.replace(shown)
        else:
            self.app.scenes.push(shown)

    def shown_scene(self) -> "StackedScene | None":
        """The tutorial's screen on top, itself or inside the table's host."""
        top = self.app.scenes.top()
        if isinstance(top, CoachOverlay):
            return top
        hosted = getattr(top, "hosted_scenes", ())
        return hosted[0] if hosted else top

    def open_menu(self) -> None:
        self.show(TutorialMenuScene(self))

    def keep(self) -> None:
        if self.persist and self.session.chapter != start.ID and not save_tutorial(self.session):
            self.app.show_notice(t("tutorial.notice.not_saved"))

    # ----- the first screen's choices ----------------------------------------------------------------------
    def begin(self, table: Table) -> None:
        """Start again for `table`: the first chapter after the first screen."""
        self.saved = None
        first = TutorialSession.start(table).next()
        self.record.start(table, i18n.current_language(), first)
        self.change(first)

    def resume(self) -> None:
        if self.saved is not None:
            saved, self.saved = self.saved, None
            self.record.start(saved.table, i18n.current_language(), saved)
            self.change(saved)

    # ----- the voice ---------------------------------------------------------------------------------------
    @property
    def voice_muted(self) -> bool:
        return bool(self.app.settings.tutorial_voice_muted)

    def voice(self) -> "TutorialVoice | None":
        """The voice for the language and volume of now (made again when either changed); none for the gallery."""
        if not self.persist:
            return None
        lang, volume = i18n.current_language(), float(self.app.settings.sound_volume)
        if self._voice is None or (self._voice.lang, self._voice.volume) != (lang, volume):
            self.quiet()
            self._voice = voice_player.TutorialVoice(lang, volume, self.voice_muted)
        return self._voice

    def say(self, sentence: str) -> None:
        """Speak `sentence` (the subtitle on screen), cutting the line before; nothing waits for it to end."""
        voice = self.voice()
        if voice is not None:
            voice.say(sentence)

    def prepare_to_say(self, sentence: str) -> None:
        """Load the clip of a sentence about to be said, so saying it costs its frame nothing more."""
        voice = self.voice()
        if voice is not None:
            voice.prepare(sentence)

    def quiet(self) -> None:
        if self._voice is not None:
            self._voice.stop()

    def toggle_voice(self) -> None:
        """The mute button: flip and save the preference; muting stops the line at once."""
        muted = not self.voice_muted
        self.app.settings.tutorial_voice_muted = muted
        self.app.save_settings()
        if self._voice is not None:
            self._voice.set_muted(muted)

    # ----- leaving -----------------------------------------------------------------------------------------
    def exit(self) -> None:
        """Back to where the tutorial was opened from (the place is kept for next time)."""
        self.quiet()
        self.coached = None
        self.record.leave(self.session)
        scenes = self.app.scenes
        while len(scenes) > max(1, self.base_depth):
            scenes.pop(transition=len(scenes) == self.base_depth + 1)

    def open_setup(self, table: Table | None) -> None:
        """Leave for the setup screen, set for `table` when given (Play now), as the player left it otherwise."""
        if table is not None and self.session.finished and self.persist:
            forget_tutorial()
        self.exit()
        setup = routes.make("setup", self.app)
        if setup is None:
            return
        top = self.app.scenes.top()
        if top is not None and type(top) is type(setup):
            setup = top  # opened from the setup screen: back to it, with the names already typed
        else:
            self.app.scenes.push(setup)
        draft = getattr(setup, "draft", None)
        if table is not None and draft is not None:
            draft.set_count(table.players)
            draft.fall_mouse = table.fall_mouse and draft.fall_mouse_allowed
            draft.tie_protects_thief = table.tie_protects_thief
            if setup.ui is not None:
                setup.rebuild_ui()  # the seats' rows follow the count


def first_scene(app: "App", table: Table | None = None, persist: bool = True, offer_resume: bool = True) -> "Scene":
    """The tutorial's first screen for `table` (offering to resume a saved tutorial unless ``offer_resume`` is
    off: the café kiosk never offers one group the place where another left), not yet shown."""
    chosen = table or (remembered_table() if persist else None) or DEFAULT_TABLE
    saved = None
    if persist and offer_resume:
        loaded = load_tutorial(chosen)
        if loaded.notice is not None:
            app.show_notice(t("tutorial.notice.damaged"))
        saved = loaded.session
        if saved is not None and (saved.chapter == start.ID or saved.finished):
            saved = None  # nothing to resume: not begun, or finished
    flow = TutorialFlow(app, TutorialSession.start(chosen), saved, persist)
    return flow.scene_for(flow.session)


def remembered_table() -> Table | None:
    """The table of the last game set up on this device (count, Fall Mouse, house rule), so that the tutorial
    opened from the title teaches the game as this table plays it; None when there is none."""
    history = History()
    try:
        preferences = history.last_setup()
    finally:
        history.close()
    if preferences is None:
        return None
    draft = SetupDraft.from_preferences(preferences, 0)
    return Table(draft.count, draft.fall_mouse and draft.fall_mouse_allowed, draft.tie_protects_thief)


def open_tutorial(app: "App", table: Table | None = None, persist: bool = True) -> None:
    app.scenes.push(facing_like(app.scenes.top(), first_scene(app, table, persist)))


def register_routes() -> None:
    routes.register("tutorial", first_scene)
