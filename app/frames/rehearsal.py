"""A coming screen's widgets built once ahead and thrown away, one part per step of a fade.

Building a screen's widgets the first time paints every button's shapes and the glyphs of its words at that
size into shared caches; building them again later costs a fraction. A table's discussion built whole took one
frame of the turns' fade over 16.7 ms, so the rehearsal runs the screen's ``build_ui_parts`` one per step, on a
manager kept from the first step to the last. The last step builds whatever parts are left and gives the
manager back, reserved for the screen it was built for.
"""
from __future__ import annotations

from collections import deque
from functools import partial
from typing import Callable

import pygame_gui

from app import layout
from app.frames.rehearsal_parties import ManagerLender, RehearsedScreen


class Rehearsal:
    def __init__(self, frames: ManagerLender, make_scene: Callable[[], RehearsedScreen | None]) -> None:
        """``make_scene`` gives the screen to rehearse, sized and floored as its host will show it, or None when
        there is nothing to rehearse any more (the game moved on meanwhile)."""
        self.frames = frames
        self._make_scene = make_scene
        self._scene: RehearsedScreen | None = None
        self._manager: pygame_gui.UIManager | None = None
        self._parts: deque[Callable[[], object]] | None = None

    def steps(self, count: int) -> list[Callable[[], None]]:
        """``count`` steps: each builds one part, the last builds the rest and gives the manager back."""
        return [partial(self.build_part, last=index == count - 1) for index in range(count)]

    def run_all(self) -> None:
        self.build_part(last=True)

    @property
    def finished(self) -> bool:
        return self._parts is not None and self._manager is None

    def build_part(self, last: bool = False) -> None:
        if self.finished:
            return
        try:
            if self._parts is None and not self._start():
                return
            assert self._scene is not None and self._parts is not None
            with layout.touch_floor(self._scene.touch_floor_px, self._scene.text_floor_px):
                while self._parts:
                    self._parts.popleft()()
                    if not last:
                        break
        except BaseException:
            self.give_back()
            raise
        if last or not self._parts:
            self.give_back()

    def _start(self) -> bool:
        scene = self._make_scene()
        self._parts = deque()
        if scene is None:
            return False
        self._scene = scene
        self._manager = self.frames.new_ui_manager(scene.manager_size())
        with layout.touch_floor(scene.touch_floor_px, scene.text_floor_px):
            self._parts.extend(scene.build_ui_parts(self._manager))
        return True

    def give_back(self) -> None:
        """Done, or abandoned (a fade cut short): the manager goes back among the reserved ones, for the screen
        it was built for; without this, a cut fade would keep it for ever."""
        manager, self._manager = self._manager, None
        if self._parts is None:
            self._parts = deque()
        self._parts.clear()
        # The rehearsed screen goes too: its widgets' pictures (a megabyte or more at 4K) are in the shared caches
        # now, and the flow keeps this rehearsal until the next one.
        self._scene = None
        if manager is not None:
            # Kept among the reserved managers, out of the pool: a table's panels giving theirs back would push
            # it out before the screen asks for it, in the frame of the tap that ends the turns.
            self.frames.recycle_ui_manager(manager, for_its_screen=True)
