"""How long the frame being made has taken so far, so that work done ahead of need stops in time.

Two kinds of work are done ahead of need inside a frame: preparing the next screen while a fade runs
(``Fade.prepare``) and the widget states pygame_gui draws before they are shown (``app.widget_shapes``). Each
had its own budget, and a frame that had spent both could still start one long step more: the first frames of
the discussion took 17 ms. Both now also ask how long the whole frame has taken. Outside the app's loop step
(tools and tests updating a manager directly) no frame is being made, and nothing limits them.

The line is 3 ms. At 5 ms, every frame that did work ahead took 5 ms and more once its last step ran over: at a
touch table's 1920x1080 those frames were a large part of the slowest 1%, and on a machine running 40% slower than usual
they carried p99 past the 6 ms aim. At 3 ms most of them end under 4 ms; a change of screen prepares over a few frames
more (about one frame more per fade at the table, measured).
"""
from __future__ import annotations

import time

SPARE_UNTIL_S = 0.003  # work ahead of need starts only while the frame has taken less than this

_started: float | None = None
_depth = 0  # an app stepped inside another's step (the kiosk's demonstration) is part of that frame


def begin() -> None:
    global _started, _depth
    _depth += 1
    if _depth == 1:
        _started = time.perf_counter()


def end() -> None:
    global _started, _depth
    _depth = max(0, _depth - 1)
    if _depth == 0:
        _started = None


def elapsed() -> float:
    """Seconds since the frame began (0 outside a frame)."""
    return 0.0 if _started is None else time.perf_counter() - _started


def has_room(until_s: float = SPARE_UNTIL_S) -> bool:
    """Whether work ahead of need may start now: the frame has taken less than ``until_s`` so far."""
    return elapsed() < until_s
