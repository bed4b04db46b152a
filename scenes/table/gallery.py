"""The table's gallery pictures in the tablet's gallery, in its order (``gallery/screens.py`` registers them):
the preview by night and by day, then each animation at its most telling moment. The table-mode screens have a
gallery of their own (``gallery/table.py``)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from scenes.table.animation_stage import STAGES, TableAnimationStage
from scenes.table.preview import TablePreviewScene

if TYPE_CHECKING:
    from app.app import App
    from app.scene import Scene


def _frame_factory(stage: str, share: float) -> Callable[["App"], "Scene"]:
    def factory(app: "App") -> "Scene":
        scene = TableAnimationStage(app, stage)
        scene.animation.seek(scene.animation.duration * share)
        return scene

    return factory


# Moments that show each motion at its most telling point.
MID_SHARE = {
    "dice-roll": 0.3, "cup-peek": 0.4, "cheese-taken": 0.55, "eyes": 0.3,
    "card-flip": 0.2, "night-clock": 0.4, "vote-pointers": 0.45, "celebration": 0.35,
}

PICTURES: tuple[tuple[int, str, Callable[["App"], "Scene"]], ...] = (
    (60, "table-preview-night", lambda app: TablePreviewScene(app, "night")),
    (61, "table-preview-day", lambda app: TablePreviewScene(app, "day")),
    *((62 + index, f"anim-{stage}-mid", _frame_factory(stage, MID_SHARE[stage])) for index, stage in enumerate(STAGES)),
)
