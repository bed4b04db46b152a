"""The kiosk's set-up wizard: one question a step, Back and Next on each, a summary, and Save.

It runs once, at the kiosk's first start, and again from the staff menu, prefilled with the current answers
(the PIN may then be kept). A PIN easy to guess (one digit repeated, a straight run such as 1234 or 9876) is
refused with its reason. Save writes ``kiosk.json`` (and its last good copy) and hands the new configuration to
``on_done``; the caller decides what comes next. The PIN typed is kept only until it is hashed.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, theme
from program import i18n
from program.i18n import gui_key, t
from app.scene import Scene
from kiosk.config import MAX_VENUE_LENGTH, KioskConfig, clean_venue_name, save_kiosk_config
from kiosk.pin import MAX_PIN_DIGITS, PinHash, hash_pin, valid_pin, weak_pin_reason
from scenes.kiosk.wizard_steps import STEPS, choice_rows, summary_rows
from scenes.kit.public_common import draw_heading, draw_line, draw_panel, draw_text_block
from scenes.kit.widgets.digit_pad import DigitPad, digit_of_key, draw_pin_dots
from scenes.kit.widgets.onscreen_keyboard import OnscreenKeyboard, erase_last, type_into

if TYPE_CHECKING:
    from app.app import App

PIN_STEPS = ("pin", "pin_again")


class KioskWizardScene(Scene):
    def __init__(self, app: "App", on_done: Callable[[KioskConfig], None], current: KioskConfig | None = None,
                 on_cancel: Callable[[], None] | None = None,
                 save: Callable[[KioskConfig], bool] = save_kiosk_config) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.on_cancel = on_cancel
        self.save = save
        self.config = (current or KioskConfig()).cleaned()
        self.kept_pin: PinHash | None = self.config.pin  # offered to keep when the wizard runs again
        self.new_pin: PinHash | None = None
        self.step_index = 0
        self.typed = {"pin": "", "pin_again": ""}
        self.mismatch = False
        self.weak_reason: str | None = None  # why the PIN just offered was refused ("repeated" or "run")
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None
        self.keep_pin_button: pygame_gui.elements.UIButton | None = None
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.keyboard: OnscreenKeyboard | None = None
        self.pad: DigitPad | None = None
        self.choices: dict[pygame_gui.elements.UIButton, tuple[str, object]] = {}
        self.row_labels: list[tuple[pygame.Rect, str]] = []
        self.heading_rect = pygame.Rect(0, 0, 1, 1)
        self.progress_rect = pygame.Rect(0, 0, 1, 1)
        self.question_rect = pygame.Rect(0, 0, 1, 1)
        self.body = pygame.Rect(0, 0, 1, 1)
        self.dots_rect = pygame.Rect(0, 0, 1, 1)

    @property
    def step(self) -> str:
        return STEPS[self.step_index]

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        touch = layout.min_touch_px(size)
        header_h = max(touch, layout.scaled(72, size))
        button_w = max(touch, min(layout.scaled(230, size), content.width * 3 // 10))
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.left, content.top, button_w, header_h), gui_key("kiosk.wizard.back"), ui,
            object_id=ObjectID(class_id="@secondary_button", object_id="#wizard_back"))
        last = self.step == "summary"
        self.next_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.right - button_w, content.top, button_w, header_h),
            gui_key("kiosk.wizard.save" if last else "kiosk.wizard.next"), ui,
            object_id=ObjectID(class_id="@primary_button", object_id="#wizard_save" if last else "#wizard_next"))
        self.heading_rect = pygame.Rect(content.left + button_w + gap, content.top, content.width - 2 * (button_w + gap), header_h)
        self.progress_rect = pygame.Rect(content.left, content.top + header_h + gap // 2, content.width, layout.scaled(16, size))
        question_h = layout.body_text_px(size) * (3 if layout.is_portrait(size) else 2) + gap
        self.question_rect = pygame.Rect(content.left, self.progress_rect.bottom + gap // 2, content.width, question_h)
        self.body = pygame.Rect(content.left, self.question_rect.bottom + gap, content.width,
                                content.bottom - self.question_rect.bottom - gap)
        self.choices, self.row_labels = {}, []
        self.entry = self.keyboard = self.pad = self.keep_pin_button = None
        if self.step == "venue":
            self._build_venue(ui, gap, touch)
        elif self.step == "languages":
            self._build_languages(ui, gap, touch)
        elif self.step in PIN_STEPS:
            self._build_pin(ui, gap, touch)
        elif self.step != "summary":
            self._build_choice_rows(ui, gap, touch)
        self._refresh()

    def _build_venue(self, ui: pygame_gui.UIManager, gap: int, touch: int) -> None:
        entry_h = max(touch, layout.scaled(68, self.size))
        entry_rect = pygame.Rect(0, self.body.top, min(self.body.width, layout.scaled(760, self.size)), entry_h)
        entry_rect.centerx = self.body.centerx
        self.entry = pygame_gui.elements.UITextEntryLine(
            entry_rect, ui, object_id=ObjectID(class_id="@setup_entry", object_id="#venue_entry"))
        self.entry.set_text_length_limit(MAX_VENUE_LENGTH)
        self.entry.set_text(self.config.venue_name)
        self.entry.focus()
        keys = pygame.Rect(self.body.left, entry_rect.bottom + gap, self.body.width, self.body.bottom - entry_rect.bottom - gap)
        self.keyboard = OnscreenKeyboard(ui, keys, i18n.current_language(), self.size, self.type_venue, self.venue_backspace)

    def _build_languages(self, ui: pygame_gui.UIManager, gap: int, touch: int) -> None:
        columns = 2 if layout.is_portrait(self.size) else 4
        width = min(layout.scaled(260, self.size), (self.body.width - (columns - 1) * gap) // columns)
        height = max(touch, layout.button_height(self.size))
        area = pygame.Rect(self.body.left, self.body.top, self.body.width, min(self.body.height, 2 * height + gap))
        for rect, lang in zip(layout.grid(area, len(i18n.LANGUAGES), columns, (width, height), gap), i18n.LANGUAGES):
            button = pygame_gui.elements.UIButton(
                rect, i18n.LANGUAGE_NAMES[lang], ui, object_id=ObjectID(class_id="@language_button", object_id=f"#offer_{lang}"))
            self.choices[button] = ("languages", lang)

    def _build_choice_rows(self, ui: pygame_gui.UIManager, gap: int, touch: int) -> None:
        rows = choice_rows(self.step)
        portrait = layout.is_portrait(self.size)
        button_h = max(touch, layout.button_height(self.size))
        label_h = layout.body_text_px(self.size) * 2
        top = self.body.top
        for field, label_key, options in rows:
            labelled = bool(label_key)
            if labelled:
                self.row_labels.append((pygame.Rect(self.body.left, top, self.body.width, label_h), label_key))
                top += label_h
            columns = min(len(options), 3 if portrait else 6)
            lines = (len(options) + columns - 1) // columns
            width = min(layout.scaled(240, self.size), (self.body.width - (columns - 1) * gap) // columns)
            area = pygame.Rect(self.body.left, top, self.body.width, lines * button_h + (lines - 1) * gap)
            for rect, (value, text) in zip(layout.grid(area, len(options), columns, (width, button_h), gap), options):
                button = pygame_gui.elements.UIButton(
                    rect, text, ui, object_id=ObjectID(class_id="@choice_button", object_id=f"#{field}_{value}"))
                self.choices[button] = (field, value)
            top = area.bottom + gap * 2

    def _build_pin(self, ui: pygame_gui.UIManager, gap: int, touch: int) -> None:
        dots_h = max(touch, layout.scaled(60, self.size))
        self.dots_rect = pygame.Rect(self.body.left, self.body.top, self.body.width, dots_h)
        bottom = self.body.bottom
        if self.step == "pin" and self.kept_pin is not None:
            keep_h = max(touch, layout.button_height(self.size))
            keep = pygame.Rect(0, self.body.bottom - keep_h, min(self.body.width, layout.scaled(480, self.size)), keep_h)
            keep.centerx = self.body.centerx
            self.keep_pin_button = pygame_gui.elements.UIButton(
                keep, gui_key("kiosk.wizard.pin.keep"), ui, object_id=ObjectID(class_id="@secondary_button", object_id="#keep_pin"))
            bottom = keep.top - gap
        pad_area = pygame.Rect(self.body.left, self.dots_rect.bottom + gap, self.body.width, bottom - self.dots_rect.bottom - gap)
        self.pad = DigitPad(ui, pad_area, self.size, self.type_pin_digit, self.pin_backspace, self.next)

    def _refresh(self) -> None:
        """Show the current answers on the widgets, and whether Back and Next may be pressed."""
        for button, (field, value) in self.choices.items():
            chosen = value in self.config.languages if field == "languages" else getattr(self.config, field) == value
            button.select() if chosen else button.unselect()
        if self.back_button is not None:
            self.back_button.enable() if self.step_index > 0 or self.on_cancel else self.back_button.disable()
        if self.next_button is not None:
            self.next_button.enable() if self.may_go_on() else self.next_button.disable()
        if self.pad is not None:
            typed = self.typed[self.step]
            self.pad.enable(digits=len(typed) < MAX_PIN_DIGITS, delete=bool(typed), ok=valid_pin(typed))
        self.app.request_redraw()

    def may_go_on(self) -> bool:
        if self.step in PIN_STEPS:
            return valid_pin(self.typed[self.step])
        if self.step == "summary":
            return self.new_pin is not None or self.kept_pin is not None
        return True

    # ----- answers -----------------------------------------------------------------------------------------
    def choose(self, field: str, value: object) -> None:
        if field == "languages":
            offered = set(self.config.languages) ^ {value}
            if offered:  # at least one language stays on
                self.config = replace(self.config, languages=tuple(lang for lang in i18n.LANGUAGES if lang in offered))
        else:
            changed: dict[str, Any] = {field: value}
            self.config = replace(self.config, **changed)
        self._refresh()

    def type_venue(self, text: str) -> None:
        if self.entry is not None:
            type_into(self.entry, self.ui, text, MAX_VENUE_LENGTH)
            self._take_venue()

    def venue_backspace(self) -> None:
        if self.entry is not None:
            erase_last(self.entry, self.ui)
            self._take_venue()

    def _take_venue(self) -> None:
        if self.entry is not None:
            self.config = replace(self.config, venue_name=self.entry.get_text())

    def type_pin_digit(self, digit: str) -> None:
        if self.step in PIN_STEPS and len(self.typed[self.step]) < MAX_PIN_DIGITS:
            self.typed[self.step] += digit
            self.mismatch = False
            self.weak_reason = None
            self._refresh()

    def pin_backspace(self) -> None:
        if self.step in PIN_STEPS:
            self.typed[self.step] = self.typed[self.step][:-1]
            self._refresh()

    def keep_pin(self) -> None:
        self.new_pin = None
        self.typed = {"pin": "", "pin_again": ""}
        self.go_to(STEPS.index("summary"))

    # ----- moving between steps ----------------------------------------------------------------------------
    def go_to(self, index: int) -> None:
        self.step_index = max(0, min(len(STEPS) - 1, index))
        self.rebuild_ui()

    def next(self) -> None:
        if not self.may_go_on():
            return
        if self.step == "venue":
            self._take_venue()
            self.config = replace(self.config, venue_name=clean_venue_name(self.config.venue_name))
        elif self.step == "pin":
            self.weak_reason = weak_pin_reason(self.typed["pin"])
            if self.weak_reason is not None:
                self.typed["pin"] = ""
                self.rebuild_ui()
                return
        elif self.step == "pin_again":
            first, again = self.typed["pin"], self.typed["pin_again"]
            self.typed = {"pin": "", "pin_again": ""}
            if first != again:
                self.mismatch = True
                self.go_to(STEPS.index("pin"))
                return
            self.new_pin = hash_pin(first)
        elif self.step == "summary":
            self.finish()
            return
        self.go_to(self.step_index + 1)

    def back(self) -> None:
        if self.step == "venue":
            self._take_venue()
        if self.step_index == 0:
            if self.on_cancel is not None:
                self.on_cancel()
            return
        self.typed = {"pin": "", "pin_again": ""}  # a PIN is typed twice in a row, never half kept
        self.mismatch = False
        self.weak_reason = None
        back_to = STEPS.index("pin") if self.step == "summary" and self.new_pin is not None else self.step_index - 1
        self.go_to(back_to)

    def finish(self) -> None:
        pin = self.new_pin or self.kept_pin
        if pin is None:
            return
        config = replace(self.config, pin=pin).cleaned()
        if not self.save(config):
            # The kiosk still runs with it; staff are told, in words, that it will not survive a restart.
            self.app.show_notice(t("kiosk.wizard.not_saved"))
        self.on_done(config)

    # ----- input -------------------------------------------------------------------------------------------
    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if self.keyboard is not None and self.keyboard.handle(event):
            return True
        if self.pad is not None and self.pad.handle(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self._take_venue()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.next()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.back_button:
            self.back()
        elif event.ui_element is self.next_button:
            self.next()
        elif event.ui_element is self.keep_pin_button:
            self.keep_pin()
        elif event.ui_element in self.choices:
            self.choose(*self.choices[event.ui_element])
        else:
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        digit = digit_of_key(event) if self.step in PIN_STEPS else None
        if digit is not None:
            self.type_pin_digit(digit)
        elif event.key == pygame.K_BACKSPACE and self.step in PIN_STEPS:
            self.pin_backspace()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next()
        elif event.key == pygame.K_ESCAPE:
            self.back()
        else:
            return False
        return True

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_foreground(self, surface: pygame.Surface) -> None:
        size = self.size
        draw_heading(surface, t(f"kiosk.wizard.{self.step}.title"), self.heading_rect, size)
        self._draw_progress(surface)
        question, refused = self._question()
        colour = theme.colour("public_error") if refused else theme.colour("public_text")
        draw_text_block(surface, question, self.question_rect, layout.body_text_px(size), colour)
        for rect, key in self.row_labels:
            draw_text_block(surface, t(key), rect, layout.body_text_px(size), theme.colour("public_dim"))
        if self.step in PIN_STEPS:
            draw_pin_dots(surface, self.dots_rect, len(self.typed[self.step]), MAX_PIN_DIGITS)
        elif self.step == "summary":
            self._draw_summary(surface)

    def _question(self) -> tuple[str, bool]:
        """What the step asks, or why the PIN just offered was refused (and whether it is such a refusal)."""
        if self.step == "pin" and self.weak_reason is not None:
            return t(f"kiosk.wizard.pin.weak_{self.weak_reason}"), True
        if self.step == "pin" and self.mismatch:
            return t("kiosk.wizard.pin.mismatch"), True
        return t(f"kiosk.wizard.{self.step}.question"), False

    def _draw_progress(self, surface: pygame.Surface) -> None:
        """A row of small marks, one a step, the current and earlier ones lit: where one is, in any language."""
        radius = max(3, self.progress_rect.height // 3)
        pitch = radius * 4
        left = self.progress_rect.centerx - pitch * (len(STEPS) - 1) / 2
        for index in range(len(STEPS)):
            lit = index <= self.step_index
            colour = theme.colour("public_highlight" if lit else "public_dim")
            centre = (round(left + index * pitch), self.progress_rect.centery)
            pygame.draw.circle(surface, colour, centre, radius if lit else max(2, radius * 2 // 3))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """Label and answer side by side in landscape; in a narrow portrait window the answer goes under its label.
        The panel is as tall as the rows and they stay clear of its rounded corners."""
        rows = summary_rows(self.config, self.new_pin is not None)
        pad = layout.gap_px(self.size)
        px = layout.body_text_px(self.size)
        stacked = layout.is_portrait(self.size)
        lines_a_row = 2 if stacked else 1
        spacing = pad // 2 if stacked else 0
        row_h = min((self.body.height - 2 * pad) // len(rows), lines_a_row * px * 2 + spacing)
        line_h = (row_h - spacing) // lines_a_row
        panel = pygame.Rect(self.body.left, self.body.top, self.body.width, row_h * len(rows) + 2 * pad)
        draw_panel(surface, panel)
        inset = max(pad, min(panel.size) // 8 // 2)  # the panel's corner radius is an eighth of its short side
        inner = pygame.Rect(panel.left + inset, panel.top + pad, panel.width - 2 * inset, panel.height - 2 * pad)
        label_w = inner.width if stacked else int(inner.width * 0.42)
        for index, (label, value) in enumerate(rows):
            y = inner.top + index * row_h
            label_rect = pygame.Rect(inner.left, y, label_w - (0 if stacked else pad), line_h)
            value_rect = (pygame.Rect(inner.left, y + line_h, inner.width, line_h) if stacked
                          else pygame.Rect(inner.left + label_w, y, inner.width - label_w, line_h))
            draw_line(surface, label, label_rect, px, theme.colour("public_dim"), role="body")
            draw_line(surface, value, value_rect, px, theme.colour("public_text"), role="body")
