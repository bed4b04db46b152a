"""A game of the tutorial played on the game's own screens, with the coach's overlay always over them.

It is the pass-and-play flow itself (the same screens, in the same order, changing the game the same way), with
two differences: nothing is saved (the tutorial's own save knows where it is), and every screen it shows gets
the coach's overlay on top, which lights the widget to tap and lets only the right taps through. At a touch table
the screen and the coach share one host facing both long sides (``scenes.tutorial.coached_stack``), and the screens
the game opens over them (its leave question, a seat's notes) face both sides too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from app.frames.scene_hooks import heavy_step
from play.session import PlaySession
from scenes.cheese_thief.notes import NotesScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.warm_ups import card_faces, night_pictures
from scenes.kit.both_sides import BothSidesScene
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.kit.curtain import CurtainScene
from scenes.tutorial.coach_overlay import CoachOverlay
from scenes.tutorial.coached_stack import CoachedStack, TableCoach, table_of

if TYPE_CHECKING:
    from app.scene import Scene
    from scenes.tutorial.tutorial_host import TutorialHost


class CoachedFlow(PlayFlow):
    def __init__(self, tutorial: "TutorialHost", session: PlaySession, chapter: str, free_play: bool) -> None:
        super().__init__(tutorial.app, session, persist=False)
        self.tutorial = tutorial
        self.chapter = chapter
        self.free_play = free_play  # the practice round: the learner's own game, hints on request
        # At a table (the tutorial's screen it follows faces both sides), the coach shares a host with each screen.
        self.table_screen = table_of(self.app.scenes.top())
        table = self.table_screen
        kept = self._coach_to_keep(getattr(tutorial, "coached", None))
        self.overlay: CoachOverlay = (TableCoach(self, table) if table is not None
                                      else kept.coach_game(self) if kept is not None else CoachOverlay(self))

    def _coach_to_keep(self, before: object) -> CoachOverlay | None:
        """The coach of the tutorial's game before this one, taken off the screen, to go on coaching this one with
        its band as built (``CoachOverlay.coach_game``); none at a table, whose coach shares a host with its screen."""
        overlay = getattr(before, "overlay", None)
        if type(overlay) is not CoachOverlay or overlay.tutorial is not self.tutorial \
                or any(overlay is scene for scene in self.app.scenes.stack):
            return None
        return overlay

    def _show(self, scene: "Scene", replace: bool) -> None:
        """The real screen in place of the one shown, and the overlay over it. Cuts, not fades: the coach's words
        stay put while the screen under them changes, and a fade would swallow the learner's next tap. The cut is
        held a few frames while the new screen's first frame (or a private turn's card faces) is prepared
        (``SceneManager.cut_when_prepared``)."""
        scenes = self.app.scenes
        before = scenes.visible_layers()
        if self.table_screen is not None:
            self._show_at_table(scene, replace)
        else:
            if scenes.top() is self.overlay:
                scenes.pop(transition=False)
            if replace and scenes.stack:
                scenes.replace(scene, transition=False)
            else:
                scenes.push(scene, transition=False)
            scenes.push(self.overlay, transition=False)
        self.overlay.screen_changed()
        scenes.cut_when_prepared(before, self._faces_to_paint(scene) + self._night_to_paint(scene))

    def _show_at_table(self, scene: "Scene", replace: bool) -> None:
        """The real screen and the coach in one host, in place of the host shown (or the tutorial's screen)."""
        assert self.table_screen is not None and isinstance(self.overlay, TableCoach)
        scenes = self.app.scenes
        shown = CoachedStack(self.app, self.table_screen, scene, self.overlay)
        if scenes.stack and (replace or self.overlay.host is scenes.top()):
            scenes.replace(shown, transition=False)
        else:
            scenes.push(shown, transition=False)

    def _faces_to_paint(self, scene: "Scene") -> list[Callable[[], object]]:
        """The card faces a private turn's card page will show, when not painted yet: the game paints them while
        its curtain waits for the hold, in steps that draw nothing, which the coach's moving finger leaves none
        of (a face painted in the page's frame took 12-37 ms). Every face is painted, whoever's turn it is."""
        plan = getattr(scene, "plan", None)
        if not scene.is_private or plan is None:
            return []
        pages = tuple(page.name for page in plan.pages)
        return [heavy_step(task) for _, task in card_faces(self.app, pages, unpainted_only=True)]  # one a frame

    def _night_to_paint(self, scene: "Scene") -> list[Callable[[], object]]:
        """A private turn's night table and clock, every piece (queued is not painted, and painted may have left
        the sprite cache): its night page comes after a roll, within the turn, and painted them in its first frame
        (15-40 ms at 1920x1080). The first picture of each kind alone in its frame."""
        plan = getattr(scene, "plan", None)
        if not scene.is_private or plan is None:
            return []
        night = night_pictures(self.app, self, tuple(page.name for page in plan.pages))
        kinds = [key[0] if isinstance(key, tuple) else key for key, _ in night]
        return [heavy_step(task) if index == 0 or kinds[index] != kinds[index - 1] else task
                for index, (_, task) in enumerate(night)]

    def remove_overlay(self) -> None:
        """Take the overlay off, leaving the real screen on top (to be replaced by the tutorial's next screen)."""
        scenes = self.app.scenes
        if scenes.top() is self.overlay:
            scenes.pop(transition=False)
        # At a table the coach goes with its host, which the tutorial's next screen replaces.

    # The screens the game opens over its own face both sides at a table, as the host under them does.
    def ask_to_leave(self) -> None:
        if self.table_screen is None:
            super().ask_to_leave()
            return
        self.app.scenes.push(BothSidesScene(self.app, self.table_screen, ConfirmLeaveScene(self)), transition=False)

    def open_notes(self, seat: int) -> None:
        table = self.table_screen
        if table is None:
            super().open_notes(seat)
            return

        def open_private() -> None:
            self.app.scenes.replace(BothSidesScene(self.app, table, NotesBothSides(self, seat)), transition=True)

        def back() -> None:
            self.app.scenes.pop(transition=True)

        curtain = CurtainScene(self.app, seat, self.names[seat], "curtain.purpose.notes", on_open=open_private,
                               on_back=back, flow=self)
        self.app.scenes.push(BothSidesScene(self.app, table, curtain), transition=True)

    # The real screens' ways out lead out of the tutorial, or on to a real game. Their Leave asks the game's own
    # question first (``PlayFlow.ask_to_leave``); saying yes leaves as the coach's Exit does, the place kept.
    def leave(self) -> None:
        self.tutorial.exit()

    def play_again(self) -> None:
        if self.free_play:
            self.tutorial.play_for_real()


class NotesBothSides(NotesScene):
    """A seat's notes shown twice at a table: Close (or the notes' idle time) takes away the host showing them."""

    def close(self) -> None:
        if self.is_top():
            self.app.scenes.pop()
