"""The kiosk's idle watch: when nobody has touched the screen for long enough, invite the next group.

Pure and on simulated time: the app tells it each frame's ``dt``, each input and what is on screen (the
context); it answers with what should happen now. Outside a game a quiet minute returns to the attract loop.
In a game a quiet spell first asks "Still playing?" with a countdown, and only when that runs out is the
game abandoned. While the discussion timer runs or a private turn is open, a group is busy without touching
anything, so nothing is counted at all.
"""
from __future__ import annotations

import math
from enum import Enum

DEFAULT_MENU_IDLE_SECONDS = 60.0
DEFAULT_GAME_IDLE_SECONDS = 180.0
DEFAULT_STILL_PLAYING_SECONDS = 30.0
SHORTEST_TIMEOUT_SECONDS = 1.0


class IdleContext(str, Enum):
    OUTSIDE_GAME = "outside_game"  # title, setup, replay, tutorial menus
    IN_GAME = "in_game"
    HELD = "held"  # in a game while the discussion timer runs or a private turn is open


class IdleAction(str, Enum):
    NONE = "none"
    ATTRACT = "attract"  # show the attract loop
    ASK = "ask"  # show "Still playing?" with its countdown
    ABANDON = "abandon"  # end the game as abandoned, then the attract loop


class IdleState(str, Enum):
    WATCHING = "watching"
    ASKING = "asking"
    SPENT = "spent"  # it has sent the group away; nothing more until someone touches or the screen changes


def game_context(discussion_running: bool, private_turn_open: bool) -> IdleContext:
    """The context of a game screen: held while the group is busy without touching anything."""
    return IdleContext.HELD if discussion_running or private_turn_open else IdleContext.IN_GAME


class IdleWatch:
    def __init__(self, menu_idle_seconds: float = DEFAULT_MENU_IDLE_SECONDS,
                 game_idle_seconds: float = DEFAULT_GAME_IDLE_SECONDS,
                 still_playing_seconds: float = DEFAULT_STILL_PLAYING_SECONDS,
                 context: IdleContext = IdleContext.OUTSIDE_GAME) -> None:
        self.menu_idle_seconds = _timeout(menu_idle_seconds, DEFAULT_MENU_IDLE_SECONDS)
        self.game_idle_seconds = _timeout(game_idle_seconds, DEFAULT_GAME_IDLE_SECONDS)
        self.still_playing_seconds = _timeout(still_playing_seconds, DEFAULT_STILL_PLAYING_SECONDS)
        self.context = IdleContext(context)
        self.state = IdleState.WATCHING
        self.idle_seconds = 0.0
        self.countdown_left = 0.0

    @property
    def asking(self) -> bool:
        return self.state is IdleState.ASKING

    def touch(self) -> bool:
        """Any touch, click or key: start counting again. Returns True when it answered "Still playing?"
        (the prompt should close)."""
        was_asking = self.asking
        self._restart()
        return was_asking

    def set_context(self, context: IdleContext) -> None:
        """What is on screen now. A different context starts the count again: a game that just began, a
        discussion that just ended or a private turn just closed gives the group its full time."""
        context = IdleContext(context)
        if context is self.context:
            return
        self.context = context
        self._restart()

    def advance(self, dt: float) -> IdleAction:
        """Let ``dt`` seconds pass; returns what should happen now (NONE on almost every frame). One call
        moves at most one step, and time past the moment of asking is not counted down: however long ``dt``
        is (a stalled machine, a suspended tablet), "Still playing?" is on screen before a game is abandoned."""
        dt = dt if isinstance(dt, (int, float)) and math.isfinite(dt) and dt > 0 else 0.0
        if self.state is IdleState.SPENT or self.context is IdleContext.HELD:
            return IdleAction.NONE
        if self.state is IdleState.ASKING:
            self.countdown_left = max(0.0, self.countdown_left - dt)
            if self.countdown_left > 0:
                return IdleAction.NONE
            self.state = IdleState.SPENT
            return IdleAction.ABANDON
        self.idle_seconds += dt
        if self.context is IdleContext.OUTSIDE_GAME:
            if self.idle_seconds < self.menu_idle_seconds:
                return IdleAction.NONE
            self.state = IdleState.SPENT
            return IdleAction.ATTRACT
        if self.idle_seconds < self.game_idle_seconds:
            return IdleAction.NONE
        self.state = IdleState.ASKING
        self.countdown_left = self.still_playing_seconds
        return IdleAction.ASK

    def _restart(self) -> None:
        self.state = IdleState.WATCHING
        self.idle_seconds = 0.0
        self.countdown_left = 0.0


def _timeout(value: float, default: float) -> float:
    """A usable timeout from the configuration: a broken value falls back to the default, never crashes."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return default
    return max(SHORTEST_TIMEOUT_SECONDS, float(value))
