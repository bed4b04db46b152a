"""The attract loop's demonstration: a real game played by the demo driver at real speed, public screens only.

How it stays public: the demo game runs in an app of its own that draws into an off-screen surface
(:class:`OffscreenApp`), never into the window, and that app paints no frame at all while a private screen is among
its visible layers or in a fade, so the surface only ever holds public pictures. The driver plays the game through
the very screens players use, one step for each frame of the kiosk, with the kiosk's time. What plays it (a
:class:`DemoPlayer`) is handed in by whoever starts the kiosk (:func:`play_demonstrations_with`), since the player
and its plans sit above the screens; until then the loop skips its demonstration.
The attract screen copies the surface only while :meth:`AttractDemo.shows_picture` holds (nothing private on the
demo's stack now, and the surface was last painted in that state); otherwise it shows a public stand-in ("a player
is taking a secret turn"), and the demo hurries through the private turns (up to ``PRIVATE_SPEED`` steps a frame,
while the frame has room), so the loop shows mostly the table, the discussion, the vote and the reveal.

Pace: the picture is a small part of the screen, so the game moves at ``DEMO_FPS`` frames a second, half the loop's
pace (half the processor time of a kiosk left on all day). A demonstration starts over several frames
(:meth:`AttractDemo.begin`): the setup's widgets a part a frame, its still layer a piece a frame, then the player,
never one long frame.

Memory: one off-screen app is kept for the whole program (for one size; its widget managers are pooled), and
each demo begins a fresh game on it after clearing the last one's screens, so a loop that runs for weeks holds
one game at a time. The demo game is never saved: no history, no autosave, no remembered names.
"""
from __future__ import annotations

import random
import time
from collections import deque
from functools import partial
from typing import Callable, Protocol

import pygame

from program import i18n
from app import layout
from app.app import App, MIN_WINDOW
from app.frames import frame_clock
from app.frames.warm_up import SPARE_S, WarmUp
from app.gestures import DemoWish
from app.settings import Settings
from kiosk.attract_plan import DEMO_END_SECONDS
from scenes.cheese_thief.setup import SetupScene
from scenes.cheese_thief.warm_ups import card_faces

PRIVATE_SPEED = 8  # at most this many demo steps per kiosk frame while a private turn is on: never shown anyway
PRIVATE_ROOM_S = 0.0025  # ... and more than one only while the kiosk's frame has taken less than this
# The game's work ahead of need (its fade's preparation, its queued tasks) starts only this soon in the kiosk's
# frame, in the frames between the game's own steps: the kiosk then does nothing else.
WORK_AHEAD_ROOM_S = 0.002
# A game step whose update took the kiosk's frame this far leaves its drawing to the next kiosk frame (the vote's
# entry page, a screen built by a tap: 6-9 ms of widgets, then 4-6 ms of drawing).
DRAW_ROOM_S = 0.004
DEMO_FPS = 30
PLAYER_COUNTS: tuple[int, ...] = (4, 5, 6, 7, 8)
VOTE_MODES: tuple[str, ...] = ("point", "secret")
DEMO_SMALLEST_SIDE = 600  # the shorter side of the smallest window the game's screens are checked at (1024x600)


class HeldWarmUp(WarmUp):
    """The demonstration's work ahead of need, run only where the kiosk lets it (:meth:`opened`): run by the
    game's own steps, after they drew, a task fell in the kiosk frame that had stepped the game too (a card's part
    or a sleeping mouse, 7-12 ms, on top of the game's 2-4 ms)."""

    def __init__(self) -> None:
        super().__init__()
        self._open = False
        self.held = True  # off: run wherever the app runs it (the gallery's steps outside any frame)

    def run(self, frame_started: float, spare_s: float = SPARE_S, light_only: bool = False) -> int:
        return super().run(frame_started, spare_s, light_only) if self._open or not self.held else 0

    def run_opened(self, frame_started: float, spare_s: float) -> int:
        """Queued tasks while less than ``spare_s`` has passed since ``frame_started``, light or not."""
        self._open = True
        try:
            return self.run(frame_started, spare_s)
        finally:
            self._open = False

    def finish(self) -> None:
        self.run_opened(time.perf_counter(), float("inf"))


class OffscreenApp(App):
    """An app whose screens draw into a surface of their own instead of the window."""

    def __init__(self, size: tuple[int, int], settings: Settings) -> None:
        super().__init__(size=size, fullscreen=False, lang=i18n.current_language(), persist_settings=False,
                         settings=settings)
        self.frames.warm_up = HeldWarmUp()
        self.draw_owed = False  # a frame the game's step left to the next kiosk frame (``draw_room_s``)
        self.draw_room_s: float | None = None  # None: every frame is drawn in its own step (the gallery, tests)

    def _open_window(self) -> pygame.Surface:
        # In the window's pixel format: the picture is copied into the window every frame the demo draws.
        window = pygame.display.get_surface()
        return pygame.Surface(self.windowed_size, 0, window) if window is not None else pygame.Surface(self.windowed_size)

    def _fit_sprite_cache(self) -> None:
        """The window's app sets the shared sprite budget; a picture inside it must not shrink it."""

    def _queued_events(self) -> list[pygame.event.Event]:
        # The queue is the window's: keep only what this app's own widgets posted, and give everything else (a
        # customer's touch arriving meanwhile) back for the kiosk to handle.
        mine: list[pygame.event.Event] = []
        for event in pygame.event.get():
            if self._owns(event):
                mine.append(event)
            else:
                pygame.event.post(event)
        return mine

    def shows_private(self) -> bool:
        """Whether a private screen is among what would be drawn now: on the stack's visible layers or in a fade."""
        layers = self.scenes.visible_layers()
        fading = self.scenes.fade.before if self.scenes.fade is not None else []
        return not layers or any(scene.is_private for scene in [*layers, *fading])

    def draw(self, changes_only: bool = False) -> None:
        if self.shows_private():
            # A private screen is never painted here at all: its picture could only be hidden, never shown. The
            # surface keeps the last public picture, and the next one is painted whole.
            self.scenes.forget_whole_frame()
            self._redraw_requested = False
            self.draw_owed = False
            return
        if self.draw_room_s is not None and not self.draw_owed and not frame_clock.has_room(self.draw_room_s):
            # The step's update took the kiosk's frame this far: this picture is drawn, whole, in the next kiosk
            # frame (``draw_what_is_owed``) or by the game's next step, whichever comes first (never put off
            # twice running). Nothing moved meanwhile, so it is the same picture, a frame later.
            self.draw_owed = True
            self._redraw_requested = True
            return
        self.draw_owed = False
        super().draw(changes_only)

    def draw_what_is_owed(self) -> bool:
        """Draw the frame a step left undrawn, if any; whether it drew."""
        if not self.draw_owed:
            return False
        self.draw_owed = False
        self.draw()
        return True

    def _owns(self, event: pygame.event.Event) -> bool:
        manager = getattr(getattr(event, "ui_element", None), "ui_manager", None)
        return manager is not None and self.frames.owns_ui_manager(manager)


class DemoPlayer(Protocol):
    """What plays a demonstration game through the screens of its app, a step at a time."""

    def step(self, simulated_dt: float = ...) -> None: ...

    def finished(self) -> bool: ...


# The player for the demonstration game on an app, from the setup on (it knows the plans of the game's screens).
DemoPlayerFactory = Callable[[App, DemoWish], DemoPlayer]

_player_factory: DemoPlayerFactory | None = None


def play_demonstrations_with(factory: DemoPlayerFactory) -> None:
    """Hand the attract loop what plays its demonstration (the kiosk's command, the gallery, the tools and tests)."""
    global _player_factory
    _player_factory = factory


def can_play_demonstrations() -> bool:
    return _player_factory is not None


def demo_wish(rng: random.Random) -> DemoWish:
    """A game for the next demonstration, different each time."""
    players = rng.choice(PLAYER_COUNTS)
    return DemoWish(players=players, seed=rng.randrange(1 << 30), vote_mode=rng.choice(VOTE_MODES),
                    fall_mouse=players >= 6 and rng.random() < 0.4)


class AttractDemo:
    def __init__(self, size: tuple[int, int]) -> None:
        settings = Settings(sound_volume=0.0, ambience_volume=0.0)  # a demonstration plays silently in a café
        self.app = OffscreenApp(size, settings)
        self.app.draw_room_s = DRAW_ROOM_S
        self.driver: DemoPlayer | None = None
        self.picture_public = False
        self.finished_seconds = 0.0
        self._starting: deque[Callable[[], None]] = deque()  # what is left of a start spread over frames
        self._due_s = 0.0  # kiosk time not yet given to the game (it moves at DEMO_FPS)
        self._scaled: pygame.Surface | None = None  # the last picture at the size the screen shows it
        self._scaled_frame = -1  # which of the game's frames ``_scaled`` holds (its ``frames_drawn``)
        # The game's frames drawn before this kiosk step's, and whether the kiosk holds its last picture this step.
        self._frames_before = 0
        self._holding = False
        self._ready = False
        self._worked_last = False  # whether the game's work ahead had a kiosk frame since its last step
        self._pictured = False  # whether this game's first picture was shown (from the frame after it was drawn)

    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    @property
    def frames_apart(self) -> bool:
        """Whether the game, the scaling of its picture and its work ahead take kiosk frames apart (see
        :meth:`_advance`). Off for the gallery, which steps the game by a quarter of a second outside any frame:
        the game then steps at every call and runs its work ahead in its own steps, as its pictures were taken."""
        warm_up = self.app.frames.warm_up
        return not isinstance(warm_up, HeldWarmUp) or warm_up.held

    @frames_apart.setter
    def frames_apart(self, on: bool) -> None:
        warm_up = self.app.frames.warm_up
        if isinstance(warm_up, HeldWarmUp):
            warm_up.held = on

    def get_ready(self) -> None:
        """Once: the widget manager a demonstration's first screen takes (its theme at the demo's size), that
        screen's widgets built and thrown away, so each is painted at this size (a part built cold took 25 ms), and
        the card faces at this size."""
        if not self._ready:
            self._ready = True
            self.app.frames.rehearse_scene_widgets(SetupScene(self.app, remember=False))
            self.app.frames.reserve_ui_manager_now(self.size)
            # The card faces every game's first turns show (the first game painted them ahead a part a frame, a
            # card's frame cold taking 10-15 ms); later games find them in the cards' cache.
            for _key, task in card_faces(self.app, ("card",)):
                task()

    def start(self, wish: DemoWish, reduced_motion: bool) -> None:
        """Forget the last game and set up a fresh one for ``wish``, at once (the gallery, tests)."""
        self.begin(wish, reduced_motion)
        while self._starting:
            self._starting.popleft()()

    def begin(self, wish: DemoWish, reduced_motion: bool) -> None:
        """Forget the last game and set up a fresh one for ``wish`` over the next calls of :meth:`advance`, a part a
        frame: the setup's widgets built whole took one frame of 15-25 ms (70 ms the first time)."""
        self.stop()
        if _player_factory is None:
            return
        self.app.settings.reduced_motion = reduced_motion
        setup = SetupScene(self.app, remember=False)
        setup.seed = wish.seed
        self._starting.append(partial(self._give_widgets_manager, setup))
        # The parts are asked for only once the manager is there: they are made on it.
        self._starting.append(partial(self._queue_widget_parts, setup))
        self._starting.append(partial(self._queue_still_layer, setup))
        self._starting.append(partial(self.app.scenes.push, setup, transition=False))
        self._starting.append(partial(self._take_player, wish))

    def _give_widgets_manager(self, setup: SetupScene) -> None:
        setup.ui = self.app.frames.new_ui_manager(setup.manager_size())

    def _queue_widget_parts(self, setup: SetupScene) -> None:
        """Each part of the setup's widgets a frame of its own, the first one now (``on_enter`` then finds them
        built and builds nothing)."""
        assert setup.ui is not None
        parts = [partial(self._build_part, setup, part) for part in setup.build_ui_parts(setup.ui)]
        self._starting.extendleft(reversed(parts[1:]))
        if parts:
            parts[0]()

    def _queue_still_layer(self, setup: SetupScene) -> None:
        """The setup's still layer (its sky, words and mice) painted a piece a frame, the first one now, as a fade
        would prepare it: pushed without one, the setup painted it whole in its first frame (19-20 ms)."""
        steps = [partial(self._prepare_part, step) for step in setup.prepare_steps()]
        self._starting.extendleft(reversed(steps[1:]))
        if steps:
            steps[0]()

    def _prepare_part(self, step: Callable[[], object]) -> None:
        step()
        self.app.frames.warm_up.let_go_of_scratch()  # the demo's app takes no step of its own meanwhile

    @staticmethod
    def _build_part(setup: SetupScene, part: Callable[[], object]) -> None:
        with layout.touch_floor(setup.touch_floor_px, setup.text_floor_px):
            part()

    def _take_player(self, wish: DemoWish) -> None:
        if _player_factory is None:
            return
        self.driver = _player_factory(self.app, wish)
        self.picture_public = False
        self.finished_seconds = 0.0
        self._due_s = 1.0 / DEMO_FPS  # the game's first step comes at once, after the start's own frames
        self._worked_last = True
        self._pictured = False

    def starting(self) -> bool:
        """Whether a demonstration is still being set up, a part a frame."""
        return bool(self._starting)

    def stop(self) -> None:
        """Clear the game's screens, so nothing of it stays in memory."""
        self._starting.clear()
        self.app.scenes.clear()
        # Pictures queued ahead for the game's next screens hold those screens, and through them the whole game.
        self.app.frames.warm_up.forget()
        self.driver = None
        self.picture_public = False
        self._scaled = None
        self._scaled_frame = -1

    def advance(self, dt: float) -> None:
        drew_last_step = self.app.frames_drawn != self._frames_before
        self._frames_before = self.app.frames_drawn
        if drew_last_step and not self._pictured and self.driver is not None:
            self._pictured = True
            self.picture_public = self.public_now()  # a game's first picture, scaled in this frame
        self._advance(dt, scaling=drew_last_step)
        # A step whose game drew a frame shows the picture before it; the next step scales the new one. Scaling the
        # game's frame in the step that drew it added 2-4 ms to the game's busiest steps (the vote's entry page, the
        # setup's Start). The step after a drawn frame steps nothing of the game, so the picture is a step late and
        # no frame is lost.
        drew = self.app.frames_drawn != self._frames_before
        self._holding = drew and not drew_last_step and self._scaled_frame == self._frames_before

    def shown_frame(self) -> int:
        """Which of the game's frames :meth:`draw_picture` shows now (``frames_drawn`` counts them)."""
        return self._scaled_frame if self._holding else self.app.frames_drawn

    def _advance(self, dt: float, scaling: bool) -> None:
        """One kiosk frame of the demonstration. Shown, the game takes a frame at most every other kiosk frame
        (``DEMO_FPS``); the frame after one it drew is the kiosk's, to scale that picture; while the game has work
        queued ahead (a frame its step left undrawn, its fade's preparation, its tasks), a frame of its own comes
        before the game's next step. So the game's step, the scaling and the work ahead never share a frame."""
        if self._starting:
            self._starting.popleft()()
            return
        driver = self.driver
        if driver is None:
            return
        if driver.finished():
            self.finished_seconds += dt
        if self.public_now():
            self._due_s += dt
            if scaling and self.frames_apart:
                return
            due = self._due_s >= 1.0 / DEMO_FPS - 1e-6
            if not self.frames_apart and not due:
                return
            if not due or (not self._worked_last and self._has_work_ahead() and self.frames_apart):
                self._work_ahead()
                self._worked_last = True
                return
            self._step(driver, self._due_s)
            self._due_s = 0.0
            self._worked_last = False
            return
        # A private turn is never shown: it hurries on while the kiosk's frame has room. Hurried, the turns fade
        # in and out without a kiosk frame between the game's steps, so every other frame, while the game has work
        # queued ahead, does that work instead (the discussion's widgets were built cold in the last turn's tap).
        if not self._worked_last and self._has_work_ahead() and self.frames_apart:
            self._work_ahead()
            self._worked_last = True
            return
        self._worked_last = False
        for step in range(PRIVATE_SPEED):
            if step and not frame_clock.has_room(PRIVATE_ROOM_S):
                break
            self._step(driver, dt)
        if not self.frames_apart and frame_clock.has_room(WORK_AHEAD_ROOM_S):
            self.app.frames.warm_up.run(time.perf_counter() - frame_clock.elapsed(), PRIVATE_ROOM_S)

    def _has_work_ahead(self) -> bool:
        fade = self.app.scenes.fade
        return self.app.draw_owed or self.app.frames.warm_up.pending() > 0 or (
            fade is not None and bool(fade.preparing) and fade.frames_seen > 0)

    def _work_ahead(self) -> None:
        """In a kiosk frame that does not step the game: the frame its last step left undrawn, else its fade's
        preparation, else its queued tasks, each begun only while the frame has room."""
        if self.app.draw_what_is_owed():
            if self.app.frames_drawn != self._frames_before:
                self.picture_public = self.public_now() and self._pictured
            return
        if not frame_clock.has_room(WORK_AHEAD_ROOM_S):
            return
        fade = self.app.scenes.fade
        if fade is not None and fade.preparing and fade.frames_seen:
            # Not in the frame of the tap that began it, as the game's own frames do (``SceneManager.update``).
            fade.prepare(WORK_AHEAD_ROOM_S)
        warm_up = self.app.frames.warm_up
        if isinstance(warm_up, HeldWarmUp):
            warm_up.run_opened(time.perf_counter() - frame_clock.elapsed(), WORK_AHEAD_ROOM_S)
        self.app.frames.warm_up.let_go_of_scratch()  # the demo's app takes no step of its own meanwhile

    def _step(self, driver: DemoPlayer, dt: float) -> None:
        drawn = self.app.frames_drawn
        driver.step(dt)
        if self.app.frames_drawn != drawn:
            # A game's first picture is shown from the next frame, scaled there like every later one: shown at
            # once, it was scaled in the frame of the game's step.
            self.picture_public = self.public_now() and self._pictured

    def public_now(self) -> bool:
        """Whether every picture the demo's screens would draw now is public."""
        return not self.app.shows_private()

    def shows_picture(self) -> bool:
        return self.driver is not None and self.picture_public and self.public_now()

    def over(self) -> bool:
        """The game has ended and its last screen was shown long enough (at once when nothing plays it)."""
        if self._starting:
            return False
        return self.driver is None or (self.driver.finished() and self.finished_seconds >= DEMO_END_SECONDS)

    def top_is_private(self) -> bool:
        top = self.app.scenes.top()
        return top is not None and top.is_private

    def on_language_changed(self) -> None:
        self.app.scenes.on_language_changed()
        self.app.request_redraw()

    def draw_picture(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Copy the demo's last picture into ``area`` (only call while :meth:`shows_picture` holds)."""
        picture = self.app.surface
        if picture.get_size() != area.size:
            # Into one surface kept for it, in the picture's format (the window's): a new one each frame cost a
            # good part of the scaling.
            if self._scaled is None or self._scaled.get_size() != area.size:
                self._scaled, self._scaled_frame = pygame.Surface(area.size, 0, picture), -1
            if self._scaled_frame != self.shown_frame():
                picture = pygame.transform.smoothscale(picture, area.size, self._scaled)
                self._scaled_frame = self.app.frames_drawn
            picture = self._scaled
        surface.blit(picture, area.topleft)


_kept: AttractDemo | None = None


def demo_for(size: tuple[int, int]) -> AttractDemo:
    """The program's one demonstration app, made again only when the size it must fill changes."""
    global _kept
    size = (max(1, int(size[0])), max(1, int(size[1])))
    if _kept is None or _kept.size != _demo_size(size):
        if _kept is not None:
            _kept.stop()
        _kept = AttractDemo(_demo_size(size))
    return _kept


def _demo_size(area: tuple[int, int]) -> tuple[int, int]:
    """The size the game's screens are drawn at for ``area``: its shape, but never under the smallest window they are
    laid out for (a smaller area shows them scaled down, as they would look on that window)."""
    grow = max(1.0, DEMO_SMALLEST_SIDE / max(1, min(area)))
    return max(MIN_WINDOW[0], round(area[0] * grow)), max(MIN_WINDOW[1], round(area[1] * grow))
