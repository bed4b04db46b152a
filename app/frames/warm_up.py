"""Work done ahead of need, in the spare time of frames.

The first time a screen appears it paints its pictures (a seated table, cards, mice), and the first curtain of a
game imports the game's screens: tens of milliseconds in one frame, a visible hitch in the middle of a fade. A
screen that knows what comes next queues that work here, one small task at a time (paint one sprite into the
shared caches, import one module). The app runs a task in a loop step where nothing moves and nothing is drawn
(a curtain waiting for its hold, the setup screen between taps), one task per step (``SPARE_S``), and meanwhile
steps once a frame instead of waiting for input. Light tasks (one small sprite) may also follow a frame that was
drawn in under ``LIGHT_SPARE_S`` outside a change of screen (a private turn's wait bar), since players on the
move leave few steps where nothing at all is drawn; but only while the last light tasks would still have ended
within ``FRAME_ROOM_S`` of the frame (in a big window the same sprites take three times as long). Tasks draw only on scratch surfaces and change no state, so
whether they ran early or never, every frame looks the same.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Callable, Hashable, Iterable

import pygame

from art.surfaces import give_back, opaque_surface

SPARE_S = 0.004  # a task starts only this soon after the step began: one per step
LIGHT_SPARE_S = 0.002  # after a drawn frame, a light task starts only if the frame took less than this
FRAME_ROOM_S = 0.012  # ...and only if, judging by the last light tasks, it would end within this much of the frame
LIGHT_TASKS_REMEMBERED = 8
SCRATCH_KEPT_IDLE_STEPS = 60  # a scratch surface of another size than the window stays this many steps unused

Task = Callable[[], object]


class WarmUp:
    def __init__(self) -> None:
        self._queue: deque[tuple[Hashable, Task]] = deque()
        self._light: deque[tuple[Hashable, Task]] = deque()
        self._light_durations: deque[float] = deque(maxlen=LIGHT_TASKS_REMEMBERED)
        self._known: set[Hashable] = set()
        self._scratch: pygame.Surface | None = None
        self._scratch_used = False  # whether a task of this loop step asked for the scratch surface
        self._scratch_idle = 0  # loop steps since one last did
        self.failures: list[str] = []
        self._ends_step: set[Hashable] = set()  # keys of queued tasks after which a step runs no other
        self._step_ended = False  # a running task asked that no other follow it in this step

    def add(self, key: Hashable, task: Task, light: bool = False, first: bool = False,
            ends_step: bool = False) -> None:
        """Queue ``task`` unless a task with the same key was queued before (since the last :meth:`forget`).
        A ``light`` task (one small sprite, a few milliseconds) may also run after a frame that was drawn cheaply;
        the others (an import, a card face: 20 ms and more) only in steps that draw nothing. A task queued
        ``first`` goes before those already waiting (what the very next screen needs). After a task that
        ``ends_step`` no other runs in the same step (the first half of a piece of work split in two, whose second
        half would otherwise follow it at once on a fast machine)."""
        if key in self._known:
            return
        self._known.add(key)
        if ends_step:
            self._ends_step.add(key)
        queue = self._light if light else self._queue
        if first:
            queue.appendleft((key, task))
        else:
            queue.append((key, task))

    def add_all(self, tasks: Iterable[tuple[Hashable, Task]], light: bool = False) -> None:
        for key, task in tasks:
            self.add(key, task, light)

    def knows(self, key: Hashable) -> bool:
        """Whether a task of ``key`` was queued (run or not) since the last :meth:`forget`."""
        return key in self._known

    def pending(self) -> int:
        return len(self._queue) + len(self._light)

    def run(self, frame_started: float, spare_s: float = SPARE_S, light_only: bool = False) -> int:
        """Run queued tasks while less than ``spare_s`` has passed since ``frame_started``; returns how many.
        With ``light_only``, only light tasks."""
        done = 0
        while time.perf_counter() - frame_started < spare_s:
            queue = self._light if self._light or light_only else self._queue
            if not queue:
                break
            if light_only and time.perf_counter() - frame_started + self.light_task_estimate() > FRAME_ROOM_S:
                break  # light tasks have lately taken longer than this frame has left (a big window's sprites)
            key, task = queue.popleft()
            started = time.perf_counter()
            try:
                task()
            except Exception as error:  # noqa: BLE001 - warming only saves time later; the real draw will tell
                self.failures.append(f"{key!r}: {error!r}")
            if queue is self._light:
                self._light_durations.append(time.perf_counter() - started)
            done += 1
            if key in self._ends_step or self._step_ended:
                self._ends_step.discard(key)
                self._step_ended = False
                break
        return done

    def end_this_step(self) -> None:
        """Called by a running task: no other task runs in this step (it began work whose rest it queued)."""
        self._step_ended = True

    def light_task_estimate(self) -> float:
        """How long a light task may take: the longest of the last few (nothing known yet: none)."""
        return max(self._light_durations, default=0.0)

    def finish(self) -> None:
        """Run every queued task now (tests, and tools that want the warmed state)."""
        while self.run(time.perf_counter(), spare_s=float("inf")):
            pass

    def forget(self) -> None:
        """The window size or the language changed: what was queued may not fit any more."""
        self._queue.clear()
        self._light.clear()
        self._light_durations.clear()
        self._known.clear()
        self._ends_step.clear()
        self._scratch = None
        self._scratch_used = False
        self._scratch_idle = 0

    def scratch(self, size: tuple[int, int]) -> pygame.Surface:
        """A surface to paint on, thrown away: tasks paint into the caches, not onto the screen."""
        if self._scratch is None or self._scratch.get_size() != size:
            give_back(self._scratch)
            self._scratch = opaque_surface(size)
        self._scratch_used = True
        return self._scratch

    def let_go_of_scratch(self) -> None:
        """At the end of each loop step: the scratch surface goes among the spare ones (``art.surfaces``) instead
        of being kept apart. A fade then takes it for one of its two pictures: kept apart, it was one more
        screen-sized picture at the peak of a 4K table game (33 MB), in the fade where two fresh ones were made.
        One of another size (a table's middle), which the spares do not keep, stays while steps use it, and a
        second after: a screen prepared a piece a step made a new one in each (7 ms for the middle at 4K), and the
        reveal, painting its climax ahead only in frames with room, in each of those."""
        scratch = self._scratch
        if scratch is None:
            return
        display = pygame.display.get_surface()
        if display is None or scratch.get_size() != display.get_size():
            self._scratch_idle = 0 if self._scratch_used else self._scratch_idle + 1
            self._scratch_used = False
            if self._scratch_idle <= SCRATCH_KEPT_IDLE_STEPS:
                return
        give_back(scratch)
        self._scratch = None
        self._scratch_used = False
        self._scratch_idle = 0
