"""Checking that every button's words fit it: pygame_gui cuts a label wider than its button off silently."""
from __future__ import annotations

from collections.abc import Iterable

import pygame_gui


def clipped_button_words(scenes: Iterable[object]) -> list[tuple[str, int, int]]:
    """Every button label of ``scenes`` wider than its button, as (words, their width, the room): pygame_gui cuts
    such words off silently ("Demander une nouvelle donn")."""
    clipped: list[tuple[str, int, int]] = []
    for scene in scenes:
        ui = getattr(scene, "ui", None)
        for element in ui.get_root_container().elements if ui is not None else ():
            words = getattr(getattr(element, "drawable_shape", None), "text_box_layout", None)
            if not isinstance(element, pygame_gui.elements.UIButton) or words is None:
                continue
            for row in words.layout_rows:
                for chunk in row.items:
                    text, font = getattr(chunk, "text", ""), getattr(chunk, "font", None)
                    if text and font is not None and font.size(text)[0] > words.layout_rect.width + 1:
                        clipped.append((text, font.size(text)[0], words.layout_rect.width))
    return clipped
