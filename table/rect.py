"""A rectangle in screen pixels, without pygame (table geometry stays pure Python)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    """`x`, `y` is the top-left corner; the rectangle covers [x, x + width) by [y, y + height), like pygame's."""

    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        return self.x + self.width

    @property
    def bottom(self) -> int:
        return self.y + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.right and self.y <= y < self.bottom

    def overlaps(self, other: Rect) -> bool:
        """True when the two share some area (touching sides share none)."""
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def inside(self, other: Rect) -> bool:
        return other.x <= self.x and other.y <= self.y and self.right <= other.right and self.bottom <= other.bottom

    def as_tuple(self) -> tuple[int, int, int, int]:
        """(x, y, width, height): what pygame.Rect takes."""
        return (self.x, self.y, self.width, self.height)
