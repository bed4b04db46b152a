"""Setting up a Double Kill table: 10-20 players and their names, the role set (recommended for the count, and
editable within DK2's bounds), how votes are entered, and how long speeches and night choices last."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes, theme
from program.i18n import gui_key, t
from app.frames.scene_hooks import heavy_step
from app.scene import Scene
from art.text import ELLIPSIS
from game.double_kill.roles import Role
from game.double_kill.config import MAX_PLAYERS, MIN_PLAYERS, SPECIAL_BOUNDS, RoleSet, recommended_role_set
from play.double_kill.session import DkSession
from play.double_kill.setup import SPEECH_CHOICES, DkSetup, default_names
from play.double_kill.timing import ACT_CHOICES
from play.setup import SetupError, VoteMode
from scenes.kit.public_common import draw_heading, draw_line
from scenes.kit.name_editor import NameEditorScene
from scenes.double_kill import screens as dk_screens
from scenes.double_kill.flow import DkFlow
from scenes.double_kill.rules_offer import OffersDkRules, rules_button_rect
from scenes.double_kill.seating import DkSeatingScene
from scenes.double_kill.turns import deal_page_pictures

if TYPE_CHECKING:
    from app.app import App

Button = pygame_gui.elements.UIButton


def _next_in(choices: tuple[int, ...], value: int) -> int:
    return choices[(choices.index(value) + 1) % len(choices)] if value in choices else choices[0]


def shorten_to_fit(button: Button, text: str) -> None:
    """A name too long for its chip ends in "…" where it is cut: pygame_gui cuts such words off without a mark."""
    words = getattr(getattr(button, "drawable_shape", None), "text_box_layout", None)
    if button.font is None or words is None:
        return
    # The words' room as the button's width less the inset on both sides (pygame_gui's own layout sometimes
    # claims the whole button), and a space's width clear of the rounded edge.
    room = button.rect.width - 2 * words.layout_rect.left - button.font.size(" ")[0]
    if button.font.size(text)[0] <= room:
        return
    shortened = text
    while shortened and button.font.size(shortened + ELLIPSIS)[0] > room:
        shortened = shortened[:-1]
    button.set_text(shortened.rstrip() + ELLIPSIS)


class DkSetupScene(OffersDkRules, Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.setup = DkSetup.recommended(MIN_PLAYERS)
        self.seed: int | None = None  # the demo sets it; otherwise drawn at the start
        self.remember = True  # whether the game is autosaved
        self.error: str | None = None
        self.buttons: dict[Button, tuple[str, object]] = {}
        self.button_texts: dict[tuple[str, object], str] = {}  # what each button was asked to say, before cutting
        self._reusable: dict[tuple[str, object], Button] = {}
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.labels: list[tuple[str, pygame.Rect]] = []

    # ----- layout ------------------------------------------------------------------------------------------
    def button_for(self, name: str) -> Button | None:
        """The button that does ``name`` ("start", "seating", "more_count", ...), if it is shown."""
        return next((button for button, (what, _) in self.buttons.items() if what == name), None)

    def _button(self, ui: pygame_gui.UIManager, rect: pygame.Rect, text: str, what: tuple[str, object],
                class_id: str = "@secondary_button") -> Button:
        button = self._reusable.pop(what, None)
        if button is not None and button.relative_rect == rect:
            if self.button_texts.get(what) != text:
                button.set_text(text)
        else:
            if button is not None:
                button.kill()
            button = Button(rect, text, ui, object_id=ObjectID(class_id=class_id, object_id=f"#dk_{what[0]}"))
        self.buttons[button] = what
        self.button_texts[what] = text
        return button

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self._reusable = {}
        self._lay_out(ui, self.build_rules_button(ui, layout.min_touch_px(self.size)))

    def refresh_ui(self) -> None:
        """Show a changed setup by changing only the buttons it changes: building all of them again (twenty
        names, nine steppers) took 30-45 ms, a press's step, at twenty players."""
        if self.ui is None:
            return
        self._reusable = {what: button for button, what in self.buttons.items()}
        self._lay_out(self.ui, rules_button_rect(self.size, layout.min_touch_px(self.size)))
        for gone in self._reusable.values():  # the seats of a smaller table
            gone.kill()
        self._reusable = {}

    def _lay_out(self, ui: pygame_gui.UIManager, rules: pygame.Rect) -> None:
        self.buttons, self.labels = {}, []
        content = layout.content_rect(self.size)
        gap = layout.gap_px(self.size) // 2
        touch = layout.min_touch_px(self.size)
        back = pygame.Rect(content.left, content.top, layout.scaled(190, self.size), touch)
        self._button(ui, back, gui_key("dk.setup.back"), ("back", None))
        learn = pygame.Rect(rules.left - gap - rules.width, content.top, rules.width, touch)
        self._button(ui, learn, gui_key("dk.lesson.open"), ("learn", None))
        self.heading_rect = pygame.Rect(back.right + gap, content.top, learn.left - gap - back.right - gap, touch)
        left, right = layout.split_for_orientation(pygame.Rect(content.left, back.bottom + gap, content.width,
                                                              content.height - touch - gap), 0.5)
        left, right = left.inflate(-gap, 0), right.inflate(-gap, 0)
        rows = layout.stack_vertical(left, 8, touch, gap)
        count = self.setup.player_count
        self._stepper(ui, rows[0], t("dk.setup.players", count=count), "count")
        for row, role in zip(rows[1:], SPECIAL_BOUNDS):
            self._stepper(ui, row, t("dk.setup.role_count", role=t(f"dk.role.{role.value}"),
                                     count=self.setup.role_set.count(role)), role.value)
        names_area = pygame.Rect(right.left, right.top, right.width, right.height - 4 * (touch + gap))
        # As many rows as fit at a finger's height; more columns when twenty names need them.
        fitting_rows = max(1, (names_area.height + gap) // (touch + gap))
        columns = max(4 if count > 12 else 3, -(-count // fitting_rows))
        cell_h = touch
        cell_w = (names_area.width - (columns - 1) * gap) // columns
        for seat, cell in enumerate(layout.grid(names_area, count, columns, (cell_w, cell_h), gap)):
            chip = self._button(ui, cell, self.setup.names[seat], ("name", seat), "@name_chip")
            if chip.text == self.setup.names[seat]:  # new, or given a new name; a kept chip is already cut
                shorten_to_fit(chip, self.setup.names[seat])
        lower = layout.stack_vertical(pygame.Rect(right.left, names_area.bottom + gap, right.width, 4 * (touch + gap)), 4, touch, gap)
        half = layout.stack_horizontal(lower[0], 2, (right.width - gap) // 2, gap)
        self._button(ui, half[0], gui_key("dk.setup.recommended"), ("recommended", None))
        self._button(ui, half[1], gui_key(f"dk.setup.vote.{self.setup.vote_mode.value}"), ("vote", None))
        half = layout.stack_horizontal(lower[1], 2, (right.width - gap) // 2, gap)
        self._button(ui, half[0], t("dk.setup.speech", seconds=self.setup.speech_seconds), ("speech", None))
        self._button(ui, half[1], t("dk.setup.act", seconds=self.setup.act_seconds), ("act", None))
        self.error_rect = lower[2]
        seating_w = (right.width - gap) // 2
        check, start = (pygame.Rect(lower[3].left, lower[3].top, seating_w, touch),
                        pygame.Rect(lower[3].left + seating_w + gap, lower[3].top, right.width - seating_w - gap, touch))
        self._button(ui, check, gui_key("dk.seating.open"), ("seating", None))
        self._button(ui, start, gui_key("dk.setup.start"), ("start", None), "@primary_button")

    def _stepper(self, ui: pygame_gui.UIManager, row: pygame.Rect, label: str, key: str) -> None:
        small = row.height
        self._button(ui, pygame.Rect(row.left, row.top, small, small), t("dk.setup.less"), (f"less_{key}", key), "@setup_arrow_button")
        self._button(ui, pygame.Rect(row.right - small, row.top, small, small), t("dk.setup.more"), (f"more_{key}", key), "@setup_arrow_button")
        self.labels.append((label, pygame.Rect(row.left + small + 8, row.top, row.width - 2 * small - 16, row.height)))

    # ----- changes -----------------------------------------------------------------------------------------
    def table_for_rules(self) -> tuple[int, RoleSet]:
        return self.setup.player_count, self.setup.role_set

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.handle_rules_event(event):
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return False
        name, value = self.buttons[event.ui_element]
        self.press(name, value)
        return True

    def press(self, name: str, value: object) -> None:
        setup = self.setup
        if name == "back":
            self.go_back()
            return
        if name == "start":
            self.start()
            return
        if name == "learn":  # Double Kill in two minutes, in the tutorial; its end comes back here
            lesson = routes.make("dk_lesson", self.app)
            if lesson is not None:
                self.app.scenes.push(lesson)
            return
        if name == "seating":  # the names round a table, for the players to check their neighbours
            self.app.scenes.push(DkSeatingScene(self.app, self.setup.names), transition=True)
            return
        if name == "name":
            assert isinstance(value, int)  # a name chip carries its seat
            self.edit_name(value)
            return
        if name in ("less_count", "more_count"):
            count = max(MIN_PLAYERS, min(MAX_PLAYERS, setup.player_count + (1 if name.startswith("more") else -1)))
            names = setup.names[:count] + default_names(count)[len(setup.names):]
            setup = replace(setup, names=names, role_set=recommended_role_set(count))
        elif name.startswith(("less_", "more_")):
            role = next(role for role in SPECIAL_BOUNDS if role.value == value)
            low, high = SPECIAL_BOUNDS[role]
            counts = setup.role_set.to_json()
            counts[role.value] = max(low, min(high, counts[role.value] + (1 if name.startswith("more") else -1)))
            setup = replace(setup, role_set=type(setup.role_set)(**counts))
        elif name == "recommended":
            setup = replace(setup, role_set=recommended_role_set(setup.player_count))
        elif name == "vote":
            setup = replace(setup, vote_mode=VoteMode.SECRET if setup.vote_mode is VoteMode.POINT else VoteMode.POINT)
        elif name == "speech":
            setup = replace(setup, speech_seconds=_next_in(SPEECH_CHOICES, setup.speech_seconds))
        elif name == "act":
            setup = replace(setup, act_seconds=_next_in(ACT_CHOICES, setup.act_seconds))
        self.setup, self.error = setup, None
        self.refresh_ui()

    def edit_name(self, seat: int) -> None:
        def done(text: str) -> None:
            names = list(self.setup.names)
            names[seat] = text
            self.setup = replace(self.setup, names=tuple(names))
            self.refresh_ui()

        others = [name for index, name in enumerate(self.setup.names) if index != seat]
        self.app.scenes.push(NameEditorScene(self.app, seat, self.setup.names[seat], others, [], done))

    def start(self) -> None:
        try:
            setup = self.setup.validated()
        except SetupError as problem:
            self.error = t(f"setup.error.{problem.key}", seat=(problem.seat or 0) + 1)
            self.app.request_redraw()
            return
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1 << 30)
        dk_screens.register_all()
        DkFlow(self.app, DkSession.start(setup, seed), persist=self.remember).show_current()
        roles = [role for role in Role if setup.role_set.has(role)]
        self.app.frames.warm_up.add_all(deal_page_pictures(self.app, roles), light=True)  # before the first curtain is held

    # ----- drawing -----------------------------------------------------------------------------------------
    def prepare_steps(self) -> list[Callable[[], object]]:
        """One whole frame into a scratch surface while the fade from the title waits: with a step to prepare, the
        fade makes its two pictures ahead too, each in a frame of its own. Its first blended frame made both and
        fitted every label's words (12-14 ms, once 17-21 on a busy machine)."""
        return [heavy_step(lambda: self.draw(self.app.frames.warm_up.scratch(self.size)))]

    def draw_foreground(self, surface: pygame.Surface) -> None:
        draw_heading(surface, t("dk.setup.title"), self.heading_rect, self.size)
        for label, rect in self.labels:
            draw_line(surface, label, rect, layout.body_text_px(self.size), theme.colour("public_text"), role="body", align="center")
        if self.error:
            draw_line(surface, self.error, self.error_rect, layout.body_text_px(self.size), theme.colour("public_error"), role="body",
                      align="center")
        else:  # the speaking order runs round the table (DK16), so the seats must follow it
            draw_line(surface, t("dk.setup.clockwise"), self.error_rect, layout.body_text_px(self.size), theme.colour("public_text"),
                      role="body", align="center")


def register_routes() -> None:
    routes.register("dk_setup", DkSetupScene)
