"""The guiding finger is drawn on the thing to touch, at every moment of its cycle and with reduced motion."""
from __future__ import annotations

import pygame
import pytest

from scenes.tutorial.flow import TutorialFlow
from scenes.tutorial.gallery import session_at
from scenes.tutorial.guide import CYCLE_SECONDS
from tutorial.table import Table



def _scene(make_app, table: Table, chapter: str, step: str, reduced: bool):
    app = make_app((1024, 600))
    app.settings.reduced_motion = reduced
    session = session_at(table, chapter, step)
    scene = TutorialFlow(app, session, persist=False).scene_for(session)
    app.scenes.push(scene, transition=False)
    app.scenes.fade = None
    app.step(0.0)
    return scene


def _painted(scene) -> pygame.Rect:
    """The rect of the pixels the finger alone paints in the scene's current frame."""
    overlay = pygame.Surface(scene.app.size, pygame.SRCALPHA)
    scene.draw_foreground(overlay)
    return overlay.get_bounding_rect(min_alpha=40)


@pytest.mark.parametrize("where", [(Table(4), "four_players", "roll"), (Table(5), "secrets", "curtain")],
                         ids=("tap", "hold-curtain"))
@pytest.mark.parametrize("reduced", [False, True], ids=("moving", "reduced-motion"))
def test_the_finger_is_on_its_target_through_the_whole_cycle(make_app, where, reduced: bool) -> None:
    scene = _scene(make_app, *where, reduced)
    gesture = scene.session.step.gesture
    target = scene._lit()[0][0]
    cycle = CYCLE_SECONDS[gesture]
    seen = 0
    for tenth in range(20):
        scene.elapsed = cycle * tenth / 20
        finger = scene._finger()
        assert finger is not None
        pose = finger[0]
        if pose.shown < 0.5:
            continue
        painted = _painted(scene)
        assert painted.width > 0, f"nothing drawn at {scene.elapsed:.2f} s"
        seen += 1
        # The fingertip is drawn where the pose says, and the pose reaches the target once it has come in.
        assert painted.collidepoint(pose.at) and abs(painted.centerx - pose.at[0]) <= painted.width // 4 + 2
        assert abs(painted.centery - pose.at[1]) <= painted.height // 4 + 2
        if reduced or pose.pressed:
            assert target.collidepoint(painted.center), f"{gesture} at {scene.elapsed:.2f} s: {painted} off {target}"
    assert seen >= (20 if reduced else 10)


def test_the_gallery_shows_the_finger_mid_gesture(make_app) -> None:
    from gallery import pictures, screens
    from scenes.tutorial.gallery import FINGER_SECONDS

    screens.load_all()
    app = make_app((1024, 600))
    secrets = next(screen for screen in pictures.screens() if screen.name == "tutorial-secrets")
    scene = pictures.show(secrets, app)
    assert scene.elapsed == FINGER_SECONDS
    pose = scene._finger()[0]
    assert pose.pressed == 1.0 and 0.0 < pose.ring < 1.0, "pressed, its ring closing"
    assert _painted(scene).width > 0
