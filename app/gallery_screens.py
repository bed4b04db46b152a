"""Modules whose screens appear in the gallery. Add one line per module; each defines ``register(gallery)``."""
from __future__ import annotations

import importlib

GALLERY_MODULES: tuple[str, ...] = (
    "scenes.title",
    "scenes.settings",
    "scenes.table_preview",
    "scenes.narrator_setup",
    "scenes.setup",
    "scenes.rules_glance",
    "scenes.private_gallery",
    "scenes.resume_prompt",
    "scenes.discussion",
    "scenes.point_vote",
    "scenes.reveal",
    "scenes.replay",
    "scenes.dk_gallery",
    "scenes.tutorial_quiz",
    "scenes.tutorial_gallery",
    "scenes.kiosk_still_playing",
    "scenes.kiosk_pin",
    "scenes.kiosk_staff",
    "scenes.kiosk_wizard",
    "scenes.kiosk_out_of_order",
    "scenes.kiosk_stats",
    "scenes.kiosk_folders",
    "scenes.kiosk_attract_gallery",
)


def load_all() -> None:
    from app import gallery

    for name in GALLERY_MODULES:
        importlib.import_module(name).register(gallery)
