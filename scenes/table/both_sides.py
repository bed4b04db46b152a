"""At a touch table, the screens shown before anyone sits (the title, Settings) and Rules at a glance face both
long sides.

Nobody has a seat yet on the title or in Settings, so each of these tablet screens is drawn once at the size of
half the table (``facing_copies`` of the whole screen) and shown twice: upright in the lower half for the
bottom side, turned half round in the upper half for the top side; a finger on either half works it
(``scenes.table.facing_host``). Rules at a glance opened from a table screen is shown the same way, the whole
table over: it is read by everyone, and the game's names around the middle would only leave it less room.

The title takes the form the settings ask for whenever it is shown again: Settings turned to table mode while the
title is showing take effect as Settings closes, so the group sees the table's title before anyone presses Play,
and the Settings screen a player is using does not move under their finger.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.scene import Scene
from scenes.table.facing_host import FacingHost
from scenes.table.scene import TableScene
from scenes.table.start import seatable_table
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


def facing_like(opener: Scene | None, scene: Scene) -> Scene:
    """``scene`` in the form of the screen it opens from: over a table screen, twice, facing both long sides;
    over a tablet screen, as it is."""
    if isinstance(opener, TableScene):
        return BothSidesScene(scene.app, opener.screen, scene)
    return scene


class TableTitleScene(BothSidesScene):
    """The title at a table. Shown again (Settings closed, a game left), it takes the form the settings now ask
    for: the tablet's title when table mode was turned off, a new table title when the diagonal changed."""

    def __init__(self, app: "App", screen: TableScreen) -> None:
        from scenes.home.title import TitleScene

        super().__init__(app, screen, TitleScene(app))

    def on_resume(self) -> None:
        super().on_resume()
        keep_title_in_form(self.app, self.screen)


def title_scene(app: "App") -> Scene:
    """The title in the form the settings and the window ask for: facing both long sides at a table."""
    from scenes.home.title import TitleScene

    screen = seatable_table(app)
    return TitleScene(app) if screen is None else TableTitleScene(app, screen)


def keep_title_in_form(app: "App", shown_for: TableScreen | None) -> None:
    """The title on top was made for ``shown_for`` (None: the tablet); if the settings now ask for another form,
    it is swapped for one in that form, in place (the change of screen that showed it fades into the new one)."""
    if seatable_table(app) != shown_for:
        app.scenes.replace(title_scene(app), transition=False)
