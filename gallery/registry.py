"""The gallery's screens: ``gallery.screens`` adds each area's list (``scenes/<area>/gallery.py``) with
:func:`register_screen`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from app.app import App
from app.scene import Scene

ScreenFactory = Callable[[App], Scene]


@dataclass(frozen=True)
class GalleryScreen:
    order: int
    name: str
    factory: ScreenFactory

    @property
    def file_name(self) -> str:
        return f"{self.order:02d}-{self.name}.png"


_screens: dict[str, GalleryScreen] = {}


def register_screen(order: int, name: str, factory: ScreenFactory) -> None:
    """Add a screen to the gallery (a later registration with the same name replaces the earlier one)."""
    _screens[name] = GalleryScreen(order, name, factory)


def registered() -> list[GalleryScreen]:
    return sorted(_screens.values(), key=lambda screen: (screen.order, screen.name))
