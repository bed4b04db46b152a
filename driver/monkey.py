"""A monkey: seeded random input thrown at the real screens, to prove that no input can crash the program.

Taps, drags, several fingers at once, key presses (Escape, Enter, Space, F11, Tab, letters, Backspace), typed
text, wheel turns, window resizes and focus loss arrive in random order, with random amounts of (simulated)
time between them. The monkey never sends QUIT; when a screen closes the program anyway (Escape on the title)
it opens the title again and carries on. Every exception is caught with the seed and the event that caused
it, so a failure can be replayed exactly.
"""
from __future__ import annotations

import random
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from driver.attract_player import hand_the_attract_loop_its_player
from gallery import pictures as gallery
from driver.demo import DemoDriver, begin, start_app
from app.gestures import DemoWish
from scenes.home.title import TitleScene

SIZES: tuple[tuple[int, int], ...] = ((1280, 800), (1024, 600), (800, 1280), (1920, 1080), (480, 480), (2560, 1600))
KEYS: tuple[tuple[int, str], ...] = (
    (pygame.K_ESCAPE, ""), (pygame.K_RETURN, "\r"), (pygame.K_KP_ENTER, "\r"), (pygame.K_SPACE, " "),
    (pygame.K_F11, ""), (pygame.K_TAB, "\t"), (pygame.K_BACKSPACE, "\b"), (pygame.K_a, "a"), (pygame.K_z, "z"),
    (pygame.K_q, "q"), (pygame.K_1, "1"), (pygame.K_LEFT, ""), (pygame.K_RIGHT, ""), (pygame.K_UP, ""),
    (pygame.K_DOWN, ""), (pygame.K_DELETE, ""), (pygame.K_HOME, ""), (pygame.K_END, ""),
)
TEXTS = ("a", "Zoë", "奶酪", "ß", "  ", "x" * 40, "é", "😀")
# Relative weight of each kind of input.
WEIGHTS: dict[str, int] = {
    "tap": 30, "drag": 8, "hold": 6, "fingers": 8, "key": 18, "text": 4, "wheel": 3, "resize": 2, "focus": 3, "wait": 8,
}


@dataclass
class MonkeyFailure:
    where: str
    seed: int
    index: int
    action: str
    error: str

    def __str__(self) -> str:
        return f"{self.where} seed {self.seed} input #{self.index} ({self.action}):\n{self.error}"


@dataclass
class MonkeyReport:
    inputs: int = 0
    events: int = 0
    restarts: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    failures: list[MonkeyFailure] = field(default_factory=list)


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def _finger(kind: int, finger: int, x: float, y: float) -> pygame.event.Event:
    return pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger, touch_id=1, pressure=1.0)


def _key(key: int, char: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=key, unicode=char, mod=0, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, unicode="", mod=0, scancode=0)]


class Monkey:
    """Throws seeded random input at ``app``; ``restart(app)`` puts a screen back when the program closed."""

    def __init__(self, app: Any, seed: int, restart: Callable[[Any], None], where: str = "") -> None:
        self.app = app
        self.seed = seed
        self.rng = random.Random(f"monkey:{seed}:{where}")
        self.restart = restart
        self.where = where
        self.report = MonkeyReport()

    # ----- one input ------------------------------------------------------------------------------------
    def _pos(self) -> tuple[int, int]:
        width, height = self.app.size
        # Mostly anywhere; sometimes right on a pressable thing, so buttons really get pressed.
        top = self.app.scenes.top()
        targets = top.touch_targets() if top is not None and self.rng.random() < 0.6 else []
        if targets:
            _name, rect = self.rng.choice(targets)
            return (self.rng.randint(rect.left, max(rect.left, rect.right - 1)),
                    self.rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
        return self.rng.randrange(-5, width + 5), self.rng.randrange(-5, height + 5)

    def _press(self, pos: tuple[int, int], seconds: float, moves: int = 0) -> list[tuple[float, pygame.event.Event]]:
        """(delay before, event) pairs of one press: by mouse or by the first finger."""
        width, height = self.app.size
        by_finger = self.rng.random() < 0.5
        points = [pos] + [(pos[0] + self.rng.randint(-200, 200), pos[1] + self.rng.randint(-200, 200)) for _ in range(moves)]
        if by_finger:
            down = [(0.0, _finger(pygame.FINGERDOWN, 0, pos[0] / width, pos[1] / height))]
            motion = [(seconds / (moves + 1), _finger(pygame.FINGERMOTION, 0, p[0] / width, p[1] / height)) for p in points[1:]]
            up = [(seconds / (moves + 1), _finger(pygame.FINGERUP, 0, points[-1][0] / width, points[-1][1] / height))]
        else:
            down = [(0.0, _mouse(pygame.MOUSEMOTION, pos)), (0.0, _mouse(pygame.MOUSEBUTTONDOWN, pos))]
            motion = [(seconds / (moves + 1), _mouse(pygame.MOUSEMOTION, p)) for p in points[1:]]
            up = [(seconds / (moves + 1), _mouse(pygame.MOUSEBUTTONUP, points[-1]))]
        return down + motion + up

    def _fingers(self) -> list[tuple[float, pygame.event.Event]]:
        """Two to four fingers down at once, moving, lifted in a random order."""
        count = self.rng.randint(2, 4)
        spots = {finger: (self.rng.random(), self.rng.random()) for finger in range(count)}
        timed = [(0.02, _finger(pygame.FINGERDOWN, finger, x, y)) for finger, (x, y) in spots.items()]
        for _ in range(self.rng.randint(0, 4)):
            finger = self.rng.randrange(count)
            timed.append((0.02, _finger(pygame.FINGERMOTION, finger, self.rng.random(), self.rng.random())))
        order = list(spots)
        self.rng.shuffle(order)
        timed += [(0.03, _finger(pygame.FINGERUP, finger, *spots[finger])) for finger in order]
        return timed

    def next_input(self) -> tuple[str, list[tuple[float, pygame.event.Event]], tuple[int, int] | None]:
        """(kind, timed events, new window size or None)."""
        kind = self.rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
        if kind == "tap":
            return kind, self._press(self._pos(), 0.06), None
        if kind == "hold":
            return kind, self._press(self._pos(), self.rng.uniform(0.3, 1.2)), None
        if kind == "drag":
            return kind, self._press(self._pos(), self.rng.uniform(0.1, 0.6), moves=self.rng.randint(1, 6)), None
        if kind == "fingers":
            return kind, self._fingers(), None
        if kind == "key":
            key, char = self.rng.choice(KEYS)
            return kind, [(0.0, event) for event in _key(key, char)], None
        if kind == "text":
            return kind, [(0.0, pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXTS)))], None
        if kind == "wheel":
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False,
                                       precise_x=0.0, precise_y=1.0, touch=False)
            return kind, [(0.0, event)], None
        if kind == "resize":
            size = self.rng.choice(SIZES)
            if self.rng.random() < 0.5:
                return kind, [(0.0, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))], None
            return kind, [], size
        if kind == "focus":
            events = [pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None),
                      pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=2)]
            back = [pygame.event.Event(pygame.WINDOWFOCUSGAINED, window=None),
                    pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=2)]
            return kind, [(0.0, events[0]), (0.0, events[1]), (self.rng.uniform(0.0, 2.0), back[0]), (0.0, back[1])], None
        return "wait", [(self.rng.uniform(0.1, 3.0), pygame.event.Event(pygame.NOEVENT))], None

    # ----- running --------------------------------------------------------------------------------------
    def _step(self, dt: float, events: list[pygame.event.Event]) -> None:
        self.app.step(dt, [event for event in events if event.type != pygame.NOEVENT])
        if not self.app.running or not self.app.scenes.stack:
            self.report.restarts += 1
            self.app.running = True
            self.restart(self.app)

    def run(self, inputs: int, frame: float = 1.0 / 60.0) -> MonkeyReport:
        for index in range(inputs):
            kind, timed, new_size = self.next_input()
            self.report.inputs += 1
            self.report.kinds[kind] = self.report.kinds.get(kind, 0) + 1
            try:
                if new_size is not None:
                    self.app.resize(new_size)
                for delay, event in timed:
                    # Time passes in whole frames, as in the real loop.
                    while delay > frame:
                        self._step(frame, [])
                        delay -= frame
                    self._step(max(0.0, delay), [event])
                    self.report.events += 1
                self._step(frame, [])
            except Exception:  # the point of the monkey: record the crash with what caused it
                self.report.failures.append(MonkeyFailure(self.where, self.seed, index, kind, traceback.format_exc()))
                try:
                    self.app.scenes.clear()
                    self.app.running = True
                    self.restart(self.app)
                except Exception:
                    break
        return self.report


def open_title(app: Any) -> None:
    app.scenes.clear()
    app.scenes.push(TitleScene(app), transition=False)


def monkey_gallery(seed: int, inputs_per_screen: int, size: tuple[int, int] = (1280, 800),
                   names: list[str] | None = None) -> MonkeyReport:
    """Start from every gallery screen (or those in ``names``) and throw ``inputs_per_screen`` inputs at it."""
    total = MonkeyReport()
    hand_the_attract_loop_its_player()  # as the gallery's command does: its attract pictures play a demonstration
    for screen in gallery.screens():
        if names and screen.name not in names:
            continue
        app = gallery.make_app(size, "en")
        try:
            gallery.show(screen, app)
            report = Monkey(app, seed, open_title, where=f"gallery:{screen.name}").run(inputs_per_screen)
        except Exception:
            report = MonkeyReport(failures=[MonkeyFailure(f"gallery:{screen.name}", seed, -1, "open", traceback.format_exc())])
        finally:
            app.scenes.clear()
            app.frames.hand_over_ui_managers()
        _merge(total, report)
    return total


def monkey_game(seed: int, inputs: int, players: int = 5, size: tuple[int, int] = (1280, 800)) -> tuple[MonkeyReport, bool]:
    """Play a demo game to a seeded random step, throw ``inputs`` inputs at it, then let the demo driver
    finish the game (resuming the autosave if the monkey left it). Returns (report, finished)."""
    rng = random.Random(f"monkey-game:{seed}")
    wish = DemoWish(players=players, seed=seed, vote_mode=rng.choice(("point", "secret")),
                    fall_mouse=players >= 6 and rng.random() < 0.5)
    app = start_app(size, "en", True)
    begin(app, False, True, seed)
    # The demo's parts step from one gesture to the next (paced): they only bring the game to the monkey's moment
    # and finish it after; the monkey's own inputs keep their timing.
    driver = DemoDriver(app, wish, paced=True)
    stop_at = rng.uniform(1.0, 120.0)
    while driver.now < stop_at and not driver.finished():
        driver.step()

    def reopen(target: Any) -> None:
        open_title(target)
        begin(target, True, True, seed)

    report = Monkey(app, seed, reopen, where=f"game:{players}p at {stop_at:.0f}s").run(inputs)
    if driver.flow() is None:
        reopen(app)
    app.resize(size)
    result = DemoDriver(app, wish, paced=True).run(max_seconds=1800.0)
    app.scenes.clear()
    return report, result.record is not None


def _merge(total: MonkeyReport, part: MonkeyReport) -> None:
    total.inputs += part.inputs
    total.events += part.events
    total.restarts += part.restarts
    for kind, count in part.kinds.items():
        total.kinds[kind] = total.kinds.get(kind, 0) + count
    total.failures += part.failures
