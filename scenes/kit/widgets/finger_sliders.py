"""Sliders driven by a finger anywhere on their bar, in steps of 5 %.

pygame_gui's slider follows the system mouse position while its knob is dragged, and a tap on its bar only
moves it by a step: with a finger (or a table's finger routed to a screen drawn elsewhere) the knob is a small
target that does not follow. Here a press anywhere on the bar jumps there and a drag follows the pointer the
events carry; the bar, not the knob, is the slider's touch target.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame
import pygame_gui

Sliders = Mapping[str, pygame_gui.elements.UIHorizontalSlider]


class FingerSliders:
    def __init__(self, on_value: Callable[[str, float], None]) -> None:
        self.on_value = on_value  # told the slider's name and its new value, 0.0-1.0
        self.dragging: str | None = None

    def reset(self) -> None:
        self.dragging = None

    def handle_event(self, event: pygame.event.Event, sliders: Sliders) -> bool:
        """Use a press, drag or release meant for one of ``sliders`` (the enabled ones)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for name, slider in sliders.items():
                if slider.is_enabled and slider.rect.collidepoint(event.pos):
                    self.dragging = name
                    self._slide_to(slider, name, event.pos[0])
                    return True
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None and self.dragging in sliders:
            self._slide_to(sliders[self.dragging], self.dragging, event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging is not None and self.dragging in sliders:
            self._slide_to(sliders[self.dragging], self.dragging, event.pos[0])
            self.dragging = None
            return True
        return False

    def _slide_to(self, slider: pygame_gui.elements.UIHorizontalSlider, name: str, x: int) -> None:
        knob = slider.sliding_button.rect.width if slider.sliding_button else 0
        travel = max(1, slider.rect.width - knob)
        share = min(1.0, max(0.0, (x - slider.rect.left - knob / 2) / travel))
        value = round(share * 20) / 20  # steps of 5 %
        slider.set_current_value(round(value * 100), warn=False)
        self.on_value(name, value)


def with_bars_as_targets(targets: list[tuple[str, pygame.Rect]], sliders: Sliders) -> list[tuple[str, pygame.Rect]]:
    """``targets`` with each slider's knob replaced by its whole bar, which a finger anywhere on works."""
    knobs = [slider.sliding_button.rect for slider in sliders.values() if slider.sliding_button is not None]
    kept = [(name, rect) for name, rect in targets if not any(rect == knob for knob in knobs)]
    return kept + [(f"#{name}", pygame.Rect(slider.rect)) for name, slider in sliders.items()]
