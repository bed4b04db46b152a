"""The screens that appear in the gallery: each area's ``scenes/<area>/gallery.py`` lists its pictures as
``PICTURES`` (order, name, the function that makes the screen), one line here each. Whoever renders them hands
the kiosk's attract loop the player of its demonstration first (``driver.attract_player``), as a kiosk's starter
does: the gallery sits below the drivers."""
from __future__ import annotations

from types import ModuleType

from gallery import registry
from scenes.cheese_thief import gallery as cheese_thief_gallery
from scenes.cheese_thief import play_step_scenes as cheese_thief_step_scenes
from scenes.double_kill import gallery as double_kill_gallery
from scenes.double_kill import screens as double_kill_screens
from scenes.home import gallery as home_gallery
from scenes.kiosk import gallery as kiosk_gallery
from scenes.narrator import gallery as narrator_gallery
from scenes.table import gallery as table_gallery
from scenes.tutorial import gallery as tutorial_gallery

GALLERY_LISTS: tuple[ModuleType, ...] = (
    home_gallery,
    cheese_thief_gallery,
    kiosk_gallery,
    narrator_gallery,
    table_gallery,
    tutorial_gallery,
    double_kill_gallery,
)


def load_all() -> None:
    # The pictures open games of both kinds: their flows' tables of screens first.
    cheese_thief_step_scenes.register_all()
    double_kill_screens.register_all()
    for area in GALLERY_LISTS:
        for order, name, factory in area.PICTURES:
            registry.register_screen(order, name, factory)
