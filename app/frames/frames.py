"""The frame machinery as one object: the App owns it (``app.frames``) and screens reach it through that attribute.

What it holds:

- ``warm_up``: work queued ahead of need, run in the spare time of loop steps (``app.frames.warm_up``).
- The widget managers: ``new_ui_manager`` / ``recycle_ui_manager`` (a pool of empty managers per window size and
  language), ``reserve_ui_manager`` / ``reserve_ui_manager_now`` (managers built in quiet moments for parts of the
  window a coming screen will ask for), ``keep_ui_managers``, ``rehearse_widgets`` / ``rehearse_scene_widgets``
  (a coming screen's widgets built once and thrown away, ``app.frames.rehearsal``) and ``hand_over_ui_managers``.
- The loop's side: ``step`` (the frame clock around one loop step), ``use_spare_time`` (when queued work runs),
  ``forget`` (the window size or the language changed).

A screen's own hooks into this machinery (``prepare_steps``, ``build_ui_parts``, ``draw_changes``,
``wants_frame``, ``forget_pictures`` ...) are in ``app.frames.scene_hooks``, which ``app.scene.Scene`` takes in.
"""
from __future__ import annotations

from contextlib import contextmanager
from functools import partial
from typing import Callable, Iterator

import i18n as _python_i18n
import pygame_gui

from app import theme
from program import i18n
from app.frames import frame_clock
from app.frames.memory import keep_big_blocks_separate, keep_start_up_objects_out_of_collections
from app.frames.rehearsal import Rehearsal
from app.frames.rehearsal_parties import RehearsedScreen
from app.frames.ui_manager import (SharingUIManager, begin_theme_ahead, forget_themes_parsed_ahead, parse_theme_ahead,
                                   theme_begun, theme_parsed)
from app.frames.warm_up import LIGHT_SPARE_S, WarmUp
from art.surfaces import make_spares

UI_POOL_SIZE = 2  # empty UIManagers kept for reuse
UI_RESERVED_MOST = 6  # sizes of UIManagers built ahead for parts of the window (``Frames.reserve_ui_manager``)
# A window this big (a 4K table's) makes its spare screen-sized pictures once its first frame is shown: the first
# change of screen took them one a step, 20 ms each, and never found a cheap frame before it to make them in.
SPARES_AHEAD_PIXELS = 3840 * 2160 // 2
HANDED_OVER_LIMIT = 16  # empty UIManagers an app that is done leaves for the next one (see hand_over_ui_managers)

_UIKey = tuple[tuple[int, int], str]
# Empty widget managers of apps that are done, for the next app made in the same process: the gallery's monkey
# and the tests make one app after another, and each new manager would parse the whole theme again.
_handed_over: list[tuple[_UIKey, pygame_gui.UIManager]] = []


class Frames:
    def __init__(self, window_size: Callable[[], tuple[int, int]]) -> None:
        """``window_size`` gives the window's size as it is now. Made before the window opens: big blocks of
        memory are kept apart from then on (``app.frames.memory``)."""
        keep_big_blocks_separate()
        self._window_size = window_size
        self.warm_up = WarmUp()  # work queued by screens for what comes next, done in frames' spare time
        self._ui_pool: list[tuple[_UIKey, pygame_gui.UIManager]] = []
        # Managers built ahead for a part of the window a coming screen will ask for (see ``reserve_ui_manager``).
        self._ui_reserved: dict[_UIKey, list[pygame_gui.UIManager]] = {}
        self._spares_asked = 0  # each request for a spare manager is a warm-up task of its own
        self._builds_put_off = 0  # so is each build put off to a later step
        self.ui_pool_size = UI_POOL_SIZE  # grows with ``keep_ui_managers``
        self._ui_keys: dict[int, _UIKey] = {}

    # ----- the loop's side ---------------------------------------------------------------------------------
    @contextmanager
    def step(self) -> Iterator[None]:
        """Around one loop step: the frame clock runs (work ahead of need stops in time), and the scratch surface
        warm-up tasks painted on goes among the spare ones at the end."""
        frame_clock.begin()
        try:
            yield
        finally:
            frame_clock.end()
            self.warm_up.let_go_of_scratch()

    def use_spare_time(self, started: float, drew: bool, animating: Callable[[], bool], fading: bool) -> None:
        """After a loop step that began at ``started``: run work queued ahead of need if the step leaves room
        (``animating`` is asked only when nothing was drawn)."""
        if not drew and not animating():
            # Nothing moves, so no frame is due: a task painted ahead now delays nothing a player can see.
            self.warm_up.run(started)
        elif drew and not fading:
            # A frame that redrew little (a wait bar, a tick of the clock) leaves room for one small sprite; never
            # during a change of screen, whose frames are the dearest.
            self.warm_up.run(started, LIGHT_SPARE_S, light_only=True)

    def first_frame_drawn(self) -> None:
        """What the start-up loaded lives as long as the program: full collections leave it out from now on."""
        keep_start_up_objects_out_of_collections()
        width, height = self._window_size()
        if width * height >= SPARES_AHEAD_PIXELS:
            make_spares((width, height))

    def forget(self) -> None:
        """The window size or the language changed: work queued for the old ones may not fit any more."""
        self.warm_up.forget()
        forget_themes_parsed_ahead()

    # ----- widget managers -----------------------------------------------------------------------------------
    def new_ui_manager(self, size: tuple[int, int] | None = None) -> pygame_gui.UIManager:
        """A UIManager with the theme scaled for ``size`` (default: the window) and the current language.
        An empty one given back with :meth:`recycle_ui_manager` for the same size and language is reused."""
        key = self._manager_key(size or self._window_size())
        for index, (pooled_key, pooled) in enumerate(self._ui_pool):
            if pooled_key == key:
                del self._ui_pool[index]
                self._ui_keys[id(pooled)] = key
                self._keep_a_spare(key)
                return pooled
        held = self._ui_reserved.get(key)
        if held:
            reserved = held.pop()
            if not held:
                del self._ui_reserved[key]
            self._ui_keys[id(reserved)] = key
            return reserved
        manager = _take_handed_over(key)
        if manager is None:
            manager = self._build_ui_manager(key)
        self._ui_keys[id(manager)] = key
        self._keep_a_spare(key)
        return manager

    def owns_ui_manager(self, manager: object) -> bool:
        """Whether ``manager`` was handed out by this app and not given back yet."""
        return id(manager) in self._ui_keys

    def _build_ui_manager(self, key: _UIKey) -> pygame_gui.UIManager:
        size, lang = key
        manager = SharingUIManager(
            size, theme_path=theme.scaled_theme(size, lang), enable_live_theme_updates=False, starting_language=lang
        )
        # pygame_gui adds its translation folder to python-i18n's search path for every manager; keep one copy.
        unique: list[str] = []
        for path in _python_i18n.load_path:
            if path not in unique:
                unique.append(path)
        _python_i18n.load_path[:] = unique
        return manager

    @staticmethod
    def _manager_key(size: tuple[int, int]) -> _UIKey:
        """What a pooled manager must match to be reused: the window size and the language."""
        return (int(size[0]), int(size[1])), i18n.current_language()

    def _keep_a_spare(self, key: _UIKey) -> None:
        """With no empty manager left for ``key``, build one in a quiet moment: a new manager parses the whole
        theme (about 20 ms), and the next screen asks for one in the frame of the tap that opens it, while
        the old screen still holds its own until the fade ends."""
        if any(pooled_key == key for pooled_key, _ in self._ui_pool):
            return
        self._spares_asked += 1
        self.warm_up.add(("spare-ui-manager", self._spares_asked), lambda: self._build_spare(key))
        self._parse_theme_first(key)

    def _build_spare(self, key: _UIKey) -> None:
        if key != self._manager_key(self._window_size()) or any(pooled_key == key for pooled_key, _ in self._ui_pool):
            return  # the window or the language changed meanwhile, or a manager came back
        if not any(handed_key == key for handed_key, _ in _handed_over) \
                and self._parsed_its_theme_instead(key, lambda: self._build_spare(key)):
            return
        spare = _take_handed_over(key)
        self._ui_pool.append((key, spare if spare is not None else self._build_ui_manager(key)))
        self._trim_ui_pool()

    def keep_ui_managers(self, count: int) -> None:
        """Keep at least ``count`` empty managers for reuse (a table keeps one per seat's panel)."""
        self.ui_pool_size = max(self.ui_pool_size, count)

    def reserve_ui_manager(self, size: tuple[int, int], count: int = 1) -> None:
        """Build, in quiet moments, ``count`` managers for parts of the window of ``size`` that coming screens will
        ask for (a table's middle, its panels of one size): they then start without building one in the frame of
        the tap, or of the fade that makes eight seats' turns."""
        key = self._manager_key(size)
        for wanted in range(count, 0, -1):  # each goes first: the first wanted ends up at the front
            self.warm_up.add(("reserved-ui-manager", key, wanted), partial(self._reserve_ahead, key, wanted), first=True)
        self._parse_theme_first(key)

    def _parse_theme_first(self, key: _UIKey) -> None:
        """Queue the parsing of ``key``'s theme before every task waiting, in two halves: parsing it (about 10 ms)
        and building the manager then fall in three steps instead of one. Each half ends its step, so no step holds
        one theme's second half and the next theme's first (the seats' panels queue several sizes at once)."""
        size, lang = key
        if not theme_parsed(size, lang):
            self.warm_up.add(("ui-theme", min(size), lang),
                             lambda: parse_theme_ahead(size, lang, theme.scaled_theme(size, lang)), first=True,
                             ends_step=True)
            self.warm_up.add(("ui-theme-begun", min(size), lang), lambda: begin_theme_ahead(size, lang), first=True,
                             ends_step=True)

    def _parsed_its_theme_instead(self, key: _UIKey, build: Callable[[], None]) -> bool:
        """A warm-up task about to build a manager of ``key`` whose theme is not parsed (its parsing, queued first,
        was overtaken by tasks queued first after it, or the theme went with the last manager using it): parse it
        now instead, half of it a step, and queue ``build`` first for the step after, instead of all in one step
        (20-30 ms in Chinese)."""
        if theme_parsed(*key):
            return False
        size, lang = key
        if theme_begun(size, lang):
            parse_theme_ahead(size, lang, theme.scaled_theme(size, lang))
        else:
            begin_theme_ahead(size, lang)
        self._put_off(build)  # which comes back here until the theme is parsed
        self.warm_up.end_this_step()  # ...in a later step: here it would parse the rest at once
        return True

    def _put_off(self, build: Callable[[], None]) -> None:
        self._builds_put_off += 1
        self.warm_up.add(("ui-manager-put-off", self._builds_put_off), build, first=True)

    def _reserve_ahead(self, key: _UIKey, wanted: int) -> None:
        """One manager more for ``key`` while fewer than ``wanted`` wait, a step each: a request for more of a size
        (another player sat down) goes first, before the requests for fewer, which then find enough waiting."""
        again = partial(self._reserve_ahead, key, wanted)
        if key[1] != i18n.current_language() or self._parsed_its_theme_instead(key, again):
            return
        self._reserve(key, wanted)
        if len(self._ui_reserved.get(key, ())) < wanted:
            self._put_off(again)

    def reserve_ui_manager_now(self, size: tuple[int, int]) -> None:
        """``reserve_ui_manager`` at once, for a screen's preparation steps (a fade runs them within its budget)."""
        self._reserve(self._manager_key(size))

    def _reserve(self, key: _UIKey, wanted: int = 1) -> None:
        if key[1] != i18n.current_language() or len(self._ui_reserved.get(key, ())) >= wanted:
            return  # the language changed meanwhile, or enough are waiting already
        self._keep_reserved(key, self._build_ui_manager(key))

    def _keep_reserved(self, key: _UIKey, manager: pygame_gui.UIManager) -> None:
        """Keep ``manager`` for the screen that will ask for ``key``: the latest wishes of the language; the
        others are let go."""
        held = self._ui_reserved.pop(key, [])
        kept = [(other, others) for other, others in self._ui_reserved.items() if other[1] == key[1]]
        self._ui_reserved = dict(kept[-(UI_RESERVED_MOST - 1):])
        self._ui_reserved[key] = held + [manager]

    def let_go_of_other_languages(self) -> None:
        """Drop the empty managers kept for a language other than the current one: each holds its language's
        theme, fonts and a 4 MB cache of widget shapes, which a kiosk kept all day for every language a group
        once chose."""
        language = i18n.current_language()
        self._ui_pool = [(key, manager) for key, manager in self._ui_pool if key[1] == language]
        self._ui_reserved = {key: managers for key, managers in self._ui_reserved.items() if key[1] == language}
        _handed_over[:] = [(key, manager) for key, manager in _handed_over if key[1] == language]
        forget_themes_parsed_ahead(keep_language=language)

    def hand_over_ui_managers(self) -> None:
        """This app is done (its screens cleared): its empty widget managers go to the next app made in this
        process. Only for a program that makes one app after another; using this app afterwards builds anew."""
        _handed_over.extend(self._ui_pool)
        self._ui_pool = []
        del _handed_over[:-HANDED_OVER_LIMIT]

    def rehearse_widgets(self, build: Callable[[pygame_gui.UIManager], None]) -> None:
        """Run a screen's ``build_ui`` on a pooled manager and give it back at once: the widgets' pictures are
        painted into the shared caches, so building them for real later costs a fraction."""
        manager = self.new_ui_manager(self._window_size())
        try:
            build(manager)
        finally:
            self.recycle_ui_manager(manager)

    def rehearse_scene_widgets(self, scene: RehearsedScreen) -> None:
        """``rehearse_widgets`` for a screen shown at another size than the window's (inside a table's host): on a
        manager of the screen's own theme size, with its touch and text floors (see ``app.frames.rehearsal``)."""
        Rehearsal(self, lambda: scene).run_all()

    def recycle_ui_manager(self, manager: pygame_gui.UIManager, for_its_screen: bool = False) -> None:
        """Take back a scene's UIManager: its widgets are removed and it waits to be reused (``for_its_screen``:
        reserved for the next screen of its size, unless one already is). Building a UIManager loads a dozen
        fonts and its native memory is not all returned when it is dropped, so a game that made a new one for
        every page and screen grew by hundreds of megabytes."""
        key = self._ui_keys.pop(id(manager), None)
        manager.clear_and_reset()
        manager.set_focus_set(None)
        if key is None:
            return
        if for_its_screen and key not in self._ui_reserved:
            self._keep_reserved(key, manager)
            return
        self._ui_pool.append((key, manager))
        self._trim_ui_pool()

    def _trim_ui_pool(self) -> None:
        """Keep at most ``ui_pool_size`` empty managers. The first to go are the oldest of a size kept more than
        once: eight seats' panels giving theirs back at the end of the turns no longer push out the one built
        for the table's middle, which the next screen asks for in that very frame (8 ms to build again). Managers
        of a language no longer shown go first of all (see ``let_go_of_other_languages``)."""
        language = i18n.current_language()
        self._ui_pool = [(key, manager) for key, manager in self._ui_pool if key[1] == language]
        forget_themes_parsed_ahead(keep_language=language)
        while len(self._ui_pool) > self.ui_pool_size:
            keys = [key for key, _ in self._ui_pool]
            del self._ui_pool[next((index for index, key in enumerate(keys) if keys.count(key) > 1), 0)]


def _take_handed_over(key: _UIKey) -> pygame_gui.UIManager | None:
    for index, (handed_key, manager) in enumerate(_handed_over):
        if handed_key == key:
            del _handed_over[index]
            return manager
    return None
