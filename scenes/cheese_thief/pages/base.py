"""One page of a private turn: its picture, its words, and what a tap on it does."""

from __future__ import annotations

from typing import Hashable

import pygame
import pygame_gui

from art.seated_table import Piece
from scenes.cheese_thief.pages.turn_host import TurnHost


class Page:
    #: Share of the screen for the picture (the rest holds the words and the button).
    visual_share = 0.55
    #: Buttons the page adds above the continue button.
    extra_button_count = 0
    continue_key = "turn.next"

    def __init__(self, turn: TurnHost) -> None:
        self.turn = turn

    @property
    def view(self):  # -> game.cheese_thief.views.SeatView
        return self.turn.view

    def build(self, ui: pygame_gui.UIManager, extra_area: pygame.Rect) -> None:
        """Place the page's own pressable things (after every resize or language switch)."""

    def heading(self) -> str:
        raise NotImplementedError

    def text_area(self, column_text: pygame.Rect) -> pygame.Rect:
        """Where the paragraphs go inside the text column (a page may keep part of it for a picture)."""
        return column_text

    def paragraphs(self) -> list[str]:
        raise NotImplementedError

    def draw_visual(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def draw_background(self, surface: pygame.Surface) -> bool:
        """Paint the whole screen under the widgets, if the page has its own background (else False)."""
        return False

    def update(self, dt: float) -> None:
        pass

    def ready(self) -> bool:
        """Page-specific conditions for continuing (besides the minimum time)."""
        return True

    def on_press(self, pos: tuple[int, int]) -> bool:
        return False

    def on_button(self, element: object) -> bool:
        return False

    def on_continue(self) -> None:
        pass

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        return []

    def is_animating(self) -> bool:
        return False

    def still_pieces(self) -> list[Piece]:
        """The page's still picture as pieces of about a sprite each, in the order it paints them: a turn prepared
        ahead paints them one at a time (``PrivateTurnScene.prepare_steps``). None by default."""
        return []

    def moving_area(self) -> pygame.Rect | None:
        """While the picture moves, the area of the screen it paints, if it keeps within one (None: the frame is
        drawn whole, the default; a card turned over casts its glow past its picture)."""
        return None

    def picture_key(self) -> Hashable | None:
        """Everything the page's picture shows that changes with time alone, or None while it moves: two frames
        with the same key look the same, so the second is not drawn."""
        return None if self.is_animating() else ()
