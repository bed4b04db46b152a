"""Who speaks next (DK16-DK20): the public view's queue of the day's steps, and the day screens saying it, updated
as each speaker finishes."""
from __future__ import annotations

import random

import pygame

from program import i18n
from game.double_kill.actions import EndSpeech, Nominate
from game.double_kill.engine import apply
from game.double_kill.steps import StepKind
from game.double_kill.views import public_view
from play.double_kill.session import DkScreen, DkSession
from play.double_kill.setup import DkSetup
from scenes.double_kill.day import next_speaker_text
from tests.dk_helpers import dealt, h, nominate, play_night, vote
from tests.public_screen_helpers import click, run


def test_the_queue_names_the_remaining_speakers_then_the_vote_and_nothing_at_night() -> None:
    state = dealt(10)
    assert public_view(state).coming == ()  # the night: its calls are no day's business
    state = play_night(state, killer="9L", doctor="5L")  # 9L dies: nominations start from seat 8
    public = public_view(state)
    assert public.step.kind is StepKind.LAST_WORDS and public.step.seat == 9
    assert [step.seat for step in public.coming] == [8, 7, 6, 5, 4, 3, 2, 1, 0, 9]
    assert all(step.kind is StepKind.NOMINATION for step in public.coming)
    state = apply(state, EndSpeech(9))
    for seat in (8, 7, 6, 5, 4, 3, 2, 1, 0):
        state = apply(state, Nominate(seat, (h("3L", 10), h("1R", 10)) if seat == 8 else ()))
    assert public_view(state).step.seat == 9 and public_view(state).coming == ()  # the last nominator: defences unknown yet
    state = apply(state, Nominate(9, ()))
    coming = public_view(state).coming
    assert public_view(state).step.hand == h("3L", 10)  # defences in speaking order: seat 3 before seat 1
    assert [(step.kind, step.hand) for step in coming] == [(StepKind.DEFENCE, h("1R", 10)), (StepKind.VOTE, None)]


def test_a_tie_queues_the_tied_defences_then_the_second_vote() -> None:
    state = play_night(dealt(10))
    state = nominate(state, {9: ["3L", "4L"]})
    state = vote(state, {"3L": ["0L", "0R", "1L", "1R", "2L", "2R", "3L", "3R", "4L", "4R"]}, default="4L")
    public = public_view(state)
    assert public.step.kind is StepKind.DEFENCE
    assert [step.kind for step in public.coming] == [StepKind.DEFENCE, StepKind.VOTE]


def _flow(make_app, session: DkSession):
    from scenes.double_kill.flow import DkFlow

    app = make_app()
    flow = DkFlow(app, session, persist=False)
    flow.show_current(replace=False)
    run(app, 0.6)
    return app, flow


def test_the_nomination_screen_says_who_speaks_next_and_moves_on_as_each_finishes(make_app, data_dir) -> None:
    from scenes.double_kill.gallery import _advance

    session = DkSession.start(DkSetup.recommended(10), 5)
    rng = random.Random(5)
    while session.screen() is not DkScreen.NOMINATION:
        _advance(session, rng)
    app, flow = _flow(make_app, session)
    order = session.public().days[-1].order
    first = app.scenes.top()
    speaker = first.speaker
    after = order[order.index(speaker) + 1]
    assert first.next_text() == i18n.t("dk.day.next_speaker", name=session.public().players[after])
    assert first.next_rect.colliderect(first.order_rect) is False and first.next_rect.bottom <= first.main_rect.top
    click(app, first.action_button)  # "Name nobody"
    run(app, 0.8)
    second = app.scenes.top()
    assert second is not first and second.speaker == after
    following = order[order.index(after) + 1]
    assert second.next_text() == i18n.t("dk.day.next_speaker", name=session.public().players[following])
    surface = pygame.Surface(app.size)
    second.draw(surface)  # the line is drawn with the rest


def test_the_last_words_after_a_lynch_say_night_follows() -> None:
    state = play_night(dealt(10), killer="9L", doctor="5L")
    state = nominate(state, {8: ["2R"]})
    state = vote(state, default="2R")  # 2R lynched: its player still has a chance of last words
    assert state.step.kind is StepKind.LAST_WORDS and public_view(state).coming == ()
    i18n.set_language("en")
    assert next_speaker_text(public_view(state)) == i18n.t("dk.day.next_night")
