"""Double Kill's work moved out of the step of the tap that changes screen into the fade's preparation: the day's
screens build their widgets there, and the setup's fade from the title makes its pictures ahead. Checked by what
the steps do, not by their time."""
from __future__ import annotations

import pygame

from tools.whole_game import FRAME


def _nomination_opened(make_app, transition: bool):
    from play.double_kill.session import DkScreen
    from scenes.double_kill import screens as dk_screens
    from scenes.double_kill.day import NominationScene
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    dk_screens.register_all()
    session = session_at("fade-nomination", lambda s: s.screen() is DkScreen.NOMINATION)
    app = make_app()
    flow = DkFlow(app, session, persist=False)
    app.scenes.push(flow.scene_for(DkScreen.DAWN), transition=False)
    for _ in range(20):
        app.step(FRAME)
    nomination = NominationScene(flow)
    app.scenes.replace(nomination, transition=transition)
    return app, nomination


def test_a_nomination_opened_by_a_fade_builds_its_widgets_in_the_fades_first_step_and_looks_built_at_once(make_app) -> None:
    app, nomination = _nomination_opened(make_app, transition=True)
    assert nomination.ui is None and nomination.action_button is None  # none in the tap's step
    app.step(FRAME)  # the tap's own step: the fade prepares nothing in it
    assert nomination.ui is None
    fade = app.scenes.fade
    assert fade is not None and nomination.build_waiting_widgets in fade.preparing
    while nomination.ui is None:
        assert not fade.shows_new_screen
        app.step(FRAME)
    assert nomination.action_button is not None and nomination.leave_button is not None
    assert nomination.rules_button is not None and nomination.picker.boxes
    while app.scenes.fade is not None:
        app.step(FRAME)
    app.step(FRAME)
    shown = pygame.image.tobytes(app.surface, "RGB")
    nomination.rebuild_ui()  # built at once, as without a fade
    app.request_redraw()
    app.step(0.0)
    assert pygame.image.tobytes(app.surface, "RGB") == shown


def test_a_nomination_shown_without_a_fade_has_its_widgets_before_its_first_frame(make_app) -> None:
    app, nomination = _nomination_opened(make_app, transition=False)
    assert nomination.ui is None
    app.step(FRAME)
    assert nomination.action_button is not None and app.frames_drawn > 0


def test_a_screen_drawn_before_any_update_builds_its_waiting_widgets(make_app) -> None:
    app, nomination = _nomination_opened(make_app, transition=True)
    nomination.draw(pygame.Surface(app.size))
    assert nomination.action_button is not None
    assert nomination.build_waiting_widgets not in nomination.prepare_steps()


def test_the_setups_fade_from_the_title_makes_its_pictures_and_first_frame_ahead(make_app) -> None:
    """Its first blended frame made two screen-sized pictures and fitted every label's words (12-21 ms)."""
    from app.scene import Scene
    from art.surfaces import forget_spares
    from scenes.double_kill.setup import DkSetupScene

    app = make_app()
    app.scenes.push(Scene(app), transition=False)
    app.step(FRAME)
    app.scenes._buffers.clear()  # noqa: SLF001 - as before the program's first fade
    forget_spares()
    setup = DkSetupScene(app)
    app.scenes.push(setup, transition=True)
    fade = app.scenes.fade
    assert fade is not None and len(fade.preparing) == 3  # both pictures, then the setup's first frame
    while fade.preparing:
        app.step(FRAME)
        assert not fade.shows_new_screen or not fade.preparing
    assert app.scenes._has_buffer("before", app.size) and app.scenes._has_buffer("after", app.size)  # noqa: SLF001
