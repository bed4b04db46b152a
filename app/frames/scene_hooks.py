"""What a screen tells the frame machinery (``app.frames``), taken in by ``app.scene.Scene``.

Each hook has a default that asks for nothing; a screen overrides the ones it can help with:

- ``is_animating`` / ``wants_frame``: whether the loop runs at 60 frames a second, and whether this frame would
  look different from the last one drawn.
- ``draw_changes`` / ``changed_areas`` (and ``draws_changes_after_input``): draw only what changed over the last
  whole frame; ``draw_changes_above``: the same for an overlay and the screen under it.
- ``prepare_steps`` (with :func:`heavy_step`): the first frame's work cut into parts a fade runs ahead.
- ``build_ui_parts``: the widgets cut into parts a rehearsal builds ahead (``app.frames.rehearsal``).
- ``forget_pictures``: let go of pictures cached for drawing.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, ClassVar, Protocol

import pygame
import pygame_gui


def heavy_step(step: Callable[[], object]) -> Callable[[], object]:
    """Mark a preparation step as one that takes a frame's whole spare time (a big picture, a whole frame):
    the fade runs it alone in its frame."""
    setattr(step, "heavy", True)  # read back with getattr by `is_heavy`
    return step


def is_heavy(step: Callable[[], object]) -> bool:
    return bool(getattr(step, "heavy", False))


class _BuildsWidgets(Protocol):
    def build_ui(self, ui: pygame_gui.UIManager) -> None: ...


class DrawsChanges(Protocol):
    """A screen that may bring its last whole frame up to date by drawing only what changed."""
    def draw_changes(self, surface: pygame.Surface) -> bool: ...

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]: ...


class FrameHooks:
    #: Whether ``draw_changes`` may be asked for after input too: the scene notes every change input makes to
    #: its picture itself (table screens, whose widgets live inside their panels), instead of leaving that to
    #: a whole frame.
    draws_changes_after_input: ClassVar[bool] = False

    def is_animating(self) -> bool:
        """True while anything on screen moves; the app then draws at 60 fps instead of waiting for input."""
        return False

    def wants_frame(self) -> bool:
        """Whether this frame, with no input, would look different from the last one drawn (override where a
        scene that animates is often still, so identical frames are not drawn again)."""
        return self.is_animating()

    def draw_changes(self, surface: pygame.Surface) -> bool:
        """``surface`` holds this scene's last whole frame, and no input came since: draw over it only what
        changed and return True, or return False to have the whole frame drawn (the default). The result must be
        pixel for pixel the whole frame: the privacy audit and the players see nothing else."""
        return False

    def draws_only_changes(self) -> bool:
        """Whether this scene can bring a frame it drew whole up to date by drawing only what changed (it
        overrides ``draw_changes``)."""
        return type(self).draw_changes is not FrameHooks.draw_changes

    def changed_areas(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """After ``draw_changes`` returned True: the parts of ``surface`` it painted over (override; by default
        all of it), for a screen that shows this one inside its own picture and copies only what changed."""
        return [surface.get_rect()]

    def draw_changes_above(self, surface: pygame.Surface, below: DrawsChanges) -> bool:
        """An overlay over ``below``, the two as last drawn whole on ``surface`` and no input since: have ``below``
        draw only its changes (``draw_changes``), paint itself again over the areas they covered (and over its own
        that moved), and return True; or return False to have both drawn whole (the default). The result must be
        pixel for pixel the whole frame."""
        return False

    def prepare_steps(self) -> list[Callable[[], object]]:
        """The work this screen's first frame would do, cut into parts of about one sprite each (override). While
        a fade does not show the screen yet, the scene manager runs them a few milliseconds per frame, so the
        first frame only copies what they painted. They paint into caches and scratch surfaces only: whether they
        ran or not, every frame looks the same. Private screens are never prepared this way (their parts would
        depend on secrets, and so would the length of the fade), except by the held cut that follows a curtain's hold
        (``SceneManager.cut_when_prepared``)."""
        return []

    def build_ui_parts(self: _BuildsWidgets, ui: pygame_gui.UIManager) -> list[Callable[[], object]]:
        """``build_ui`` cut into parts run in order on the same manager (override where building a screen cold is
        too long for one frame: a rehearsal runs a part per fade step)."""
        return [partial(self.build_ui, ui)]

    def forget_pictures(self) -> None:
        """Drop pictures cached for drawing; they are painted again when next needed (override)."""
