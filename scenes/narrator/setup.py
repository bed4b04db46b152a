"""Narrator mode setup: player count, Fall Mouse, time per hour, narration language, voice, ambience and
discussion length. Start opens the night screen with these settings."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import layout, routes
from program import i18n
from app.app import App
from program.i18n import gui_key
from app.scene import Scene
from app.settings import DISCUSSION_CHOICES
from narrator.script import FALL_MOUSE_PLAYERS, MAX_PLAYERS, MIN_PLAYERS
from narrator.session import NarratorConfig
from narrator.timeline import SECONDS_PER_HOUR_CHOICES
from scenes.kit.widgets.finger_sliders import FingerSliders, with_bars_as_targets
from scenes.kit.widgets.slider_fill import draw_slider_fill
from scenes.kit.both_sides import facing_like
from scenes.narrator.night import NarratorNightScene

ROWS: tuple[str, ...] = ("players", "fall_mouse", "seconds_per_hour", "language", "voice", "ambience", "discussion")

# The last settings used in this run of the program, so "Change settings" comes back to them.
_last_config: NarratorConfig | None = None


def default_config(app: Any) -> NarratorConfig:
    if _last_config is not None:
        return _last_config
    settings = app.settings
    return NarratorConfig(
        lang=i18n.current_language(),
        ambience_volume=settings.ambience_volume,
        voice_volume=settings.sound_volume,
        discussion_seconds=settings.discussion_seconds,
    ).cleaned()


def remember(config: NarratorConfig) -> None:
    global _last_config
    _last_config = config


def minutes_text(seconds: int) -> str:
    minutes = seconds / 60
    return str(int(minutes)) if minutes == int(minutes) else f"{minutes:.1f}"


class NarratorSetupScene(Scene):
    def __init__(self, app: Any, config: NarratorConfig | None = None) -> None:
        super().__init__(app)
        self.config = (config or default_config(app)).cleaned()
        # (row, value) -> button; rows with a choice of values share this one table.
        self.choice_buttons: dict[tuple[str, Any], pygame_gui.elements.UIButton] = {}
        self.volume_slider: pygame_gui.elements.UIHorizontalSlider | None = None
        self.finger_sliders = FingerSliders(lambda _name, value: self.choose("ambience_volume", value))
        self.discussion_label: pygame_gui.elements.UILabel | None = None
        self.shorter_button: pygame_gui.elements.UIButton | None = None
        self.longer_button: pygame_gui.elements.UIButton | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.start_button: pygame_gui.elements.UIButton | None = None

    # ----- layout ------------------------------------------------------------------------------------------
    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self.finger_sliders.reset()
        size = self.size
        content = layout.content_rect(size)
        gap = layout.gap_px(size)
        touch = layout.min_touch_px(size)
        header_h = max(touch, layout.scaled(80, size))
        back_w = min(layout.scaled(220, size), content.width // 3)
        self.choice_buttons = {}
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(content.left, content.top, back_w, header_h), gui_key("narrator.back"), ui,
            object_id=ObjectID(class_id="@secondary_button", object_id="#back"),
        )
        start_h = max(touch, layout.button_height(size))
        start_w = min(content.width, layout.scaled(520, size))
        start = pygame.Rect(content.centerx - start_w // 2, content.bottom - start_h, start_w, start_h)
        body = pygame.Rect(content.left, content.top + header_h + gap, content.width,
                           content.height - header_h - start_h - 2 * gap)
        least_gap = layout.least_gap_px()
        heading = pygame.Rect(content.left + back_w + gap, content.top, content.width - 2 * (back_w + gap), header_h)
        if least_gap and len(ROWS) * touch + (len(ROWS) - 1) * least_gap > body.height:
            # Half a touch table is wide and short: Start goes up beside the heading, leaving the rows room for
            # their 20 mm targets 5 mm apart.
            start = pygame.Rect(content.right - start_w, content.top, start_w, header_h)
            heading = pygame.Rect(content.left + back_w + gap, content.top, start.left - gap - back_w - gap - content.left,
                                  header_h)
            body = pygame.Rect(content.left, content.top + header_h + gap, content.width, content.height - header_h - gap)
        pygame_gui.elements.UILabel(heading, gui_key("narrator.heading"), ui,
                                    object_id=ObjectID(class_id="@heading", object_id="#narrator_heading"))
        self.start_button = pygame_gui.elements.UIButton(
            start, gui_key("narrator.start"), ui, object_id=ObjectID(class_id="@primary_button", object_id="#start"),
        )
        label_rects, control_rects = self._row_rects(body, gap, touch)
        for row, label_rect in zip(ROWS, label_rects):
            pygame_gui.elements.UILabel(label_rect, gui_key(f"narrator.{row}"), ui,
                                        object_id=ObjectID(class_id="@setting_label", object_id=f"#label_{row}"))
        controls = dict(zip(ROWS, control_rects))
        self._choices(ui, "players", controls["players"], gap,
                      [(n, str(n), None) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
        self._on_off(ui, "fall_mouse", controls["fall_mouse"], gap)
        self._choices(ui, "seconds_per_hour", controls["seconds_per_hour"], gap,
                      [(s, gui_key("narrator.seconds"), {"seconds": str(s)}) for s in SECONDS_PER_HOUR_CHOICES])
        self._choices(ui, "lang", controls["language"], gap,
                      [(lang, i18n.LANGUAGE_NAMES[lang], None) for lang in i18n.LANGUAGES], class_id="@language_button")
        self._on_off(ui, "voice", controls["voice"], gap)
        self._ambience(ui, controls["ambience"], gap)
        self._discussion(ui, controls["discussion"], gap)
        self.refresh()

    def _row_rects(self, body: pygame.Rect, gap: int, touch: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        rows = len(ROWS)
        if layout.is_portrait(self.size):
            label_h = layout.scaled(48, self.size)
            row_h = max(touch, min(layout.button_height(self.size), (body.height - rows * (label_h + gap)) // rows))
            row_gap = max(2, min(gap, (body.height - rows * (label_h + row_h)) // rows))
            pitch = label_h + row_h + row_gap
            labels = [pygame.Rect(body.left, body.top + i * pitch, body.width, label_h) for i in range(rows)]
            return labels, [pygame.Rect(body.left, r.bottom, body.width, row_h) for r in labels]
        row_h = max(touch, min(layout.button_height(self.size), (body.height - (rows - 1) * gap) // rows))
        # Tighten gaps before touch size, but at a touch table never under its 5 mm.
        row_gap = max(2, layout.least_gap_px(), min(gap, (body.height - rows * row_h) // (rows - 1)))
        label_w = int(body.width * 0.3)
        labels = [pygame.Rect(body.left, body.top + i * (row_h + row_gap), label_w - gap, row_h) for i in range(rows)]
        return labels, [pygame.Rect(body.left + label_w, r.top, body.width - label_w, row_h) for r in labels]

    def _choices(self, ui: pygame_gui.UIManager, row: str, area: pygame.Rect, gap: int,
                 options: list[tuple[Any, str, dict[str, str] | None]], class_id: str = "@choice_button") -> None:
        width = min(area.width, layout.scaled(150, self.size) * len(options) + gap * (len(options) - 1))
        rects = layout.stack_horizontal(pygame.Rect(area.left, area.top, width, area.height), len(options), width, layout.targets_apart(gap // 2))
        for rect, (value, text, kwargs) in zip(rects, options):
            self.choice_buttons[(row, value)] = pygame_gui.elements.UIButton(
                rect, text, ui, text_kwargs=kwargs, object_id=ObjectID(class_id=class_id, object_id=f"#{row}_{value}")
            )

    def _on_off(self, ui: pygame_gui.UIManager, row: str, area: pygame.Rect, gap: int) -> None:
        self._choices(ui, row, area, gap, [(True, gui_key("narrator.on"), None), (False, gui_key("narrator.off"), None)])

    def _ambience(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int) -> None:
        switch_w = min(area.width // 2, layout.scaled(300, self.size))
        self._on_off(ui, "ambience", pygame.Rect(area.left, area.top, switch_w, area.height), gap)
        gap = layout.targets_apart(gap)
        slider_rect = pygame.Rect(area.left + switch_w + gap, area.top, area.width - switch_w - gap, area.height)
        if not layout.least_gap_px():
            # A little taller than the row so the slider's handle (inside its border) keeps the touch size; at a
            # touch table the whole bar is the target, and the rows keep 5 mm between them.
            slider_rect.inflate_ip(0, layout.scaled(14, self.size))
        self.volume_slider = pygame_gui.elements.UIHorizontalSlider(
            slider_rect,
            round(self.config.ambience_volume * 100), (0, 100), ui, click_increment=10,
            object_id=ObjectID(class_id="@volume_slider", object_id="#ambience_volume"),
        )

    def _discussion(self, ui: pygame_gui.UIManager, area: pygame.Rect, gap: int) -> None:
        width = min(area.width, layout.scaled(600, self.size))
        rects = layout.stack_horizontal(pygame.Rect(area.left, area.top, width, area.height), 3, width, layout.targets_apart(gap // 2))
        self.shorter_button = pygame_gui.elements.UIButton(
            rects[0], gui_key("narrator.shorter"), ui, object_id=ObjectID(class_id="@choice_button", object_id="#discussion_shorter"))
        self.discussion_label = pygame_gui.elements.UILabel(
            rects[1], "", ui, object_id=ObjectID(class_id="@value_label", object_id="#discussion_value"))
        self.longer_button = pygame_gui.elements.UIButton(
            rects[2], gui_key("narrator.longer"), ui, object_id=ObjectID(class_id="@choice_button", object_id="#discussion_longer"))

    def refresh(self) -> None:
        """Show the current choices on the widgets."""
        config = self.config
        current = {"players": config.players, "fall_mouse": config.fall_mouse, "seconds_per_hour": config.seconds_per_hour,
                   "lang": config.lang, "voice": config.voice, "ambience": config.ambience}
        for (row, value), button in self.choice_buttons.items():
            button.select() if current[row] == value else button.unselect()
        fall_mouse_allowed = config.players in FALL_MOUSE_PLAYERS
        for value in (True, False):
            fall_button = self.choice_buttons.get(("fall_mouse", value))
            if fall_button is not None:
                fall_button.enable() if fall_mouse_allowed else fall_button.disable()
        if self.volume_slider is not None:
            self.volume_slider.enable() if config.ambience else self.volume_slider.disable()
        if self.discussion_label is not None:
            self.discussion_label.set_text(gui_key("narrator.minutes"),
                                           text_kwargs={"minutes": minutes_text(config.discussion_seconds)})
        if self.shorter_button and self.longer_button:
            self.shorter_button.enable() if config.discussion_seconds > DISCUSSION_CHOICES[0] else self.shorter_button.disable()
            self.longer_button.enable() if config.discussion_seconds < DISCUSSION_CHOICES[-1] else self.longer_button.disable()
        self.app.request_redraw()

    # ----- input -------------------------------------------------------------------------------------------
    def choose(self, row: str, value: Any) -> None:
        self.config = replace(self.config, **{row: value}).cleaned()
        remember(self.config)
        self.refresh()

    def step_discussion(self, direction: int) -> None:
        current = self.config.discussion_seconds
        choices = list(DISCUSSION_CHOICES)
        index = choices.index(current) if current in choices else min(range(len(choices)), key=lambda i: abs(choices[i] - current))
        index = min(len(choices) - 1, max(0, index + direction))
        self.choose("discussion_seconds", choices[index])

    def start(self) -> None:
        remember(self.config)
        # At a touch table the night's clock and lines face both long sides, as this screen does.
        self.app.scenes.push(facing_like(self.app.scenes.top(), NarratorNightScene(self.app, self.config)))

    def _sliders(self) -> dict[str, pygame_gui.elements.UIHorizontalSlider]:
        return {"ambience_volume": self.volume_slider} if self.volume_slider is not None else {}

    def touch_targets(self) -> list[tuple[str, pygame.Rect]]:
        return with_bars_as_targets(super().touch_targets(), self._sliders())

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.finger_sliders.handle_event(event, self._sliders()) or super().handle_event(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if self.volume_slider is not None:
            level = self.config.ambience_volume if self.config.ambience else 0.0
            draw_slider_fill(surface, self.volume_slider, level, layout.scaled(14, self.size))

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        element = event.ui_element
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and element is self.volume_slider:
            self.choose("ambience_volume", float(event.value) / 100.0)
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if element is self.back_button:
            self.go_back()
        elif element is self.start_button:
            self.start()
        elif element is self.shorter_button:
            self.step_discussion(-1)
        elif element is self.longer_button:
            self.step_discussion(1)
        else:
            for (row, value), button in self.choice_buttons.items():
                if element is button:
                    self.choose(row, value)
                    return True
            return False
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.go_back()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False


def register_routes() -> None:
    routes.register("narrator_setup", NarratorSetupScene)



def open_narrator_window(args: Any) -> int:
    """`python main.py narrator ...` without --dry-run: a window on the night screen, ready to start."""
    app = App(size=args.size, fullscreen=True if args.fullscreen else None, lang=args.lang or args.narration_lang)
    base = default_config(app)
    config = NarratorConfig(
        players=args.players, fall_mouse=args.fall_mouse, seconds_per_hour=args.seconds_per_hour,
        lang=args.narration_lang or base.lang, voice=base.voice, ambience=base.ambience,
        ambience_volume=base.ambience_volume, voice_volume=base.voice_volume, discussion_seconds=args.discussion_seconds,
    ).cleaned()
    remember(config)
    app.scenes.push(NarratorSetupScene(app, config), transition=False)
    app.scenes.push(NarratorNightScene(app, config), transition=False)
    return int(app.run() or 0)
