"""The narrated night: a large clock and countdown readable across a room, the line being spoken, and
pause / resume / repeat / start over. Then the discussion timer, "3, 2, 1, vote!" and the result entry.

The timeline runs on a clock (real time by default; tests and the gallery inject their own), never on summed
frame times, so every hour lasts exactly as long as the timeline says.
"""
from __future__ import annotations

import math
import time
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from app import fonts, layout, theme
from program.i18n import gui_key, t
from app.frames.layer_cache import LayerCache
from app.scene import Scene
from art.clock import draw_clock_face, draw_clock_hand
from narrator.dry_run import narration_timeline
from narrator.session import SESSION_SCORE, NarratorConfig
from narrator.texts import LINE_PREFIX, load_strings
from narrator.timeline import Cue, Segment, TimelineRunner
from narrator.playback import NarrationAudio

Clock = Callable[[], float]
HAND_SWEEP_SECONDS = 1.2  # the clock hand glides to the new hour when it is called
COUNT_DIGITS = {"count_3": "3", "count_2": "2", "count_1": "1"}


class NarratorNightScene(Scene):
    def __init__(self, app: Any, config: NarratorConfig, clock: Clock | None = None, audio: Any = None) -> None:
        super().__init__(app)
        self.config = config.cleaned()
        self.clock: Clock = clock or time.monotonic
        self.timeline = narration_timeline(
            self.config.players, self.config.lang, self.config.seconds_per_hour,
            self.config.discussion_seconds, self.config.fall_mouse,
        )
        self.runner = TimelineRunner(self.timeline, self.clock)
        self.state = "ready"  # ready -> running -> result -> scored
        self._audio = audio
        self._audio_checked = audio is not None
        self._strings = load_strings(self.config.lang)
        self._shown_phase: str | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._still = LayerCache()

    # ----- audio -------------------------------------------------------------------------------------------
    @property
    def audio(self) -> Any:
        """The mixer playback, made on first use; None when sound is off or no device exists."""
        if not self._audio_checked:
            self._audio_checked = True
            if self.config.voice or self.config.ambience:
                audio = NarrationAudio(self.config.lang, self.config.voice_volume,
                                       self.config.ambience_volume if self.config.ambience else 0.0)
                self._audio = audio if audio.available else None
                if self._audio is None:
                    self.app.show_notice(t("narrator.no_audio"))
        return self._audio

    def line_text(self, key: str) -> str:
        return self._strings.get(LINE_PREFIX + key, key)

    # ----- night control -----------------------------------------------------------------------------------
    def start_night(self) -> None:
        self.state = "running"
        self.runner.start()
        pygame.display.set_allow_screensaver(False)  # nobody touches the screen while eyes are closed
        if self.audio is not None and self.config.ambience:
            self.audio.start_ambience()
        self.rebuild_ui()

    def toggle_pause(self) -> None:
        if self.runner.paused:
            self.runner.resume()
            if self.audio is not None:
                self.audio.resume()
        else:
            self.runner.pause()
            if self.audio is not None:
                self.audio.pause()
        self.rebuild_ui()

    def repeat_line(self) -> None:
        cue = self.runner.last_cue
        if cue is not None and self.audio is not None and self.config.voice:
            self.audio.say(cue.key)
        self.app.request_redraw()

    def restart_night(self) -> None:
        if self.audio is not None:
            self.audio.stop()
        self.start_night()

    def vote_now(self) -> None:
        vote_start = self.timeline.first_time_of("vote")
        if vote_start is not None:
            self.runner.seek(vote_start)

    def finish_night(self) -> None:
        self.state = "result"
        pygame.display.set_allow_screensaver(True)
        if self.audio is not None:
            self.audio.stop_ambience()
        self.rebuild_ui()

    def record_result(self, side: str | None) -> None:
        if side is not None:
            SESSION_SCORE.record(side)
        self.state = "scored"
        self.rebuild_ui()

    def leave(self) -> None:
        if self.audio is not None:
            self.audio.stop()
        pygame.display.set_allow_screensaver(True)
        self.go_back()

    def on_exit(self) -> None:
        pygame.display.set_allow_screensaver(True)
        if self._audio is not None:
            self._audio.stop()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.state != "running":
            return
        due = self.runner.poll()
        if due:
            if self.audio is not None and self.config.voice:
                self.audio.say(due[-1].key)  # after a stall, only the newest line is worth hearing
            self.app.request_redraw()
        if self.phase() != self._shown_phase:
            self.rebuild_ui()  # the discussion shows a "vote now" button
        if self.runner.finished:
            self.finish_night()

    def is_animating(self) -> bool:
        return self.state == "running" and not self.runner.paused

    # ----- what to show ------------------------------------------------------------------------------------
    def segment(self) -> Segment | None:
        return self.runner.segment() if self.state == "running" else None

    def phase(self) -> str:
        if self.state != "running":
            return "ready" if self.state == "ready" else "result"
        segment = self.segment()
        return segment.phase if segment is not None else "intro"

    def current_cue(self) -> Cue | None:
        return self.runner.last_cue if self.state == "running" else None

    def phase_title(self) -> str:
        if self.state == "running" and self.runner.paused:
            return t("narrator.phase.paused")
        segment = self.segment()
        if segment is not None and segment.phase == "hour":
            return t("narrator.phase.hour", hour=str(segment.hour))
        return t(f"narrator.phase.{self.phase()}")

    def big_number(self) -> str:
        """The countdown (seconds, or m:ss in the discussion) or the vote count, shown huge."""
        cue = self.current_cue()
        if self.phase() == "vote" and cue is not None and cue.key in COUNT_DIGITS:
            return COUNT_DIGITS[cue.key]
        remaining = self.runner.countdown() if self.state == "running" else None
        if remaining is None:
            return ""
        whole = math.ceil(remaining - 1e-6)
        if self.phase() == "discussion":
            return f"{whole // 60}:{whole % 60:02d}"
        return str(whole)

    def hand_hour(self) -> tuple[float, int | None]:
        segment = self.segment()
        if self.state != "running":
            return (0.0, None)
        if segment is None or segment.hour is None:
            passed_hours = self.runner.elapsed() >= (self.timeline.first_time_of("hour") or 0.0)
            return (6.0 if passed_hours and self.phase() != "intro" else 0.0, None)
        progress = min(1.0, (self.runner.elapsed() - segment.start) / HAND_SWEEP_SECONDS)
        eased = 1 - (1 - progress) ** 3
        return (segment.hour - 1 + eased, segment.hour)

    # ----- layout ------------------------------------------------------------------------------------------
    def _areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(clock, text panel, button bar)."""
        content = layout.content_rect(self.size)
        gap = layout.gap_px(self.size)
        bar_h = max(layout.min_touch_px(self.size), layout.button_height(self.size))
        if self._two_button_rows():
            bar_h = 2 * bar_h + gap
        bar = pygame.Rect(content.left, content.bottom - bar_h, content.width, bar_h)
        main = pygame.Rect(content.left, content.top, content.width, content.height - bar_h - gap)
        if layout.is_portrait(self.size):
            side = min(main.width, int(main.height * 0.42))
            clock = pygame.Rect(main.centerx - side // 2, main.top, side, side)
            panel = pygame.Rect(main.left, clock.bottom + gap, main.width, main.bottom - clock.bottom - gap)
        else:
            side = min(main.height, int(main.width * 0.42))
            clock = pygame.Rect(main.left, main.centery - side // 2, side, side)
            panel = pygame.Rect(clock.right + 2 * gap, main.top, main.right - clock.right - 2 * gap, main.height)
        return clock, panel, bar

    def build_ui(self, ui: pygame_gui.UIManager) -> None:
        self._shown_phase = self.phase()
        _clock, _panel, bar = self._areas()
        gap = layout.gap_px(self.size)
        apart = layout.targets_apart(gap // 2)  # at a touch table, targets 5 mm apart
        names = self._button_names()
        self.buttons = {}
        if self._two_button_rows():
            half = len(names) // 2  # the shorter row on top, where the widest label (vote now) sits
            rows = layout.stack_vertical(bar, 2, (bar.height - gap) // 2, gap)
            rects = (layout.stack_horizontal(rows[0], half, rows[0].width, apart)
                     + layout.stack_horizontal(rows[1], len(names) - half, rows[1].width, apart))
        else:
            # A fifth of a wide bar each at least (half a touch table is wide and short: room for long labels).
            width = min(bar.width, max(layout.scaled(300, self.size), bar.width // 5) * len(names))
            rects = layout.stack_horizontal(pygame.Rect(bar.centerx - width // 2, bar.top, width, bar.height),
                                            len(names), width, apart)
        for rect, name in zip(rects, names):
            key, class_id = self._button_text(name)
            self.buttons[name] = pygame_gui.elements.UIButton(
                rect, gui_key(key), ui, object_id=ObjectID(class_id=class_id, object_id=f"#{name}"))

    def _two_button_rows(self) -> bool:
        """Portrait screens put more than three buttons on two rows, so every label keeps its size."""
        return layout.is_portrait(self.size) and len(self._button_names()) > 3

    def _button_names(self) -> list[str]:
        if self.state == "ready":
            return ["back", "start"]
        if self.state == "result":
            sides = ["sleepyheads", "thief"] + (["fall_mouse"] if self.config.fall_mouse else [])
            return sides + ["skip"]
        if self.state == "scored":
            return ["setup", "again"]
        names = ["pause", "repeat", "restart", "leave"]
        if self.phase() == "discussion" and not self.runner.paused:
            names.insert(0, "vote_now")
        return names

    def _button_text(self, name: str) -> tuple[str, str]:
        if name == "pause":
            return ("narrator.resume", "@primary_button") if self.runner.paused else ("narrator.pause", "@primary_button")
        if name in ("sleepyheads", "thief", "fall_mouse", "skip"):
            return f"narrator.result.{name}", "@secondary_button" if name == "skip" else "@choice_button"
        primary = {"start", "again", "vote_now"}
        return f"narrator.{name}", "@primary_button" if name in primary else "@secondary_button"

    # ----- input -------------------------------------------------------------------------------------------
    def press(self, name: str) -> None:
        actions: dict[str, Callable[[], None]] = {
            "back": self.go_back, "start": self.start_night, "pause": self.toggle_pause, "repeat": self.repeat_line,
            "restart": self.restart_night, "leave": self.leave, "vote_now": self.vote_now,
            "again": self.restart_from_result, "setup": self.go_back,
            "sleepyheads": lambda: self.record_result("sleepyheads"), "thief": lambda: self.record_result("thief"),
            "fall_mouse": lambda: self.record_result("fall_mouse"), "skip": lambda: self.record_result(None),
        }
        actions[name]()
        self.app.request_redraw()

    def restart_from_result(self) -> None:
        self.runner = TimelineRunner(self.timeline, self.clock)
        self.start_night()

    def on_gui_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for name, button in self.buttons.items():
            if event.ui_element is button:
                self.press(name)
                return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_SPACE and self.state == "running":
            self.toggle_pause()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.state == "ready":
            self.start_night()
        elif event.key == pygame.K_r and self.state == "running":
            self.repeat_line()
        elif event.key == pygame.K_ESCAPE:
            self.leave()
        else:
            return False
        return True

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # The sky, the dial and the words change a few times a minute, the hand every frame: the still part
        # is painted once per change and copied, and only the hand is drawn over it.
        clock_rect, panel, _bar = self._areas()
        _hand, lit = self.hand_hour()
        key = (lit, self.phase_title(), self.big_number(), self._body_text(), tuple(clock_rect), tuple(panel))
        self._still.blit(surface, key, lambda layer: self._paint_still(layer, clock_rect, panel, lit))

    def forget_pictures(self) -> None:
        self._still.clear()

    def draw_foreground(self, surface: pygame.Surface) -> None:
        clock_rect, _panel, _bar = self._areas()
        hand, _lit = self.hand_hour()
        draw_clock_hand(surface, clock_rect, hand)

    def _paint_still(self, surface: pygame.Surface, clock_rect: pygame.Rect, panel: pygame.Rect, lit: int | None) -> None:
        super().draw_background(surface)
        draw_clock_face(surface, clock_rect, lit_hour=lit)
        gap = layout.gap_px(self.size)
        title = self.phase_title()
        title_px = fonts.fit_px(title, "heading", int(layout.body_text_px(self.size) * 2.2), panel.width)
        blocks: list[pygame.Surface] = [fonts.render(title, "heading", title_px, theme.colour("title_text"))]
        number = self.big_number()
        if number:
            # Room-sized digits: as tall as the panel allows, but never wider than it.
            number_px = fonts.fit_px(number, "number", int(min(panel.height * 0.42, panel.width * 0.5)), panel.width)
            blocks.append(fonts.render(number, "number", number_px, theme.colour("title_text")))
        lines = [fonts.render(line, "body", self._body_px(), theme.colour("subtitle_text"))
                 for line in self._body_lines(panel.width)]
        total = sum(b.get_height() for b in blocks) + gap * len(blocks) + sum(line.get_height() for line in lines)
        y = max(panel.top, panel.centery - total // 2)
        for image in blocks:
            y = self._blit_centred(surface, image, panel, y) + gap
        for image in lines:
            if y + image.get_height() > panel.bottom:
                break
            y = self._blit_centred(surface, image, panel, y)

    def _body_px(self) -> int:
        return int(layout.body_text_px(self.size) * 1.35)

    def _body_text(self) -> str:
        if self.state == "ready":
            text = t("narrator.summary", players=str(self.config.players), seconds=str(self.config.seconds_per_hour))
            return text + "\n" + t("narrator.ready_hint")
        if self.state in ("result", "scored"):
            wins = SESSION_SCORE.wins
            return t("narrator.score", sleepyheads=str(wins["sleepyheads"]), thief=str(wins["thief"]),
                     fall_mouse=str(wins["fall_mouse"]))
        cue = self.current_cue()
        return self.line_text(cue.key) if cue is not None else ""

    def _body_lines(self, width: int) -> list[str]:
        text = self._body_text()
        return fonts.wrap(text, "body", self._body_px(), width) if text else []

    @staticmethod
    def _blit_centred(surface: pygame.Surface, image: pygame.Surface, panel: pygame.Rect, top: int) -> int:
        rect = image.get_rect(midtop=(panel.centerx, top))
        surface.blit(image, rect)
        return rect.bottom


class FakeClock:
    """A clock that only moves when told: for the gallery and tests."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now
