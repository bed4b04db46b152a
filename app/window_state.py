"""Whether the window can be seen, followed from SDL's window events.

A desktop hides the window (minimise, show-desktop, a switch to another desktop) and shows it again; SDL may
make a new window surface on the way (the old one's memory is freed, so nothing may draw into it again: the app
fetches the display surface afresh every frame). While the window is hidden nothing is drawn; when it comes
back the whole screen is drawn again. Pure bookkeeping: no drawing, no SDL calls.
"""
from __future__ import annotations

import pygame

HIDING_EVENT_TYPES: frozenset[int] = frozenset({pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN})
SHOWING_EVENT_TYPES: frozenset[int] = frozenset({
    pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED, pygame.WINDOWMAXIMIZED,
})
# After these the display surface may be another one, of another size: the layout follows what it is now.
SURFACE_EVENT_TYPES: frozenset[int] = frozenset({
    pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED, pygame.WINDOWDISPLAYCHANGED, pygame.VIDEORESIZE,
    pygame.VIDEOEXPOSE, *SHOWING_EVENT_TYPES,
})
WINDOW_EVENT_TYPES: frozenset[int] = HIDING_EVENT_TYPES | SURFACE_EVENT_TYPES


class WindowState:
    def __init__(self) -> None:
        self.visible = True
        self.hidden_seconds = 0.0  # how long it has been hidden (loop time)

    def follow(self, event: pygame.event.Event) -> bool:
        """Take in one event; True when it may have changed the display surface (draw everything again)."""
        if event.type in HIDING_EVENT_TYPES:
            if self.visible:
                self.visible, self.hidden_seconds = False, 0.0
            return False
        if event.type in SHOWING_EVENT_TYPES:
            self.visible = True
        return event.type in SURFACE_EVENT_TYPES
