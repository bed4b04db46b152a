"""A secret ballot's widgets kept from one seat's page to the next of the same vote.

Every seat's ballot page in one round of a vote shows the same suspects at the same places and the same Continue
(the suspects are public, DK19): building them for each seat took each page's first steps 4-8 ms (a button and its
states' text, 1-2 ms each), the bulk of a secret-ballot game's slowest 1% of steps. The page that leaves hands its
widget manager here with every button put back as new (enabled, not chosen, not hovered, not pressed), and the next
seat's page of that vote takes it instead of building its own. Nothing of a seat's picks stays: a button looks only
by its state, and every state is put back.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Hashable

import pygame
import pygame_gui

if TYPE_CHECKING:
    from app.app import App


@dataclass
class BallotBoard:
    """A ballot page's manager and what its page needs to know of it, for the page of ``key`` (the vote's suspects,
    their names, the window's size and language)."""

    key: Hashable
    manager: pygame_gui.UIManager
    continue_button: pygame_gui.elements.UIButton
    choice_buttons: dict[pygame_gui.elements.UIButton, object]
    text_rect: pygame.Rect
    visual_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def put_back_as_new(self) -> None:
        """Every button as a freshly built one is: enabled, unselected, neither hovered nor pressed, and the focus
        on nothing. Every state's picture was drawn on the first page, so this only switches pictures."""
        for button in (self.continue_button, *self.choice_buttons):
            button.held = button.pressed = button.pressed_event = False
            button.hovered, button.hover_time = False, 0.0
            button.double_click_timer = self.manager.get_double_click_time() + 1.0
            button.enable()
            button.unselect()
        self.manager.set_focus_set(None)


class BallotBoardKeeper:
    """Holds at most one ballot board between two seats' pages of a vote, and gives its manager back to the app
    once a page of another vote, or of another size or language, or no ballot at all comes next."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.kept: BallotBoard | None = None

    def keep(self, board: BallotBoard) -> None:
        self.let_go()
        board.put_back_as_new()
        self.kept = board

    def take(self, key: Hashable) -> BallotBoard | None:
        """The kept board if it was built for ``key`` (then it is no longer kept); otherwise None, and a board
        kept for another page is let go."""
        board, self.kept = self.kept, None
        if board is not None and board.key == key and self.app.frames.owns_ui_manager(board.manager):
            return board
        if board is not None:
            self._give_back(board)
        return None

    def let_go(self) -> None:
        if self.kept is not None:
            self._give_back(self.kept)
            self.kept = None

    def _give_back(self, board: BallotBoard) -> None:
        if self.app.frames.owns_ui_manager(board.manager):
            self.app.frames.recycle_ui_manager(board.manager)
