"""The night through your own eyes: hours 1 to 6, each shown for the same time (R3.1).

Asleep, the table is dark and the cheese cannot be seen, so nothing on this
page changes with hours the player slept through. Awake, the player sees who
else has their eyes open and the cheese as it was (R4.2, R10.2).
"""

from __future__ import annotations

import pygame

from app import fonts, layout, theme
from app.backdrop import draw_night_sky
from program.i18n import current_language, t
from app.frames.layer_cache import LayerCache
from art.cheese import draw_cheese
from art.mouse import EYE_STEPS, draw_mouse
from art.clock import draw_clock_face, draw_clock_hand
from art.seat_layout import TableLayout, layout_table
from art.seated_table import Piece, draw_seated_table, seated_table_pieces
from art.veil import lay_veil
from game.cheese_thief.roles import CheeseSight
from game.cheese_thief.views import HourSeen
from motion.cheese_taken import CheeseTakenAnimation
from motion.tween import ease
from play.turns import NIGHT_HOURS
from scenes.cheese_thief.pages.base import Page
from scenes.kit.widgets.names import line_text
from play.summary import hour_lines

EYES_SECONDS = 0.45  # eyes open at the start of a waking hour and close before its end
HAND_SECONDS = 0.8


def clock_rect_in(text: pygame.Rect) -> pygame.Rect:
    """The clock's place at the foot of the page's text column."""
    side = min(text.width, int(text.height * 0.55))
    clock = pygame.Rect(0, 0, side, side)
    clock.midbottom = text.midbottom
    return clock


class NightPage(Page):
    visual_share = 0.6
    continue_key = "turn.night.done"

    def __init__(self, turn) -> None:
        super().__init__(turn)
        self.elapsed = 0.0
        self.hour_seconds = turn.flow.session.setup.hour_seconds
        self.table: TableLayout | None = None
        self.clock_rect = pygame.Rect(0, 0, 0, 0)
        self.theft: CheeseTakenAnimation | None = None
        # Asleep, or awake once the eyes are open, the table does not change: paint it once, then copy it.
        self.still = LayerCache()
        # Sky and sleeping table, under every hour's still picture: waking up then only costs a copy. It is the
        # same picture in every seat's turn, so the game keeps one for all of them (the first night page of each
        # turn painted it again: 10 ms at 1920x1080).
        shared = getattr(turn.flow, "shared_layers", None)
        self.table_layer = shared.setdefault("night-table", LayerCache()) if shared is not None else LayerCache()

    # ----- time ------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.elapsed >= NIGHT_HOURS * self.hour_seconds

    @property
    def hour(self) -> int:
        return min(NIGHT_HOURS, int(self.elapsed // self.hour_seconds) + 1)

    @property
    def into_hour(self) -> float:
        return self.elapsed - (self.hour - 1) * self.hour_seconds

    def seen_now(self) -> HourSeen | None:
        if self.over:
            return None
        return next((seen for seen in self.view.night or () if seen.hour == self.hour), None)

    def update(self, dt: float) -> None:
        was_hour = self.hour
        self.elapsed += dt
        if self.theft is not None:
            self.theft.update(dt)  # its sound is never played: it would tell the table when the theft happened
        if self.hour != was_hour or self.theft is None:
            self._start_theft_if_seen()

    def _start_theft_if_seen(self) -> None:
        seen = self.seen_now()
        if seen is None or seen.cheese is not CheeseSight.TAKEN or self.table is None or self.theft is not None:
            return
        thief_spot = self.table.seats[seen.taken_by or 0]
        self.theft = CheeseTakenAnimation(self.table.center_piece, thief_spot.mouse.center, self.turn.reduced_motion)

    def ready(self) -> bool:
        return self.over

    def is_animating(self) -> bool:
        return not self.over

    def picture_key(self) -> tuple[object, ...] | None:
        """The night moves all the time, but each hour only while the hand turns and eyes open or close."""
        seen = self.seen_now()
        if self.theft is not None and seen is not None and not self.theft.done:
            return None
        eyes = tuple((seat, round(max(0.0, min(1.0, amount)) * EYE_STEPS)) for seat, amount in self._eyes(seen).items()
                     if amount > 0.0)
        return (self.hour, self.over, self._hand(), eyes, self.theft is not None and seen is not None)

    # ----- layout ----------------------------------------------------------------------------------
    def build(self, ui, extra_area) -> None:
        area = self.turn.visual_rect
        self.table = layout_table(self.turn.size, self.turn.flow.player_count, area)
        self.clock_rect = clock_rect_in(self.turn.text_rect)
        if self.theft is not None:
            elapsed = self.theft.elapsed
            self.theft = None
            self._start_theft_if_seen()
            if self.theft is not None:
                self.theft.seek(elapsed)

    # ----- words -----------------------------------------------------------------------------------
    def text_area(self, column_text: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(column_text.left, column_text.top, column_text.width,
                           max(1, self.clock_rect.top - column_text.top))

    def heading(self) -> str:
        return t("turn.night.over_heading") if self.over else t("turn.night.hour_heading", hour=self.hour)

    def paragraphs(self) -> list[str]:
        if self.over:
            hours = [seen.hour for seen in self.view.night or ()]
            return [t("turn.night.over")] + [t("turn.night.you_woke_at", hour=hour) for hour in hours]
        seen = self.seen_now()
        if seen is None:
            return [t("turn.night.asleep")]
        return [t("turn.night.awake")] + [line_text(line, self.turn.names) for line in hour_lines(self.view, seen)]

    # ----- drawing ---------------------------------------------------------------------------------
    def _eyes(self, seen: HourSeen | None) -> dict[int, float]:
        if seen is None:
            return {}
        rising = ease("easeOutCubic", self.into_hour / EYES_SECONDS)
        falling = ease("easeInCubic", (self.hour_seconds - self.into_hour) / EYES_SECONDS)
        amount = min(rising, falling)
        return {seat: amount for seat in (self.turn.seat, *seen.awake_with)}

    def draw_background(self, surface: pygame.Surface) -> bool:
        if self.table is None:
            return False
        seen = self.seen_now()
        lit = None if self.over else self.hour
        key = (current_language(), self.table.area.topleft, self.table.area.size, None if seen is None else seen.hour,
               tuple(self.clock_rect), lit)
        self.still.blit(surface, key, lambda layer: self._paint_still(layer, seen, lit))
        return True

    def _paint_still(self, layer: pygame.Surface, seen: HourSeen | None, lit: int | None) -> None:
        """Everyone asleep and the clock without its hand: the eyes that open and the hand are drawn over this,
        frame by frame (the clock sits in the text column, apart from the table)."""
        assert self.table is not None
        key = (current_language(), self.table.area.topleft, self.table.area.size, self.turn.names)
        self.table_layer.blit(layer, key, self._paint_table)
        if seen is None:
            self._paint_sleep(layer, self.turn.visual_rect)
        elif seen.cheese is not CheeseSight.TAKEN:
            draw_cheese(layer, self.table.center_piece, 0.0 if seen.cheese is CheeseSight.PRESENT else 1.0)
        draw_clock_face(layer, self.clock_rect, lit)

    def _paint_table(self, layer: pygame.Surface) -> None:
        assert self.table is not None
        draw_night_sky(layer)
        draw_seated_table(layer, self.table, self.turn.names, "night", eyes={}, cheese_taken=None, cups=True,
                          backdrop=False)

    def still_pieces(self) -> list[Piece]:
        """The sleeping table of ``_paint_table``, a sprite at a time (painted cold at once it took 15-20 ms)."""
        if self.table is None:
            return []
        return seated_table_pieces(self.table, self.turn.names, "night", eyes={}, cheese_taken=None, cups=True,
                                   backdrop=False)

    def draw_visual(self, surface, rect) -> None:
        seen = self.seen_now()
        if seen is not None and self.table is not None:
            # The same sprite with its eyes open covers the sleeping one painted in the still layer.
            for seat, amount in self._eyes(seen).items():
                if amount > 0.0:
                    draw_mouse(surface, self.table.seats[seat].mouse, seat, amount)
        if self.theft is not None and seen is not None:
            self.theft.draw(surface)
        draw_clock_hand(surface, self.clock_rect, self._hand())

    def _hand(self) -> float:
        return self.hour - 1 + ease("easeInOutBack", self.into_hour / HAND_SECONDS) if not self.over else NIGHT_HOURS

    def _paint_sleep(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        # The whole screen dims, not just the picture: a dark box would look like a hole in the sky.
        lay_veil(layer, theme.colour("sleep_veil"), 170)
        px = int(min(rect.size) * 0.12)
        image = fonts.render(t("turn.night.zzz"), "display", max(px, layout.body_text_px(self.turn.size)), theme.colour("private_subtle"))
        layer.blit(image, image.get_rect(center=rect.center))
