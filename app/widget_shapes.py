"""Cheaper widget drawing: pygame_gui's rounded rectangles remembered for the whole run, and their extra states
drawn within a time budget per frame.

pygame_gui draws each state of a rounded widget (normal, hovered, active, selected, disabled) four times
supersampled: about 7 ms per state for a button, 15 ms for the wide "Continue" button of a private turn. It
keeps such pictures only below 40,000 pixels and per theme, and after building a widget it draws one more state
of every widget on every frame, so the first frames of a screen with eight buttons took 40 ms or more. Here:

- a plain rounded rectangle (no shadow, no filled bar, plain colours, an opaque inside) is painted the way
  pygame_gui paints it, but supersampled twice instead of four times except for small keys: 0.7 ms instead
  of 15 for the wide button, the same shape, its edges smoothed in five steps instead of seventeen (side by
  side at three times the size, the two cannot be told apart);
- every such picture is kept by what it looks like, whatever its size, in one byte-bounded cache for the whole
  run: a screen built again, or the next player's turn, copies them;
- the states a widget draws ahead of need are drawn only while its manager's update has spent less than
  ``STATE_BUDGET_S`` on them this frame, and only early in the frame (``STATES_UNTIL_S``); the rest wait for a
  later frame (a state needed at once, such as the pressed look under a finger, is still drawn at once by
  pygame_gui). A screen's preparation may draw them all at once (``draw_queued_states``).
"""
from __future__ import annotations

import importlib
import pkgutil
import time
from collections import deque
from types import ModuleType

import pygame
import pygame_gui
from pygame_gui.core.drawable_shapes import RoundedRectangleShape

from app.frames import frame_clock
from art.cache import SurfaceCache

STATE_BUDGET_S = 0.003
# States drawn ahead run in the widgets' update, before the frame's own drawing: they start only while the frame
# has taken less than this, leaving the drawing its room (eight panels' new widgets took the first frames of a
# table's turns to 5-7 ms: 3 ms of states, then the pages).
STATES_UNTIL_S = 0.0015
SUPERSAMPLED_PIXELS = 250_000  # four times supersampled up to this many pixels (small keys), twice beyond
CORNERS_ONLY_PIXELS = 60_000  # from this size on only the corners are painted larger (see paint_rounded_rect)
SHAPES = SurfaceCache(capacity=1024, max_bytes=6 * 1024 * 1024)


class StateBudget:
    """Time spent this frame on drawing states ahead of need, for one manager's update."""

    def __init__(self) -> None:
        self.spent = 0.0

    def start_frame(self) -> None:
        self.spent = 0.0

    def allows(self) -> bool:
        return self.spent < STATE_BUDGET_S and frame_clock.has_room(STATES_UNTIL_S)


BUDGET = StateBudget()


class RememberedRoundedRectangle(RoundedRectangleShape):
    def _picture_key(self, state: str) -> tuple[str, ...] | None:
        """What the state's picture depends on, or None where pygame_gui's own path must draw it."""
        if self.containing_rect.width <= 0 or self.containing_rect.height <= 0 or self.shadow_width > 0:
            return None
        if "filled_bar" in self.theming or "filled_bar_width_percentage" in self.theming:
            return None
        shape_id = self.shape_cache.build_cache_id(
            "rounded_rectangle", self.containing_rect.size, self.shadow_width, self.border_widths,
            self.theming[f"{state}_border"], self.theming[f"{state}_bg"], self.shape_corner_radius)
        return (shape_id, str(self.theming.get("border_overlap", 0)))

    def redraw_state(self, state_str: str, add_text: bool = True) -> None:
        key = self._picture_key(state_str)
        if key is None:
            super().redraw_state(state_str, add_text)
            return
        drawn: list[bool] = []

        def draw_shape() -> pygame.Surface:
            drawn.append(True)
            border, background = self.theming[f"{state_str}_border"], self.theming[f"{state_str}_bg"]
            # An opaque inside covers the border wherever they overlap, so pygame_gui's overlap changes nothing.
            if isinstance(border, pygame.Color) and isinstance(background, pygame.Color) and background.a == 255:
                self.states[state_str].surface = paint_rounded_rect(
                    self.containing_rect.size, self.shape_corner_radius, self.border_widths, border, background)
            else:  # a gradient or a see-through inside: pygame_gui's own way
                RoundedRectangleShape.redraw_state(self, state_str, add_text=False)  # no images in our theme
            return self.states[state_str].surface.copy()

        picture = SHAPES.get("widget", self.containing_rect.size, key, draw_shape)
        state = self.states[state_str]
        if not drawn:
            state.surface = picture.copy()
        self.finalise_images_and_text(f"{state_str}_images", state_str, f"{state_str}_text",
                                      f"{state_str}_text_shadow", add_text)
        state.has_fresh_surface = True
        state.generated = True

    def update(self, time_delta: float) -> None:
        queued = self.states_to_redraw_queue
        if not queued or BUDGET.allows():
            started, drawing = time.perf_counter(), bool(queued)
            super().update(time_delta)
            if drawing:
                BUDGET.spent += time.perf_counter() - started
            return
        # Over budget: update everything but the queue of states drawn ahead of need, which waits.
        cleanup = self.need_to_clean_up
        self.states_to_redraw_queue, self.need_to_clean_up = deque(), False
        try:
            super().update(time_delta)
        finally:
            queued.extend(self.states_to_redraw_queue)
            self.states_to_redraw_queue = queued
            self.need_to_clean_up = self.need_to_clean_up or cleanup


def draw_queued_states(manager: pygame_gui.UIManager) -> None:
    """Draw now every state the manager's widgets would draw ahead of need over the next frames, as their updates
    would (a screen's preparation calls this in a step of its own, so its first frames draw none)."""
    for element in manager.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        if shape is None:
            continue
        queue = shape.states_to_redraw_queue
        while queue:
            shape.redraw_state(queue.popleft())
        if shape.need_to_clean_up:
            shape.clean_up_temp_shapes()
            shape.need_to_clean_up = False


def paint_rounded_rect(size: tuple[int, int], radii: list[int], borders: dict[str, int], border: pygame.Color,
                      background: pygame.Color) -> pygame.Surface:
    """A widget's rounded rectangle as pygame_gui lays it out: the outline filled with ``border``, and inside
    the borders the same outline squeezed to fit (so its corners are slightly oval, as pygame_gui's are) filled
    with ``background``; edges smoothed by painting it larger and scaling it down.

    Only the four corners have curved edges. A big shape (a wide button on a 4K table) has its straight parts
    filled at its own size and only its corners painted larger: painting all of a 1404x227 button twice as large
    took 19 ms and 40 MB of short-lived pictures, its corners alone take a fraction of that."""
    width, height = size
    k = 4 if width * height * 16 <= SUPERSAMPLED_PIXELS else 2
    limit = min(width, height) // 2
    corners = [min(max(radius, 0), limit) for radius in radii]
    tile = max(corners) + max(borders.values()) + 1  # the curved part of the outline and of the inside
    if width * height < CORNERS_ONLY_PIXELS or 2 * tile > min(width, height):
        return _painted_larger(size, corners, borders, border, background, k)
    return _painted_by_corners(size, corners, borders, border, background, k, tile)


def _inside(size: tuple[int, int], borders: dict[str, int]) -> pygame.Rect:
    width, height = size
    return pygame.Rect(borders["left"], borders["top"], width - borders["left"] - borders["right"],
                       height - borders["top"] - borders["bottom"])


def _painted_larger(size: tuple[int, int], corners: list[int], borders: dict[str, int], border: pygame.Color,
                    background: pygame.Color, k: int) -> pygame.Surface:
    width, height = size
    outline = pygame.Surface((width * k, height * k), pygame.SRCALPHA)
    outline.fill((0, 0, 0, 0))
    # pygame_gui lists corners top-left, top-right, bottom-left, bottom-right, as pygame.draw.rect takes them.
    pygame.draw.rect(outline, (255, 255, 255, 255), outline.get_rect(), border_top_left_radius=corners[0] * k,
                     border_top_right_radius=corners[1] * k, border_bottom_left_radius=corners[2] * k,
                     border_bottom_right_radius=corners[3] * k)
    big = pygame.Surface(outline.get_size(), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    if borders["left"] > 0:
        big.blit(_tinted(outline, border), (0, 0))
    inner = _inside(size, borders)
    inner = pygame.Rect(inner.x * k, inner.y * k, inner.width * k, inner.height * k)
    if inner.width > 0 and inner.height > 0:
        big.blit(_tinted(pygame.transform.scale(outline, inner.size), background), inner)
    return pygame.transform.smoothscale(big, size)


def _painted_by_corners(size: tuple[int, int], corners: list[int], borders: dict[str, int], border: pygame.Color,
                        background: pygame.Color, k: int, tile: int) -> pygame.Surface:
    """The same picture as ``_painted_larger``: the straight parts filled at size, each corner's square of ``tile``
    pixels painted ``k`` times as large (the squeezed inside's oval corner drawn as an ellipse) and scaled down."""
    width, height = size
    picture = pygame.Surface(size, pygame.SRCALPHA)
    inner = _inside(size, borders)
    picture.fill(border if borders["left"] > 0 else (0, 0, 0, 0))
    picture.fill(background, inner)
    # The inside is the outline squeezed into ``inner``: its corners are ellipses this much narrower and shorter.
    squeeze = (inner.width / width, inner.height / height)
    for index, (left, top) in enumerate(((True, True), (False, True), (True, False), (False, False))):
        origin = (0 if left else width - tile, 0 if top else height - tile)
        big = pygame.Surface((tile * k, tile * k), pygame.SRCALPHA)
        big.fill((0, 0, 0, 0))
        shift = (-origin[0] * k, -origin[1] * k)
        radius = corners[index] * k
        outline = pygame.Rect(shift, (width * k, height * k))
        if borders["left"] > 0:
            pygame.draw.rect(big, border, outline, border_radius=radius)
        inside = pygame.Rect(shift[0] + inner.x * k, shift[1] + inner.y * k, inner.width * k, inner.height * k)
        oval = (round(radius * squeeze[0]), round(radius * squeeze[1]))
        if oval[0] > 0 and oval[1] > 0:
            ellipse = pygame.Rect(0, 0, 2 * oval[0], 2 * oval[1])
            ellipse.topleft = (inside.left if left else inside.right - ellipse.width,
                               inside.top if top else inside.bottom - ellipse.height)
            pygame.draw.ellipse(big, background, ellipse)
        # The inside less the corner's oval: two bands that meet the ellipse at its middle lines.
        pygame.draw.rect(big, background, inside.inflate(-2 * oval[0], 0))
        pygame.draw.rect(big, background, inside.inflate(0, -2 * oval[1]))
        corner = pygame.transform.smoothscale(big, (tile, tile))
        picture.fill((0, 0, 0, 0), pygame.Rect(origin, (tile, tile)))
        picture.blit(corner, origin, special_flags=pygame.BLEND_RGBA_MAX)  # onto zeros: an exact copy
    return picture


def _tinted(white: pygame.Surface, colour: pygame.Color) -> pygame.Surface:
    tinted = white.copy()
    tinted.fill(colour, special_flags=pygame.BLEND_RGBA_MULT)
    return tinted


def _element_modules() -> list[ModuleType]:
    names = [info.name for info in pkgutil.iter_modules(pygame_gui.elements.__path__)]
    return [importlib.import_module(f"pygame_gui.elements.{name}") for name in names]


def install() -> None:
    """Make every pygame_gui element build its rounded shapes with :class:`RememberedRoundedRectangle`
    (the elements name the class from their own module; pygame_gui is pinned in requirements.txt)."""
    for module in _element_modules():
        if getattr(module, "RoundedRectangleShape", None) is RoundedRectangleShape:
            setattr(module, "RoundedRectangleShape", RememberedRoundedRectangle)
