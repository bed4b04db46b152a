"""What every public pass-and-play screen shares: the flow, a Leave button, Escape, sounds and text helpers.

Public screens read only ``flow.public()`` (privacy protocol rule 5); nothing here touches a seat's view.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Generic, Hashable, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program import i18n
from program.i18n import gui_key
from app.frames.layer_cache import LayerCache
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.cache import SurfaceCache
from art.seated_table import paint_on, seated_table_pieces
from art.table import BACKDROP_PARTS, TABLE_BANDS, draw_backdrop, paint_backdrop_part
from scenes.kit.flow_protocol import GameFlow
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


# Kept pictures of wrapped text and of panels: bounded by pixel memory as well as count, since a text block is
# as big as its area (a tall panel is a megabyte).
_text_blocks = SurfaceCache(capacity=96, max_bytes=8 * 1024 * 1024)
_text_block_rects: dict[tuple, pygame.Rect] = {}  # the part of each kept picture its lines use
_panels = SurfaceCache(capacity=96, max_bytes=4 * 1024 * 1024)


def draw_text_block(surface: pygame.Surface, text: str, area: pygame.Rect, px: int, colour: pygame.Color,
                    role: str = "body", min_px: int | None = None, align: str = "center") -> pygame.Rect:
    """Wrapped text centred vertically in ``area``, shrunk until it fits; returns the rect used.

    The picture is kept, so text drawn every frame of an animation is laid out only once.
    """
    key = (text, px, tuple(colour), role, min_px, align, i18n.current_language())

    def render() -> pygame.Surface:
        picture, used = _render_text_block(text, area.size, px, colour, role, min_px, align)
        _text_block_rects[(area.size, key)] = used
        return picture

    picture = _text_blocks.get("text", area.size, key, render)
    used = _text_block_rects.get((area.size, key))
    if used is None:  # forgotten apart from its picture: lay it out again
        picture = render()
        used = _text_block_rects[(area.size, key)]
    if len(_text_block_rects) > 4 * _text_blocks.capacity:
        _text_block_rects.clear()
    surface.blit(picture, area.topleft)
    return used.move(area.topleft)


def _render_text_block(text: str, size: tuple[int, int], px: int, colour: pygame.Color, role: str,
                       min_px: int | None, align: str) -> tuple[pygame.Surface, pygame.Rect]:
    area = pygame.Rect((0, 0), size)
    picture = pygame.Surface(size, pygame.SRCALPHA)
    min_px = min_px or max(8, px * 3 // 5)
    px_now = px
    while True:
        lines = fonts.wrap(text, role, px_now, area.width)
        height = len(lines) * int(px_now * 1.25)
        if height <= area.height or px_now <= min_px:
            break
        px_now = max(min_px, int(px_now * 0.9))
    line_h = int(px_now * 1.25)
    top = max(0, (area.height - len(lines) * line_h) // 2)
    for index, line in enumerate(lines):
        rendered = fonts.render(line, role, px_now, colour)
        box = rendered.get_rect()
        box.top = top + index * line_h + (line_h - box.height) // 2
        if align == "left":
            box.left = 0
        else:
            box.centerx = area.centerx
        picture.blit(rendered, box)
    return picture, pygame.Rect(0, top, area.width, len(lines) * line_h)


def draw_line(surface: pygame.Surface, text: str, area: pygame.Rect, px: int, colour: pygame.Color,
              role: str = "heading", align: str = "left") -> pygame.Rect:
    """One line of text in ``area``, shrunk to fit its width (never wrapped); returns where it went."""
    size = fonts.fit_px(text, role, min(px, area.height), area.width, min_px=max(8, px // 2))
    rendered = fonts.render(text, role, size, colour)
    box = rendered.get_rect(midleft=(area.left, area.centery)) if align == "left" else rendered.get_rect(center=area.center)
    surface.blit(rendered, box)
    return box


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
    """A rounded translucent panel that keeps text legible over the table."""
    def render() -> pygame.Surface:
        fill = theme.colour("public_panel")
        fill.a = alpha
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(6, min(rect.size) // 8)
        pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
        edge = theme.colour("public_panel_edge")
        pygame.draw.rect(layer, edge, layer.get_rect(), width=max(1, rect.height // 60), border_radius=radius)
        return layer

    surface.blit(_panels.get("panel", rect.size, (alpha,), render), rect.topleft)


def draw_heading(surface: pygame.Surface, text: str, area: pygame.Rect, size: tuple[int, int],
                 largest_px: int | None = None, smallest_px: int | None = None) -> pygame.Rect:
    """A screen's heading with its shadow, centred in ``area`` and shrunk to fit its width (from the theme's heading
    size, or ``largest_px``, down to body text, or ``smallest_px``); returns where the words went."""
    largest = theme.font_px("@heading", size) if largest_px is None else largest_px
    smallest = layout.body_text_px(size) if smallest_px is None else smallest_px
    px = fonts.fit_px(text, "heading", largest, area.width, min_px=smallest)
    rendered = fonts.render(text, "heading", px, theme.colour("public_title"))
    shadow = fonts.render(text, "heading", px, theme.colour("title_shadow"))
    box = rendered.get_rect(center=area.center)
    offset = max(1, px // 20)
    surface.blit(shadow, box.move(offset, offset))
    surface.blit(rendered, box)
    return box


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
        # the leave question is itself a public screen built on this base: loaded when someone asks to leave
        from scenes.kit.confirm_leave import ConfirmLeaveScene

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
