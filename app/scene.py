"""The base class of every screen.

Lifecycle (driven by :class:`app.scene_manager.SceneManager`):

- ``on_enter()`` once when the scene is put on the stack (push/replace); builds its widgets.
- ``on_pause()`` / ``on_resume()`` when another scene covers it / when it is the top again.
- ``on_exit()`` once when it leaves the stack (pop/replace/clear).
- ``handle_event(event) -> bool``: True when the event was used (then it goes no further down the stack).
- ``update(dt)``: advance timers and animations by ``dt`` seconds of (possibly simulated) time.
- ``on_covered()`` once another full screen lies over it and no fade shows it: its widgets and cached
  pictures are given back, and built again when it is shown. ``update_hidden(dt)`` meanwhile, for clocks
  that keep running.
- ``draw(surface)``: paint the whole scene; never changes state.
- What a screen tells the frame machinery (``is_animating``, ``wants_frame``, ``draw_changes``,
  ``prepare_steps``, ``build_ui_parts``, ``forget_pictures``): ``app.frames.scene_hooks.FrameHooks``, which
  every scene takes in; the machinery itself is ``app.frames.frames.Frames``, reached as ``self.app.frames``.
- ``on_resize(size)`` / ``on_language_changed()``: rebuild the layout and widgets.

Widgets: each scene owns its own pygame_gui ``UIManager`` (``self.ui``), made by the app with the theme scaled
for the window and fitted to the language. Create widgets in :meth:`build_ui`; it is called again from scratch
after a resize or language switch, so keep state in plain attributes, not in widgets. pygame_gui events
(button presses, slider moves) reach :meth:`on_gui_event` only when they come from this scene's own manager.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from app import backdrop, layout
from app.frames.scene_hooks import FrameHooks

if TYPE_CHECKING:
    from app.app import App


class Scene(FrameHooks):
    #: A private screen shows one player's secrets; transitions never blend it with another screen.
    is_private: ClassVar[bool] = False
    #: An overlay is drawn over the scene below it, and events it does not use continue down to that scene.
    #: Full-screen scenes keep False, so nothing below them is drawn or receives events.
    is_overlay: ClassVar[bool] = False
    #: Whether the scene uses pygame_gui widgets (then ``self.ui`` is its UIManager).
    uses_gui: ClassVar[bool] = True
    #: Whether "Rules at a glance" may open over this scene (scenes.cheese_thief.rules_glance). Never on a curtain or a
    #: private screen: the privacy protocol leaves nothing on them to open.
    offers_rules: ClassVar[bool] = False
    #: Whether the scene takes the raw finger and mouse events (a touch table's screens, which follow every finger
    #: themselves) instead of the app's one-pointer translation of them.
    wants_raw_fingers: ClassVar[bool] = False

    def __init__(self, app: "App") -> None:
        self.app = app
        self.size: tuple[int, int] = app.size
        # Inside a seat's panel on a touch table, the least side of a target and the least body text in pixels
        # (20 mm and 5 mm on the glass); 0 elsewhere, where both follow the window's size.
        self.touch_floor_px = 0
        self.text_floor_px = 0
        self.ui: pygame_gui.UIManager | None = None
        self.covered = False  # set by the scene manager while a full screen lies over this one

    # ----- lifecycle -------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        if self.uses_gui and self.ui is None:
            self.rebuild_ui()

    def on_exit(self) -> None:
        pass

    def on_pause(self) -> None:
        pass

    def on_resume(self) -> None:
        if self.size != self.app.size:
            self.on_resize(self.app.size)

    def on_covered(self) -> None:
        """Called once another full screen lies over this one and no fade still shows it. Nothing of it is drawn
        until it is uncovered (then the scene manager builds its widgets again), so its widgets and cached
        pictures are given back: otherwise the title's buttons and picture stay alive under a whole game."""
        self.release_ui()
        self.forget_pictures()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        if self.uses_gui and not self.covered:  # a covered scene builds its widgets when it is shown again
            self.rebuild_ui()

    def on_language_changed(self) -> None:
        if self.uses_gui and not self.covered:
            self.rebuild_ui()

    # ----- widgets ---------------------------------------------------------------------------------------
    def rebuild_ui(self) -> None:
        """Throw away the widgets and build them again for the current size and language. Cached pictures go
        too: they were laid out for the old widgets."""
        if self.ui is not None:
            self.app.frames.recycle_ui_manager(self.ui)
        self.forget_pictures()
        self.ui = self.app.frames.new_ui_manager(self.manager_size())
        with layout.touch_floor(self.touch_floor_px, self.text_floor_px):
            self.build_ui(self.ui)

    def manager_size(self) -> tuple[int, int]:
        """The size the widgets' theme is scaled for: the scene's own, unless a text floor (a touch table's 5 mm)
        asks for larger words than that size gives. The theme scales with the short side, so a manager for a taller
        area holds the same widgets at the same places with larger words; nothing is drawn outside the scene."""
        width, height = self.size
        least = layout.short_side_for_text(self.text_floor_px)
        return (max(width, least), max(height, least)) if least > min(width, height) else (width, height)

    def release_ui(self) -> None:
        """Give the widgets' manager back to the app once this scene has left the screen for good or lies
        covered (called by the scene manager); showing it again builds new widgets."""
        if self.ui is not None:
            self.app.frames.recycle_ui_manager(self.ui)
            self.ui = None
            self._drop_widget_references()

    def _drop_widget_references(self) -> None:
        # A removed widget keeps a picture of each of its states for as long as something refers to it, so a
        # scene covered for a whole game (the title) would keep them all. Building again sets these anew.
        for name, value in list(vars(self).items()):
            if isinstance(value, UIElement):
                setattr(self, name, None)
            elif _only_widgets(value):
                value.clear()

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        """Create this scene's widgets (override). Use ``program.i18n.gui_key`` texts so they re-translate."""

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        """React to a pygame_gui event (UI_BUTTON_PRESSED, ...) from this scene's own widgets (override)."""
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        """React to a KEYDOWN the widgets did not use (override)."""
        return False

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every visible thing a finger can press, as (name, rect). Widgets are found automatically; scenes
        that draw their own pressable things add them here so the touch-size test covers them."""
        targets: list[tuple[str, pygame.Rect]] = []
        if self.ui is None:
            return targets
        for element in self.ui.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
                name = element.get_object_ids()[-1] if element.get_object_ids() else "button"
                targets.append((str(name), pygame.Rect(element.rect)))
        return targets

    # ----- per frame -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "ui_element"):
            element = getattr(event, "ui_element", None)
            if self.ui is not None and getattr(element, "ui_manager", None) is self.ui:
                return self.on_gui_event(event)
            return False
        if self.ui is not None and self.ui.process_events(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        return False

    def update(self, dt: float) -> None:
        if self.ui is not None:
            self.ui.update(dt)

    def update_hidden(self, dt: float) -> None:
        """Time passing while another full screen lies over this one (override): for clocks that keep
        running when not shown. The widgets may be released (see ``on_covered``): leave them alone."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.ui is not None:
            self.ui.draw_ui(surface)
        self.draw_foreground(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """What lies under the widgets (override); by default the night-sky backdrop."""
        backdrop.draw_night_sky(surface)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        """What lies over the widgets (override)."""

    # ----- helpers ---------------------------------------------------------------------------------------
    def scale(self) -> float:
        return layout.ui_scale(self.size)

    def is_top(self) -> bool:
        """Whether this scene is the one shown on top: itself, or a table-mode screen showing it inside."""
        top = self.app.scenes.top()
        return top is self or (top is not None and self in getattr(top, "hosted_scenes", ()))

    def go_back(self) -> None:
        """Leave this scene (for Back buttons and Escape), or the table screen showing it."""
        if self.is_top():
            self.app.scenes.pop()


def _only_widgets(value: object) -> bool:
    """A non-empty list of widgets, or a dict with widgets as all its keys or all its values."""
    if isinstance(value, list):
        return bool(value) and all(isinstance(item, UIElement) for item in value)
    if isinstance(value, dict) and value:
        return all(isinstance(key, UIElement) for key in value) or all(isinstance(item, UIElement) for item in value.values())
    return False
