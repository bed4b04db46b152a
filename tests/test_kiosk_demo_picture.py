"""The demonstration's picture is scaled into the kiosk a step after the game drew it, never in the same step: the
game's busiest steps (the vote's entry page, the setup's Start) no longer carry the scaling too, and no frame of
the game is lost."""
from __future__ import annotations

from tests.kiosk_attract_helpers import attract
from kiosk.attract_plan import Part

SIZE = (1280, 800)


def test_a_frame_the_game_draws_is_scaled_in_the_next_step_and_shown_there(make_app) -> None:
    app = make_app(SIZE)
    scene, _calls = attract(app)
    scene.show_part(Part.DEMO)
    demo = scene.demo
    assert demo is not None
    held = shown_late = 0
    for _ in range(900):  # fifteen seconds at sixty steps a second
        drawn_before, scaled_before = demo.app.frames_drawn, demo._scaled_frame  # noqa: SLF001
        app.step(1.0 / 60.0)
        if scene.demo is not demo or not demo.shows_picture():
            continue
        if demo.app.frames_drawn != drawn_before and scaled_before == drawn_before:
            held += 1
            assert demo._scaled_frame == drawn_before  # noqa: SLF001 - the picture before it, not scaled again
            app.step(1.0 / 60.0)
            if demo.app.frames_drawn == drawn_before + 1:  # the game drew nothing more meanwhile
                shown_late += 1
                assert demo._scaled_frame == demo.app.frames_drawn  # noqa: SLF001 - shown one step late
    assert held > 20 and shown_late > 20
