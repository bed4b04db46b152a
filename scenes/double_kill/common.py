"""What the Double Kill screens share: hand names, the seat-and-hand picker, and a public screen base.

The picker lays out every seat with its left and right hand; dead hands are shown dim and cannot be pressed
(which hands are alive is public, DK22). It is drawn, not built of widgets, so forty hands cost one picture.
"""
from __future__ import annotations

import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program.i18n import current_language, gui_key, t
from art.symbols import draw_seat_symbol
from game.double_kill.hands import HandId, Side, hands_of
from game.double_kill.roles import Role
from scenes.kit.public_common import PublicPlayScene, draw_line, draw_panel
from scenes.kit.widgets.names import join_names

if TYPE_CHECKING:
    from app.scene import Scene
    from scenes.double_kill.flow import DkFlow

    _SceneMixin = Scene  # a mixin's super() calls reach the screen it is mixed into
else:
    _SceneMixin = object


def hand_name(names: tuple[str, ...], hand: HandId) -> str:
    """"Ada's left hand" in the current language."""
    side = "left" if hand.side is Side.LEFT else "right"
    return t(f"dk.hand.{side}", name=names[hand.seat])


def hands_text(names: tuple[str, ...], hands: Iterable[HandId]) -> str:
    return join_names([hand_name(names, hand) for hand in hands])


def role_name(role: Role | str) -> str:
    value = role.value if isinstance(role, Role) else role
    return t(f"dk.role.{value}")


def living_seats(alive: tuple[tuple[bool, bool], ...]) -> list[int]:
    return [seat for seat, pair in enumerate(alive) if any(pair)]


# The pictures pickers painted, by what they show and the background under them: screens that show the same
# hands over the same background share them (every call of a night), and a picker whose marks change paints again
# only the seats whose cells changed (a tap, the next speaker). A few pictures at most, of a few screens' pixels.
_PAINTED: "OrderedDict[tuple[object, ...], _PickerPicture]" = OrderedDict()
PAINTED_KEPT = 3
PAINTED_PIXELS_KEPT = 12_000_000


# What a seat's cell shows: whether it is marked, and for each hand whether it is chosen and its badge.
SeatLook = tuple[bool, tuple[tuple[bool, "str | None"], ...]]


@dataclass
class _PickerPicture:
    """A picker's painted area, the background it was painted over, and what each seat's cell shows in it."""

    under: pygame.Surface
    picture: pygame.Surface
    seats: list[SeatLook]


def forget_painted_pickers() -> None:
    """Drop every kept picker picture (a check that paints a screen from nothing, a new window size)."""
    _PAINTED.clear()


def _keep_painted(key: tuple[object, ...], painted: _PickerPicture) -> None:
    _PAINTED[key] = painted
    _PAINTED.move_to_end(key)
    pixels = lambda: sum(2 * entry.picture.get_width() * entry.picture.get_height() for entry in _PAINTED.values())  # noqa: E731
    while len(_PAINTED) > 1 and (len(_PAINTED) > PAINTED_KEPT or pixels() > PAINTED_PIXELS_KEPT):
        _PAINTED.popitem(last=False)


class HandPicker:
    """Every seat as a cell: its symbol and name, then its left and right hand as two pressable boxes.

    The screens that show it lay it over a still background, so the picture it painted (with that background
    under it) is kept and copied again while nothing it shows has changed: forty hands cost one blit per frame.
    ``backdrop`` names that background when every screen showing the picker paints the same one there: such screens
    share their pictures (without it, a picker keeps its own).
    """

    def __init__(self, names: tuple[str, ...], alive: tuple[tuple[bool, bool], ...],
                 pressable: Callable[[HandId], bool] | None = None, backdrop: str | None = None) -> None:
        self.names = names
        self.alive = alive
        self.pressable = pressable or self.is_alive
        self.backdrop: object = backdrop if backdrop is not None else object()
        self.cells: list[pygame.Rect] = []
        self.boxes: dict[HandId, pygame.Rect] = {}

    def is_alive(self, hand: HandId) -> bool:
        return self.alive[hand.seat][0 if hand.side is Side.LEFT else 1]

    def lay_out(self, area: pygame.Rect, size: tuple[int, int]) -> None:
        count = len(self.names)
        # Each hand at least a finger wide: a narrow area (a tablet held upright) takes fewer, taller rows.
        touch = layout.min_touch_px(size)
        widest = max(2, (area.width + layout.gap_px(size)) // (2 * touch + 2 * layout.gap_px(size)))
        columns = min(5 if count > 12 else 4, widest)
        rows = (count + columns - 1) // columns
        gap = max(4, layout.gap_px(size) // 2)
        cell_w = (area.width - (columns - 1) * gap) // columns
        cell_h = min((area.height - (rows - 1) * gap) // rows, layout.scaled(190, size))
        self.cells = layout.grid(area, count, columns, (cell_w, cell_h), gap)
        self.boxes = {}
        for seat, cell in enumerate(self.cells):
            name_h = max(layout.scaled(34, size), cell.height // 3)
            inner = pygame.Rect(cell.left + gap // 2, cell.top + name_h, cell.width - gap, cell.height - name_h - gap // 2)
            left, right = layout.stack_horizontal(inner, 2, (inner.width - gap // 2) // 2, gap // 2)
            self.boxes[hands_of(seat)[0]], self.boxes[hands_of(seat)[1]] = left, right

    def hand_at(self, pos: tuple[int, int]) -> HandId | None:
        for hand, box in self.boxes.items():
            if box.collidepoint(pos) and self.pressable(hand):
                return hand
        return None

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        return [(f"hand_{hand.label}", pygame.Rect(box)) for hand, box in self.boxes.items() if self.pressable(hand)]

    def draw(self, surface: pygame.Surface, size: tuple[int, int], selected: Iterable[HandId] = (),
             badges: dict[HandId, str] | None = None, marked_seat: int | None = None) -> None:
        chosen = set(selected)
        badges = badges or {}
        if not self.cells:
            return
        area = self.cells[0].unionall(self.cells[1:]).clip(surface.get_rect())
        key = (self.backdrop, size, current_language(), tuple(map(tuple, self.cells)), self.alive, self.names,
               tuple(area))
        seats: list[SeatLook] = [(seat == marked_seat, tuple((hand in chosen, badges.get(hand)) for hand in hands_of(seat)))
                                 for seat in range(len(self.cells))]
        painted = _PAINTED.get(key)
        if painted is None:
            under = surface.subsurface(area).copy()
            for seat in range(len(self.cells)):
                self._paint_cell(surface, size, seat, seats[seat])
            _keep_painted(key, _PickerPicture(under, surface.subsurface(area).copy(), seats))
            return
        _PAINTED.move_to_end(key)
        surface.blit(painted.picture, area)
        for seat, shows in enumerate(seats):
            if painted.seats[seat] == shows:
                continue
            # Only this seat's cell changed: painted again over the background it was first painted on.
            cell = self.cells[seat].clip(area)
            inside = cell.move(-area.left, -area.top)
            surface.blit(painted.under, cell, inside)
            self._paint_cell(surface, size, seat, shows)
            painted.picture.blit(surface, inside, cell)
            painted.seats[seat] = shows

    def _paint_cell(self, surface: pygame.Surface, size: tuple[int, int], seat: int, shows: SeatLook) -> None:
        text_px = layout.body_text_px(size)
        cell = self.cells[seat]
        marked, boxes = shows
        draw_panel(surface, cell, alpha=235 if marked else 200)
        if marked:
            pygame.draw.rect(surface, theme.colour("public_highlight"), cell, width=max(2, cell.height // 30),
                             border_radius=max(6, min(cell.size) // 8))
        name_h = self.boxes[hands_of(seat)[0]].top - cell.top
        badge = pygame.Rect(cell.left + 4, cell.top + 4, name_h - 8, name_h - 8)
        draw_seat_symbol(surface, badge, seat)
        draw_line(surface, self.names[seat], pygame.Rect(badge.right + 6, cell.top, cell.right - badge.right - 10, name_h),
                  text_px, theme.colour("public_text"), role="body")
        for hand, (chosen, box_badge) in zip(hands_of(seat), boxes):
            self._draw_box(surface, hand, chosen, box_badge, text_px)

    def _draw_box(self, surface: pygame.Surface, hand: HandId, chosen: bool, badge: str | None, text_px: int) -> None:
        box = self.boxes[hand]
        alive = self.is_alive(hand)
        # A hand waiting to be chosen looks like a button; the chosen one is filled, as a selected button is.
        fill = theme.colour("public_highlight" if chosen else ("pick_hand" if alive else "pick_disabled"))
        radius = max(4, box.height // 6)
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        if alive and not chosen:
            pygame.draw.rect(surface, theme.colour("pick_hand_edge"), box, width=max(2, box.height // 24), border_radius=radius)
        side = t("dk.hand.short_left" if hand.side is Side.LEFT else "dk.hand.short_right")
        label = side if alive else t("dk.hand.dead_short")
        if badge:
            label = f"{label}  {badge}"
        colour = theme.colour("pick_hand_chosen_text" if chosen else ("public_text" if alive else "public_dim"))
        draw_line(surface, label, box.inflate(-8, -4), text_px, colour, role="button", align="center")


class PicksHands(_SceneMixin):
    """For a screen with a ``HandPicker`` (``self.picker``): a press on a hand goes to :meth:`on_hand`, and the
    hands count as touch targets."""

    picker: HandPicker

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().touch_targets() + self.picker.targets()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            hand = self.picker.hand_at(event.pos)
            if hand is not None:
                self.on_hand(hand)
                return True
        return False

    def on_hand(self, hand: HandId) -> None:
        """A hand was pressed (override)."""


class DrawsOnlyWhenChanged(_SceneMixin):
    """For a screen whose picture changes only with what :meth:`shows` says (and its widgets' hovering): a frame
    that would draw the same picture as the last whole one on its surface draws nothing. A fade's blended frames
    drew such a screen whole each frame (1-3 ms beside the blend), a vote's countdown every frame of its eight
    seconds, though the picture changes once a second."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # What the last whole frame drawn on each surface showed: remembered, not state.
        self._drawn_whole: weakref.WeakKeyDictionary[pygame.Surface, tuple[object, ...]] = weakref.WeakKeyDictionary()

    def shows(self) -> object:
        """What the picture shows that can change while the screen is up (override)."""
        return None

    def _showing(self) -> tuple[object, ...]:
        hovering = self.ui.get_hovering_any_element() if self.ui is not None else False
        return (self.shows(), hovering, self.size)

    def forget_pictures(self) -> None:
        super().forget_pictures()
        self._drawn_whole.clear()  # new widgets: every surface is drawn whole again

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._drawn_whole[surface] = self._showing()

    def wants_frame(self) -> bool:
        return super().wants_frame() and self._drawn_whole.get(self.app.surface) != self._showing()

    def draw_changes(self, surface: pygame.Surface) -> bool:
        return self._drawn_whole.get(surface) == self._showing()

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return []


class DkPublicScene(PublicPlayScene["DkFlow"]):
    """A face-up Double Kill screen: the whole table looks at it; it reads only ``flow.public()``."""

    #: Whether the widgets wait for the fade that opens the screen, built in its first preparation step: the step
    #: of the tap that opens it also applies the move, saves the game and keeps the old picture (a nomination's
    #: tap built the next speaker's three buttons too, 4-7 ms). Shown without a fade, they are built before its
    #: first frame.
    widgets_in_fade: ClassVar[bool] = False
    _widgets_waiting = False

    def __init__(self, flow: "DkFlow") -> None:
        super().__init__(flow, flow.screen)
        # What the screen shows is the game as it was when the screen opened: a fade out still draws it after
        # the game has moved on.
        self.shown = flow.public()
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.action_button: pygame_gui.elements.UIButton | None = None

    def on_enter(self) -> None:
        if self.widgets_in_fade and self.ui is None:
            self._widgets_waiting = True
            return
        super().on_enter()

    def build_waiting_widgets(self) -> None:
        if self._widgets_waiting:
            self._widgets_waiting = False
            if self.ui is None:
                self.rebuild_ui()

    def prepare_steps(self) -> list[Callable[[], object]]:
        steps = super().prepare_steps()
        return [self.build_waiting_widgets, *steps] if self._widgets_waiting else steps

    def update(self, dt: float) -> None:
        if self._widgets_waiting and self.app.scenes.fade is None:  # no fade, or one cut short
            self.build_waiting_widgets()
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.build_waiting_widgets()
        super().draw(surface)

    def build_action_button(self, ui: pygame_gui.UIManager, key: str, area: pygame.Rect,
                            object_id: str = "#dk_next") -> pygame.Rect:
        """The screen's main button, bottom right of ``area``; returns the area left above it."""
        button_h = layout.button_height(self.size)
        width = min(area.width, layout.scaled(420, self.size))
        rect = pygame.Rect(area.right - width, area.bottom - button_h, width, button_h)
        self.action_button = pygame_gui.elements.UIButton(rect, gui_key(key), ui,
                                                          object_id=ObjectID(class_id="@primary_button", object_id=object_id))
        return pygame.Rect(area.left, area.top, area.width, rect.top - area.top - layout.gap_px(self.size))

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.handle_leave_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.action_button:
            self.on_action()
            return True
        return False

    def on_action(self) -> None:
        """The main button was pressed (override)."""
