"""The hidden way in for staff: a press held still for three seconds in the bottom-left corner of the screen.

Pure: it is told where presses go down, move and come up (window pixels, one pointer or finger id each) and how
much time passes, and says when the gesture is complete. Customers do not find it by accident: a tap, a swipe
through the corner or a press that leaves the corner does nothing, and it only opens the PIN pad, never the
staff menu itself.
"""
from __future__ import annotations

from dataclasses import dataclass

HOLD_SECONDS = 3.0
CORNER_SHARE = 0.08  # the corner square's side, as a share of the screen's shorter side...
CORNER_MIN_PX = 48  # ...but never smaller than a fingertip


def corner_square(size: tuple[int, int]) -> tuple[int, int, int, int]:
    """(left, top, width, height) of the bottom-left corner square where the hold counts."""
    width, height = size
    side = max(CORNER_MIN_PX, int(min(width, height) * CORNER_SHARE))
    side = min(side, width, height)
    return 0, height - side, side, side


def _inside(square: tuple[int, int, int, int], pos: tuple[float, float]) -> bool:
    left, top, width, height = square
    return left <= pos[0] < left + width and top <= pos[1] < top + height


@dataclass
class _Press:
    pointer: object
    held: float = 0.0


class StaffCornerHold:
    def __init__(self, size: tuple[int, int], hold_seconds: float = HOLD_SECONDS) -> None:
        self.size = size
        self.hold_seconds = hold_seconds
        self._press: _Press | None = None

    @property
    def pressing(self) -> bool:
        return self._press is not None

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._press = None

    def down(self, pointer: object, pos: tuple[float, float]) -> None:
        """A press begins: it counts only when it starts in the corner, and only one at a time."""
        if self._press is None and _inside(corner_square(self.size), pos):
            self._press = _Press(pointer)

    def move(self, pointer: object, pos: tuple[float, float]) -> None:
        if self._press is not None and self._press.pointer == pointer and not _inside(corner_square(self.size), pos):
            self._press = None  # slid out of the corner: a swipe, not a hold

    def up(self, pointer: object) -> None:
        if self._press is not None and self._press.pointer == pointer:
            self._press = None

    def cancel(self) -> None:
        self._press = None

    def update(self, dt: float) -> bool:
        """Let ``dt`` seconds pass; True once, when the press has been held long enough (it then ends)."""
        if self._press is None:
            return False
        self._press.held += max(0.0, dt)
        if self._press.held >= self.hold_seconds:
            self._press = None
            return True
        return False
