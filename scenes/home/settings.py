"""The settings screen: language, volumes, reduced motion, fullscreen, the default discussion time and table mode
(on or off, with the table screen's diagonal).

Every change takes effect at once and is saved atomically. Language names are shown in their own script
(the ``@language_button`` theme class always uses the CJK-capable face, so "中文" renders in any language).
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes
from program import i18n
from program.i18n import gui_key
from app.scene import Scene
from app.settings import DISCUSSION_CHOICES, TABLE_DIAGONAL_CHOICES
from scenes.kit.widgets.finger_sliders import FingerSliders, with_bars_as_targets
from scenes.kit.widgets.slider_fill import draw_slider_fill

ROWS: tuple[str, ...] = ("language", "sound_volume", "ambience_volume", "reduced_motion", "fullscreen", "discussion_length",
                         "table_mode", "table_diagonal")
SLIDER_ROWS = ("sound_volume", "ambience_volume")
TIGHT_GAP = 4  # pixels between rows in the shortest windows


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.language_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.toggle_buttons: dict[tuple[str, bool], pygame_gui.elements.UIButton] = {}
        self.sliders: dict[str, pygame_gui.elements.UIHorizontalSlider] = {}
        self.value_labels: dict[str, pygame_gui.elements.UILabel] = {}
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.shorter_button: pygame_gui.elements.UIButton | None = None
        self.longer_button: pygame_gui.elements.UIButton | None = None
        self.smaller_table_button: pygame_gui.elements.UIButton | None = None
        self.larger_table_button: pygame_gui.elements.UIButton | None = None
        self.finger_sliders = FingerSliders(self.set_volume)

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.finger_sliders.reset()
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        portrait = layout.is_portrait(size)
        touch = layout.min_touch_px(size)
        header_h = max(touch, layout.scaled(80, size))
        back_w = min(layout.scaled(220, size), content.width // 3)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.left, content.top, back_w, header_h), gui_key("settings.back"), ui,
            object_id=ObjectID(class_id="@secondary_button", object_id="#back"),
        )
        pygame_gui.elements.UILabel(
            # centred between two back-button widths in landscape; beside the button in narrow portrait windows
            pygame.Rect(content.left + back_w + gap, content.top,
                        content.width - (back_w + gap) * (1 if portrait else 2), header_h),
            gui_key("settings.heading"), ui, object_id=ObjectID(class_id="@heading", object_id="#settings_heading"),
        )
        body = pygame.Rect(content.left, content.top + header_h + gap, content.width, content.bottom - content.top - header_h - gap)
        rows = len(ROWS)
        label_h = layout.scaled(44, size) if portrait else 0
        least_gap = layout.targets_apart(TIGHT_GAP)
        # Half a touch table is wide and short: there the rows stand in two columns, keeping a 5 mm gap between.
        columns = 2 if not portrait and rows * touch + (rows - 1) * least_gap > body.height else 1
        per_column = (rows + columns - 1) // columns
        room = body.height - per_column * label_h
        heights = self._row_heights(columns * (room - (per_column - 1) * least_gap), touch)
        # Rows keep the usual gap between them where there is room; a short window draws them closer together.
        gap = max(least_gap, min(gap, (room - sum(heights[:per_column])) // max(1, per_column - 1)))
        if portrait:
            pitch_total = sum(heights) + rows * label_h + (rows - 1) * gap
            top = body.top + max(0, (body.height - pitch_total) // 3)  # a little above centre in tall windows
            label_rects, control_rects = [], []
            for height in heights:
                label_rects.append(pygame.Rect(body.left, top, body.width, label_h))
                control_rects.append(pygame.Rect(body.left, top + label_h, body.width, height))
                top += label_h + height + gap
        else:
            column_w = (body.width - (columns - 1) * 2 * gap) // columns
            label_w = int(column_w * 0.34)
            column_h = sum(heights[:per_column]) + (per_column - 1) * gap
            first_top = body.top + (max(0, body.height - column_h) // 3 if columns > 1 else 0)
            label_rects, control_rects = [], []
            for index, height in enumerate(heights):
                column, place = divmod(index, per_column)
                left = body.left + column * (column_w + 2 * gap)
                top = first_top if place == 0 else control_rects[-1].bottom + gap
                label_rects.append(pygame.Rect(left, top, label_w - gap, height))
                control_rects.append(pygame.Rect(left + label_w, top, column_w - label_w, height))
        for row, label_rect in zip(ROWS, label_rects):
            pygame_gui.elements.UILabel(label_rect, gui_key(f"settings.{row}"), ui,
                                        object_id=ObjectID(class_id="@setting_label", object_id=f"#label_{row}"))
        controls = dict(zip(ROWS, control_rects))
        self._build_language(ui, controls["language"], gap)
        for name in ("sound_volume", "ambience_volume"):
            self._build_slider(ui, name, controls[name], gap)
        for name in ("reduced_motion", "fullscreen", "table_mode"):
            self._build_toggle(ui, name, controls[name], gap)
        self._build_discussion(ui, controls["discussion_length"], gap)
        self._build_table_diagonal(ui, controls["table_diagonal"], gap)
        self._refresh()

    def _row_heights(self, room: int, touch: int) -> list[int]:
        """Each row's height: a button's height where there is room, never under the touch minimum. A slider's
        knob is inset in its bar, so slider rows keep a little more than the minimum for the knob to reach it."""
        sliders = [row in SLIDER_ROWS for row in ROWS]
        slider_h = touch + touch // 4
        even = max(touch, min(layout.button_height(self.size), room // len(ROWS)))
        if even >= slider_h:
            return [even] * len(ROWS)
        others = max(touch, min(layout.button_height(self.size),
                                (room - sum(sliders) * slider_h) // max(1, len(ROWS) - sum(sliders))))
        return [slider_h if is_slider else others for is_slider in sliders]

    def _build_language(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int) -> None:
        rects = layout.stack_horizontal(area, len(i18n.LANGUAGES), area.width, layout.targets_apart(gap // 2))
        self.language_buttons = {}
        for rect, lang in zip(rects, i18n.LANGUAGES):
            self.language_buttons[lang] = pygame_gui.elements.UIButton(
                rect, i18n.LANGUAGE_NAMES[lang], ui, object_id=ObjectID(class_id="@language_button", object_id=f"#language_{lang}")
            )

    def _build_slider(self, ui: pygame_gui.UIManager, name: str, area: pygame.Rect, gap: int) -> None:
        value_w = layout.scaled(120, self.size)
        slider_rect = pygame.Rect(area.left, area.top, area.width - value_w - gap, area.height)
        value = round(getattr(self.app.settings, name) * 100)
        self.sliders[name] = pygame_gui.elements.UIHorizontalSlider(
            slider_rect, value, (0, 100), ui, object_id=ObjectID(class_id="@volume_slider", object_id=f"#{name}"), click_increment=10
        )
        self.value_labels[name] = pygame_gui.elements.UILabel(
            pygame.Rect(slider_rect.right + gap, area.top, value_w, area.height), "", ui,
            object_id=ObjectID(class_id="@value_label", object_id=f"#{name}_value"),
        )

    def _build_toggle(self, ui: pygame_gui.UIManager, name: str, area: pygame.Rect, gap: int) -> None:
        width = min(area.width, layout.scaled(460, self.size))
        rects = layout.stack_horizontal(pygame.Rect(area.left, area.top, width, area.height), 2, width, layout.targets_apart(gap // 2))
        for rect, state, key in zip(rects, (True, False), ("settings.on", "settings.off")):
            self.toggle_buttons[(name, state)] = pygame_gui.elements.UIButton(
                rect, gui_key(key), ui, object_id=ObjectID(class_id="@choice_button", object_id=f"#{name}_{'on' if state else 'off'}")
            )

    def _build_discussion(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int) -> None:
        width = min(area.width, layout.scaled(640, self.size))
        rects = layout.stack_horizontal(pygame.Rect(area.left, area.top, width, area.height), 3, width, layout.targets_apart(gap // 2))
        self.shorter_button = pygame_gui.elements.UIButton(rects[0], gui_key("settings.less"), ui,
                                                           object_id=ObjectID(class_id="@choice_button", object_id="#discussion_shorter"))
        self.value_labels["discussion_length"] = pygame_gui.elements.UILabel(
            rects[1], "", ui, object_id=ObjectID(class_id="@value_label", object_id="#discussion_value"))
        self.longer_button = pygame_gui.elements.UIButton(rects[2], gui_key("settings.more"), ui,
                                                          object_id=ObjectID(class_id="@choice_button", object_id="#discussion_longer"))

    def _build_table_diagonal(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int) -> None:
        """The table screen's diagonal: sizes on a touch table are set in millimetres (table mode)."""
        width = min(area.width, layout.scaled(640, self.size))
        rects = layout.stack_horizontal(pygame.Rect(area.left, area.top, width, area.height), 3, width, layout.targets_apart(gap // 2))
        self.smaller_table_button = pygame_gui.elements.UIButton(
            rects[0], gui_key("settings.smaller"), ui, object_id=ObjectID(class_id="@choice_button", object_id="#table_smaller"))
        self.value_labels["table_diagonal"] = pygame_gui.elements.UILabel(
            rects[1], "", ui, object_id=ObjectID(class_id="@value_label", object_id="#table_diagonal_value"))
        self.larger_table_button = pygame_gui.elements.UIButton(
            rects[2], gui_key("settings.larger"), ui, object_id=ObjectID(class_id="@choice_button", object_id="#table_larger"))

    def _refresh(self) -> None:
        """Show the current settings on the widgets (selected language, toggles, value labels)."""
        settings = self.app.settings
        for lang, button in self.language_buttons.items():
            button.select() if lang == i18n.current_language() else button.unselect()
        for (name, state), button in self.toggle_buttons.items():
            button.select() if self._toggle_on(name) == state else button.unselect()
        kiosk_fullscreen = self.app.locked and self.app.fullscreen
        if ("fullscreen", False) in self.toggle_buttons:  # the locked kiosk never leaves fullscreen: Off is not offered
            off = self.toggle_buttons[("fullscreen", False)]
            off.disable() if kiosk_fullscreen else off.enable()
        for name in ("sound_volume", "ambience_volume"):
            if name in self.value_labels:
                self.value_labels[name].set_text(gui_key("settings.percent"), text_kwargs={"value": str(round(getattr(settings, name) * 100))})
        if "discussion_length" in self.value_labels:
            self.value_labels["discussion_length"].set_text(
                gui_key("settings.minutes"), text_kwargs={"minutes": _minutes_text(settings.discussion_seconds)})
        if self.shorter_button and self.longer_button:
            self.shorter_button.enable() if settings.discussion_seconds > DISCUSSION_CHOICES[0] else self.shorter_button.disable()
            self.longer_button.enable() if settings.discussion_seconds < DISCUSSION_CHOICES[-1] else self.longer_button.disable()
        if "table_diagonal" in self.value_labels:
            self.value_labels["table_diagonal"].set_text(
                gui_key("settings.inches"), text_kwargs={"inches": f"{settings.table_diagonal_in:g}"})
        if self.smaller_table_button and self.larger_table_button:
            diagonal = settings.table_diagonal_in
            self.smaller_table_button.enable() if diagonal > TABLE_DIAGONAL_CHOICES[0] else self.smaller_table_button.disable()
            self.larger_table_button.enable() if diagonal < TABLE_DIAGONAL_CHOICES[-1] else self.larger_table_button.disable()
        self.app.request_redraw()

    def _toggle_on(self, name: str) -> bool:
        if name == "fullscreen":
            return bool(self.app.fullscreen)  # the window as it is: the kiosk opens fullscreen whatever the settings say
        return bool(getattr(self.app.settings, name))

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return with_bars_as_targets(super().touch_targets(), self.sliders)

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        radius = layout.scaled(14, self.size)
        for name, slider in self.sliders.items():
            draw_slider_fill(surface, slider, float(getattr(self.app.settings, name)), radius)

    # ----- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.finger_sliders.handle_event(event, self.sliders) or super().handle_event(event)

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        element = event.ui_element
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for name, slider in self.sliders.items():
                if element is slider:
                    self.set_volume(name, float(event.value) / 100.0)
                    return True
            return False
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if element is self.back_button:
            self.go_back()
            return True
        for lang, button in self.language_buttons.items():
            if element is button:
                self.choose_language(lang)
                return True
        for (name, state), button in self.toggle_buttons.items():
            if element is button:
                self.set_toggle(name, state)
                return True
        if element is self.shorter_button:
            self.step_discussion(-1)
            return True
        if element is self.longer_button:
            self.step_discussion(1)
            return True
        if element in (self.smaller_table_button, self.larger_table_button):
            self.step_table_diagonal(1 if element is self.larger_table_button else -1)
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()
            return True
        return False

    # ----- actions (each takes effect at once and is saved) ------------------------------------------------
    def choose_language(self, lang: str) -> None:
        if lang != i18n.current_language():
            self.app.set_language(lang)  # rebuilds every scene, this one included
        self._refresh()

    def set_volume(self, name: str, value: float) -> None:
        value = min(1.0, max(0.0, value))
        if abs(getattr(self.app.settings, name) - value) > 1e-9:
            setattr(self.app.settings, name, value)
            self.app.save_settings()
        self._refresh()

    def set_toggle(self, name: str, state: bool) -> None:
        if name == "fullscreen":
            self.app.set_fullscreen(state)
        else:
            setattr(self.app.settings, name, state)
            self.app.save_settings()
        self._refresh()

    def step_discussion(self, direction: int) -> None:
        self._step_choice("discussion_seconds", DISCUSSION_CHOICES, direction)

    def step_table_diagonal(self, direction: int) -> None:
        self._step_choice("table_diagonal_in", TABLE_DIAGONAL_CHOICES, direction)

    def _step_choice(self, name: str, choices: tuple, direction: int) -> None:
        """The next offered value up or down; a hand-edited value between two steps goes to the nearer one."""
        current = getattr(self.app.settings, name)
        if direction > 0:
            choice = next((c for c in choices if c > current), choices[-1])
        else:
            choice = next((c for c in reversed(choices) if c < current), choices[0])
        setattr(self.app.settings, name, max(current, choice) if direction > 0 else min(current, choice))
        self.app.save_settings()
        self._refresh()


def _minutes_text(seconds: int) -> str:
    minutes = seconds / 60
    return str(int(minutes)) if minutes == int(minutes) else f"{minutes:.1f}"


def register_routes() -> None:
    routes.register("settings", SettingsScene)
