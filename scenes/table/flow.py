"""Runs one game on a touch table: the pass-and-play game's steps, with every seat at once where it can.

The session and its steps are pass-and-play's (``play.flow``), so records, autosaves and the rules are the
same. A rotation of curtains and private turns becomes one screen where every seat has its turn at once
(``scenes.table.turns``); the vote, of either mode, is every seat voting at once (``scenes.table.vote``); the
public screens are shown twice in the middle, facing both long sides (``scenes.table.facing_twice``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from app.frames.frames import UI_POOL_SIZE
from app.frames.rehearsal import Rehearsal
from game.cheese_thief.action_log import action_from_json, action_to_json
from game.cheese_thief.actions import Action
from game.cheese_thief.errors import RuleError
from play.flow import PRIVATE_KINDS, Step, StepKind
from play.session import PlaySession
from play.turn_progress import TurnTrace
from scenes.cheese_thief.play_flow import PlayFlow
from table.sitting import TableSitting
from scenes.table.facing_twice import FacingTwiceScene
from scenes.table.vote import TableVoteScene
from scenes.table.turns import TableTurnsScene
from scenes.kit.confirm_leave import ConfirmLeaveScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene

VOTE_KINDS = (StepKind.BALLOT_TURN, StepKind.POINT_VOTE)


class TableFlow(PlayFlow):
    rehearsal_task = "rehearse-table-widgets"

    def __init__(self, app: "App", session: PlaySession, sitting: TableSitting, persist: bool = True) -> None:
        super().__init__(app, session, persist)
        self.sitting = sitting
        # Every seat's turn has a widget manager of its own, given back when the turns end: all are kept for the
        # next turns (two kept, the other six of eight seats were built again in the next turns' fade).
        app.frames.keep_ui_managers(sitting.player_count + UI_POOL_SIZE)
        self._rehearsal: Rehearsal | None = None  # the next public screen's, during the turns' fade
        self.middle_faces_ends = False  # the public screens' copies turned to the ends of the table, as last asked
        if sitting.player_count != session.player_count:
            raise ValueError("the table's seats and the game's players differ")
        kept = session.table or {}
        self._done: dict[int, list[Action]] = _done_turns(kept.get("done"), session)
        session.keep_table({**sitting.to_json(), "done": []})
        self._keep_done()

    # ----- which screen -------------------------------------------------------------------------------------
    def scene_for(self, step: Step) -> "Scene":
        kind = self._table_kind(self.session.step_index)
        if kind in VOTE_KINDS:
            return TableVoteScene(self)
        if kind in PRIVATE_KINDS:
            return TableTurnsScene(self, kind)
        return FacingTwiceScene(self, super().scene_for(step))

    def _table_kind(self, index: int) -> StepKind:
        """The kind of table screen at a step: a curtain belongs to the turns that follow it."""
        steps = self.session.steps
        step = steps[index]
        if step.kind is StepKind.CURTAIN:
            return steps[index + 1].kind
        return step.kind

    def _next_public_index(self, index: int) -> int | None:
        """The next public screen, past the turns the table plays at once; the vote has a table screen of its
        own. Its widgets are rehearsed while the turns are shown: the tap that ends the last turn built them all
        in its own frame (17 ms at 1920x1080)."""
        steps = self.session.steps
        ahead = index + 1
        while ahead < len(steps) and (steps[ahead].kind in PRIVATE_KINDS or steps[ahead].kind is StepKind.CURTAIN):
            ahead += 1
        if ahead >= len(steps) or self._table_kind(ahead) in VOTE_KINDS:
            return None
        return ahead

    def next_public_screen_rehearsal(self, steps: int) -> list[Callable[[], None]]:
        """The next public screen's widgets built ahead, a part per step of the turns' fade. The rehearsal queued
        for a quiet moment never runs during the turns (some panel always moves), so the tap that ended the last
        turn built the discussion's widgets cold (9 ms of a 16 ms frame at 1920x1080); built whole in one step of
        the fade, they took that frame over 16.7 ms."""
        index = self.session.step_index

        def coming() -> "Scene | None":
            ahead = self._next_public_index(index)
            scene = self._scene_ahead(index, ahead) if ahead is not None else None
            if scene is not None:
                self._size_as_hosted(scene)
            return scene

        if self._rehearsal is not None:
            self._rehearsal.give_back()  # the last one's fade was cut short
        self._rehearsal = Rehearsal(self.app.frames, coming)
        return self._rehearsal.steps(steps)

    def _rehearse_scene(self, scene: "Scene") -> None:
        self._size_as_hosted(scene)
        self.app.frames.rehearse_scene_widgets(scene)

    def _size_as_hosted(self, scene: "Scene") -> None:
        """As its host will build it: at the middle's size, with the table's 20 mm targets and 5 mm words."""
        area = self.sitting.copies[0].area
        scene.size = (area.width, area.height)
        scene.touch_floor_px, scene.text_floor_px = self.sitting.screen.target_px, self.sitting.screen.text_px

    # ----- the turns at once ----------------------------------------------------------------------------------
    def table_done(self) -> list[int]:
        return sorted(self._done)

    def seat_done(self, seat: int, actions: list[Action], trace: TurnTrace) -> None:
        """A seat finished its turn: its decisions are saved with the table and enter the game, in seat order,
        when every seat is done. So the game's record reads as if the tablet had gone round, and a game resumed
        on a tablet instead simply has each player take the turn again."""
        self._done[seat] = list(actions)
        self._keep_done()
        self.traces.append(trace)
        self.save()

    def _keep_done(self) -> None:
        assert self.session.table is not None
        self.session.table["done"] = [[seat, [action_to_json(action) for action in self._done[seat]]]
                                      for seat in sorted(self._done)]

    def finish_table_turns(self) -> None:
        actions = [action for seat in sorted(self._done) for action in self._done[seat]]
        self.finish_table_step(actions)

    def finish_table_step(self, actions: list[Action]) -> None:
        """Apply the actions (all or none) and move past the whole table screen: a rotation or the vote."""
        kind = self._table_kind(self.session.step_index)
        self.session.apply_all(actions)
        while self._table_kind(self.session.step_index) is kind:  # every step of the rotation (or the one vote)
            self.session.finish_step()
        self._done = {}
        self._keep_done()
        self.save()
        self.show_current(self.session.step_index)

    def open_notes(self, seat: int) -> None:
        """"My notes" opens in the seat's own panel, behind its hold (the discussion's host shows it)."""
        host = self.app.scenes.top()
        opener = getattr(host, "open_notes", None)
        if callable(opener):
            opener(seat)

    def ask_to_leave(self) -> None:
        """"Leave?" in the middle, twice, facing both long sides, over the table."""
        self.app.scenes.push(FacingTwiceScene(self, ConfirmLeaveScene(self)), transition=False)

def _done_turns(value: object, session: PlaySession) -> dict[int, list[Action]]:
    """The finished turns saved with the table: [seat, [action, ...]] pairs. A seat whose entry is damaged, or
    whose decisions the game would refuse, takes its turn again."""
    done: dict[int, list[Action]] = {}
    if not isinstance(value, list):
        return done
    for entry in value:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list)):
            continue
        seat = entry[0]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < session.player_count or seat in done:
            continue
        try:
            actions = [action_from_json(item) for item in entry[1]]
            session.view_with(seat, [action for turn in done.values() for action in turn] + actions)
        except (ValueError, TypeError, KeyError, RuleError):
            continue
        done[seat] = actions
    return done
