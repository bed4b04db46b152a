"""What every public pass-and-play screen shares: the flow, a Leave button, Escape, sounds and text helpers.

Public screens read only ``flow.public()`` (privacy protocol rule 5); nothing here touches a seat's view.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Generic, Hashable, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout
from program.i18n import gui_key
from app.frames.layer_cache import LayerCache
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.seated_table import paint_on, seated_table_pieces
from art.table import BACKDROP_PARTS, TABLE_BANDS, draw_backdrop, paint_backdrop_part
from scenes.kit.confirm_leave import ConfirmLeaveScene
from scenes.kit.flow_protocol import GameFlow
# The text helpers most screens take from here along with the base.
from scenes.kit.text_panels import draw_heading, draw_line, draw_panel, draw_text_block  # noqa: F401
from scenes.kit.widgets.sound import sounds_for
from app.gestures import Gesture, Tap

FlowT = TypeVar("FlowT", bound=GameFlow)

def centre_of(rect: pygame.Rect) -> tuple[int, int]:
    return (int(rect.centerx), int(rect.centery))


def tap(element: pygame_gui.core.UIElement | pygame.Rect | None) -> list[Gesture]:
    """A tap on the middle of a widget or rect (nothing when it is missing or disabled)."""
    if element is None:
        return []
    if isinstance(element, pygame.Rect):
        return [Tap(centre_of(element))]
    if not element.visible or not element.is_enabled:
        return []
    return [Tap(centre_of(pygame.Rect(element.rect)))]


class PublicPlayScene(Scene, Generic[FlowT]):
    """A face-up screen of one game: the whole table looks at it together. A game's screens name their own flow
    (``PublicPlayScene["PlayFlow"]``) and read all of it; this base reads only what ``GameFlow`` offers."""

    is_private = False
    backdrop_variant = "day"

    def __init__(self, flow: FlowT, step: object = None) -> None:
        super().__init__(flow.app)
        self.flow: FlowT = flow
        self.step: object = step if step is not None else flow.step
        self.leave_button: pygame_gui.elements.UIButton | None = None
        self._still_layer = LayerCache()

    # ----- shared widgets -----------------------------------------------------------------------------
    def header_height(self) -> int:
        return max(layout.min_touch_px(self.size), layout.scaled(72, self.size))

    def build_leave_button(self, ui: pygame_gui.UIManager) -> pygame.Rect:
        """The Leave button in the top-left corner; returns its rect."""
        content = layout.content_rect(self.size)
        width = min(layout.scaled(190, self.size), content.width // 4)
        rect = pygame.Rect(content.left, content.top, max(layout.min_touch_px(self.size), width), self.header_height())
        self.leave_button = pygame_gui.elements.UIButton(
            rect, gui_key("leave.button"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#leave"))
        return rect

    def title_area(self, leave: pygame.Rect) -> pygame.Rect:
        """Where the heading goes beside the Leave button: centred on the screen, or all the rest in portrait."""
        content = layout.content_rect(self.size)
        gap = layout.gap_px(self.size)
        if layout.is_portrait(self.size):
            return pygame.Rect(leave.right + gap, content.top, content.right - leave.right - gap, leave.height)
        return pygame.Rect(leave.right + gap, content.top, content.width - 2 * (leave.width + gap), leave.height)

    def build_header(self, ui: pygame_gui.UIManager) -> pygame.Rect:
        """Leave button and heading area along the top; returns the rest of the screen, below them."""
        content = layout.content_rect(self.size)
        gap = layout.gap_px(self.size)
        leave = self.build_leave_button(ui)
        self.title_rect = self.title_area(leave)
        return pygame.Rect(content.left, leave.bottom + gap, content.width, content.bottom - leave.bottom - gap)

    def handle_leave_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.leave_button:
            self.ask_to_leave()
            return True
        return False

    def ask_to_leave(self) -> None:
        if not isinstance(self.app.scenes.top(), ConfirmLeaveScene):
            self.app.scenes.push(ConfirmLeaveScene(self.flow), transition=False)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.ask_to_leave()
            return True
        return False

    def play_sound(self, name: str) -> None:
        sounds_for(self.app).play(name)

    @property
    def names(self) -> tuple[str, ...]:
        return self.flow.public().players

    @property
    def reduced_motion(self) -> bool:
        return bool(getattr(self.app.settings, "reduced_motion", False))

    # ----- drawing ------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, surface.get_rect(), self.backdrop_variant)

    def forget_pictures(self) -> None:
        self._still_layer.clear()

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The backdrop a part at a time, the day table one piece at a time, then one whole frame into a scratch
        surface, which paints the still layer itself: the first real frame copies it."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        room = pygame.Rect((0, 0), self.size)
        steps: list[Callable[[], object]] = [partial(paint_backdrop_part, room, self.backdrop_variant, index)
                                             for index in range(BACKDROP_PARTS)]
        steps.append(lambda: PublicPlayScene.draw_background(self, scratch()))
        table = getattr(self, "table", None)
        if table is not None:
            pieces = seated_table_pieces(table, self.names, "day", cheese_taken=1.0, backdrop=False)
            # The first pieces are the table's bands, a big supersampled picture cut in four: each alone in its frame.
            steps += [heavy_step(partial(paint_on, piece, scratch)) if index < TABLE_BANDS
                      else partial(paint_on, piece, scratch) for index, piece in enumerate(pieces)]
        steps.append(heavy_step(lambda: self.draw(scratch())))
        return steps

    def draw_cached(self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        """Blit a full-screen picture that only changes with `key` (the table, the room), painting it once.

        Animations draw over it every frame; the table under them is one blit instead of dozens. Rebuilding the
        widgets (a new size or language) forgets it.
        """
        self._still_layer.blit(surface, key, paint)

    def draw_title(self, surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
        draw_heading(surface, text, area, self.size)
