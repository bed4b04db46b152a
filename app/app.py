"""The application: window, settings, languages, scene stack and the main loop with its frame policy.

Frame policy: while the top scene or a fade is animating the loop runs at 60 frames per second; otherwise it
blocks in ``pygame.event.wait`` (waking at least every ``IDLE_WAIT_MS`` so timers still tick) and only redraws
when something happened: an event arrived, a scene asked with :meth:`App.request_redraw`, or a notice
appeared or expired. While animating, a frame that would look exactly like the last one is not drawn again
(``Scene.wants_frame``): a private night page is still for most of each hour. :meth:`App.step` runs one
iteration on given events and a given ``dt``, so tests and demo drivers can run the app on simulated time.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

import pygame

from app import fonts, kiosk_lock, layout, shutdown, theme
from program import i18n
from app.frames.frames import Frames
from app.input import PointerTranslator
from app.observers import DrawObserver, StepObserver
from app.scene_manager import SceneManager
from app.settings import Settings, load_settings, save_settings
from app.window_state import SHOWING_EVENT_TYPES, WINDOW_EVENT_TYPES, WindowState
from art.cache import SPRITES, budget_for_window
from art.surfaces import forget_spares
from audio.mixer import follow_device_event, prefer_clip_format
from audio.sfx import SoundPlayer
from kiosk.health import default_log
from storage import health as storage_health
from storage.health import health, notice_key

DEFAULT_SIZE: tuple[int, int] = (1280, 800)
MIN_WINDOW: tuple[int, int] = (480, 480)
ACTIVE_FPS = 60
IDLE_WAIT_MS = 400
NOTICE_SECONDS = 8.0
CAPTION_KEY = "app.window_title"
# Set to 1 to quit right after the first drawn frame, printing its perf_counter time (tools/bench.py).
EXIT_AFTER_FIRST_FRAME_ENV = "CHEESE_THIEF_EXIT_AFTER_FIRST_FRAME"
HEADLESS_VIDEO_DRIVERS = ("dummy", "offscreen")
POLLING_WAIT_SECONDS = 0.05
COMEBACK_EVERY_S = 0.5  # a locked window that is hidden asks to be shown again this often
REGRAB_EVERY_S = 1.0  # a locked window that is shown takes the keyboard again this often
REGRAB_SOON_S, REGRAB_SOON_TIMES = 0.1, 10  # and more often in the second after it was shown again


@dataclass
class Notice:
    text: str
    remaining: float


class App:
    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        fullscreen: bool | None = None,
        lang: str | None = None,
        persist_settings: bool = True,
        settings: Settings | None = None,
        locked: bool = False,
        table: bool = False,
        table_diagonal: float | None = None,
    ) -> None:
        # Budgets, work ahead of need, rehearsals and the widget managers (app.frames); screens reach them here.
        self.frames = Frames(lambda: self.size)
        self._locked = bool(locked)
        if self._locked:
            kiosk_lock.apply_display_hints()  # read by SDL as the display starts
        prefer_clip_format()
        pygame.init()
        self.persist_settings = persist_settings
        self.notices: list[Notice] = []
        # One calm notice per storage fault episode; this window replaces an earlier one's listener.
        health().listen("window", self._storage_fault_notice)
        storage_health.report_to(default_log)  # and one line in the health log for the staff
        # Who ends a game its players leave (``PlayFlow.leave``): the café kiosk sets it; None keeps it saved.
        self.on_leave_game: Callable[[Any], None] | None = None
        # Off in the café kiosk: games are written to disk with seat labels instead of names (play.seat_labels).
        self.names_on_disk = True
        # Table mode for this run (``main.py --table [--diagonal INCHES]``), whatever the settings say.
        self.table_flag = table
        self.table_diagonal_flag = table_diagonal
        self.loop_seconds = 0.0  # the real loop's last wait, uncapped (``run``); 0 when driven step by step
        # Who watches the loop from outside (app.observers): the kiosk, the debug channel, audits and timers.
        self.step_observers: list[StepObserver] = []
        self.draw_observers: list[DrawObserver] = []
        self.time_scale = 1.0  # a real-window check may run the clock faster (tools/real_window.py)
        if settings is not None:
            self.settings = settings
        elif persist_settings:
            self.settings, notice = load_settings()
            if notice:
                self.notices.append(Notice(i18n.t("app.settings_reset_notice"), NOTICE_SECONDS))
        else:
            self.settings = Settings()
        i18n.set_language(lang or self.settings.language or i18n.language_from_locale())
        if self.notices:  # the notice was made before the language was known; make it again
            self.notices = [Notice(i18n.t("app.settings_reset_notice"), NOTICE_SECONDS)]
        self.windowed_size = (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))
        self.fullscreen = self.settings.fullscreen if fullscreen is None else bool(fullscreen)
        self.window = WindowState()
        self.surface = self._open_window()
        self._laid_out_size = self.size
        self._comeback_wait = 0.0
        self._regrab_wait = REGRAB_EVERY_S
        self._regrab_soon = 0  # quick grabs still to make after the window was shown again
        if self._locked:
            kiosk_lock.keep_screen_awake()
            self._keep_window_up()
        pygame.display.set_caption(i18n.t(CAPTION_KEY))
        self._fit_sprite_cache()
        self.clock = pygame.time.Clock()
        self.pointer = PointerTranslator()
        self.scenes = SceneManager(
            neutral_colour=theme.colour("fade"), reduced_motion=lambda: self.settings.reduced_motion
        )
        self.running = True
        self.frames_drawn = 0
        self._redraw_requested = True
        self.settings_listeners: list[Callable[[Settings], None]] = []
        self._sounds: SoundPlayer | None = None

    # ----- the customer lock (café kiosk) ----------------------------------------------------------------------
    @property
    def locked(self) -> bool:
        """While locked, nothing a customer presses leaves, minimises or un-fullscreens the program
        (app.kiosk_lock); screens then offer no Quit. Staff leave through ``quit``."""
        return self._locked

    @locked.setter
    def locked(self, on: bool) -> None:
        self._locked = bool(on)
        if self._locked:
            kiosk_lock.apply_display_hints()
            kiosk_lock.keep_screen_awake()
            self._keep_window_up()
        for scene in self.scenes.stack:  # shown screens build their widgets again, with or without Quit
            if scene.uses_gui and not scene.covered:
                scene.rebuild_ui()
        self.request_redraw()

    # ----- window ----------------------------------------------------------------------------------------
    def _keep_window_up(self) -> None:
        """A locked fullscreen window stays above, on every desktop, with the keyboard (app.kiosk_lock); a
        windowed try-out of the kiosk leaves the desktop its keys."""
        if self.fullscreen:
            kiosk_lock.keep_window_up()

    _surface: pygame.Surface
    _on_display: bool = False  # whether ``_surface`` is (was, when set) the display's own

    @property
    def surface(self) -> pygame.Surface:
        """Where frames are drawn: the display surface as it is now. SDL makes a new one when the window is
        hidden and shown again (minimise, show-desktop, a desktop switch) and frees the old one's pixels, so the
        display's is fetched again each time and never kept (drawing into the old one crashed the program)."""
        if self._on_display:
            current = pygame.display.get_surface()
            if current is not None:
                self._surface = current
        return self._surface

    @surface.setter
    def surface(self, surface: pygame.Surface) -> None:
        self._surface = surface
        self._on_display = surface is pygame.display.get_surface()

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _fit_sprite_cache(self) -> None:
        SPRITES.max_bytes = budget_for_window(self.size)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen or (self.locked and not on):
            return
        if not self.fullscreen:
            self.windowed_size = self.size
        self.fullscreen = on
        self.surface = self._open_window()
        self._resized()
        self.settings.fullscreen = on
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize (also used by tests to simulate one)."""
        size = (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))
        if not self.fullscreen:
            self.windowed_size = size
        if size != self.size and not self.fullscreen:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    def _resized(self) -> None:
        self._laid_out_size = self.size
        forget_spares()  # layers kept for the old size would never fit again
        self._fit_sprite_cache()
        self.frames.forget()
        self.scenes.on_resize(self.size)
        self.request_redraw()

    # ----- language, settings, sound -------------------------------------------------------------------------
    def sounds(self) -> SoundPlayer:
        """The app's one sound player, made on first use, following the volume setting."""
        if self._sounds is None:
            self._sounds = SoundPlayer(volume=self.settings.sound_volume)
            self.settings_listeners.append(self._sounds.apply_settings)
        return self._sounds

    def set_language(self, lang: str, remember: bool = True) -> None:
        """Switch language at once: every scene rebuilds its widgets and text; no restart. ``remember`` off (a café
        kiosk's customer choosing): the settings keep the language they had."""
        lang = i18n.set_language(lang)
        self.frames.forget()
        pygame.display.set_caption(i18n.t(CAPTION_KEY))
        self.scenes.on_language_changed()
        if remember:
            self.settings.language = lang
            self.save_settings()
        self.request_redraw()

    def save_settings(self) -> None:
        cleaned = self.settings.cleaned()
        for name in vars(cleaned):  # in place: other modules may hold this Settings object
            setattr(self.settings, name, getattr(cleaned, name))
        if self.persist_settings:
            try:
                save_settings(self.settings)
            except OSError:
                self.show_notice(i18n.t("app.settings_not_saved_notice"))
        for listener in list(self.settings_listeners):
            listener(self.settings)

    def _storage_fault_notice(self, reason: str | None) -> None:
        if reason:  # None: the storage recovered, which needs no notice
            self.show_notice(i18n.t(notice_key(reason)))

    def show_notice(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        self.notices.append(Notice(text, seconds))
        self.request_redraw()

    def request_redraw(self) -> None:
        self._redraw_requested = True

    def quit(self) -> None:
        self.running = False

    # ----- loop ------------------------------------------------------------------------------------------
    def is_animating(self) -> bool:
        return self.scenes.is_animating()

    def step(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> bool:
        """One loop iteration on simulated time: handle ``events`` (then whatever they posted, such as
        pygame_gui button presses), update by ``dt`` seconds, draw if anything changed. Returns True when
        it drew."""
        started = time.perf_counter()
        dt *= self.time_scale
        events = list(events)
        for observer in tuple(self.step_observers):
            observer.before_step(dt, events)
        with self.frames.step():
            drew = self._step(started, dt, events)
        for observer in reversed(self.step_observers):  # nested: the first to see a step is the last to hear of it
            observer.after_step(dt, events, drew)
        return drew

    def _step(self, started: float, dt: float, events: Iterable[pygame.event.Event]) -> bool:
        changed = False
        pending = list(events)
        for _round in range(8):
            if not pending:
                break
            for raw in pending:
                for event in self._translated(raw):
                    self._dispatch(event)
                    changed = True
            pending = self._queued_events()
        self._update_notices(dt)
        self._keep_up_with_window(dt)
        fading = self.scenes.fade is not None
        self.scenes.update(dt)
        if fading and self.scenes.fade is None:
            self.request_redraw()  # the fade's end: draw the new screen once without any veil left on it
        if not self.scenes.stack and self.scenes.fade is None:
            self.running = False
        # Nothing is drawn into a hidden window (its surface may be gone); it is drawn whole when it comes back.
        drew = self.window.visible and (changed or self._redraw_requested or self.scenes.wants_frame())
        if drew:
            # Time alone moved the picture (or input, on a screen that follows what input changes): a scene may
            # draw only what changed over its last frame.
            top = self.scenes.top()
            follows_input = top is not None and top.draws_changes_after_input
            self.draw(changes_only=(not changed or follows_input) and not self._redraw_requested)
        self.frames.use_spare_time(started, drew, self.is_animating, self.scenes.fade is not None)
        return drew

    def _translated(self, raw: pygame.event.Event) -> list[pygame.event.Event]:
        """A table-mode screen follows every finger itself; every other screen sees touches as one pointer."""
        top = self.scenes.top()
        if top is not None and top.wants_raw_fingers:
            return [raw]
        return self.pointer.translate(raw, self.size)

    def _queued_events(self) -> list[pygame.event.Event]:
        """What handling the last events posted (pygame_gui's button presses) and any input that came meanwhile."""
        return pygame.event.get()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type in WINDOW_EVENT_TYPES:
            self._follow_window(event)
            if event.type == pygame.VIDEORESIZE:
                return
        if event.type in (pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED):
            follow_device_event(event)
        if self.locked and kiosk_lock.blocks(event):
            return
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.notices:
                self.notices.clear()  # read and acknowledged: the toast must not hide controls any longer
                self.request_redraw()
            self.scenes.handle_event(event)

    def _follow_window(self, event: pygame.event.Event) -> None:
        """A window event: note whether the window can be seen, and draw the whole screen again when it may
        have a new surface (a locked window that was hidden asks to come back at once)."""
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
        if self.window.follow(event):
            self.request_redraw()
        if event.type in SHOWING_EVENT_TYPES and self.locked and self.fullscreen:
            # Shown again: the grab X dropped while it was hidden is taken back at once, and again soon after in
            # case the window manager had not mapped it yet.
            kiosk_lock.take_keyboard_again()
            self._regrab_soon = REGRAB_SOON_TIMES
            self._regrab_wait = REGRAB_SOON_S
        if not self.window.visible and self.locked and self._comeback_wait <= 0.0:
            self._comeback_wait = COMEBACK_EVERY_S
            kiosk_lock.bring_back()

    def _keep_up_with_window(self, dt: float) -> None:
        """Once a frame: lay the screens out again when the display's size changed (a fullscreen window on
        another display, a display whose mode changed); a locked window that stays hidden keeps asking back."""
        if self._on_display and self.size != self._laid_out_size:
            self._resized()
        if self.window.visible:
            self._keep_keyboard(dt)
            return
        self.window.hidden_seconds += dt
        self._comeback_wait -= dt
        if self.locked and self._comeback_wait <= 0.0:
            self._comeback_wait = COMEBACK_EVERY_S
            kiosk_lock.bring_back()

    def _keep_keyboard(self, dt: float) -> None:
        """A locked fullscreen window that is shown takes the keyboard again now and then (``kiosk_lock.
        take_keyboard_again``): one X request a second, against a desktop key getting through for the rest of the
        day after the window was hidden once."""
        if not (self.locked and self.fullscreen):
            return
        self._regrab_wait -= dt
        if self._regrab_wait <= 0.0:
            self._regrab_soon = max(0, self._regrab_soon - 1)
            self._regrab_wait = REGRAB_SOON_S if self._regrab_soon else REGRAB_EVERY_S
            kiosk_lock.take_keyboard_again()

    def _update_notices(self, dt: float) -> None:
        before = len(self.notices)
        for notice in self.notices:
            notice.remaining -= dt
        self.notices = [notice for notice in self.notices if notice.remaining > 0]
        if len(self.notices) != before:
            self.request_redraw()

    def draw(self, changes_only: bool = False) -> None:
        for observer in tuple(self.draw_observers):
            observer.before_draw(changes_only)
        self.scenes.draw(self.surface, changes_only=changes_only and not self.notices)
        if self.notices:
            self._draw_notice(self.surface, self.notices[-1].text)
            self.scenes.forget_whole_frame()
        self._redraw_requested = False
        self.frames_drawn += 1
        if pygame.display.get_surface() is self.surface:
            pygame.display.flip()
        for observer in reversed(self.draw_observers):
            observer.after_draw(changes_only)
        if self.frames_drawn == 1:
            self.frames.first_frame_drawn()
        if self.frames_drawn == 1 and os.environ.get(EXIT_AFTER_FIRST_FRAME_ENV):
            # Start-up benchmark: report when the first frame is on screen, then stop.
            print(f"first-frame {time.perf_counter():.6f}", flush=True)
            self.quit()

    def _draw_notice(self, surface: pygame.Surface, text: str) -> None:
        size = surface.get_size()
        px = layout.body_text_px(size)
        margin = layout.margin_px(size)
        max_width = size[0] - 4 * margin
        px = fonts.fit_px(text, "body", px, max_width, min_px=layout.body_text_px(size))
        label = fonts.render(text, "body", px, theme.colour("notice_text"))
        box = label.get_rect()
        box.inflate_ip(2 * margin, margin)
        box.midbottom = (size[0] // 2, size[1] - margin)
        pygame.draw.rect(surface, theme.colour("notice_bg"), box, border_radius=layout.scaled(16, size))
        surface.blit(label, label.get_rect(center=box.center))

    def _wait_for_events(self, timeout_ms: int) -> list[pygame.event.Event]:
        """Wait until input arrives or ``timeout_ms`` passes. pygame-ce's ``event.wait`` polls SDL every
        millisecond (about 2-3% of a core doing nothing, measured on x11 and dummy), so the idle loop looks
        for events once a frame instead (every 50 ms without a display: tests, benchmarks, headless runs)."""
        step = POLLING_WAIT_SECONDS if pygame.display.get_driver() in HEADLESS_VIDEO_DRIVERS else 1.0 / ACTIVE_FPS
        deadline = time.perf_counter() + timeout_ms / 1000.0
        while True:
            events = pygame.event.get()
            left = deadline - time.perf_counter()
            if events or left <= 0:
                return events
            time.sleep(min(left, step))

    def run(self) -> int:
        """The real main loop (60 fps while animating, otherwise wait for input)."""
        self.clock.tick()
        while self.running and not shutdown.requested():
            if self.is_animating():
                dt = self.clock.tick(ACTIVE_FPS) / 1000.0
                events = pygame.event.get()
            else:
                # Work queued ahead of need is done one task per quiet frame; then the loop only waits for input.
                events = self._wait_for_events(1000 // ACTIVE_FPS if self.frames.warm_up.pending() else IDLE_WAIT_MS)
                dt = self.clock.tick() / 1000.0
            # Animations never jump more than a quarter second; timers that count wall time (the kiosk's idle
            # watch) read the whole wait.
            self.loop_seconds = dt
            self.step(min(dt, 0.25), events)
        pygame.quit()
        return 0

