"""What the tutorial's screens share: the flow they show, buttons by name, the backdrop and a heading."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program import i18n
from program.i18n import gui_text
from app.frames.layer_cache import LayerCache
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.table import BACKDROP_PARTS, draw_backdrop, paint_backdrop_part
from app.gestures import Gesture
from scenes.kit.public_common import draw_heading, tap
from tutorial.texts import Text, render

if TYPE_CHECKING:
    from scenes.tutorial.tutorial_host import TutorialHost

Button = pygame_gui.elements.UIButton


class TutorialScreen(Scene):
    backdrop_variant = "night"

    def __init__(self, flow: "TutorialHost") -> None:
        super().__init__(flow.app)
        self.tutorial = flow
        self.buttons: dict[str, Button] = {}
        self.actions: dict[str, Callable[[], None]] = {}
        self._backdrop = LayerCache()

    # ----- the voice ---------------------------------------------------------------------------------------
    def voice_key(self) -> str:
        """The voice button says what a tap does."""
        return "tutorial.voice.unmute" if self.tutorial.voice_muted else "tutorial.voice.mute"

    def toggle_voice(self) -> None:
        self.tutorial.toggle_voice()
        button = self.buttons.get("voice")
        if button is not None:
            button.set_text(i18n.gui_key(self.voice_key()))
        if not self.tutorial.voice_muted:
            self.voice_back_on()
        self.app.request_redraw()

    def voice_back_on(self) -> None:
        """The voice was just turned on again (a screen may say its step again)."""

    # ----- widgets -----------------------------------------------------------------------------------------
    def add_button(self, ui: pygame_gui.UIManager, rect: pygame.Rect, key: str, name: str,
                   action: Callable[[], None], style: str = "@secondary_button",
                   params: dict[str, str] | None = None) -> Button:
        text, text_kwargs = gui_text(key, params)
        button = Button(rect, text, ui, object_id=ObjectID(class_id=style, object_id=f"#{name}"),
                        text_kwargs=text_kwargs)
        self.buttons[name] = button
        self.actions[name] = action
        return button

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.buttons, self.actions = {}, {}
        self.build_screen(ui)
        self.refresh()

    def build_screen(self, ui: pygame_gui.UIManager) -> None:
        """Create the screen's widgets (override)."""

    def refresh(self) -> None:
        """Show the session on the widgets (override)."""
        self.app.request_redraw()

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for name, button in self.buttons.items():
            if event.ui_element is button:
                self.actions[name]()
                return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.tutorial.exit()
            return True
        return False

    def tap_button(self, name: str) -> list[Gesture]:
        return tap(self.buttons.get(name))

    # ----- words and drawing -------------------------------------------------------------------------------
    def words(self, text: Text, names: tuple[str, ...] = ()) -> str:
        return render(text, i18n.current_language(), names)

    def draw_background(self, surface: pygame.Surface) -> None:
        self._backdrop.blit(surface, (self.size, self.backdrop_variant),
                            lambda layer: draw_backdrop(layer, layer.get_rect(), self.backdrop_variant))

    def forget_pictures(self) -> None:
        self._backdrop.clear()

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The backdrop a part at a time and its still layer (an overlay has none), then one whole frame into a
        scratch surface (its words fitted and rendered, their font opened): the fade to a tutorial screen otherwise
        did all of it in its first blended frame (19-33 ms at 1920x1080)."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        steps: list[Callable[[], object]] = []
        if not self.is_overlay:
            room = pygame.Rect((0, 0), self.size)
            steps += [partial(paint_backdrop_part, room, self.backdrop_variant, index) for index in range(BACKDROP_PARTS)]
            steps.append(lambda: TutorialScreen.draw_background(self, scratch()))
        steps.append(heavy_step(lambda: self.draw(scratch())))
        return steps

    def draw_heading(self, surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
        draw_heading(surface, text, area, self.size, min(area.height, theme.font_px("@heading", self.size)),
                     layout.body_text_px(self.size) * 3 // 4)
