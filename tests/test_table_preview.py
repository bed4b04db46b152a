"""The table preview and animation stages draw at every size and replay on a tap (mouse or finger)."""
from __future__ import annotations

import pygame
import pytest

from scenes.table.animation_stage import STAGES, TableAnimationStage
from scenes.table.preview import TablePreviewScene


@pytest.mark.parametrize("size", [(1024, 600), (800, 1280), (3840, 2160)], ids=str)
@pytest.mark.parametrize("variant", ["night", "day"])
def test_preview_draws(make_app, size: tuple[int, int], variant: str) -> None:
    app = make_app(size, "zh" if variant == "day" else "de")
    scene = TablePreviewScene(app, variant)
    app.scenes.push(scene, transition=False)
    app.step(0.0)
    app.draw()
    assert not scene.is_animating()
    assert app.surface.get_at((size[0] // 3, size[1] // 3)) != pygame.Color(0, 0, 0)


@pytest.mark.parametrize("stage", sorted(STAGES))
@pytest.mark.parametrize("reduced", [False, True])
def test_every_stage_plays_to_the_end(make_app, stage: str, reduced: bool) -> None:
    app = make_app((1024, 600), "en")
    app.settings.reduced_motion = reduced
    scene = TableAnimationStage(app, stage)
    app.scenes.push(scene, transition=False)
    assert scene.is_animating()
    app.step(scene.animation.duration / 2)
    app.draw()
    for _ in range(10):
        app.step(scene.animation.duration / 5)
    assert scene.animation.done and not scene.is_animating()


def test_a_tap_replays_and_the_idle_stage_stops_animating(make_app) -> None:
    app = make_app((1280, 800), "fr")
    scene = TableAnimationStage(app, "cup-peek")
    app.scenes.push(scene, transition=False)
    scene.animation.finish()
    assert not scene.is_animating()
    finger = pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, finger_id=0, touch_id=0, dx=0, dy=0, pressure=1)
    app.step(0.0, [finger])
    assert scene.is_animating() and scene.animation.elapsed == 0.0
    scene.animation.finish()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    app.step(0.0, [click])
    assert scene.is_animating()


def test_resize_keeps_the_animation_moment(make_app) -> None:
    app = make_app((1280, 800), "en")
    scene = TableAnimationStage(app, "card-flip")
    app.scenes.push(scene, transition=False)
    scene.animation.seek(1.0)
    scene.on_resize((800, 1280))
    assert scene.animation.elapsed == pytest.approx(1.0)
