"""What the widgets of some screens look like now, to tell whether a frame drawn earlier still shows them.

pygame_gui puts a widget's new look (enabled, pressed, hovered) in place at its manager's next update, a frame after
the change a screen saw: a picture kept from that frame shows the old look. Each look is a surface of its own, so the
surfaces' identities tell whether any widget changed its look since."""
from __future__ import annotations

from typing import Any

import pygame

Looks = list[tuple[pygame.Surface, bool]]


def widget_looks(*scenes: Any) -> Looks:
    """Every widget's picture and whether it is shown, on the managers of `scenes` (those that have one)."""
    looks: Looks = []
    for scene in scenes:
        ui = getattr(scene, "ui", None) if scene is not None else None
        if ui is not None:
            looks += [(sprite.image, bool(getattr(sprite, "visible", True)))
                      for sprite in ui.get_sprite_group().sprites()]
    return looks


def same_looks(now: Looks, drawn: Looks) -> bool:
    return len(now) == len(drawn) and all(
        image is drawn_image and visible == drawn_visible
        for (image, visible), (drawn_image, drawn_visible) in zip(now, drawn))
