"""Art colours loaded from assets/palette.json (no colour literals in drawing code)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pygame

PALETTE_PATH = Path(__file__).resolve().parent.parent / "assets" / "palette.json"
SEAT_COUNT_MAX = 8


@lru_cache(maxsize=1)
def _load() -> dict:
    with PALETTE_PATH.open(encoding="utf-8") as handle:
        return json.load(handle)


def color(key: str) -> pygame.Color:
    """The palette colour called `key` (a fresh Color, safe to modify)."""
    try:
        return pygame.Color(_load()["colors"][key])
    except KeyError:
        raise KeyError(f"palette has no colour {key!r}") from None


def with_alpha(key: str, alpha: int) -> pygame.Color:
    """The palette colour `key` with its alpha replaced (0..255)."""
    base = color(key)
    base.a = max(0, min(255, int(alpha)))
    return base


def palette_keys() -> list[str]:
    return sorted(_load()["colors"])


def seat_color(seat: int) -> pygame.Color:
    """Colour of a seat (0-based). Beyond eight seats (Double Kill's tables of up to twenty) the symbols come round
    again, and the colours come round one step further each time: every seat keeps a pair of its own."""
    return color(f"seat.{(seat + seat // SEAT_COUNT_MAX) % SEAT_COUNT_MAX}")


def seat_symbol(seat: int) -> str:
    """Name of the symbol that, with the colour, identifies a seat."""
    symbols: list[str] = _load()["seat_symbols"]
    return symbols[seat % len(symbols)]


def lerp_color(a: pygame.Color, b: pygame.Color, amount: float) -> pygame.Color:
    """Blend two colours; amount 0 gives a, 1 gives b."""
    amount = max(0.0, min(1.0, amount))
    return pygame.Color(a).lerp(b, amount)


def variant_key(variant: str, name: str) -> str:
    """Palette key for a table element in the night or day variant."""
    if variant not in ("night", "day"):
        raise ValueError(f"unknown table variant {variant!r}")
    return f"table.{variant}.{name}"
