"""The table screen's physical size: pixels per millimetre and the touch minimums of table mode.

Sizes on a touch table are set in millimetres, since fingers and eyes do not scale with the pixel count:
the same 55-inch table shows a 20 mm button with 32 pixels at 1920x1080 and 63 at 3840x2160.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

MM_PER_INCH = 25.4

# Minimums for a finger on a flat screen read from a seat at its edge.
TARGET_MM = 20.0
GAP_MM = 5.0
TEXT_MM = 5.0

# What a seat's panel shows while its owner shields it (a turn, notes, a vote's pick) takes an area just above the
# owner's band, read from the seat at arm's length, about 40-60 cm: 5 mm words (3.6 mm capitals) read there and
# hardly from the far side, 1.5-2 m away. The area is no larger than a forearm laid along its far side and a hand
# cupped at its end cover, 160 x 95 mm, so what is secret is small and close to the edge that owns it; a panel
# shallower or narrower than that gives the area all it has.
SHIELDED_WIDTH_MM = 160.0
SHIELDED_DEPTH_MM = 95.0

MIN_DIAGONAL_IN = 10.0
MAX_DIAGONAL_IN = 100.0
MIN_SIDE_PX = 480
MAX_SIDE_PX = 16384
# Wider than 4:1 is no table anyone sits around; it is a typo in the size.
MAX_ASPECT = 4.0

MAX_LEAST_TEXT_PX = 64

# A computed size like 20 mm * 1.5 px/mm may land a hair above a whole pixel through float error alone.
_ROUNDING_SLACK = 1e-9


class TableScreenError(ValueError):
    """The screen's size or diagonal cannot describe a touch table."""


@dataclass(frozen=True)
class TableScreen:
    """A landscape screen lying flat: its size in pixels and its diagonal in inches (square pixels).

    ``least_text_px`` is the fewest pixels the language's script reads at, whatever the millimetres say (the
    theme's type scale: 12 for Chinese, whose strokes run together below that); text sizes and the lines that hold
    them grow in proportion where 5 mm words would be smaller (``type_px``). ``least_cjk_px`` is Chinese's, for
    the Chinese names a game in another language may have (``cjk_text_px``)."""

    width_px: int
    height_px: int
    diagonal_in: float
    least_text_px: int = 0
    least_cjk_px: int = 0

    def __post_init__(self) -> None:
        for name, side in (("width", self.width_px), ("height", self.height_px)):
            if isinstance(side, bool) or not isinstance(side, int):
                raise TableScreenError(f"the screen {name} must be a whole number of pixels, not {side!r}")
            if not MIN_SIDE_PX <= side <= MAX_SIDE_PX:
                raise TableScreenError(
                    f"the screen {name} must be between {MIN_SIDE_PX} and {MAX_SIDE_PX} pixels, not {side}")
        if self.width_px < self.height_px:
            raise TableScreenError(
                f"a table screen is given landscape (width at least height), not {self.width_px}x{self.height_px}")
        if self.width_px > MAX_ASPECT * self.height_px:
            raise TableScreenError(
                f"the screen {self.width_px}x{self.height_px} is wider than {MAX_ASPECT:g}:1")
        for least in (self.least_text_px, self.least_cjk_px):
            if isinstance(least, bool) or not isinstance(least, int) or not 0 <= least <= MAX_LEAST_TEXT_PX:
                raise TableScreenError(f"a least text size must be 0 to {MAX_LEAST_TEXT_PX} pixels, not {least!r}")
        diagonal = self.diagonal_in
        if isinstance(diagonal, bool) or not isinstance(diagonal, (int, float)) or not math.isfinite(diagonal):
            raise TableScreenError(f"the screen diagonal must be a number of inches, not {diagonal!r}")
        if not MIN_DIAGONAL_IN <= diagonal <= MAX_DIAGONAL_IN:
            raise TableScreenError(
                f"the screen diagonal must be between {MIN_DIAGONAL_IN:g} and {MAX_DIAGONAL_IN:g} inches, "
                f"not {diagonal:g}")

    @property
    def px_per_mm(self) -> float:
        return math.hypot(self.width_px, self.height_px) / (self.diagonal_in * MM_PER_INCH)

    @property
    def width_mm(self) -> float:
        return self.mm(self.width_px)

    @property
    def height_mm(self) -> float:
        return self.mm(self.height_px)

    def mm(self, px: float) -> float:
        """The length on the glass of `px` pixels."""
        return px / self.px_per_mm

    def px(self, mm: float) -> int:
        """The fewest whole pixels that are at least `mm` millimetres long (a minimum never rounds down)."""
        if isinstance(mm, bool) or not isinstance(mm, (int, float)) or not math.isfinite(mm) or mm < 0:
            raise TableScreenError(f"a length must be a finite number of millimetres, at least 0, not {mm!r}")
        return math.ceil(mm * self.px_per_mm - _ROUNDING_SLACK)

    @property
    def target_px(self) -> int:
        """The side of the smallest touch target."""
        return self.px(TARGET_MM)

    @property
    def gap_px(self) -> int:
        """The least space between two touch targets."""
        return self.px(GAP_MM)

    @property
    def text_px(self) -> int:
        """The least size of seat text: 5 mm, and never under the script's least size."""
        return self.type_px(TEXT_MM)

    @property
    def cjk_text_px(self) -> int:
        """The least size of Chinese text (a name, say) whatever the language: 5 mm and Chinese's least size."""
        return max(self.text_px, self.least_cjk_px)

    def type_px(self, mm: float) -> int:
        """A text size, or the height of a line holding text, given in millimetres for 5 mm words: scaled up with
        the least text size where that is more than 5 mm's pixels, so every line keeps its proportion to the
        least text."""
        scale = max(1.0, self.least_text_px / max(1, self.px(TEXT_MM)))
        return max(self.px(mm), math.ceil(self.px(mm) * scale - _ROUNDING_SLACK))

    @property
    def shielded_px(self) -> tuple[int, int]:
        """The largest area a shielded panel shows its secret content in (``SHIELDED_WIDTH_MM`` by
        ``SHIELDED_DEPTH_MM``), in whole pixels of this screen."""
        return round(SHIELDED_WIDTH_MM * self.px_per_mm), round(SHIELDED_DEPTH_MM * self.px_per_mm)
