"""Double Kill's still public screens (the vote, the count, the dawn, nightfall) draw nothing in a frame whose
picture would be their last whole one: a vote's countdown draws once a second, a fade's blended frames blend the
new screen's picture without drawing it again, and every frame still looks as drawn whole."""
from __future__ import annotations

import pygame

FRAME = 1 / 60


def _vote(make_app):
    from play.double_kill.session import DkScreen
    from scenes.double_kill import screens as dk_screens
    from scenes.double_kill.flow import DkFlow
    from scenes.double_kill.gallery import session_at

    dk_screens.register_all()
    session = session_at("still-vote", lambda s: s.screen() is DkScreen.VOTE)
    app = make_app()
    return app, DkFlow(app, session, persist=False)


def _looks_drawn_whole(app, scene) -> bool:
    scratch = pygame.Surface(app.size)
    scene.draw(scratch)
    return pygame.image.tobytes(scratch, "RGB") == pygame.image.tobytes(app.surface, "RGB")


def test_a_votes_countdown_draws_once_a_second_and_looks_drawn_whole(make_app) -> None:
    from play.double_kill.session import DkScreen

    app, flow = _vote(make_app)
    vote = flow.scene_for(DkScreen.VOTE)
    app.scenes.push(vote, transition=False)
    app.step(FRAME)
    drawn = 0
    for _ in range(120):  # two seconds of the countdown
        drawn += app.step(FRAME)
        assert vote.counting()
        assert _looks_drawn_whole(app, vote)
    assert 2 <= drawn <= 3  # each new number of the countdown, never the frames between


def test_a_fade_into_a_still_screen_draws_it_whole_once_into_its_buffer(make_app) -> None:
    from play.double_kill.session import DkScreen

    app, flow = _vote(make_app)
    app.scenes.push(flow.scene_for(DkScreen.DAWN), transition=False)
    for _ in range(5):
        app.step(FRAME)
    vote = flow.scene_for(DkScreen.VOTE)
    whole: list[pygame.Surface] = []
    draw = vote.draw
    vote.draw = lambda surface: (whole.append(surface), draw(surface))[1]  # type: ignore[method-assign]
    app.scenes.replace(vote, transition=True)
    frames = 0
    while app.scenes.fade is not None:
        app.step(FRAME)
        frames += 1
    buffers = [surface for surface in whole if surface is not app.surface]
    assert frames > 10 and len(buffers) <= 2  # the fade's preparation and its "after" buffer, not each frame
    app.step(FRAME)
    assert _looks_drawn_whole(app, vote)
