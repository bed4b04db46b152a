"""Your move (5-8 players): tap cups. Same number of taps for everyone (privacy protocol, rule 3).

A lone Sleepyhead or Fall Mouse lifts one cup (R5.1) or keeps them all
closed; the Thief names followers where the rules give a choice (R6);
everyone else taps cups that stay closed.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from app.backdrop import draw_night_sky
from program.i18n import current_language, gui_key, t
from app.frames.layer_cache import LayerCache
from art.palette import seat_color
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from art.shapes import fill_circle_aa
from game.cheese_thief.roles import Role
from art.cup import draw_cup
from motion.cup_peek import DURATION as PEEK_DURATION
from motion.cup_peek import CupPeekAnimation
from play.moves import MoveError, MoveKind, check_pick, final_actions, move_for, peek_action
from scenes.cheese_thief.pages.base import Page
from scenes.kit.widgets.names import join_names


class MovePage(Page):
    visual_share = 0.6
    continue_key = "turn.move.done"

    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.move = move_for(self.view)
        self.picks: list[int | None] = []
        self.table: TableLayout | None = None
        self.lift: CupPeekAnimation | None = None
        self.keep_closed: pygame_gui.elements.UIButton | None = None
        # Everyone waits as long after their first tap as a lifted cup takes to settle, peek or not,
        # so the moment a turn can end never tells whether a cup was lifted.
        self.since_first_pick: float | None = None
        self.still = LayerCache()  # the table, marks and resting cups: repainted only when a pick changes them

    # Page's is a class constant (read from the class too); a move's depends on the move, so a property here.
    @property
    def extra_button_count(self) -> int:  # type: ignore[override]
        return 1 if self.move.kind is MoveKind.PEEK else 0

    # ----- layout ----------------------------------------------------------------------------------
    def build(self, ui, extra_area) -> None:
        self.table = layout_table(self.turn.size, self.turn.flow.player_count, self.turn.visual_rect)
        self.keep_closed = None
        if self.move.kind is MoveKind.PEEK:
            rect = pygame.Rect(0, 0, min(extra_area.width, layout.scaled(520, self.turn.size)), layout.button_height(self.turn.size))
            rect.midtop = extra_area.midtop
            self.keep_closed = pygame_gui.elements.UIButton(
                rect, gui_key("turn.move.keep_closed"), ui, object_id=ObjectID("#keep_closed", "@secondary_button"))
            if self.picks:
                self.keep_closed.disable()
        if self.lift is not None and self.picks and self.picks[0] is not None:
            elapsed = self.lift.elapsed
            self.lift = self._peek_animation(self.picks[0])
            self.lift.seek(elapsed)

    def cup_rect(self, seat: int) -> pygame.Rect:
        assert self.table is not None
        return self.table.seats[seat].cup

    def pressable(self, seat: int) -> pygame.Rect:
        """The cup and its mouse both count: a cup alone is small at 8 players."""
        assert self.table is not None
        spot = self.table.seats[seat]
        return spot.cup.union(spot.mouse)

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        if self.table is None or self.complete:
            return []
        return [(f"cup{seat}", self.pressable(seat)) for seat in self.selectable()]

    def selectable(self) -> list[int]:
        options = []
        for seat in self.move.targets:
            try:
                check_pick(self.move, tuple(self.picks), seat)
            except MoveError:
                continue
            options.append(seat)
        return options

    # ----- input -----------------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        return len(self.picks) >= self.move.picks

    def on_press(self, pos) -> bool:
        if self.table is None or self.complete:
            return False
        for seat in self.selectable():
            if self.pressable(seat).collidepoint(pos):
                self.pick(seat)
                return True
        return False

    def on_button(self, element) -> bool:
        if element is self.keep_closed and not self.picks:
            self.pick(None)
            return True
        return False

    def pick(self, seat: int | None) -> None:
        check_pick(self.move, tuple(self.picks), seat)
        first = not self.picks
        self.picks.append(seat)
        if first:
            self.since_first_pick = 0.0
        self.turn.required_tap()
        if self.keep_closed is not None:
            self.keep_closed.disable()
        if first and self.move.kind is MoveKind.PEEK:
            # Applied at once so the lifted cup shows the die from the player's own view.
            self.turn.flow.apply(peek_action(self.view, self.move, seat))
            self.turn.refresh_view()
            if seat is not None:
                self.lift = self._peek_animation(seat)

    def _peek_animation(self, seat: int) -> CupPeekAnimation:
        assert self.view.peek is not None
        return CupPeekAnimation(self.cup_rect(seat), self.view.peek.saw, seat_color(seat), self.turn.reduced_motion)

    def update(self, dt: float) -> None:
        if self.since_first_pick is not None:
            self.since_first_pick += dt
        if self.lift is not None:
            self.lift.update(dt)  # no lift sound: it would tell the table that a cup was lifted

    @property
    def settled(self) -> bool:
        return self.since_first_pick is not None and self.since_first_pick >= PEEK_DURATION

    def ready(self) -> bool:
        return self.complete and self.settled

    def is_animating(self) -> bool:
        return self.since_first_pick is not None and not self.settled

    def on_continue(self) -> None:
        for action in final_actions(self.view, self.move, tuple(self.picks)):
            self.turn.flow.apply(action)

    # ----- words -----------------------------------------------------------------------------------
    def heading(self) -> str:
        return t("turn.move.heading")

    def paragraphs(self) -> list[str]:
        names = self.turn.names
        kind = self.move.kind
        count = self.turn.flow.player_count
        if kind is MoveKind.PEEK:
            if not self.picks:
                return [t("turn.move.peek"), t("turn.move.peek_optional")]
            lines = [t("turn.move.peek_declined")] if self.picks[0] is None else []
            if self.view.peek is not None and (self.lift is None or self.lift.elapsed > 0.5):
                lines.append(t("summary.peek", name=names[self.view.peek.target], value=self.view.peek.saw[0]))
            if not self.complete:
                lines.append(t("turn.move.one_more"))
            return lines
        if kind is MoveKind.FOLLOWERS:
            if self.complete:
                return [t("turn.move.followers_chosen", names=join_names([names[s] for s in self.picks if s is not None]))]
            return [t(f"turn.move.followers_{count}")]
        if kind is MoveKind.DONE:
            return [t("turn.move.already"), t("turn.move.decoy_why")]
        return [self._decoy_reason(), t("turn.move.decoy_why")]

    def _decoy_reason(self) -> str:
        if self.view.role is Role.THIEF:
            if any(hour.awake_with for hour in self.view.night or ()):
                return t("turn.move.thief_auto")
            return t("turn.move.thief_alone")
        return t("turn.move.had_company")

    # ----- drawing ---------------------------------------------------------------------------------
    def lifting(self) -> int | None:
        """The seat whose cup the peek animation is moving, while it moves."""
        if self.lift is None or self.lift.done or not self.picks:
            return None
        return self.picks[0]

    def draw_background(self, surface: pygame.Surface) -> bool:
        if self.table is None:
            return False
        choosable = tuple(self.selectable())
        key = (self.table.area.topleft, self.table.area.size, tuple(self.picks), choosable, self.lifting(),
               current_language())
        self.still.blit(surface, key, lambda layer: self._paint_still(layer, set(choosable)))
        return True

    def _paint_still(self, layer: pygame.Surface, choosable: set[int]) -> None:
        assert self.table is not None
        draw_night_sky(layer)
        draw_seated_table(layer, self.table, self.turn.names, "night", eyes={self.turn.seat: 1.0},
                          cheese_taken=None, cups=False, backdrop=False)
        for spot in sorted(self.table.seats, key=lambda s: s.center[1]):
            if spot.seat in self.picks or spot.seat in choosable:
                self._draw_mark(layer, spot.seat, picked=spot.seat in self.picks)
            if spot.seat not in (self.turn.seat, self.lifting()):
                draw_cup(layer, spot.cup, 0.0, seat_color(spot.seat))

    def draw_visual(self, surface, rect) -> None:
        if self.lifting() is not None and self.lift is not None:
            self.lift.draw(surface)

    def _draw_mark(self, surface: pygame.Surface, seat: int, picked: bool) -> None:
        cup = self.cup_rect(seat)
        radius = cup.width * (0.62 if picked else 0.56)
        colour = theme.colour("pick_ring") if picked else theme.colour("hold_track")
        fill_circle_aa(surface, (cup.centerx, cup.centery + cup.height // 6), radius, colour)
