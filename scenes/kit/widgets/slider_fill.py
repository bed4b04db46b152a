"""The filled track drawn under a transparent volume slider, so its level reads at a glance."""
from __future__ import annotations

import pygame
import pygame_gui

from app import theme


def draw_slider_fill(surface: pygame.Surface, slider: pygame_gui.elements.UIHorizontalSlider, share: float, radius: int) -> None:
    """The track under `slider`, filled up to its knob for a level of `share` (0..1)."""
    inset = max(2, radius // 4)  # stay inside the slider's rounded border
    track = pygame.Rect(slider.rect).inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, theme.colour("slider_track"), track, border_radius=radius)
    knob = slider.sliding_button.rect.width if slider.sliding_button else 0
    filled = pygame.Rect(track.left, track.top, knob // 2 + int((slider.rect.width - knob) * share), track.height)
    if share > 0:
        pygame.draw.rect(surface, theme.colour("slider_fill"), filled, border_radius=radius)
