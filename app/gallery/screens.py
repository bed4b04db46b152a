"""Modules whose screens appear in the gallery. Add one line per module; each defines ``register(gallery)``."""
from __future__ import annotations

import importlib

GALLERY_MODULES: tuple[str, ...] = (
    "scenes.home.title",
    "scenes.home.settings",
    "scenes.table.animation_stage",
    "scenes.narrator.setup",
    "scenes.cheese_thief.setup",
    "scenes.cheese_thief.rules_glance",
    "scenes.cheese_thief.private_gallery",
    "scenes.home.resume_prompt",
    "scenes.cheese_thief.discussion",
    "scenes.cheese_thief.point_vote",
    "scenes.cheese_thief.reveal",
    "scenes.cheese_thief.replay",
    "scenes.double_kill.gallery",
    "scenes.tutorial.quiz",
    "scenes.tutorial.gallery",
    "scenes.kiosk.still_playing",
    "scenes.kiosk.pin",
    "scenes.kiosk.staff",
    "scenes.kiosk.wizard",
    "scenes.kiosk.out_of_order",
    "scenes.kiosk.stats",
    "scenes.kiosk.folders",
    "scenes.kiosk.attract_gallery",
)


def load_all() -> None:
    from app.gallery import pictures as gallery

    for name in GALLERY_MODULES:
        importlib.import_module(name).register(gallery)
