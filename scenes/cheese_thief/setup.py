"""Setting up a pass-and-play game: how many, who sits where, and the options. Route "setup".

Sensible defaults let a group start in three taps (Play, the player count, Start):
names default to a friendly list in the current language; the count and options
start from the last game; the discussion length from the settings.
"""
from __future__ import annotations

import os
import time
from functools import partial
from typing import Callable, Iterator

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from program import i18n
from app.frames.layer_cache import LayerCache
from program.i18n import gui_key, t
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.mouse import draw_mouse
from art.seated_table import Piece, paint_on
from game.cheese_thief.table_rules import TableRules, table_rules
from storage.history import History
from play.session import PlaySession
from play.setup import HOUR_SECONDS_CHOICES, SetupError, VoteMode
from tutorial.table import Table
from scenes.kit.both_sides import facing_like
from scenes.kit.public_common import draw_line, draw_text_block, tap
from scenes.cheese_thief.setup_draft import DEFAULT_NAME_COUNT, MAX_PLAYERS, MIN_PLAYERS, SetupDraft
from scenes.kit.name_editor import NameEditorScene
from scenes.cheese_thief.warm_ups import game_opening, rules_glance_pictures
from scenes.cheese_thief.rules_glance import open_rules_at_a_glance
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow

OPTION_ROWS = ("count", "fall_mouse", "house_rule", "vote_mode", "discussion", "pace")
# Labels above their buttons need two rows' height: the two timings then share one line.
SHARED_LINES: tuple[tuple[str, ...], ...] = (("discussion", "pace"),)


def option_lines(beside: bool) -> list[tuple[str, ...]]:
    """The options, line by line: one a line with labels beside the buttons, some side by side with labels above."""
    if beside:
        return [(name,) for name in OPTION_ROWS]
    lines: list[tuple[str, ...]] = []
    for name in OPTION_ROWS:
        shared = next((line for line in SHARED_LINES if name in line), (name,))
        if shared not in lines:
            lines.append(shared)
    return lines
Button = pygame_gui.elements.UIButton


def default_name(index: int) -> str:
    return t(f"setup.default_name.{index % DEFAULT_NAME_COUNT}")


def new_seed() -> int:
    return int.from_bytes(os.urandom(4), "big") ^ (time.time_ns() & 0xFFFFFFFF)


class SetupScene(Scene):
    offers_rules = True  # for the table being set up
    def __init__(self, app, draft: SetupDraft | None = None, remember: bool = True,
                 remember_names: bool | None = None) -> None:
        super().__init__(app)
        self.remember = remember  # False for gallery pictures: no history file is read or written
        # In the locked café kiosk a group's names are neither kept for the next group nor offered from earlier
        # ones; the options (count, vote mode, ...) are still remembered, and the game is still autosaved.
        self.remember_names = (not app.locked) if remember_names is None else remember_names
        self.seed: int | None = None  # a fixed deal for the demo driver; a fresh random one otherwise
        self.recent: list[str] = []
        preferences = None
        if remember:
            history = History()
            if history.notice:
                app.show_notice(t("history.repaired_notice"))
            if self.remember_names:
                self.recent = history.recent_players(24)
            preferences = history.last_setup()
            history.close()
        self.draft = draft or SetupDraft.from_preferences(preferences, int(app.settings.discussion_seconds))
        self.error: SetupError | None = None
        self._still = LayerCache()
        self.back_button: Button | None = None
        self.start_button: Button | None = None
        self.learn_button: Button | None = None
        self.name_buttons: list[Button] = []
        self.up_buttons: list[Button] = []
        self.down_buttons: list[Button] = []
        self.count_buttons: dict[int, Button] = {}
        self.fall_buttons: dict[bool, Button] = {}
        self.tie_buttons: dict[bool, Button] = {}
        self.rules_button: Button | None = None
        self.vote_buttons: dict[VoteMode, Button] = {}
        self.pace_buttons: dict[float, Button] = {}
        self.shorter_button: Button | None = None
        self.longer_button: Button | None = None
        self.discussion_label: pygame_gui.elements.UILabel | None = None
        self.section_rects: dict[str, pygame.Rect] = {}
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.seat_rows: list[pygame.Rect] = []
        self.icon_rects: list[pygame.Rect] = []
        self._seat_grid: tuple[pygame.Rect, int, int, int] = (pygame.Rect(0, 0, 1, 1), 1, 1, 0)  # rows' area, height, arrow width, gap
        self.players_label_rect = pygame.Rect(0, 0, 1, 1)
        # Where the seats and the options go, from the header's part to theirs (``build_ui_parts``).
        self._body: tuple[tuple[pygame.Rect, int, int, int], tuple[pygame.Rect, int, int, int, int], bool] = (
            (pygame.Rect(0, 0, 1, 1), 1, 1, 1), (pygame.Rect(0, 0, 1, 1), 1, 1, 1, 1), False)

    def on_enter(self) -> None:
        super().on_enter()
        self.app.frames.warm_up.add_all(game_opening(self.app))  # while names are typed, not on the first curtain

    # ----- layout -----------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        for part in self.build_ui_parts(ui):
            part()

    def build_ui_parts(self, ui: pygame_gui.UIManager) -> list[Callable[[], object]]:
        """The header, each seat's row and the options, a part each (the kiosk's demonstration builds a part a
        frame)."""
        rows = [partial(self._add_seat_row, ui, seat) for seat in range(self.draft.count)]
        options: list[Iterator[None]] = []

        def option_row() -> None:
            if not options:
                options.append(self._option_rows(ui, *self._body[1], beside=self._body[2]))
            next(options[0], None)

        def last_options() -> None:
            for _row in options[0]:
                pass
            self.refresh()

        return [partial(self._build_header, ui), lambda: self._build_seats(ui, *self._body[0], with_rows=False),
                *rows, *[option_row] * (len(OPTION_ROWS) - 1), last_options]

    def _build_header(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        touch = layout.min_touch_px(size)
        header_h = max(touch, layout.scaled(72, size))
        back_w = max(touch, min(layout.scaled(200, size), content.width // 4))
        self.back_button = Button(pygame.Rect(content.left, content.top, back_w, header_h), gui_key("setup.back"), ui,
                                  object_id=ObjectID(class_id="@secondary_button", object_id="#setup_back"))
        self.rules_button = Button(pygame.Rect(content.right - back_w, content.top, back_w, header_h), gui_key("glance.open"), ui,
                                   object_id=ObjectID(class_id="@secondary_button", object_id="#rules_open"))
        right_buttons = 1
        self.learn_button = None
        if routes.has("tutorial"):
            right_buttons = 2
            self.learn_button = Button(pygame.Rect(content.right - 2 * back_w - gap, content.top, back_w, header_h),
                                       gui_key("setup.new_to_game"), ui,
                                       object_id=ObjectID(class_id="@secondary_button", object_id="#setup_learn"))
        heading_left = content.left + back_w + gap
        self.heading_rect = pygame.Rect(heading_left, content.top,
                                        content.right - right_buttons * (back_w + gap) - heading_left, header_h)
        body = pygame.Rect(content.left, content.top + header_h + gap, content.width, content.height - header_h - gap)
        small_gap = max(2, gap // 3)
        label_h = max(layout.scaled(30, size), int(theme.font_px("@setup_section", size) * 1.5) + 4)
        portrait = layout.is_portrait(size)
        if portrait:
            # Options sit beside their labels, close together, and Start is a row of touch height: so the seats
            # keep the height for eight comfortable rows.
            control_h = max(touch, layout.scaled(64, size))
            options_h = len(OPTION_ROWS) * (control_h + small_gap) + touch + gap
            seats = pygame.Rect(body.left, body.top, body.width, body.height - options_h - gap)
            options = pygame.Rect(body.left, seats.bottom + gap, body.width, options_h)
        else:
            seats, options = layout.split_for_orientation(body, 0.52)
            seats.width -= gap
            options = options.inflate(-gap, 0).move(gap // 2, 0)
        self._body = ((seats, label_h, small_gap, touch), (options, label_h, small_gap, touch, gap), portrait)

    def _build_seats(self, ui: pygame_gui.UIManager, area: pygame.Rect, label_h: int, gap: int, touch: int,
                     with_rows: bool = True) -> None:
        self.players_label_rect = pygame.Rect(area.left, area.top, area.width, label_h)
        rows_area = pygame.Rect(area.left, area.top + label_h + gap, area.width, area.height - label_h - gap)
        # Rows are laid out for the most players, so a row's place never depends on how many there are.
        row_h = max(touch, min(layout.scaled(68, self.size), (rows_area.height - (MAX_PLAYERS - 1) * gap) // MAX_PLAYERS))
        self._seat_grid = (rows_area, row_h, max(touch, row_h), gap)
        self.name_buttons, self.up_buttons, self.down_buttons = [], [], []
        self.seat_rows, self.icon_rects = [], []
        for seat in range(self.draft.count if with_rows else 0):
            self._add_seat_row(ui, seat)

    def _add_seat_row(self, ui: pygame_gui.UIManager, seat: int) -> None:
        rows_area, row_h, arrow_w, gap = self._seat_grid
        row = pygame.Rect(rows_area.left, rows_area.top + seat * (row_h + gap), rows_area.width, row_h)
        icon = pygame.Rect(row.left, row.top, row_h, row_h)
        down = pygame.Rect(row.right - arrow_w, row.top, arrow_w, row_h)
        up = pygame.Rect(down.left - gap - arrow_w, row.top, arrow_w, row_h)
        name = pygame.Rect(icon.right + gap, row.top, up.left - gap - icon.right - gap, row_h)
        self.seat_rows.append(row)
        self.icon_rects.append(icon)
        self.name_buttons.append(Button(name, "", ui, object_id=ObjectID(class_id="@setup_name_button", object_id=f"#seat_name_{seat}")))
        self.up_buttons.append(Button(up, gui_key("setup.move_up"), ui, object_id=ObjectID(class_id="@setup_arrow_button", object_id=f"#seat_up_{seat}")))
        self.down_buttons.append(Button(down, gui_key("setup.move_down"), ui, object_id=ObjectID(class_id="@setup_arrow_button", object_id=f"#seat_down_{seat}")))

    def _show_seat_rows(self, ui: pygame_gui.UIManager, count: int) -> None:
        """Add or remove seat rows until there are ``count``, leaving every other widget as it is: building the
        whole screen again for another count took 30 ms in the frame of the tap."""
        while len(self.name_buttons) > count:
            for buttons in (self.name_buttons, self.up_buttons, self.down_buttons):
                buttons.pop().kill()
            self.seat_rows.pop()
            self.icon_rects.pop()
        while len(self.name_buttons) < count:
            self._add_seat_row(ui, len(self.name_buttons))

    def _build_options(self, ui: pygame_gui.UIManager, area: pygame.Rect, label_h: int, gap: int, touch: int, big_gap: int,
                       beside: bool = False) -> None:
        for _row in self._option_rows(ui, area, label_h, gap, touch, big_gap, beside):
            pass

    def _option_rows(self, ui: pygame_gui.UIManager, area: pygame.Rect, label_h: int, gap: int, touch: int, big_gap: int,
                     beside: bool = False) -> Iterator[None]:
        """The options' widgets, stopping after each row's (``build_ui_parts`` builds a row a part)."""
        start_h = touch if beside else layout.button_height(self.size)
        start = pygame.Rect(area.left, area.bottom - start_h, area.width, start_h)
        self.start_button = Button(start, gui_key("setup.start"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#setup_start"))
        rows_area = pygame.Rect(area.left, area.top, area.width, start.top - big_gap - area.top)
        lines = option_lines(beside)
        pitch = rows_area.height // len(lines)
        control_h = max(touch, min(layout.scaled(64, self.size), pitch - label_h - gap * 2))
        controls: dict[str, pygame.Rect] = {}
        if beside:
            control_h = max(touch, min(layout.scaled(64, self.size), pitch - gap))
        label_w = int(area.width * 0.38)
        for index, names in enumerate(lines):
            top = rows_area.top + index * pitch
            if beside:
                (name,) = names
                self.section_rects[name] = pygame.Rect(area.left, top, label_w - gap, control_h)
                controls[name] = pygame.Rect(area.left + label_w, top, area.width - label_w, control_h)
                continue
            for name, column in zip(names, layout.stack_horizontal(pygame.Rect(area.left, top, area.width, pitch), len(names),
                                                                   area.width, big_gap)):
                label = pygame.Rect(column.left, top, column.width, label_h)
                self.section_rects[name] = label
                controls[name] = pygame.Rect(column.left, label.bottom + gap, column.width, control_h)
        choice = lambda rect, key, oid: Button(rect, key, ui, object_id=ObjectID(class_id="@choice_button", object_id=oid))  # noqa: E731
        counts = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        row = controls["count"]
        width = min(row.width, len(counts) * layout.scaled(110, self.size))
        rects = layout.stack_horizontal(pygame.Rect(row.left, row.top, width, row.height), len(counts), width, gap)
        self.count_buttons = {n: choice(r, str(n), f"#count_{n}") for n, r in zip(counts, rects)}
        yield
        row = controls["fall_mouse"]
        width = min(row.width, layout.scaled(360, self.size))
        rects = layout.stack_horizontal(pygame.Rect(row.left, row.top, width, row.height), 2, width, gap)
        self.fall_buttons = {on: choice(r, gui_key("setup.on" if on else "setup.off"), f"#fall_{'on' if on else 'off'}")
                             for on, r in zip((True, False), rects)}
        yield
        row = controls["house_rule"]
        rects = layout.stack_horizontal(pygame.Rect(row.left, row.top, width, row.height), 2, width, gap)
        self.tie_buttons = {on: choice(r, gui_key("setup.on" if on else "setup.off"), f"#tie_{'on' if on else 'off'}")
                            for on, r in zip((True, False), rects)}
        yield
        row = controls["vote_mode"]
        rects = layout.stack_horizontal(row, 2, row.width, gap)
        self.vote_buttons = {mode: choice(r, gui_key(f"setup.vote.{mode.value}"), f"#vote_{mode.value}")
                             for mode, r in zip((VoteMode.POINT, VoteMode.SECRET), rects)}
        yield
        row = controls["discussion"]
        width = min(row.width, layout.scaled(420, self.size))
        less, value, more = layout.stack_horizontal(pygame.Rect(row.left, row.top, width, row.height), 3, width, gap)
        self.shorter_button = choice(less, gui_key("setup.less"), "#discussion_shorter")
        self.discussion_label = pygame_gui.elements.UILabel(value, "", ui, object_id=ObjectID(class_id="@value_label", object_id="#discussion_value"))
        self.longer_button = choice(more, gui_key("setup.more"), "#discussion_longer")
        yield
        row = controls["pace"]
        width = min(row.width, len(HOUR_SECONDS_CHOICES) * layout.scaled(150, self.size))
        rects = layout.stack_horizontal(pygame.Rect(row.left, row.top, width, row.height), len(HOUR_SECONDS_CHOICES), width, gap)
        self.pace_buttons = {}
        for seconds, rect in zip(HOUR_SECONDS_CHOICES, rects):
            button = Button(rect, gui_key("setup.seconds"), ui, object_id=ObjectID(class_id="@choice_button", object_id=f"#pace_{int(seconds)}"),
                            text_kwargs={"seconds": str(int(seconds))})
            self.pace_buttons[seconds] = button

    def refresh(self) -> None:
        """Show the draft on the widgets."""
        draft = self.draft
        self._warm_up_rules()
        names = draft.names(default_name)
        for seat, button in enumerate(self.name_buttons):
            button.set_text(names[seat])
        for n, button in self.count_buttons.items():
            button.select() if n == draft.count else button.unselect()
        for on, button in self.fall_buttons.items():
            button.select() if on == draft.fall_mouse else button.unselect()
            button.enable() if draft.fall_mouse_allowed else button.disable()
        for on, button in self.tie_buttons.items():
            button.select() if on == draft.tie_protects_thief else button.unselect()
        for mode, button in self.vote_buttons.items():
            button.select() if mode is draft.vote_mode else button.unselect()
        for seconds, button in self.pace_buttons.items():
            button.select() if seconds == draft.hour_seconds else button.unselect()
        if self.discussion_label is not None:
            self.discussion_label.set_text(gui_key("setup.minutes"), text_kwargs={"minutes": _minutes(draft.discussion_seconds)})
        self.app.request_redraw()

    def open_tutorial(self) -> None:
        """The "New to the game?" link: the tutorial for the table being set up."""
        _open_tutorial_for(self)

    # ----- input --------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element is self.back_button:
            self.go_back()
        elif element is self.rules_button:
            self.show_rules()
        elif element is not None and element is self.learn_button:
            self.open_tutorial()
        elif element is self.start_button:
            self.start()
        elif element in self.name_buttons:
            self.edit_name(self.name_buttons.index(element))
        elif element in self.up_buttons:
            self.move_player(self.up_buttons.index(element), -1)
        elif element in self.down_buttons:
            self.move_player(self.down_buttons.index(element), 1)
        elif element is self.shorter_button:
            self.change(lambda: self.draft.step_discussion(-1))
        elif element is self.longer_button:
            self.change(lambda: self.draft.step_discussion(1))
        else:
            return self._option_pressed(element)
        return True

    def _option_pressed(self, element: object) -> bool:
        for n, button in self.count_buttons.items():
            if element is button:
                self.set_count(n)
                return True
        for on, button in self.fall_buttons.items():
            if element is button:
                self.change(lambda: setattr(self.draft, "fall_mouse", on and self.draft.fall_mouse_allowed))
                return True
        for on, button in self.tie_buttons.items():
            if element is button:
                self.change(lambda: setattr(self.draft, "tie_protects_thief", on))
                return True
        for mode, button in self.vote_buttons.items():
            if element is button:
                self.change(lambda: setattr(self.draft, "vote_mode", mode))
                return True
        for seconds, button in self.pace_buttons.items():
            if element is button:
                self.change(lambda: setattr(self.draft, "hour_seconds", seconds))
                return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.go_back()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    # ----- actions ------------------------------------------------------------------------------------------
    def change(self, action) -> None:
        count = self.draft.count
        action()
        self.error = None
        if self.ui is None:
            self.rebuild_ui()
            return
        if self.draft.count != count:
            self._show_seat_rows(self.ui, self.draft.count)  # a seat row more or fewer
        self.refresh()  # the same widgets show the new choice

    def set_count(self, count: int) -> None:
        self.change(lambda: self.draft.set_count(count))

    def move_player(self, seat: int, delta: int) -> None:
        self.change(lambda: self.draft.move(seat, delta))

    def edit_name(self, seat: int) -> None:
        names = self.draft.names(default_name)
        others = [name for index, name in enumerate(names) if index != seat]
        suggestions = self.recent + [default_name(i) for i in range(DEFAULT_NAME_COUNT)]

        def done(text: str) -> None:
            self.draft.rename(seat, text, default_name)
            self.error = None
            self.rebuild_ui()

        self.app.scenes.push(NameEditorScene(self.app, seat, names[seat], others, suggestions, done))

    def table_rules(self) -> TableRules:
        draft = self.draft
        return table_rules(draft.count, draft.fall_mouse and draft.fall_mouse_allowed, draft.house_rules())

    def show_rules(self) -> None:
        """Rules at a glance for the table being set up; Back returns here with every choice as it was."""
        rules = self.table_rules()
        open_rules_at_a_glance(self.app, rules.player_count, rules.fall_mouse, rules.house_rules)

    def _warm_up_rules(self) -> None:
        self.app.frames.warm_up.add_all(rules_glance_pictures(self.app, self.table_rules()))

    def start(self) -> None:
        """Check the setup, deal, remember the names and pass the tablet to the first player."""
        try:
            setup = self.draft.game_setup(default_name).validated()
        except SetupError as problem:
            self.error = problem
            self.rebuild_ui()
            return
        session = PlaySession.start(setup, seed=new_seed() if self.seed is None else self.seed)
        if self.remember:
            history = History()
            if self.remember_names:
                history.remember_players(setup.names)
            history.remember_setup(self.draft.preferences())
            history.close()
        play_step_scenes.register_all()
        flow = PlayFlow(self.app, session, persist=self.remember)
        flow.save()
        flow.show_current(0)

    # ----- drawing ------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # Everything under the widgets is still: painted once per layout, language and message, then copied.
        error = (self.error.key, self.error.seat) if self.error is not None else None
        key = (i18n.current_language(), error, self.draft.fall_mouse_allowed, tuple(map(tuple, self.icon_rects)),
               tuple((name, tuple(rect)) for name, rect in self.section_rects.items()),
               tuple(self.players_label_rect), tuple(self.heading_rect), tuple(map(tuple, self.seat_rows)))
        self._still.blit(surface, key, self._paint_still)

    def forget_pictures(self) -> None:
        self._still.clear()

    def _paint_still(self, surface: pygame.Surface) -> None:
        for piece in self._still_pieces():
            piece(surface)

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The still layer a piece at a time (the sky, the heading, each label, each mouse), then a whole frame."""
        scratch = lambda: self.app.frames.warm_up.scratch(self.size)  # noqa: E731 - taken when the step runs
        steps: list[Callable[[], object]] = [partial(paint_on, piece, scratch) for piece in self._still_pieces()]
        return steps + [heavy_step(lambda: self.draw(scratch()))]

    def _still_pieces(self) -> list[Piece]:
        """What lies under the widgets, in painting order, each piece a picture or so."""
        pieces: list[Piece] = [
            lambda surface: Scene.draw_background(self, surface),
            lambda surface: draw_text_block(surface, t("setup.heading"), self.heading_rect,
                                            theme.font_px("@heading", self.size), theme.colour("public_title"),
                                            role="heading"),
        ]
        px = theme.font_px("@setup_section", self.size)
        for name, rect in self.section_rects.items():
            key = f"setup.section.{name}"
            if name == "fall_mouse" and not self.draft.fall_mouse_allowed:
                key = "setup.section.fall_mouse_unavailable"
            if rect.height >= px * 5 // 2:  # labels beside their buttons have room for two lines
                pieces.append(lambda surface, key=key, rect=rect: draw_text_block(
                    surface, t(key), rect, px, theme.colour("public_title"), role="heading", align="left"))
            else:
                pieces.append(lambda surface, key=key, rect=rect: draw_line(
                    surface, t(key), rect, px, theme.colour("public_title")))
        if self.error is not None:
            error_key = f"setup.error.{self.error.key}"
            pieces.append(lambda surface: draw_line(surface, t(error_key), self.players_label_rect, px,
                                                    theme.colour("public_error")))
        else:
            pieces.append(lambda surface: draw_line(surface, t("setup.players_hint"), self.players_label_rect, px,
                                                    theme.colour("public_title")))
        pieces += [lambda surface, seat=seat, icon=icon: draw_mouse(surface, icon, seat)
                   for seat, icon in enumerate(self.icon_rects)]
        if self.error is not None and self.error.seat is not None and self.error.seat < len(self.seat_rows):
            row = self.seat_rows[self.error.seat].inflate(layout.scaled(10, self.size), layout.scaled(6, self.size))
            pieces.append(lambda surface: pygame.draw.rect(surface, theme.colour("public_error"), row,
                                                           width=max(2, layout.scaled(4, self.size)),
                                                           border_radius=row.height // 4))
        return pieces


def _minutes(seconds: int) -> str:
    minutes = seconds / 60
    return str(int(minutes)) if minutes == int(minutes) else f"{minutes:.1f}"


def _open_tutorial_for(scene: SetupScene) -> None:
    draft = scene.draft
    table = Table(draft.count, draft.fall_mouse and draft.fall_mouse_allowed, draft.tie_protects_thief)
    tutorial = routes.make("tutorial", scene.app, table=table, persist=scene.remember)
    if tutorial is not None:
        scene.app.scenes.push(facing_like(scene.app.scenes.top(), tutorial))


# ----- gallery --------------------------------------------------------------------------------------------------
