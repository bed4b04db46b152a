"""Curtains and private turns driven with synthetic mouse, finger and key events (privacy protocol, rules 2-3, 7)."""

from __future__ import annotations

import random

import pygame
import pytest

from storage import autosave
from play.autoplay import play_until
from play.flow import StepKind
from play.session import PlaySession
from play.setup import GameSetup, VoteMode
from scenes.kit.curtain import CurtainScene
from scenes.cheese_thief.play_flow import PlayFlow
from scenes.cheese_thief.private_turn import IDLE_SECONDS, PrivateTurnScene
from scenes.kit.widgets.hold_button import HOLD_SECONDS

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
FRAME = 1 / 60


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def finger(app, kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    width, height = app.size
    return pygame.event.Event(kind, x=pos[0] / width, y=pos[1] / height, dx=0.0, dy=0.0, finger_id=0, touch_id=1, pressure=1.0)


def run(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def start_flow(make_app, count: int = 5, seed: int = 2, vote_mode: VoteMode = VoteMode.POINT) -> PlayFlow:
    app = make_app()
    session = PlaySession.start(GameSetup(NAMES[:count], vote_mode=vote_mode), seed)
    flow = PlayFlow(app, session, persist=False)
    flow.show_current(0, replace=False)
    app.scenes.fade = None
    app.step(0.0)
    return flow


def curtain_of(flow: PlayFlow) -> CurtainScene:
    top = flow.app.scenes.top()
    assert isinstance(top, CurtainScene)
    return top


def test_a_quick_tap_on_the_curtain_opens_nothing(make_app) -> None:
    flow = start_flow(make_app)
    centre = curtain_of(flow).hold.rect.center
    flow.app.step(0.0, [mouse(pygame.MOUSEBUTTONDOWN, centre)])
    run(flow.app, HOLD_SECONDS / 3)
    flow.app.step(0.0, [mouse(pygame.MOUSEBUTTONUP, centre)])
    run(flow.app, 1.0)
    assert isinstance(flow.app.scenes.top(), CurtainScene)
    assert flow.session.step.kind is StepKind.CURTAIN


@pytest.mark.parametrize("device", ["mouse", "finger"])
def test_press_and_hold_opens_the_private_turn_once(make_app, device: str) -> None:
    flow = start_flow(make_app)
    centre = curtain_of(flow).hold.rect.center
    down = mouse(pygame.MOUSEBUTTONDOWN, centre) if device == "mouse" else finger(flow.app, pygame.FINGERDOWN, centre)
    up = mouse(pygame.MOUSEBUTTONUP, centre) if device == "mouse" else finger(flow.app, pygame.FINGERUP, centre)
    flow.app.step(0.0, [down])
    run(flow.app, HOLD_SECONDS + 0.1)
    flow.app.step(0.0, [up])
    run(flow.app, 1.0)
    top = flow.app.scenes.top()
    assert isinstance(top, PrivateTurnScene) and top.seat == 0
    assert flow.session.step_index == 1


def test_sliding_off_the_ring_cancels_the_hold(make_app) -> None:
    flow = start_flow(make_app)
    ring = curtain_of(flow).hold.rect
    flow.app.step(0.0, [mouse(pygame.MOUSEBUTTONDOWN, ring.center)])
    run(flow.app, HOLD_SECONDS / 2)
    outside = (ring.right + ring.width, ring.centery)
    flow.app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=outside, rel=(0, 0), buttons=(1, 0, 0), touch=False)])
    run(flow.app, HOLD_SECONDS)
    assert isinstance(flow.app.scenes.top(), CurtainScene)


def test_holding_space_opens_the_turn_for_keyboard_users(make_app) -> None:
    flow = start_flow(make_app)
    flow.app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, unicode=" ", mod=0, scancode=0)])
    run(flow.app, HOLD_SECONDS + 0.2)
    assert isinstance(flow.app.scenes.top(), PrivateTurnScene)


def open_turn(flow: PlayFlow) -> PrivateTurnScene:
    flow.finish_step()
    flow.app.scenes.fade = None
    flow.app.step(0.0)
    top = flow.app.scenes.top()
    assert isinstance(top, PrivateTurnScene)
    return top


def test_continue_waits_for_the_minimum_time(make_app) -> None:
    flow = start_flow(make_app)
    turn = open_turn(flow)
    button = turn.continue_button
    assert button is not None and not button.is_enabled
    flow.app.step(0.0, [mouse(pygame.MOUSEBUTTONDOWN, button.rect.center), mouse(pygame.MOUSEBUTTONUP, button.rect.center)])
    assert turn.progress.page.name == "card"
    run(flow.app, turn.progress.page.min_seconds + 0.1)
    assert turn.continue_button is not None and turn.continue_button.is_enabled
    centre = turn.continue_button.rect.center
    flow.app.step(0.0, [finger(flow.app, pygame.FINGERDOWN, centre), finger(flow.app, pygame.FINGERUP, centre)])
    assert turn.progress.page.name == "roll"
    assert turn.progress.trace.taps == 1


def test_the_roll_needs_a_tap_on_the_cup(make_app) -> None:
    flow = start_flow(make_app)
    turn = open_turn(flow)
    turn.jump_to_page("roll")
    run(flow.app, 5.0)
    assert not turn.can_continue()
    cup = turn.page.cup_rect.center  # type: ignore[attr-defined]
    flow.app.step(0.0, [mouse(pygame.MOUSEBUTTONDOWN, cup), mouse(pygame.MOUSEBUTTONUP, cup)])
    run(flow.app, 6.0)
    assert turn.can_continue()
    assert turn.progress.trace.sounds[:1] == ["private_tick"]


def test_a_forgotten_private_screen_goes_back_to_its_curtain(make_app) -> None:
    flow = start_flow(make_app)
    open_turn(flow)
    run(flow.app, IDLE_SECONDS + 5.0)
    flow.app.scenes.fade = None
    assert isinstance(flow.app.scenes.top(), CurtainScene)
    assert flow.session.step.kind is StepKind.CURTAIN and flow.session.step.seat == 0


def test_resuming_a_save_taken_inside_a_private_turn_lands_on_its_curtain(make_app, data_dir) -> None:
    app = make_app()
    session = PlaySession.start(GameSetup(NAMES[:6]), 4)
    play_until(session, StepKind.NIGHT_TURN, random.Random(4), seat=3)
    autosave.save(session)
    offer = autosave.load()
    assert offer.session is not None
    flow = PlayFlow(app, offer.session, persist=False)
    flow.show_current(replace=False)
    top = app.scenes.top()
    assert isinstance(top, CurtainScene) and top.seat == 3 and not top.is_private


def test_a_damaged_autosave_is_moved_aside_and_reported(data_dir) -> None:
    autosave.autosave_path().write_text('{"format": "cheese-thief-autosave/1", "setup": 7}', encoding="utf-8")
    offer = autosave.load()
    assert offer.session is None and offer.notice
    assert not autosave.autosave_path().exists()
    assert any(p.name.startswith("autosave.json.corrupt") for p in data_dir.iterdir())


def test_my_notes_open_behind_a_curtain_and_close_back(make_app) -> None:
    from scenes.cheese_thief.notes import NotesScene

    app = make_app()
    session = PlaySession.start(GameSetup(NAMES[:5]), 6)
    flow = PlayFlow(app, session, persist=False)
    under = app.scenes.top()
    flow.open_notes(2)
    app.scenes.fade = None
    curtain = app.scenes.top()
    assert isinstance(curtain, CurtainScene) and not curtain.is_private
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0)])
    run(app, HOLD_SECONDS + 0.2)
    app.scenes.fade = None
    notes = app.scenes.top()
    assert isinstance(notes, NotesScene) and notes.is_private
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="", mod=0, scancode=0)])
    assert app.scenes.top() is under


@pytest.mark.parametrize("count, mode", [(4, VoteMode.POINT), (5, VoteMode.SECRET)])
def test_resume_from_an_autosave_taken_at_every_step(make_app, data_dir, count: int, mode: VoteMode) -> None:
    """Privacy protocol, rule 7: whatever step the save was taken at, the program resumes on a public screen."""
    session = PlaySession.start(GameSetup(NAMES[:count], vote_mode=mode), 21)
    rng = random.Random(21)
    saves = []
    while session.step.kind is not StepKind.REPLAY:
        saves.append(session.to_json())
        play_until(session, session.steps[session.step_index + 1].kind, rng, session.steps[session.step_index + 1].seat)
    app = make_app()
    for save in saves:
        app.scenes.clear()
        resumed = PlaySession.from_json(save)
        PlayFlow(app, resumed, persist=False).show_current(replace=False)
        app.scenes.fade = None
        app.step(0.0)
        top = app.scenes.top()
        assert top is not None and not top.is_private
        if resumed.steps[resumed.step_index].is_private or resumed.step.kind is StepKind.CURTAIN:
            assert isinstance(top, CurtainScene)


def test_a_lifted_cup_and_a_decoy_tap_end_the_move_at_the_same_moment(make_app) -> None:
    """Privacy protocol, rule 3: the move page of a peeker and of a player with nothing to do can be left at the
    same moment after the same taps, so nobody can time who looked under a cup."""
    from play.moves import MoveKind, move_for
    from scenes.cheese_thief.private_gallery import find_game

    def moment_ready(kind: MoveKind) -> float:
        session, seat = find_game(6, StepKind.NIGHT_TURN, lambda s, seat: move_for(s.view(seat)).kind is kind)
        app = make_app()
        turn = PrivateTurnScene(PlayFlow(app, session, persist=False), session.step)
        app.scenes.push(turn, transition=False)
        turn.jump_to_page("move")
        run(app, 0.5)
        page = turn.page
        page.pick(page.move.real_targets[0] if kind is MoveKind.PEEK else page.move.targets[0])  # type: ignore[attr-defined]
        waited = 0.0
        while not turn.can_continue():
            assert waited < 30.0, "the move page never let the player go on"
            app.step(FRAME)
            waited += FRAME
        return round(waited, 2)

    assert moment_ready(MoveKind.PEEK) == moment_ready(MoveKind.DECOY) > 2.0
