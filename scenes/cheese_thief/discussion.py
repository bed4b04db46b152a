"""The day: everyone awake round the table, the cheese gone, a timer, notes, and "Vote now".

Public screen: drawn only from ``flow.public()``. The timer is a help, not a
rule (R7.2): when it runs out it says so and waits for the table to vote.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key, t
from art.seat_layout import TableLayout, layout_table
from art.seated_table import draw_seated_table
from audio.names import LAST_MINUTE, TIMER_CHIME
from play.flow import Step, StepKind
from scenes.cheese_thief.rules_offer import RulesOfferingScene
from scenes.kit.public_common import draw_line, draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.cheese_thief.play_flow import PlayFlow

SAVE_EVERY_SECONDS = 10.0
LAST_MINUTE_SECONDS = 60.0
EXTRA_SECONDS = 60.0
Button = pygame_gui.elements.UIButton


def clock_text(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))  # 0:01 is shown until the very end
    return f"{whole // 60}:{whole % 60:02d}"


class DiscussionScene(RulesOfferingScene):
    # The timer keeps running under "Rules at a glance", as it does under My notes: the table goes on talking
    # (about the rules, as likely as not) while someone reads them; only the "Leave this game?" question stops it.
    offers_rules = True

    def __init__(self, flow: "PlayFlow", step: Step | None = None) -> None:
        super().__init__(flow, step)
        self.left = max(0.0, float(flow.session.discussion_left))
        self.running = self.left > 0
        self.since_save = 0.0
        self.elapsed = 0.0  # seconds of discussion seen by this screen (the demo waits on it)
        self.drawn_clock = ""  # the digits the last frame showed
        self._drawn_low = False  # whether they showed in the last minute's colour
        self._digits_area = pygame.Rect(0, 0, 0, 0)  # where they lie
        self._changed_area = pygame.Rect(0, 0, 0, 0)  # what the last ``draw_changes`` painted
        self._whole_on: pygame.Surface | None = None  # the surface that got the last whole frame
        self.choosing_notes = False
        self.pause_button: Button | None = None
        self.more_button: Button | None = None
        self.notes_button: Button | None = None
        self.vote_button: Button | None = None
        self.cancel_notes_button: Button | None = None
        self.note_buttons: dict[Button, int] = {}
        self.table_area = pygame.Rect(0, 0, 1, 1)
        self.timer_rect = pygame.Rect(0, 0, 1, 1)
        self.status_rect = pygame.Rect(0, 0, 1, 1)
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self._side = pygame.Rect(0, 0, 1, 1)  # beside the table: the timer and the buttons
        self.table: TableLayout | None = None

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        for part in self.build_ui_parts(ui):
            part()

    def build_ui_parts(self, ui: pygame_gui.UIManager) -> list[Callable[[], object]]:
        """The header and the table's layout, then the secondary buttons, then "Vote now": each cold part takes
        about a third of the whole (13 ms at a touch table's middle the first time)."""
        return [partial(self._build_header_and_table, ui), partial(self._build_secondary_buttons, ui),
                partial(self._build_vote_button, ui)]

    def _build_header_and_table(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        gap = layout.gap_px(size)
        body = self.build_header(ui)
        self.build_rules_button(ui)
        if layout.is_portrait(size):
            table, side = layout.split_for_orientation(body, 0.5)
        else:
            table, side = layout.split_for_orientation(body, 0.6)
            side = side.inflate(-gap, 0).move(gap // 2, 0)
        self.table_area = table
        self.table = layout_table(size, self.flow.player_count, table)
        self._side = side

    def _button_rows(self) -> list[pygame.Rect]:
        """The three rows of buttons under the timer (the timer takes the side's height left above them)."""
        size, side = self.size, self._side
        gap = layout.gap_px(size)
        button_h = layout.button_height(size)
        small_gap = self._small_gap()
        buttons_h = 3 * button_h + 2 * small_gap
        timer_h = max(layout.scaled(60, size), side.height - buttons_h - gap)
        timer_block = pygame.Rect(side.left, side.top, side.width, timer_h)
        self.status_rect = pygame.Rect(side.left, timer_block.bottom - timer_h // 4, side.width, timer_h // 4)
        self.timer_rect = pygame.Rect(side.left, side.top, side.width, timer_h - self.status_rect.height)
        return layout.stack_vertical(pygame.Rect(side.left, timer_block.bottom + gap, side.width, buttons_h), 3,
                                     button_h, small_gap)

    def _small_gap(self) -> int:
        return max(2, layout.gap_px(self.size) // 2)

    def _build_secondary_buttons(self, ui: pygame_gui.UIManager) -> None:
        if self.choosing_notes:
            self._build_notes_choice(ui, self._side, layout.button_height(self.size), self._small_gap())
            return
        rows = self._button_rows()
        pause_rect, more_rect = layout.stack_horizontal(rows[0], 2, rows[0].width, self._small_gap())
        self.pause_button = Button(pause_rect, "", ui, object_id=ObjectID(class_id="@secondary_button", object_id="#timer_pause"))
        self.more_button = Button(more_rect, gui_key("discussion.more_time"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#timer_more"))
        self.notes_button = Button(rows[1], gui_key("discussion.notes"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#notes"))

    def _build_vote_button(self, ui: pygame_gui.UIManager) -> None:
        if self.choosing_notes:
            return
        self.vote_button = Button(self._button_rows()[2], gui_key("discussion.vote_now"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#vote_now"))
        self.refresh()

    def _build_notes_choice(self, ui: pygame_gui.UIManager, side: pygame.Rect, button_h: int, gap: int) -> None:
        """Whose notes? One button per player, then Cancel."""
        touch = layout.min_touch_px(self.size)
        count = self.flow.player_count
        self.status_rect = pygame.Rect(side.left, side.top, side.width, max(touch, layout.scaled(56, self.size)))
        cancel = pygame.Rect(side.left, side.bottom - button_h, side.width, button_h)
        self.cancel_notes_button = Button(cancel, gui_key("discussion.notes_cancel"), ui,
                                          object_id=ObjectID(class_id="@secondary_button", object_id="#notes_cancel"))
        area = pygame.Rect(side.left, self.status_rect.bottom + gap, side.width, cancel.top - gap - self.status_rect.bottom - gap)
        columns = 2 if count > 4 or area.height < 4 * touch else 1
        rows = (count + columns - 1) // columns
        cell_h = max(touch, min(button_h, (area.height - (rows - 1) * gap) // rows))
        cell_w = (area.width - (columns - 1) * gap) // columns
        self.note_buttons = {}
        for seat, rect in enumerate(layout.grid(area, count, columns, (cell_w, cell_h), gap)):
            button = Button(rect, self.names[seat], ui, object_id=ObjectID(class_id="@name_chip", object_id=f"#notes_{seat}"))
            self.note_buttons[button] = seat

    def refresh(self) -> None:
        if self.pause_button is not None and self.ui is not None:
            self.pause_button.set_text(gui_key("discussion.pause" if self.running else "discussion.resume"))
            self.pause_button.enable() if self.left > 0 else self.pause_button.disable()
        self.app.request_redraw()

    # ----- time -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.is_top():  # the leave question over it stops the clock
            self._count_down(dt)

    def update_hidden(self, dt: float) -> None:
        # Someone has taken the tablet to read their notes; the others are still talking.
        self._count_down(dt)

    def _count_down(self, dt: float) -> None:
        if not self.running:
            return
        before = self.left
        self.left = max(0.0, self.left - dt)
        self.elapsed += dt
        self.since_save += dt
        if before > LAST_MINUTE_SECONDS >= self.left and self.left > 0:
            self.play_sound(LAST_MINUTE)
        if self.left <= 0:
            self.running = False
            self.play_sound(TIMER_CHIME)
            self.save_timer()
            self.refresh()
        elif self.since_save >= SAVE_EVERY_SECONDS:
            self.save_timer()
        # New digits need no whole frame: ``wants_frame`` asks for one, and ``draw_changes`` paints just them.

    def save_timer(self) -> None:
        self.since_save = 0.0
        self.flow.session.keep_discussion_left(self.left)
        self.flow.save()

    def toggle_pause(self) -> None:
        if self.left <= 0:
            return
        self.running = not self.running
        self.save_timer()
        self.refresh()

    def add_minute(self) -> None:
        self.left += EXTRA_SECONDS
        if not self.running:
            self.running = True
        self.save_timer()
        self.refresh()

    def on_pause(self) -> None:
        self.save_timer()

    def on_exit(self) -> None:
        self.save_timer()

    # ----- input ----------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.handle_leave_event(event) or self.handle_rules_event(event):
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element is self.pause_button:
            self.toggle_pause()
        elif element is self.more_button:
            self.add_minute()
        elif element is self.notes_button:
            self.choosing_notes = True
            self.rebuild_ui()
        elif element is self.cancel_notes_button:
            self.choosing_notes = False
            self.rebuild_ui()
        elif element in self.note_buttons:
            self.open_notes(self.note_buttons[element])
        elif element is self.vote_button:
            self.vote_now()
        else:
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_SPACE and not self.choosing_notes:
            self.toggle_pause()
            return True
        return super().on_key(event)

    def open_notes(self, seat: int) -> None:
        self.choosing_notes = False
        self.rebuild_ui()
        self.save_timer()
        opener = getattr(self.flow, "open_notes", None)
        if callable(opener):
            opener(seat)

    def vote_now(self) -> None:
        self.save_timer()
        self.flow.finish_step()

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._whole_on = surface

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """Only the digits changed: the still layer put back under them, then the new digits (a whole frame of a
        4K table's middle, copied to both sides, took 10 ms each second)."""
        layer = self._still_layer.layer
        if surface is not self._whole_on or self.choosing_notes or super().wants_frame() or layer is None \
                or layer.get_size() != surface.get_size() or self._still_layer.key != (False, self._status()):
            return False
        area = self._draw_digits(surface, dry_run=True)
        if self._digits_area.width:
            area.union_ip(self._digits_area)
        if any(area.colliderect(rect) for _name, rect in self.touch_targets()):
            return False  # a button over the digits: it would be lost under them
        surface.blit(layer, area, area)
        self._draw_digits(surface)
        self.drawn_clock = clock_text(self.left)
        self._changed_area = area
        return True

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return [pygame.Rect(self._changed_area)]

    def draw_background(self, surface: pygame.Surface) -> None:
        # Only the digits change from second to second; the table, title, panel and status line are one
        # cached layer.
        status = self._status()

        def paint(layer: pygame.Surface) -> None:
            super(DiscussionScene, self).draw_background(layer)
            if self.table is not None:
                draw_seated_table(layer, self.table, self.names, variant="day", cheese_taken=1.0, backdrop=False)
            self.draw_title(layer, t("discussion.title"), self.title_rect)
            if self.choosing_notes:
                draw_panel(layer, self.status_rect.inflate(layout.gap_px(self.size), 0))
                draw_line(layer, t("discussion.notes_whose"), self.status_rect.inflate(-layout.gap_px(self.size), 0),
                          theme.font_px("@setup_section", self.size) * 5 // 4, theme.colour("public_text"), align="center")
                return
            draw_panel(layer, self.timer_rect.union(self.status_rect))
            draw_text_block(layer, status, self.status_rect.inflate(-layout.gap_px(self.size) * 2, 0),
                            layout.body_text_px(self.size), theme.colour("public_dim"))

        self.draw_cached(surface, (self.choosing_notes, status), paint)
        if not self.choosing_notes:
            self._draw_digits(surface)
        self.drawn_clock = clock_text(self.left)

    def wants_frame(self) -> bool:
        """The digits change every second with no input: a screen showing this one inside its own picture (at a
        table) paints it again only when it asks, so it asks."""
        return super().wants_frame() or clock_text(self.left) != self.drawn_clock \
            or (self.left <= LAST_MINUTE_SECONDS) != self._drawn_low  # "1:00" turns to the last minute's colour

    def _status(self) -> str:
        if self.left <= 0:
            return t("discussion.time_up")
        return t("discussion.hint") if self.running else t("discussion.paused")

    def _draw_digits(self, surface: pygame.Surface, dry_run: bool = False) -> pygame.Rect:
        """Draw the digits (or with ``dry_run`` only find where they would lie); returns their area."""
        low = self.left <= LAST_MINUTE_SECONDS
        px = fonts.fit_px("0:00", "number", int(self.timer_rect.height * 0.8), int(self.timer_rect.width * 0.8))
        digits = fonts.render(clock_text(self.left), "number", px, theme.colour("public_timer_low" if low else "public_timer"))
        area = digits.get_rect(center=(self.timer_rect.centerx, self.timer_rect.centery + self.timer_rect.height // 12))
        if not dry_run:
            surface.blit(digits, area)
            self._drawn_low = low
            self._digits_area = area.clip(surface.get_rect())
        return area.clip(surface.get_rect())


def register_step_scenes(register) -> None:
    register(StepKind.DISCUSSION, DiscussionScene)


# ----- gallery ---------------------------------------------------------------------------------------------------
