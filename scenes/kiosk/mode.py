"""The café kiosk, wired together: what ``python3 main.py kiosk`` runs.

One object watches every loop step of the app (``KioskMode.step`` wraps ``App.step``) and decides what the
screen shows between groups:

- the first start runs the staff wizard; afterwards the program starts on the attract loop, or on a curtain of
  the game that was running when the process was killed or the power went; a configuration that existed but
  cannot be read (nor its last good copy) shows "Out of order", never the wizard;
- "Tap to play" opens the setup screen with the café's defaults (names are never remembered), "Learn to play"
  the tutorial, each in the language chosen on the attract loop;
- the idle watch (``kiosk.idle``) sends an idle screen back to the attract loop, asks "Still playing?" in a
  quiet game and ends it as abandoned when nobody answers;
- a press held three seconds in the bottom-left corner (``kiosk.staff_gesture``) opens the PIN pad, and only
  the right PIN opens the staff menu; three wrong PINs lock the pad, for longer after each further run, whichever
  screen it opens on and across restarts (``kiosk.pin_lock``);
- the status file for ``main.py kiosk --status`` follows the screen (``kiosk.status``).

The customer lock (``App.locked``) is on all the while: no key, window button or quit event leaves.
"""
from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Callable

import pygame

from program import i18n
from program.i18n import t
from app.frames import memory
from app.input import finger_to_pixels
from app.run_guard import screen_of
from kiosk.config import ConfigState, KioskConfig, load_kiosk_config
from kiosk.health import default_log
from kiosk.idle import IdleAction, IdleContext, IdleWatch
from kiosk.pin import PinGuard
from kiosk.pin_lock import PinLockFile
from kiosk.staff_gesture import StaffCornerHold
from kiosk.status import StatusWriter
from scenes.kiosk.still_playing import StillPlayingScene
from scenes.kiosk.game import idle_context
from scenes.kiosk.out_of_order import KioskOutOfOrderScene
from scenes.kiosk.wizard import KioskWizardScene
from scenes.kiosk.attract import KioskAttractScene
from storage import autosave
from storage.game_log import ABANDONED, LoggedGame, WALK_UP
from storage.history import History
from scenes.cheese_thief import play_step_scenes
from scenes.cheese_thief.play_flow import PlayFlow
from play.session import PlaySession
from scenes.kiosk.abandon import abandon_game
from kiosk.stats import prune, today_numbers
from play.setup import VoteMode
from scenes.cheese_thief.setup import SetupScene
from scenes.cheese_thief.setup_draft import SetupDraft
from scenes.tutorial.flow import first_scene
from tutorial.table import Table
from scenes.kiosk.pin import KioskPinScene
from scenes.kiosk.staff import KioskStaffScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene
    from kiosk.today import TodayNumbers

# "Exit to the desktop" ends the process with this status, which the systemd unit and the autostart loop
# in deploy/ take as "stay stopped" (every other end of the process is restarted within seconds).
KIOSK_EXIT_STATUS = 75
PRUNE_EVERY_SECONDS = 24 * 3600.0
# The first pruning waits a minute: at start it would hold up the attract loop's first frames (and a restart
# after a crash must be back on screen within seconds).
FIRST_PRUNE_AFTER_SECONDS = 60.0
# Freed memory goes back to the system (app.frames.memory) half a minute after a group leaves, once the attract
# loop has settled (the attract loop itself does so after each of its demonstrations); never while a group plays.
GIVE_BACK_AFTER_GROUP_SECONDS = 30.0
INPUT_EVENTS = frozenset({
    pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
    pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION, pygame.KEYDOWN, pygame.TEXTINPUT,
})


class KioskMode:
    def __init__(self, app: "App", config: KioskConfig | None = None, rng: random.Random | None = None,
                 clock: Callable[[], float] = time.time, status: StatusWriter | None = None,
                 default_language: str | None = None) -> None:
        self.app = app
        self.asked_language = default_language  # ``main.py kiosk --lang``; else the café's first language
        self.rng = rng or random.Random()
        self.clock = clock  # wall-clock time for the game log (start and end of a game)
        self.config_state = ConfigState.CONFIGURED
        if config is None:
            config, self.config_state = load_kiosk_config()
            if self.config_state is ConfigState.RESTORED:
                default_log().record("config_restored")  # for staff; customers see nothing of it
            elif self.config_state is ConfigState.OUT_OF_ORDER:
                default_log().record("config_unreadable")
        self.config = config
        # Seconds of loop time since the kiosk started, a monotonic clock: the PIN lock counts on it, and the
        # lock file carries what is left of a lock across a restart.
        self.now = 0.0
        self.watch = self._watch_for(config)
        self.corner = StaffCornerHold(app.size)
        self.pin_guard = self._new_pin_guard()
        self.status = status or StatusWriter()
        self.exit_status = 0
        self._next_prune = FIRST_PRUNE_AFTER_SECONDS
        self._next_give_back: float | None = None
        memory.choose_separate_block_bytes(memory.LONG_RUN_SEPARATE_BLOCK_BYTES)  # weeks on: no fragmented heap
        app.locked = True
        app.names_on_disk = False  # a group's names live in memory only (play.seat_labels)
        app.on_leave_game = self._game_left
        app.step_observers.append(self)  # the kiosk watches every loop step: idle timers, staff corner, PIN clock

    @staticmethod
    def _watch_for(config: KioskConfig) -> IdleWatch:
        return IdleWatch(config.menu_idle_seconds, config.game_idle_seconds, config.still_playing_seconds)

    # ----- the loop ----------------------------------------------------------------------------------------
    def before_step(self, dt: float, events: list[pygame.event.Event]) -> None:
        self._observe(events)

    def after_step(self, dt: float, events: list[pygame.event.Event], drew: bool) -> None:
        # The real loop gives the app at most a quarter second per step; the idle timers need the whole wait.
        dt = max(dt, self.app.loop_seconds)
        self.app.loop_seconds = 0.0
        self.now += max(0.0, dt)
        if self.corner.size != self.app.size:
            self.corner.resize(self.app.size)
        if self.corner.update(dt):
            self.open_pin_pad()
        self._follow_idle_watch(dt)
        self.pin_guard.locked_for()  # keeps the remaining lock written down, whether the pad is open or not
        self.status.update(screen_of(self.app), self.now)
        if self.now >= self._next_prune:
            self.prune_history()
        if self._next_give_back is not None and self.now >= self._next_give_back and self._attract_on_top():
            self._next_give_back = None
            memory.give_back_free_memory_in_background()

    def _new_pin_guard(self) -> PinGuard:
        return PinGuard(lambda: self.now, store=PinLockFile())

    def _observe(self, events: list[pygame.event.Event]) -> None:
        for event in events:
            if event.type not in INPUT_EVENTS:
                continue
            self.watch.touch()
            if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
                self.corner.down("mouse", event.pos)
            elif event.type == pygame.MOUSEMOTION and getattr(event, "buttons", (0,))[0]:
                self.corner.move("mouse", event.pos)
            elif event.type == pygame.MOUSEBUTTONUP:
                self.corner.up("mouse")
            elif event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
                finger = ("finger", getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
                pos = finger_to_pixels(event, self.app.size)
                if event.type == pygame.FINGERDOWN:
                    self.corner.down(finger, pos)
                elif event.type == pygame.FINGERMOTION:
                    self.corner.move(finger, pos)
                else:
                    self.corner.up(finger)

    def _follow_idle_watch(self, dt: float) -> None:
        self.watch.set_context(self._context())
        action = self.watch.advance(dt)
        if action is IdleAction.ATTRACT:
            if not self._attract_on_top():
                self.show_attract()
        elif action is IdleAction.ASK:
            self.app.scenes.push(StillPlayingScene(self.app, lambda: self.watch.countdown_left, self.watch.touch),
                                 transition=False)
        elif action is IdleAction.ABANDON:
            self.show_attract()

    def _context(self) -> IdleContext:
        top = self.app.scenes.top()
        if isinstance(top, (KioskWizardScene, KioskOutOfOrderScene)) and not self.config.configured:
            return IdleContext.HELD  # the first start's wizard, or out of order: there is no attract loop yet
        return idle_context(self.app)

    def _attract_on_top(self) -> bool:
        return isinstance(self.app.scenes.top(), KioskAttractScene)

    # ----- screens -----------------------------------------------------------------------------------------
    def start(self) -> None:
        """The first screen: the wizard on a first start, "Out of order" when the set-up cannot be read, the
        interrupted game on a curtain, else the attract loop."""
        if self.config_state is ConfigState.OUT_OF_ORDER:
            self.app.scenes.push(KioskOutOfOrderScene(self.app), transition=False)
            return
        if not self.config.configured:
            self.run_wizard()
            return
        if self._resume_interrupted_game():
            return
        self.show_attract()

    def _resume_interrupted_game(self) -> bool:
        offer = autosave.load()
        if offer.notice is not None:
            self.app.show_notice(t("resume.damaged"))  # calm words: the file's name and error are for staff
        if not isinstance(offer.session, PlaySession) or offer.session.game_over:
            return False  # none, over, or a Double Kill game saved outside the kiosk, which offers Cheese Thief only
        self.app.scenes.clear_and_forget()
        self.app.scenes.push(self._attract_scene(), transition=False)  # what leaving the game comes back to
        play_step_scenes.register_all()
        PlayFlow(self.app, offer.session).show_current(replace=False)  # on a curtain, never a private screen
        return True

    @property
    def default_language(self) -> str:
        """The café's language, which every return to the attract loop comes back to."""
        languages = self.config.languages
        if self.asked_language in languages or not languages:
            return self.asked_language or i18n.current_language()
        return languages[0]

    def _attract_scene(self) -> "Scene":
        if i18n.current_language() != self.default_language:  # the screens are all gone: nothing to rebuild
            self.app.set_language(self.default_language, remember=False)
        return KioskAttractScene(self.app, self.config.venue_name, self.config.languages, self._today_numbers,
                                 self.play, self.learn, random.Random(self.rng.random()))

    def show_attract(self) -> None:
        """Everything of the last group off the screen, out of memory and off the disk (a game still running
        is ended as abandoned, a finished one's autosave is dropped), then the attract loop."""
        abandon_game(self.app, lambda app: self._attract_scene(), self._record_abandoned, self.clock)
        self._next_give_back = self.now + GIVE_BACK_AFTER_GROUP_SECONDS

    def _today_numbers(self) -> "TodayNumbers":
        history = History()
        try:
            return today_numbers(history, self.clock())
        finally:
            history.close()

    def _set_language(self, lang: str) -> None:
        if lang in self.config.languages and lang != i18n.current_language():
            self.app.set_language(lang, remember=False)  # this group's choice; never kept in the settings

    def play(self, lang: str) -> None:
        """"Tap to play": the setup screen with the café's defaults and no names from earlier groups."""
        self.watch.touch()  # a group's choice: the idle timers count from here, however it was made
        self._set_language(lang)
        config = self.config
        draft = SetupDraft(vote_mode=VoteMode(config.vote_mode), discussion_seconds=config.discussion_seconds,
                           tie_protects_thief=config.tie_protects_thief)
        draft.set_count(config.default_players)
        draft.fall_mouse = config.fall_mouse_offered
        self.app.scenes.push(SetupScene(self.app, draft=draft, remember_names=False), transition=True)

    def learn(self, lang: str) -> None:
        """"Learn to play": the tutorial for the café's usual table, from its beginning."""
        self.watch.touch()
        self._set_language(lang)
        table = Table(self.config.default_players, self.config.fall_mouse_offered, self.config.tie_protects_thief)
        self.app.scenes.push(first_scene(self.app, table, offer_resume=False), transition=True)

    # ----- staff -------------------------------------------------------------------------------------------
    def open_pin_pad(self) -> None:
        top = self.app.scenes.top()
        if self.config.pin is None or isinstance(top, (KioskPinScene, KioskStaffScene)):
            return
        self.app.scenes.push(KioskPinScene(self.app, self.config.pin, self.open_staff_menu, self._close_top,
                                           guard=self.pin_guard), transition=False)

    def _close_top(self) -> None:
        self.app.scenes.pop(transition=False)

    def open_staff_menu(self) -> None:
        self.app.scenes.replace(KioskStaffScene(self.app, on_back=self._close_top, on_run_wizard=self.run_wizard,
                                                on_reset=self._after_factory_reset,
                                                on_exit_to_desktop=self.exit_to_desktop), transition=False)

    def run_wizard(self) -> None:
        current = self.config if self.config.configured else None
        on_cancel = self._close_top if current is not None else None
        self.app.scenes.push(KioskWizardScene(self.app, self.apply_config, current=current, on_cancel=on_cancel),
                             transition=True)

    def apply_config(self, config: KioskConfig) -> None:
        """The wizard saved ``config``: it applies from now on, starting with a fresh attract loop."""
        self.config = config
        self.watch = self._watch_for(config)
        self.show_attract()  # in the café's language

    def _after_factory_reset(self) -> None:
        """The staff menu erased everything: the kiosk starts again as on its first day."""
        self.config = KioskConfig()
        self.watch = self._watch_for(self.config)
        self.pin_guard = self._new_pin_guard()
        self.app.scenes.clear_and_forget()
        self.run_wizard()

    def exit_to_desktop(self) -> None:
        self.exit_status = KIOSK_EXIT_STATUS
        self.app.quit()

    def _game_left(self, flow: object) -> None:
        """A group left its game from the Leave button: finished or not, it ends, and the attract loop is back."""
        self.show_attract()

    # ----- the game log -----------------------------------------------------------------------------------
    def _record_abandoned(self, summary: dict) -> None:
        """An abandoned game (or a walk-up) in the game log: the table, the language and the times, nothing of
        the group."""
        game = LoggedGame(started=summary.get("started"), ended=float(summary["ended"]), players=summary["players"],
                          fall_mouse=summary["fall_mouse"], vote_mode=summary["vote_mode"],
                          language=summary["language"], outcome=WALK_UP if summary.get("outcome") == WALK_UP else ABANDONED,
                          winner=None, thief_caught=None)
        history = History()
        try:
            history.log_game(game)
        finally:
            history.close()

    def prune_history(self) -> None:
        """Keep months of use small (``kiosk.stats.prune``): a minute after start, then once a day of running."""
        self._next_prune = self.now + PRUNE_EVERY_SECONDS
        history = History()
        try:
            prune(history, self.clock())
        finally:
            history.close()
