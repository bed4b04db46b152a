"""Secret vote (R8.1): tap the player you suspect, then confirm. Yourself is not a choice."""

from __future__ import annotations

import pygame

from app import theme
from app.backdrop import draw_night_sky
from program.i18n import current_language, t
from app.frames.layer_cache import LayerCache
from art.seat_layout import TableLayout, layout_table
from art.seated_table import Piece, draw_seated_table, seated_table_pieces
from art.shapes import fill_circle_aa
from game.cheese_thief.actions import CastVote
from scenes.cheese_thief.pages.base import Page


class BallotPage(Page):
    visual_share = 0.6
    continue_key = "turn.ballot.confirm"

    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.choice: int | None = None
        self.table: TableLayout | None = None
        self.still = LayerCache()

    def build(self, ui, extra_area) -> None:
        self.table = layout_table(self.turn.size, self.turn.flow.player_count, self.turn.visual_rect)

    def options(self) -> list[int]:
        return [seat for seat in range(self.turn.flow.player_count) if seat != self.turn.seat]

    def pressable(self, seat: int) -> pygame.Rect:
        assert self.table is not None
        spot = self.table.seats[seat]
        return spot.mouse.union(spot.label)

    def heading(self) -> str:
        return t("turn.ballot.heading")

    def paragraphs(self) -> list[str]:
        if self.choice is None:
            return [t("turn.ballot.choose"), t("turn.ballot.not_self")]
        return [t("turn.ballot.chosen", name=self.turn.names[self.choice]), t("turn.ballot.change")]

    def on_press(self, pos) -> bool:
        if self.table is None:
            return False
        for seat in self.options():
            if self.pressable(seat).collidepoint(pos):
                if self.choice is None:
                    self.turn.required_tap()  # changing one's mind later costs no extra counted tap
                self.choice = seat
                return True
        return False

    def ready(self) -> bool:
        return self.choice is not None

    def on_continue(self) -> None:
        assert self.choice is not None
        self.turn.flow.apply(CastVote(self.turn.seat, self.choice))

    def draw_background(self, surface: pygame.Surface) -> bool:
        if self.table is None:
            return False
        key = (self.choice, self.table.area.topleft, self.table.area.size, current_language())
        self.still.blit(surface, key, self._paint_still)
        return True

    def _paint_still(self, layer: pygame.Surface) -> None:
        assert self.table is not None
        draw_night_sky(layer)
        if self.choice is not None:
            spot = self.table.seats[self.choice]
            fill_circle_aa(layer, spot.mouse.center, spot.mouse.width * 0.62, theme.colour("pick_ring"))
        draw_seated_table(layer, self.table, self.turn.names, "day", cheese_taken=1.0, cups=True, backdrop=False)

    def still_pieces(self) -> list[Piece]:
        """The table of ``_paint_still`` (no suspect picked yet), a sprite at a time."""
        if self.table is None:
            return []
        return seated_table_pieces(self.table, self.turn.names, "day", cheese_taken=1.0, cups=True, backdrop=False)

    def draw_visual(self, surface, rect) -> None:
        """Everything of this page is in its still background."""

    def targets(self):
        return [(f"suspect{s}", self.pressable(s)) for s in self.options()] if self.table else []
