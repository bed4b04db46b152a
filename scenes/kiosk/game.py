"""What the kiosk's idle watch needs to know about the screens: is a game running, and is its group busy?

Read from the scene stack only, never from the game's secrets: a private screen is open or not, the discussion
timer runs or not.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from kiosk.idle import IdleContext, game_context
from scenes.cheese_thief.discussion import DiscussionScene
from scenes.cheese_thief.play_flow import PlayFlow

if TYPE_CHECKING:
    from app.app import App


def running_flow(app: "App") -> PlayFlow | None:
    """The pass-and-play sitting on screen, if any (the topmost one)."""
    for scene in reversed(app.scenes.stack):
        flow = getattr(scene, "flow", None)
        if isinstance(flow, PlayFlow):
            return flow
    return None


def idle_context(app: "App") -> IdleContext:
    """Outside a game (title, setup, tutorial menus, and the reveal and replay of a finished game), in a game,
    or held: a private screen open or the discussion timer running, when nobody touches anything for minutes."""
    flow = running_flow(app)
    if flow is None or flow.session.game_over:
        return IdleContext.OUTSIDE_GAME
    stack = app.scenes.stack
    private_open = any(scene.is_private for scene in stack)
    discussion_running = any(isinstance(scene, DiscussionScene) and scene.running for scene in stack)
    return game_context(discussion_running=discussion_running, private_turn_open=private_open)
