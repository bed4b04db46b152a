"""Point-and-tally vote: "3, 2, 1, vote!", then one person enters who pointed at whom, then confirms.

Public screen: the votes are entered openly, as everyone pointed at once (R8.1).
The grid refuses self-votes (those cells are disabled) and the Confirm button
stays off until every voter has a suspect, with a line naming who is missing.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, Hashable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import current_language, gui_key, t
from art.labels import draw_seat_label
from art.mouse import draw_mouse
from art.pointer import draw_vote_pointer
from art.seat_layout import TableLayout, layout_table
from art.seated_table import Piece, draw_seated_table, paint_on, seated_table_pieces
from art.symbols import draw_seat_symbol
from art.veil import lay_veil
from audio.names import PRIVATE_TICK, TIMER_CHIME
from game.cheese_thief.actions import CastVote
from motion.tween import ease
from play.flow import Step, StepKind
from scenes.kit.face_up_table import pointer_ends
from scenes.kit.widgets.names import join_names
from scenes.cheese_thief.rules_offer import RulesOfferingScene
from scenes.kit.public_common import draw_line, draw_panel

if TYPE_CHECKING:
    from scenes.cheese_thief.play_flow import PlayFlow

COUNT_SECONDS = 1.0
COUNT_FROM = 3
CALL_SECONDS = 1.4  # "Vote!" stays up this long before the entry grid appears
COUNTDOWN_SECONDS = COUNT_FROM * COUNT_SECONDS + CALL_SECONDS
Button = pygame_gui.elements.UIButton


class PointVoteScene(RulesOfferingScene):
    offers_rules = True  # the countdown waits meanwhile, and the entered votes stay as they are

    def __init__(self, flow: "PlayFlow", step: Step | None = None) -> None:
        super().__init__(flow, step)
        count = flow.player_count
        self.votes: list[int | None] = [None] * count
        self.phase = "countdown"
        self.countdown = 0.0
        self.cells: dict[tuple[int, int], Button] = {}
        self.confirm_button: Button | None = None
        self.change_button: Button | None = None
        self.row_labels: list[pygame.Rect] = []
        self.column_heads: list[pygame.Rect] = []
        self.title_rect = pygame.Rect(0, 0, 1, 1)
        self.hint_rect = pygame.Rect(0, 0, 1, 1)
        self.table: TableLayout | None = None
        self._count_pictures: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        # Rows of the grid still to build, one a frame, after "Vote!": 64 buttons at once held one frame ~45 ms.
        self._rows_to_build: list[int] = []
        self._grow_grid = False
        self._cell_width = 0

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        leave = self.build_leave_button(ui)
        side_w = leave.width
        self.title_rect = pygame.Rect(leave.right + gap, content.top, content.width - 2 * (side_w + gap), leave.height // 2 + leave.height // 8)
        self.hint_rect = pygame.Rect(self.title_rect.left, self.title_rect.bottom, self.title_rect.width, leave.bottom - self.title_rect.bottom)
        body = pygame.Rect(content.left, leave.bottom + gap, content.width, content.bottom - leave.bottom - gap)
        self.cells = {}
        self._rows_to_build = []
        self.confirm_button = self.change_button = None
        self.table = None
        rules = pygame.Rect(content.right - side_w, content.top, side_w, leave.height)
        if self.phase == "countdown":
            entry_body = body.inflate(0, 0)
            if layout.is_portrait(size):
                entry_body.height -= layout.button_height(size) + gap
            heads, labels, cell_w = self._grid_geometry(entry_body.inflate(-2 * gap, -2 * gap))
            self.app.frames.warm_up.add_all(self._grid_pictures(heads, labels, cell_w), light=True)
        if self.phase == "entry":
            # Confirm takes the top-right corner in landscape, so Rules sits beside it.
            confirm_w = min(max(side_w, layout.scaled(250, size)), content.width // 4)
            confirm = pygame.Rect(content.right - confirm_w, content.top, confirm_w, leave.height)
            if layout.is_portrait(size):
                # Portrait has room below the grid for a big button; the header keeps the hint.
                button_h = layout.button_height(size)
                confirm = pygame.Rect(content.left, content.bottom - button_h, content.width, button_h)
                body.height -= button_h + gap
            else:
                rules.right = confirm.left - gap
            self.title_rect.width = self.hint_rect.width = rules.left - gap - self.title_rect.left
            self.confirm_button = Button(confirm, gui_key("vote.confirm"), ui,
                                         object_id=ObjectID(class_id="@primary_button", object_id="#vote_confirm"))
            self._build_grid(ui, body.inflate(-2 * gap, -2 * gap))
            self.app.frames.warm_up.add_all(self._confirm_table_pictures(content, leave, gap), light=True)
        elif self.phase == "confirm":
            button_h = layout.button_height(size)
            buttons = pygame.Rect(body.left, body.bottom - button_h, body.width, button_h)
            width = min(buttons.width, layout.scaled(900, size))
            change, yes = layout.stack_horizontal(pygame.Rect(buttons.centerx - width // 2, buttons.top, width, button_h), 2, width, gap)
            self.change_button = Button(change, gui_key("vote.change"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#vote_change"))
            self.confirm_button = Button(yes, gui_key("vote.count"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#vote_count"))
            self.table = layout_table(size, self.flow.player_count, self._confirm_table_area(content, leave, gap))
        else:
            self.table = layout_table(size, self.flow.player_count, body)
        self.build_rules_button(ui, rules)
        self.refresh()

    def build_ui_parts(self, ui: pygame_gui.UIManager) -> list[Callable[[], object]]:
        """On the entry grid, the grid's rows a part each after the rest: its cells built cold at once took 20-30 ms."""
        if self.phase != "entry":
            return super().build_ui_parts(ui)

        def all_but_the_rows() -> None:
            self._grow_grid = True
            self.build_ui(ui)

        # Refreshed last, as ``build_ui`` does once its rows are built: the cells' looks come out the same.
        return [all_but_the_rows, *(partial(self._build_rows, 1) for _ in range(self.flow.player_count)), self.refresh]

    def prepare_steps(self) -> list[Callable[[], object]]:
        """On the entry grid, its mice and names a piece each before the whole frame, which painted them all cold."""
        steps = super().prepare_steps()
        if self.phase == "entry":
            scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
            steps[-1:-1] = [partial(paint_on, piece, scratch)
                            for piece in self._grid_pieces(self.column_heads, self.row_labels)]
        return steps

    def _confirm_table_area(self, content: pygame.Rect, leave: pygame.Rect, gap: int) -> pygame.Rect:
        """Where the confirmation shows the table, above its two buttons."""
        body = pygame.Rect(content.left, leave.bottom + gap, content.width, content.bottom - leave.bottom - gap)
        return pygame.Rect(body.left, body.top, body.width, body.height - layout.button_height(self.size) - gap)

    def _confirm_table_pictures(self, content: pygame.Rect, leave: pygame.Rect,
                                gap: int) -> list[tuple[Hashable, Callable[[], object]]]:
        """While votes are entered, paint the confirmation's table ahead (it shows on its first frame)."""
        table = layout_table(self.size, self.flow.player_count, self._confirm_table_area(content, leave, gap))
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the task runs
        where = (self.size, tuple(self.names), current_language())
        pieces = seated_table_pieces(table, self.names, "day", cheese_taken=1.0, backdrop=False)
        return [(("vote-confirm-table", where, index), partial(paint_on, piece, scratch))
                for index, piece in enumerate(pieces)]

    def _build_grid(self, ui: pygame_gui.UIManager, area: pygame.Rect) -> None:
        """Lay out the grid and build its rows: all at once, or one a frame when the countdown has just ended
        (the grid then grows downwards over a few frames)."""
        self.column_heads, self.row_labels, self._cell_width = self._grid_geometry(area)
        self._rows_to_build = list(range(self.flow.player_count))
        if not self._grow_grid:
            self._build_rows(self.flow.player_count)
        self._grow_grid = False

    def _grid_geometry(self, area: pygame.Rect) -> tuple[list[pygame.Rect], list[pygame.Rect], int]:
        """The suspects' column heads, the voters' row labels and the cells' width for a grid in ``area``."""
        count = self.flow.player_count
        touch = layout.min_touch_px(self.size)
        gap = max(2, layout.scaled(5, self.size))
        label_w = min(int(area.width * 0.3), layout.scaled(300, self.size))
        cell_w = (area.width - label_w - gap * count) // count
        cell_h = (area.height - gap * count) // (count + 1)
        cell = max(touch, min(layout.scaled(96, self.size), cell_w, cell_h))
        cell_w = max(touch, min(cell_w, int(cell * 1.6)))
        grid_w = label_w + count * (cell_w + gap)
        grid_h = (count + 1) * (cell + gap)
        left = area.left + (area.width - grid_w) // 2
        top = area.top + max(0, (area.height - grid_h) // 2)
        heads = [pygame.Rect(left + label_w + gap + c * (cell_w + gap), top, cell_w, cell) for c in range(count)]
        labels = [pygame.Rect(left, top + (voter + 1) * (cell + gap), label_w, cell) for voter in range(count)]
        return heads, labels, cell_w

    def _build_rows(self, rows: int) -> None:
        """Build the next ``rows`` rows of voting cells."""
        assert self.ui is not None
        for voter in self._rows_to_build[:rows]:
            row = self.row_labels[voter]
            for suspect in range(self.flow.player_count):
                rect = pygame.Rect(self.column_heads[suspect].left, row.top, self._cell_width, row.height)
                button = Button(rect, "", self.ui, object_id=ObjectID(class_id="@vote_cell", object_id=f"#vote_{voter}_{suspect}"))
                if voter == suspect:
                    button.disable()  # R8.1: nobody votes for themselves
                if self.votes[voter] == suspect:
                    button.select()
                self.cells[(voter, suspect)] = button
        del self._rows_to_build[:rows]

    def refresh(self) -> None:
        for (voter, suspect), button in self.cells.items():
            button.select() if self.votes[voter] == suspect else button.unselect()
        if self.phase == "entry" and self.confirm_button is not None:
            self.confirm_button.enable() if self.complete else self.confirm_button.disable()
        self.app.request_redraw()

    # ----- state ----------------------------------------------------------------------------------------------
    @property
    def complete(self) -> bool:
        return all(vote is not None for vote in self.votes)

    @property
    def grid_growing(self) -> bool:
        """Whether rows of the entry grid are still being built, a few a frame."""
        return bool(self._rows_to_build)

    @property
    def missing(self) -> list[int]:
        return [seat for seat, vote in enumerate(self.votes) if vote is None]

    def choose(self, voter: int, suspect: int) -> bool:
        """Record that `voter` pointed at `suspect`; a self-vote is refused."""
        if voter == suspect or not (0 <= voter < len(self.votes) and 0 <= suspect < len(self.votes)):
            return False
        self.votes[voter] = suspect
        self.refresh()
        return True

    def go_to(self, phase: str) -> None:
        self.phase = phase
        self.rebuild_ui()

    def count_votes(self) -> None:
        """Apply every vote and move on to the reveal (one save)."""
        if not self.complete:
            self.go_to("entry")
            return
        actions = [CastVote(seat, int(target)) for seat, target in enumerate(self.votes) if target is not None]
        commit = getattr(self.flow, "commit", None)
        if callable(commit):
            commit(actions)
            return
        for action in actions:
            self.flow.apply(action)
        self.flow.finish_step()

    # ----- time ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self._rows_to_build and self.ui is not None:
            self._build_rows(1)
            self.app.request_redraw()
        if self.phase != "countdown" or not self.is_top():
            return
        before = self.countdown
        self.countdown = min(COUNTDOWN_SECONDS, self.countdown + dt)
        for index in range(COUNT_FROM + 1):
            at = index * COUNT_SECONDS
            if before <= at < self.countdown:
                self.play_sound(TIMER_CHIME if index == COUNT_FROM else PRIVATE_TICK)
        if self.countdown >= COUNTDOWN_SECONDS:
            self._grow_grid = True
            self.go_to("entry")

    def is_animating(self) -> bool:
        return self.phase == "countdown" or bool(self._rows_to_build)

    # ----- input ----------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.handle_leave_event(event) or self.handle_rules_event(event):
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        for (voter, suspect), button in self.cells.items():
            if element is button:
                self.choose(voter, suspect)
                return True
        if element is self.confirm_button:
            if self.phase == "entry" and self.complete:
                self.go_to("confirm")
            elif self.phase == "confirm":
                self.count_votes()
            return True
        if element is self.change_button:
            self.go_to("entry")
            return True
        return False

    # ----- drawing --------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        def paint(layer: pygame.Surface) -> None:
            super(PointVoteScene, self).draw_background(layer)
            if self.table is not None:
                draw_seated_table(layer, self.table, self.names, variant="day", cheese_taken=1.0, backdrop=False)
            if self.phase == "entry":
                self._paint_grid_furniture(layer)
            if self.phase == "countdown":
                lay_veil(layer, theme.colour("public_overlay"), 120)

        self.draw_cached(surface, self.phase, paint)
        if self.phase == "countdown":
            self._draw_countdown(surface)
        elif self.phase == "entry":
            self._draw_entry_background(surface)
        else:
            self._draw_confirm(surface)

    def _draw_header(self, surface: pygame.Surface, title: str, hint: str, hint_colour: str = "public_dim") -> None:
        draw_panel(surface, self.title_rect.union(self.hint_rect).inflate(layout.gap_px(self.size), layout.scaled(6, self.size)))
        draw_line(surface, title, self.title_rect.inflate(-layout.gap_px(self.size), 0), theme.font_px("@heading", self.size) * 3 // 4,
                  theme.colour("public_title"), align="center")
        draw_line(surface, hint, self.hint_rect.inflate(-layout.gap_px(self.size), 0), layout.body_text_px(self.size),
                  theme.colour(hint_colour), role="body", align="center")

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        self._draw_header(surface, t("vote.title"), t("vote.countdown_hint"))
        index = min(COUNT_FROM, int(self.countdown // COUNT_SECONDS))
        local = (self.countdown - index * COUNT_SECONDS) / COUNT_SECONDS
        text = t("vote.go") if index >= COUNT_FROM else str(COUNT_FROM - index)
        grow = 1.0 if self.reduced_motion else 0.55 + 0.45 * ease("easeOutBack", min(1.0, local * 2.5))
        centre = self.table.table.center if self.table is not None else (self.size[0] // 2, self.size[1] // 2)
        picture = self._count_picture(text)
        if abs(grow - 1.0) > 0.01:
            # Scaling one cached picture is far cheaper than rendering a new font size every frame.
            picture = pygame.transform.smoothscale(picture, (max(1, int(picture.get_width() * grow)), max(1, int(picture.get_height() * grow))))
        surface.blit(picture, picture.get_rect(center=centre))

    def _count_picture(self, text: str) -> pygame.Surface:
        key = (text, self.size)
        picture = self._count_pictures.get(key)
        if picture is None:
            area_h = int(min(self.size) * 0.42)
            px = fonts.fit_px(text, "display", area_h, int(self.size[0] * 0.8))
            digits = fonts.render(text, "display", px, theme.colour("public_highlight"))
            shadow = fonts.render(text, "display", px, theme.colour("title_shadow"))
            offset = max(2, px // 18)
            picture = pygame.Surface((digits.get_width() + offset, digits.get_height() + offset), pygame.SRCALPHA)
            picture.blit(shadow, (offset, offset))
            picture.blit(digits, (0, 0))
            self._count_pictures[key] = picture
        return picture

    def _draw_entry_background(self, surface: pygame.Surface) -> None:
        if self.missing:
            names = [self.names[seat] for seat in self.missing]
            hint = t("vote.missing", names=join_names(names))
            colour = "public_error"
        else:
            hint, colour = t("vote.all_in"), "public_text"
        self._draw_header(surface, t("vote.entry_title"), hint, colour)

    def _paint_grid_furniture(self, surface: pygame.Surface) -> None:
        """The grid's panel, a mouse over each suspect's column and each voter's name: still while votes change."""
        if not self.row_labels:
            return
        grid = self.row_labels[0].union(self.column_heads[-1]).union(self.row_labels[-1])
        draw_panel(surface, grid.inflate(layout.gap_px(self.size) * 2, layout.gap_px(self.size) * 2))
        for piece in self._grid_pieces(self.column_heads, self.row_labels):
            piece(surface)

    def _grid_pieces(self, heads: list[pygame.Rect], labels: list[pygame.Rect]) -> list[Piece]:
        pieces: list[Piece] = []
        for seat, head in enumerate(heads):
            pieces.append(lambda surface, seat=seat, head=head:
                          draw_mouse(surface, head.inflate(-head.width // 8, -head.height // 10), seat))
        for seat, row in enumerate(labels):
            label = row.inflate(-layout.scaled(6, self.size), -row.height // 4)
            pieces.append(lambda surface, seat=seat, label=label:
                          draw_seat_label(surface, label, seat, self.names[seat], "day"))
        return pieces

    def _grid_pictures(self, heads: list[pygame.Rect], labels: list[pygame.Rect],
                       cell_w: int) -> list[tuple[Hashable, Callable[[], object]]]:
        """While "3, 2, 1" is called, paint the grid's mice, names and cell symbols ahead (they all show on its
        first frame)."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the task runs
        where = (self.size, tuple(self.names), current_language())
        pieces = self._grid_pieces(heads, labels)
        if labels:
            side = min(cell_w, labels[0].height) * 11 // 20
            pieces += [lambda surface, seat=seat: draw_seat_symbol(surface, pygame.Rect(0, 0, side, side), seat)
                       for seat in range(len(heads))]
        return [(("vote-grid", where, index), partial(paint_on, piece, scratch)) for index, piece in enumerate(pieces)]

    def draw_foreground(self, surface: pygame.Surface) -> None:
        if self.phase != "entry":
            return
        # Each cell shows the suspect's symbol, so the grid reads down its columns.
        for (voter, suspect), button in self.cells.items():
            if voter == suspect:
                continue
            rect = pygame.Rect(button.rect)
            side = min(rect.width, rect.height) * 11 // 20
            draw_seat_symbol(surface, pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2), suspect)

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        if self.table is None:
            return
        width = max(4.0, self.table.mouse_width * 0.09)
        for voter, suspect in enumerate(self.votes):
            if suspect is None:
                continue
            start, end = pointer_ends(self.table, voter, suspect)
            draw_vote_pointer(surface, start, end, voter, width)
        self._draw_header(surface, t("vote.confirm_title"), t("vote.confirm_hint"))


def register_step_scenes(register) -> None:
    register(StepKind.POINT_VOTE, PointVoteScene)


# ----- gallery ---------------------------------------------------------------------------------------------------
