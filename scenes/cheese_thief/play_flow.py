"""Runs one pass-and-play sitting: shows the screen for each step and autosaves.

Every pass-and-play scene gets the flow object and uses only its methods:
views (`view`, `public`), `apply` for actions, `finish_step` to move on.
The raw game state never reaches a scene.
"""

from __future__ import annotations

from itertools import count
from typing import TYPE_CHECKING, Any, Callable

from program.i18n import current_language
from app.frames.layer_cache import LayerCache
from app.frames.rehearsal import Rehearsal

from game.cheese_thief.actions import Action
from storage import autosave
from play.flow import PRIVATE_KINDS, Step, StepKind
from play.session import PlaySession
from play.turn_progress import TurnTrace
from scenes.kit.curtain import CurtainScene
from scenes.cheese_thief.notes import NotesScene
from scenes.kit.confirm_leave import ConfirmLeaveScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

StepSceneFactory = Callable[["PlayFlow", Step], "Scene"]
_STEP_SCENES: dict[StepKind, StepSceneFactory] = {}


def register_step_scene(kind: StepKind, factory: StepSceneFactory) -> None:
    _STEP_SCENES[kind] = factory


def has_every_step_scene() -> bool:
    return len(_STEP_SCENES) == len(StepKind)


def _step_scene(kind: StepKind) -> StepSceneFactory:
    factory = _STEP_SCENES.get(kind)
    if factory is None:  # the screens name this flow back, so it cannot load them: the opener registers them
        raise LookupError(f"no screen for {kind}: open the game after scenes.cheese_thief.play_step_scenes.register_all()")
    return factory


class SavedFlow:
    """A game's flow that saves after every move. Scenes read the game through it (names, views), and it shows
    the screen for where the game is."""

    def __init__(self, app: "App", session: Any, persist: bool = True) -> None:
        self.app = app
        self.session = session
        self.persist = persist
        self.on_saved: list[Callable[[Any], None]] = []
        # Every finished private turn, for the privacy audit (pages, taps, time, sounds).
        self.traces: list[TurnTrace] = []

    @property
    def names(self) -> tuple[str, ...]:
        return self.session.setup.names

    @property
    def player_count(self) -> int:
        return self.session.player_count

    def view(self, seat: int) -> Any:
        """A seat's own view of the game (private screens only)."""
        return self.session.view(seat)

    def public(self) -> Any:
        return self.session.public()

    def _show(self, scene: "Scene", replace: bool) -> None:
        """``scene`` in place of the top screen (or over it, on an empty stack or when ``replace`` is off)."""
        if replace and self.app.scenes.stack:
            self.app.scenes.replace(scene, transition=True)
        else:
            self.app.scenes.push(scene, transition=True)

    def apply(self, action: Any) -> None:
        """Apply and save at once (raises RuleError, leaving everything unchanged)."""
        self.session.apply(action)
        self.save()

    def save(self) -> None:
        if self.persist:
            autosave.save(self.session, keep_names=self.app.names_on_disk)
        for listener in list(self.on_saved):
            listener(self.session)


class PlayFlow(SavedFlow):
    rehearsal_task = "rehearse-widgets"  # what building the next public screen's widgets ahead is queued as

    def __init__(self, app: "App", session: PlaySession, persist: bool = True) -> None:
        super().__init__(app, session, persist)
        # Pictures every seat's turn paints alike (the sleeping night table), kept for the whole game.
        self.shared_layers: dict[str, LayerCache] = {}
        self._screen_rehearsal: Rehearsal | None = None  # the next public screen's, a part per warm-up task
        self._rehearsal_parts = count()  # keys of the parts' tasks: each queued once
        self._rehearsed: set[tuple[int, int]] = set()  # (game number, step) of the screens rehearsed

    # ----- reading ----------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.session.step

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
        self.session.go_to_step(index)
        if self.session.step.kind not in PRIVATE_KINDS and self.session.step.kind is not StepKind.CURTAIN:
            self.shared_layers.clear()  # the turns are over (or not begun): their pictures are not needed now
        self._give_back_rehearsal()  # its manager, reserved, goes to the screen about to be built
        self._show(self.scene_for(self.session.step), replace)
        self._rehearse_next_public_screen(index)

    def _rehearse_next_public_screen(self, index: int) -> None:
        """Build the next public screen's widgets once ahead, while this one is shown, and throw them away: the tap
        that opens it then finds every button's picture painted, instead of painting them all in its frame.
        Only public screens, which look the same whoever holds the tablet. Queued as the turns before it begin,
        and again, before any other task, on the screen just before it if it has not been built by then: the
        kiosk's demonstration hurries through the turns, and the discussion was built cold in the tap's step."""
        ahead = self._next_public_index(index)
        if ahead is None or (self.session.game_number, ahead) in self._rehearsed:
            return
        just_before = ahead == index + 1
        self.app.frames.warm_up.add((self.rehearsal_task, id(self), ahead, just_before, self.app.size,
                                     current_language()), lambda: self._rehearse(index, ahead), first=just_before)

    def _next_public_index(self, index: int) -> int | None:
        """The first public screen after ``index``, past the turns and curtains between (they differ for each
        seat)."""
        steps = self.session.steps
        ahead = index + 1
        while ahead < len(steps) and (steps[ahead].kind in PRIVATE_KINDS or steps[ahead].kind is StepKind.CURTAIN):
            ahead += 1
        return ahead if ahead < len(steps) else None

    def _rehearse(self, shown: int, ahead: int) -> None:
        if (self.session.game_number, ahead) in self._rehearsed:
            return
        scene = self._scene_ahead(shown, ahead)
        if scene is not None:
            self._rehearsed.add((self.session.game_number, ahead))
            self._rehearse_scene(scene)

    def _scene_ahead(self, shown: int, ahead: int) -> "Scene | None":
        """The tablet's screen for step ``ahead``, to rehearse while step ``shown`` (or a turn after it) is on."""
        if not shown <= self.session.step_index < ahead:
            return None  # the game moved on (or back) meanwhile
        try:
            return PlayFlow.scene_for(self, self.session.steps[ahead])
        except ValueError:
            return None  # a screen that needs the game further on (the reveal needs the votes): built when shown

    def _rehearse_scene(self, scene: "Scene") -> None:
        """The widgets' parts (``build_ui_parts``) built one per warm-up task on one manager: the discussion built
        whole in one task during a private turn took that step 14-20 ms."""
        self._give_back_rehearsal()
        self._screen_rehearsal = Rehearsal(self.app.frames, lambda: scene)
        self._rehearse_part(self._screen_rehearsal)

    def _rehearse_part(self, rehearsal: Rehearsal) -> None:
        rehearsal.build_part()
        if not rehearsal.finished:
            self.app.frames.warm_up.add((self.rehearsal_task, "part", next(self._rehearsal_parts)),
                                        lambda: self._rehearse_part(rehearsal), first=True)

    def _give_back_rehearsal(self) -> None:
        """A rehearsal left unfinished (the game moved on, or the queue was forgotten) gives its manager back."""
        if self._screen_rehearsal is not None:
            self._screen_rehearsal.give_back()
            self._screen_rehearsal = None

    def scene_for(self, step: Step) -> "Scene":
        return _step_scene(step.kind)(self, step)

    def commit(self, actions: list[Action]) -> None:
        """Apply several actions (e.g. every pointed vote) and move on, with a single save."""
        self.session.apply_all(actions)
        self.finish_step()

    def open_notes(self, seat: int) -> None:
        """"My notes": a curtain for `seat`, then their private summary; both return to the caller."""
        def open_private() -> None:
            self.app.scenes.replace(NotesScene(self, seat), transition=True)

        def back() -> None:
            self.app.scenes.pop(transition=True)

        curtain = CurtainScene(self.app, seat, self.names[seat], "curtain.purpose.notes", on_open=open_private, on_back=back,
                               flow=self)
        self.app.scenes.push(curtain, transition=True)

    def ask_to_leave(self) -> None:
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
