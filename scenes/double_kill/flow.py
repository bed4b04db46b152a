"""Runs one Double Kill sitting with the program as judge: shows the screen for where the game is, and autosaves.

Every Double Kill scene gets this flow and uses only its methods: the public view, a seat's view (private turns
only), `apply` and the session's answers, then `show_current` for the next screen. The raw state never reaches
a scene. Which screen comes next is the session's `DkScreen`, worked out from public facts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from storage import autosave
from play.double_kill.session import DkScreen, DkSession
from play.double_kill.voice import NIGHTFALL_LINE
from scenes.double_kill.ballot_board import BallotBoardKeeper
from scenes.double_kill.night_voice import DkNightVoice
from scenes.cheese_thief.play_flow import SavedFlow
from scenes.kit.confirm_leave import ConfirmLeaveScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

DkSceneFactory = Callable[["DkFlow"], "Scene"]
_SCREENS: dict[DkScreen, DkSceneFactory] = {}


def register_screen(screen: DkScreen, factory: DkSceneFactory) -> None:
    _SCREENS[screen] = factory


def has_every_screen() -> bool:
    return len(_SCREENS) == len(DkScreen)


class DkFlow(SavedFlow):
    def __init__(self, app: "App", session: DkSession, persist: bool = True) -> None:
        super().__init__(app, session, persist)
        self.night_voice = DkNightVoice(app)
        # The secret ballot's widgets, handed from one seat's page to the next of the same vote.
        self.ballot_boards = BallotBoardKeeper(app)
        # The first nightfall may be tapped before it has a quiet step of its own: loaded from the first curtain on.
        app.frames.warm_up.add(self.night_voice.warm_up_key, lambda: self.night_voice.load_ahead(NIGHTFALL_LINE))

    # ----- reading ------------------------------------------------------------------------------------------
    @property
    def screen(self) -> DkScreen:
        return self.session.screen()

    @property
    def step(self) -> DkScreen:
        return self.screen

    # ----- changing -----------------------------------------------------------------------------------------
    def next_screen(self) -> None:
        """Save, and show the screen for where the game is now."""
        self.save()
        self.show_current()

    def show_current(self, replace: bool = True) -> None:
        screen = self.session.screen()
        if screen not in (DkScreen.CURTAIN, DkScreen.BALLOT_TURN):
            self.ballot_boards.let_go()  # the vote is over: its widgets' pictures go
        self._show(self.scene_for(screen), replace)

    def scene_for(self, screen: DkScreen) -> "Scene":
        factory = _SCREENS.get(screen)
        if factory is None:  # the screens name this flow back, so it cannot load them: the opener registers them
            raise LookupError(f"no scene for {screen}: open the sitting after scenes.double_kill.screens.register_all()")
        return factory(self)

    def open_private(self) -> None:
        """The curtain was held: show the private turn behind it (never saved, so a restart shows the curtain)."""
        self.session.curtain_opened()
        self.show_current()

    def ask_to_leave(self) -> None:
        self.app.scenes.push(ConfirmLeaveScene(self), transition=False)

    def leave(self) -> None:
        """Back to the title; an unfinished game stays saved so it can be resumed."""
        self.night_voice.stop_ambience()
        self.ballot_boards.let_go()
        if self.session.game_over and self.persist:
            autosave.discard()
        scenes = self.app.scenes
        while len(scenes) > 1:
            scenes.pop(transition=len(scenes) == 2)
