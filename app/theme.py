"""The pygame_gui theme, scaled to the window and fitted to the language.

``assets/theme.json`` is an ordinary pygame_gui theme written for a 1280x800 window. Before handing it to a
UIManager we scale every font size and every pixel measure in ``misc`` by :func:`app.layout.ui_scale` and
point every font at the face for the current language (Noto Sans, or Noto Sans SC for Chinese). A font block
that names ``"family": "cjk"`` keeps the CJK face in every language (used for the language picker).

Colours for our own drawing (not pygame_gui widgets) live in the same file under the ``shell_palette`` block
and are read with :func:`colour`.
"""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from app import fonts, layout

THEME_PATH = Path(__file__).resolve().parent.parent / "assets" / "theme.json"
SCALED_MISC_KEYS = ("shape_corner_radius", "border_width", "shadow_width", "text_horiz_alignment_padding",
                    "text_vert_alignment_padding", "sliding_button_width", "tool_tip_delay_padding")


@lru_cache(maxsize=1)
def raw_theme() -> dict[str, Any]:
    with open(THEME_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def _scale_number_text(value: str, scale: float) -> str:
    parts = [part.strip() for part in str(value).split(",")]
    try:
        return ",".join(str(max(1 if float(part) > 0 else 0, round(float(part) * scale))) for part in parts)
    except ValueError:
        return value


def _font_entry(spec: dict[str, Any], scale: float, lang: str) -> dict[str, Any]:
    family = spec.get("family") or fonts.family_for_language(lang)
    bold = str(spec.get("bold", "0")) == "1"
    size = max(8, round(float(spec.get("size", "26")) * scale))
    path = str(fonts.font_file(family, bold))
    return {
        "name": f"cheese_{family}_{'bold' if bold else 'regular'}",
        "size": str(size),
        "bold": "0",  # the file itself is the bold face
        "italic": "0",
        "regular_path": path,
        "bold_path": path,
        "italic_path": path,
        "bold_italic_path": path,
    }


def scaled_theme(size: tuple[int, int], lang: str) -> dict[str, Any]:
    """The theme dictionary for a window of ``size`` in language ``lang``, ready for ``UIManager``."""
    scale = layout.ui_scale(size)
    theme = copy.deepcopy(raw_theme())
    for block in theme.values():
        if not isinstance(block, dict):
            continue
        if "font" in block and isinstance(block["font"], dict):
            block["font"] = _font_entry(block["font"], scale, lang)
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in SCALED_MISC_KEYS:
                if key in misc:
                    misc[key] = _scale_number_text(misc[key], scale)
    return theme


def colour(name: str) -> pygame.Color:
    """A colour for our own drawing, from the ``shell_palette`` block of the theme."""
    palette = raw_theme().get("shell_palette", {}).get("colours", {})
    return pygame.Color(palette.get(name, palette.get("fallback", "#ff00ff")))


def least_text_px(lang: str) -> int:
    """The fewest pixels text of ``lang`` reads at, whatever its size in millimetres (the ``type_scale`` block; 0
    where the script has no such floor): Chinese strokes run together below 12."""
    sizes = raw_theme().get("type_scale", {}).get("least_text_px", {})
    try:
        return max(0, int(sizes.get(lang, 0)))
    except (TypeError, ValueError):
        return 0


def font_px(block: str, size: tuple[int, int]) -> int:
    """The scaled font size of a theme block (e.g. ``"@heading"``), for drawing that must match widgets."""
    spec = raw_theme().get(block, {}).get("font", {})
    return max(8, round(float(spec.get("size", "26")) * layout.ui_scale(size)), layout.text_floor_px())
