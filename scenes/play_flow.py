"""Runs one pass-and-play sitting: shows the screen for each step and autosaves.

Every pass-and-play scene gets the flow object and uses only its methods:
views (`view`, `public`), `apply` for actions, `finish_step` to move on.
The raw game state never reaches a scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from app.i18n import current_language
from app.layer_cache import LayerCache

from game.actions import Action
from game.views import PublicView, SeatView
from play import autosave
from play.flow import PRIVATE_KINDS, Step, StepKind
from play.session import PlaySession
from play.turn_progress import TurnTrace

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

StepSceneFactory = Callable[["PlayFlow", Step], "Scene"]
_STEP_SCENES: dict[StepKind, StepSceneFactory] = {}


def register_step_scene(kind: StepKind, factory: StepSceneFactory) -> None:
    _STEP_SCENES[kind] = factory


def _load_step_scenes() -> None:
    if len(_STEP_SCENES) < len(StepKind):
        from scenes import play_step_scenes

        play_step_scenes.register_all()


class SavedFlow:
    """A game's flow that saves after every move: ``session``, ``persist`` and ``on_saved`` are its own."""

    session: Any
    persist: bool
    on_saved: list[Callable[[Any], None]]

    def apply(self, action: Any) -> None:
        """Apply and save at once (raises RuleError, leaving everything unchanged)."""
        self.session.apply(action)
        self.save()

    def save(self) -> None:
        if self.persist:
            autosave.save(self.session)
        for listener in list(self.on_saved):
            listener(self.session)


class PlayFlow(SavedFlow):
    def __init__(self, app: "App", session: PlaySession, persist: bool = True) -> None:
        self.app = app
        self.session = session
        self.persist = persist
        self.on_saved: list[Callable[[PlaySession], None]] = []
        # Every finished private turn, for the privacy audit (pages, taps, time, sounds).
        self.traces: list[TurnTrace] = []
        # Pictures every seat's turn paints alike (the sleeping night table), kept for the whole game.
        self.shared_layers: dict[str, LayerCache] = {}

    # ----- reading ----------------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return self.session.setup.names

    @property
    def player_count(self) -> int:
        return self.session.player_count

    @property
    def step(self) -> Step:
        return self.session.step

    def view(self, seat: int) -> SeatView:
        return self.session.view(seat)

    def public(self) -> PublicView:
        return self.session.public()

    # ----- changing ---------------------------------------------------------------------------------
    def finish_step(self) -> None:
        """Leave the current step and show the next one."""
        self.session.finish_step()
        self.save()
        self.show_current(self.session.step_index)

    def show_current(self, index: int | None = None, replace: bool = True) -> None:
        """Show the scene for step `index` (default: where a restart should land: never a private screen)."""
        if index is None:
            index = self.session.resume_step_index()
        self.session.step_index = index
        if self.session.step.kind not in PRIVATE_KINDS and self.session.step.kind is not StepKind.CURTAIN:
            self.shared_layers.clear()  # the turns are over (or not begun): their pictures are not needed now
        scene = self.scene_for(self.session.step)
        if replace and self.app.scenes.stack:
            self.app.scenes.replace(scene, transition=True)
        else:
            self.app.scenes.push(scene, transition=True)
        self._rehearse_next_public_screen(index)

    def _rehearse_next_public_screen(self, index: int) -> None:
        """Build the next screen's widgets once ahead, while this one is shown, and throw them away: the tap
        that opens it then finds every button's picture painted, instead of painting them all in its frame.
        Only public screens, which look the same whoever holds the tablet."""
        steps = self.session.steps
        if index + 1 >= len(steps) or steps[index + 1].kind in PRIVATE_KINDS or steps[index + 1].kind is StepKind.CURTAIN:
            return
        self.app.warm_up.add(("rehearse-widgets", id(self), index + 1, self.app.size, current_language()),
                             lambda: self._rehearse(index + 1))

    def _rehearse(self, index: int) -> None:
        if self.session.step_index + 1 != index:
            return  # the game moved on (or back) meanwhile
        try:
            scene = self.scene_for(self.session.steps[index])
        except ValueError:
            return  # a screen that needs the game further on (the reveal needs the votes): built when shown
        self.app.rehearse_widgets(scene.build_ui)

    def scene_for(self, step: Step) -> "Scene":
        _load_step_scenes()
        return _STEP_SCENES[step.kind](self, step)

    def commit(self, actions: list[Action]) -> None:
        """Apply several actions (e.g. every pointed vote) and move on, with a single save."""
        self.session.apply_all(actions)
        self.finish_step()

    def open_notes(self, seat: int) -> None:
        """"My notes": a curtain for `seat`, then their private summary; both return to the caller."""
        from scenes.curtain import CurtainScene
        from scenes.notes import NotesScene

        def open_private() -> None:
            self.app.scenes.replace(NotesScene(self, seat), transition=True)

        def back() -> None:
            self.app.scenes.pop(transition=True)

        curtain = CurtainScene(self.app, seat, self.names[seat], "curtain.purpose.notes", on_open=open_private, on_back=back,
                               flow=self)
        self.app.scenes.push(curtain, transition=True)

    def ask_to_leave(self) -> None:
        from scenes.confirm_leave import ConfirmLeaveScene

        self.app.scenes.push(ConfirmLeaveScene(self), transition=False)

    def play_again(self) -> None:
        self.session = self.session.next_game()
        self.save()
        self.show_current(0)

    def leave(self) -> None:
        """Back to the title. An unfinished game stays saved so it can be resumed (in the café kiosk, whose
        ``app.on_leave_game`` takes over, it ends instead: the next group must not find it)."""
        if self.app.on_leave_game is not None:
            self.app.on_leave_game(self)
            return
        if self.session.game_over and self.persist:
            autosave.discard()
        scenes = self.app.scenes
        while len(scenes) > 1:
            scenes.pop(transition=len(scenes) == 2)
