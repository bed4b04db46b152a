"""At a touch table, the screens shown before anyone sits (the title, Settings) and Rules at a glance face both
long sides.

Nobody has a seat yet on the title or in Settings, so each of these tablet screens is drawn once at the size of
half the table (``facing_copies`` of the whole screen) and shown twice: upright in the lower half for the
bottom side, turned half round in the upper half for the top side; a finger on either half works it
(``scenes.kit.facing_host``). Rules at a glance opened from a table screen is shown the same way, the whole
table over: it is read by everyone, and the game's names around the middle would only leave it less room.

The title's own form at a table (``TableTitleScene``) is the title screen's business: ``scenes.home.title``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.scene import Scene
from app.stacked_scene import StackedScene
from scenes.kit.facing_host import FacingHost
from scenes.kit.table_scene import TableScene
from table.physical import TableScreen
from table.rect import Rect
from table.seats import FacingCopy, facing_copies

if TYPE_CHECKING:
    from app.app import App


def whole_table_copies(screen: TableScreen) -> tuple[FacingCopy, FacingCopy]:
    """The two halves of the whole screen, a gap apart: the lower upright, the upper turned half round."""
    return facing_copies(screen, Rect(0, 0, screen.width_px, screen.height_px))


class BothSidesScene(FacingHost):
    """A tablet screen shown twice over the whole table, facing both long sides."""

    def __init__(self, app: "App", screen: TableScreen, inner: Scene) -> None:
        super().__init__(app, screen, whole_table_copies(screen), inner)


def facing_like(opener: StackedScene | None, scene: Scene) -> Scene:
    """``scene`` in the form of the screen it opens from: over a table screen, twice, facing both long sides;
    over a tablet screen, as it is."""
    if isinstance(opener, TableScene):
        return BothSidesScene(scene.app, opener.screen, scene)
    return scene
