"""What a rehearsal (``app.frames.rehearsal``) needs of the screen it builds ahead and of the frame machinery
that lends it a widget manager: ``RehearsedScreen`` and ``ManagerLender``.

``app.scene.Scene`` and ``app.frames.frames.Frames`` fit them without naming them, so the rehearsal names
neither: the screens sit above the frame machinery, and ``Frames`` makes the rehearsals.
"""
from __future__ import annotations

from typing import Callable, Protocol

import pygame_gui


class RehearsedScreen(Protocol):
    touch_floor_px: int
    text_floor_px: int

    def manager_size(self) -> tuple[int, int]: ...

    def build_ui_parts(self, ui: pygame_gui.UIManager) -> list[Callable[[], object]]: ...


class ManagerLender(Protocol):
    def new_ui_manager(self, size: tuple[int, int] | None = None) -> pygame_gui.UIManager: ...

    def recycle_ui_manager(self, manager: pygame_gui.UIManager, for_its_screen: bool = False) -> None: ...
