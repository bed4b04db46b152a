"""What the tutorial's screens ask of the flow that opens them (``TutorialFlow`` fits it without naming it), and
what the coach asks of the real game it stands over (``CoachedFlow`` likewise): the flow opens those screens and
the coached game makes its coach, so they name only these shapes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from play.session import PlaySession
from storage.tutorial_record import TutorialRecord
from tutorial.session import TutorialSession
from tutorial.table import Table

if TYPE_CHECKING:
    from app.app import App


class TutorialHost(Protocol):
    """An opened tutorial as its screens see it: the window, the session and the run's record, moving the session
    on, the voice, and the ways out (the chapters menu, the setup, a real game, leaving)."""

    session: TutorialSession
    saved: TutorialSession | None  # a tutorial left unfinished last time, offered on the first screen
    persist: bool
    record: TutorialRecord

    @property
    def app(self) -> App: ...

    @property
    def voice_muted(self) -> bool: ...

    def screen_kind(self, session: TutorialSession) -> str: ...

    def change(self, session: TutorialSession) -> None: ...

    def restart_coached(self, session: TutorialSession) -> None: ...

    def begin(self, table: Table) -> None: ...

    def resume(self) -> None: ...

    def say(self, sentence: str) -> None: ...

    def prepare_to_say(self, sentence: str) -> None: ...

    def quiet(self) -> None: ...

    def toggle_voice(self) -> None: ...

    def open_menu(self) -> None: ...

    def open_setup(self, table: Table | None) -> None: ...

    def play_for_real(self) -> None: ...

    def exit(self) -> None: ...


class CoachedGame(Protocol):
    """The real game under the coach: the tutorial it belongs to, its session (whose step tells how far the screens
    have got), its players' names, and whether it is the practice round's free play."""

    tutorial: TutorialHost
    free_play: bool

    @property
    def session(self) -> PlaySession: ...

    @property
    def names(self) -> tuple[str, ...]: ...
